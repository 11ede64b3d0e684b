/**
 * What each notification says, in the inbox and in its email, and the email's own words around it. The server reads
 * this file too (adapters/wording), so it holds plain words only. Amounts, months, days and receipt numbers come
 * formatted; `{flat}` and `{place}` are the flat as the building wrote it.
 */
export const notices = {
  'notice.flat': '{flat}',
  'notice.emergencyPlace': '{place}',
  'notice.commonArea': 'a common area',

  'notice.agreementAccepted.subject': 'Welcome home: {flat} is yours',
  'notice.agreementAccepted.accepted': 'Your application for {flat} was accepted.',
  'notice.agreementAccepted.lease': 'Your lease starts in {month}; you can pay rent for it from your dashboard.',
  'notice.agreementRejected.subject': 'Your application for {flat} was not accepted',
  'notice.agreementRejected.rejected': 'Your application for {flat} was not accepted.',
  'notice.agreementRejected.reason': "The building''s reason: {reason}",
  'notice.agreementRejected.applyAgain': 'You may apply for another apartment.',
  'notice.membershipEnded.subject': 'Your membership has ended',
  'notice.membershipEnded.ended': 'The building ended your membership.',
  'notice.leaseEnded.subject': 'Your lease of {flat} has ended',
  'notice.leaseEnded.ended': 'The building ended your membership and your lease of {flat}.',
  'notice.membershipEnded.history': 'Your payment history and receipts stay in your account.',

  'notice.paymentRecorded.subject': 'Payment received: {amount, number} taka for {month} (receipt {receipt})',
  'notice.paymentRecorded.thanks': 'Thank you: your payment of {amount, number} taka for {month} was recorded.',
  'notice.paymentRecorded.receipt': 'Your receipt number is {receipt}.',
  'notice.paymentReceived.subject': 'Payment received: {amount, number} taka by {method} (receipt {receipt})',
  'notice.paymentReceived.thanks':
    'Thank you: the building recorded your payment of {amount, number} taka by {method}.',
  'notice.paymentReceived.account': 'My Account shows what it settled and what, if anything, is still owed.',
  'notice.finalRefund.subject': 'Your final statement: a refund of {amount, number} taka by {method}',
  'notice.finalRefund.settled':
    'Your final statement is settled. The building refunded {amount, number} taka of your security deposit by {method}.',
  'notice.finalOwed.subject': 'Your final statement: {amount, number} taka still owed',
  'notice.finalOwed.settled':
    'Your final statement is settled. After your security deposit, {amount, number} taka is still owed to the building.',
  'notice.finalNothing.subject': 'Your final statement is settled',
  'notice.finalNothing.settled': 'Your final statement is settled: nothing is owed either way.',
  'notice.final.see': 'You can read your final statement and your books whenever you sign in.',
  'notice.paymentReportRejected.subject': 'Payment not confirmed: {amount, number} taka by {method}',
  'notice.paymentReportRejected.said':
    'The building could not confirm the payment of {amount, number} taka by {method} you reported (reference {reference}).',
  'notice.paymentReportRejected.reason': 'The reason given: {reason}',
  'notice.paymentReportRejected.account':
    'My Account lists your reports; you may report the payment again with the right details.',
  'notice.paymentReported.subject': 'Payment reported: {name}, {amount, number} taka by {method}',
  'notice.paymentReported.said': '{name} reported paying {amount, number} taka by {method} (reference {reference}).',
  'notice.paymentReported.decide':
    'Payment Reports lists it: confirm it once the money is in, or reject it with a reason.',
  'notice.autopay.subject': 'Autopay did not pay {month}',
  'notice.autopay.overCap':
    'Your books show {amount, number} taka owed for {month}, more than your autopay cap, so your card was not charged.',
  'notice.autopay.declinedRetry':
    'Your card was declined for {amount, number} taka. Autopay will try once more tomorrow; you may update your card before then.',
  'notice.autopay.declined':
    'Your card was declined again for {amount, number} taka, so autopay will not try again this month.',
  'notice.autopay.needsAuthentication':
    'Your bank asked to confirm the charge of {amount, number} taka yourself, which autopay cannot do. Your card was not charged.',
  'notice.autopay.failed':
    'The charge of {amount, number} taka could not be recorded, so it was refunded to your card.',
  'notice.autopay.unfinished':
    'Autopay could not finish the charge of {amount, number} taka. If your card was charged, the payment shows in your Payment History; if it is not there, nothing was taken.',
  'notice.autopay.payByHand': 'Pay by hand from My Account, or update your saved card or cap there.',
  'notice.lateFeeAdded.subject': 'Late fee added: {amount, number} taka for {month}',
  'notice.lateFeeAdded.added':
    'The rent for {month} was still unpaid when its grace period ended, so the building added a late fee of {amount, number} taka to your account.',
  'notice.lateFeeAdded.account': 'My Account shows everything you owe; a payment settles the oldest charges first.',
  'notice.rentChange.subject': 'Your rent from {month}: {rent, number} taka a month',
  'notice.rentChange.said': 'The building set your rent at {rent, number} taka a month from {month}.',
  'notice.rentChange.account': 'My Account shows your lease’s terms and every change scheduled on it.',
  'notice.renewalOffered.subject': 'Renewal offered: your lease until {end}',
  'notice.renewalOffered.said':
    'The building offers to renew your lease until {end}, at {rent, number} taka a month from {from}.',
  'notice.renewalOffered.answer': 'Accept or decline the offer on My Account.',
  'notice.leaseEndedAtTerm.subject': 'Lease ended: {name}, {flat}',
  'notice.leaseEndedAtTerm.said':
    'The lease of {name} for {flat} reached its planned end in {month} unrenewed, so it ended.',
  'notice.applicationReceived.subject': 'New application: {name} for {flat}',
  'notice.applicationReceived.said': '{name} applied to rent {flat}.',
  'notice.applicationReceived.decide':
    'Agreement Requests shows it: accept it with the month the lease starts, or reject it.',
  'notice.lateFeesAdded.subject':
    '{count, plural, one {# late fee} other {# late fees}} added: {total, number} taka in all',
  'notice.lateFeesAdded.added':
    "This round of late fees added {count, plural, one {# fee} other {# fees}} to residents'' books, {total, number} taka in all.",
  'notice.lateFeesAdded.books': 'The Books show each lease and what it owes; a fee can be waived there.',
  'notice.emailFailed.subject': 'An email to {toName} could not be delivered',
  'notice.emailFailed.said':
    'The email to {toName} ({to}) about {about} could not be delivered after every attempt, and was given up on.',
  'notice.emailFailed.retry': 'Email Delivery shows why; you may send it again from there once.',
  'notice.about.agreements': 'their application',
  'notice.about.delivery': 'email delivery',
  'notice.about.payments': 'payments',
  'notice.about.announcements': 'an announcement',
  'notice.about.maintenance': 'maintenance',
  'notice.about.reminders': 'a rent reminder',
  'notice.about.applications': 'an application',
  'notice.method.card': 'card',
  'notice.method.cash': 'cash',
  'notice.method.bank': 'bank transfer',
  'notice.method.cheque': 'cheque',
  'notice.method.bkash': 'bKash',
  'notice.method.nagad': 'Nagad',
  'notice.paymentRefunded.subject': 'Refunded: {amount, number} taka for {month}',
  'notice.paymentRefunded.refunded':
    'Your card payment of {amount, number} taka for {month} could not be recorded, so it was refunded to your card in full.',
  'notice.paymentRefunded.nothingMore': 'Your payment history shows what is paid; nothing more was charged.',
  'notice.onlineRefundStarted.subject': 'Being refunded: {amount, number} taka paid through SSLCommerz',
  'notice.onlineRefundStarted.said':
    'SSLCommerz took {amount, number} taka that was no longer owed, so it is being given back to you; nothing was recorded in your books.',
  'notice.onlineRefundDone.subject': 'Refunded: {amount, number} taka paid through SSLCommerz',
  'notice.onlineRefundDone.said': 'SSLCommerz gave back the {amount, number} taka that was no longer owed.',
  'notice.onlineRefundAdminStarted.subject': 'Online payment being refunded: {name}, {amount, number} taka',
  'notice.onlineRefundAdminStarted.said':
    'SSLCommerz confirmed {amount, number} taka from {name} that the books no longer owed; it is not recorded, and SSLCommerz was asked to give it back.',
  'notice.onlineRefundAdminDone.subject': 'Online payment refunded: {name}, {amount, number} taka',
  'notice.onlineRefundAdminDone.said':
    'SSLCommerz gave back the {amount, number} taka {name} paid that was no longer owed.',
  'notice.onlineRefundCancelled.subject': 'Not refunded by SSLCommerz: {amount, number} taka',
  'notice.onlineRefundCancelled.said':
    'SSLCommerz cancelled the refund of the {amount, number} taka that was no longer owed. The building office will give it back to you by hand; nothing was recorded in your books.',
  'notice.onlineRefundAdminCancelled.subject': 'Give back by hand: {name}, {amount, number} taka',
  'notice.onlineRefundAdminCancelled.said':
    'SSLCommerz cancelled the refund of the {amount, number} taka {name} paid that was no longer owed. Give it back to them by hand (cash, bank or bKash); it is not in their books.',

  'notice.announcementPosted.subject': 'New announcement: {title}',
  'notice.announcementPosted.said': 'The building posted an announcement: {title}.',
  'notice.announcementEdited.subject': 'Announcement updated: {title}',
  'notice.announcementEdited.said': 'The building updated an announcement: {title}.',
  'notice.announcementWithdrawn.subject': 'Announcement withdrawn: {title}',
  'notice.announcementWithdrawn.said': 'The building withdrew its announcement "{title}"; it no longer applies.',

  'notice.maintenanceStatus.subject':
    'Your request "{title}" {status, select, in_progress {is being worked on} resolved {is fixed} other {was declined}}',
  'notice.maintenanceStatus.said':
    'Your maintenance request "{title}" {status, select, in_progress {is being worked on} resolved {is fixed} other {was declined}}.',
  'notice.maintenanceComment.subject': 'New comment on "{title}"',
  'notice.maintenanceComment.said': 'The building commented on your maintenance request "{title}".',
  'notice.maintenanceEmergency.subject': 'Emergency reported: {title} ({place})',
  'notice.maintenanceEmergency.said': 'A resident reported an emergency: {title}, in {place}.',
  'notice.maintenanceAssigned.subject': 'New job for you: {title} ({place})',
  'notice.maintenanceAssigned.said': 'The building gave you a maintenance job: {title}, in {place}. It is on My jobs.',
  'notice.visitorArrived.subject': 'Your visitor {name} has arrived',
  'notice.visitorArrived.said':
    '{walkIn, select, true {{name} came to the gate without a pass and was let in to {flat}.} other {{name} has arrived at the gate for {flat}.}}',
  'notice.parcelArrived.subject': 'A parcel from {carrier} is at the front desk',
  'notice.parcelArrived.said':
    'A parcel from {carrier} for {flat} came to the front desk, which keeps it until someone collects it. It is on My parcels.',
  'notice.parcelWaiting.subject': 'Your parcel from {carrier} is still waiting',
  'notice.parcelWaiting.said':
    'A parcel from {carrier} for {flat} has been waiting at the front desk for {days, plural, one {# day} other {# days}}. Please collect it.',

  'notice.rentReminder.subject':
    '{kind, select, upcoming {Rent for {month} is due on {day}} due {Rent for {month} is due today} other {Rent for {month} is overdue}}',
  'notice.rentReminder.due': 'Rent of {amount, number} taka for {month} is due on {day}.',
  'notice.rentReminder.ask':
    '{kind, select, overdue {It has not been paid yet; please pay it now.} other {You can pay it by card.}}',

  'notice.rentReminder.owed': 'Altogether you owe {total, number} taka:',
  'notice.rentReminder.item': '{what}, {month}: {amount, number} taka',
  'notice.rentReminder.paid': 'It is paid now: thank you, there is nothing more to do.',
  'notice.charge.rent': 'Rent',
  'notice.charge.service': 'Service charge',
  'notice.charge.gas': 'Gas bill',
  'notice.charge.water': 'Water bill',
  'notice.charge.electricity': 'Electricity bill',
  'notice.charge.repair': 'Repair',
  'notice.charge.fine': 'Fine',
  'notice.charge.late-fee': 'Late fee',
  'notice.charge.deposit': 'Security deposit',
  'notice.charge.advance': 'Advance rent',
  'notice.charge.deduction': 'Deduction from the deposit',
  'notice.charge.refund': 'Deposit refund',
  'notice.bookingApproved.subject': 'Booking approved: {space}, {day} {start}–{end}',
  'notice.bookingApproved.approved': 'Your booking of {space} on {day}, {start}–{end}, is approved.',
  'notice.bookingApproved.fee': 'Its fee of {fee, number} taka is on your account.',
  'notice.bookingDeclined.subject': 'Booking declined: {space}, {day} {start}–{end}',
  'notice.bookingDeclined.declined': 'Your booking of {space} on {day}, {start}–{end}, was declined.',
  'notice.bookingDeclined.reason': 'The reason given: {reason}',
  'notice.bookingCancelled.subject': 'Booking cancelled: {space}, {day} {start}–{end}',
  'notice.bookingCancelled.cancelled':
    'The building cancelled your booking of {space} on {day}, {start}–{end}; any fee charged for it was taken off your books.',
  'notice.bookingCancelled.reason': 'The reason given: {reason}',
  'notice.charge.booking': 'Space booking',
  'notice.charge.other': 'Charge',

  'notice.email.openIn': 'Open it in {building}',
  'notice.email.stop': 'Stop these emails',
} as const;
