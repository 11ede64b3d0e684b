import type { notices as english } from '../en/notices.ts';

export const notices: Record<keyof typeof english, string> = {
  'notice.flat': 'ব্লক {block}, {floor, number} তলা, ফ্ল্যাট {number}',
  'notice.emergencyPlace': 'ফ্ল্যাট {place}',
  'notice.commonArea': 'সাধারণ এলাকা',

  'notice.agreementAccepted.subject': 'স্বাগতম: {flat} এখন আপনার',
  'notice.agreementAccepted.accepted': '{flat}-এর জন্য আপনার আবেদন গৃহীত হয়েছে।',
  'notice.agreementAccepted.lease': 'আপনার লিজ শুরু {month} থেকে; সে মাস থেকে ভাড়া আপনার ড্যাশবোর্ড থেকেই দিতে পারবেন।',
  'notice.agreementRejected.subject': '{flat}-এর জন্য আপনার আবেদন গৃহীত হয়নি',
  'notice.agreementRejected.rejected': '{flat}-এর জন্য আপনার আবেদন গৃহীত হয়নি।',
  'notice.agreementRejected.reason': 'ভবন কর্তৃপক্ষের কারণ: {reason}',
  'notice.agreementRejected.applyAgain': 'আপনি অন্য কোনো অ্যাপার্টমেন্টের জন্য আবেদন করতে পারেন।',
  'notice.membershipEnded.subject': 'আপনার সদস্যপদ শেষ হয়েছে',
  'notice.membershipEnded.ended': 'ভবন কর্তৃপক্ষ আপনার সদস্যপদ শেষ করেছে।',
  'notice.leaseEnded.subject': '{flat}-এর লিজ শেষ হয়েছে',
  'notice.leaseEnded.ended': 'ভবন কর্তৃপক্ষ আপনার সদস্যপদ ও {flat}-এর লিজ শেষ করেছে।',
  'notice.membershipEnded.history': 'আপনার পেমেন্টের ইতিহাস ও রসিদ আপনার অ্যাকাউন্টে থেকে যাবে।',

  'notice.paymentRecorded.subject': 'পেমেন্ট পাওয়া গেছে: {month}-এর {amount, number} টাকা (রসিদ {receipt})',
  'notice.paymentRecorded.thanks': 'ধন্যবাদ: আপনার {month}-এর {amount, number} টাকা পেমেন্ট জমা হয়েছে।',
  'notice.paymentRecorded.receipt': 'আপনার রসিদ নম্বর {receipt}।',
  'notice.paymentReceived.subject': 'পেমেন্ট পাওয়া গেছে: {method}-এ {amount, number} টাকা (রসিদ {receipt})',
  'notice.paymentReceived.thanks': 'ধন্যবাদ: {method}-এ আপনার {amount, number} টাকার পেমেন্ট ভবনের হিসাবে লেখা হয়েছে।',
  'notice.paymentReceived.account': 'আমার হিসাব পাতায় দেখুন এটি কী পরিশোধ করেছে এবং আর কিছু বাকি আছে কি না।',
  'notice.finalRefund.subject': 'আপনার চূড়ান্ত হিসাব: {method}-এ {amount, number} টাকা ফেরত',
  'notice.finalRefund.settled':
    'আপনার চূড়ান্ত হিসাব নিষ্পত্তি হয়েছে। ভবন আপনার জামানতের {amount, number} টাকা {method}-এ ফেরত দিয়েছে।',
  'notice.finalOwed.subject': 'আপনার চূড়ান্ত হিসাব: এখনও {amount, number} টাকা বাকি',
  'notice.finalOwed.settled':
    'আপনার চূড়ান্ত হিসাব নিষ্পত্তি হয়েছে। জামানত কাটার পরও ভবনের কাছে {amount, number} টাকা বাকি আছে।',
  'notice.finalNothing.subject': 'আপনার চূড়ান্ত হিসাব নিষ্পত্তি হয়েছে',
  'notice.finalNothing.settled': 'আপনার চূড়ান্ত হিসাব নিষ্পত্তি হয়েছে: কোনো পক্ষের কিছু বাকি নেই।',
  'notice.final.see': 'সাইন ইন করলে যেকোনো সময় আপনার চূড়ান্ত হিসাব ও লেনদেনের খাতা দেখতে পারবেন।',
  'notice.paymentReportRejected.subject': 'পেমেন্ট নিশ্চিত হয়নি: {method}-এ {amount, number} টাকা',
  'notice.paymentReportRejected.said':
    'আপনার জানানো {method}-এ {amount, number} টাকার পেমেন্টটি (রেফারেন্স {reference}) ভবন নিশ্চিত করতে পারেনি।',
  'notice.paymentReportRejected.reason': 'কারণ: {reason}',
  'notice.paymentReportRejected.account':
    'আমার হিসাব পাতায় আপনার জানানো পেমেন্টগুলো আছে; সঠিক তথ্য দিয়ে আবার জানাতে পারেন।',
  'notice.paymentReported.subject': 'নতুন পেমেন্টের খবর: {name}, {method}-এ {amount, number} টাকা',
  'notice.paymentReported.said':
    '{name} জানিয়েছেন, তিনি {method}-এ {amount, number} টাকা দিয়েছেন (রেফারেন্স {reference})।',
  'notice.paymentReported.decide': '“পেমেন্টের খবর” পাতায় এটি আছে: টাকা এসে থাকলে নিশ্চিত করুন, নইলে কারণ লিখে নাকচ করুন।',
  'notice.autopay.subject': 'অটোপে {month}-এর টাকা পরিশোধ করেনি',
  'notice.autopay.overCap':
    'আপনার হিসাবে {month}-এর জন্য {amount, number} টাকা বাকি, যা আপনার অটোপে সীমার বেশি, তাই কার্ড থেকে টাকা কাটা হয়নি।',
  'notice.autopay.declinedRetry':
    '{amount, number} টাকার জন্য আপনার কার্ড প্রত্যাখ্যাত হয়েছে। অটোপে আগামীকাল আরেকবার চেষ্টা করবে; এর আগে কার্ড বদলাতে পারেন।',
  'notice.autopay.declined':
    '{amount, number} টাকার জন্য আপনার কার্ড আবার প্রত্যাখ্যাত হয়েছে, তাই এ মাসে অটোপে আর চেষ্টা করবে না।',
  'notice.autopay.needsAuthentication':
    'আপনার ব্যাংক {amount, number} টাকার চার্জটি আপনাকে নিজে নিশ্চিত করতে বলেছে, যা অটোপে পারে না। কার্ড থেকে টাকা কাটা হয়নি।',
  'notice.autopay.failed': '{amount, number} টাকার চার্জটি হিসাবে তোলা যায়নি, তাই টাকা আপনার কার্ডে ফেরত দেওয়া হয়েছে।',
  'notice.autopay.unfinished':
    'অটোপে {amount, number} টাকার চার্জটি শেষ করতে পারেনি। কার্ড থেকে টাকা কাটা হয়ে থাকলে তা পরিশোধের ইতিহাসে দেখা যাবে; সেখানে না থাকলে কিছুই কাটা হয়নি।',
  'notice.autopay.payByHand': 'আমার হিসাব পাতা থেকে নিজে পরিশোধ করুন, অথবা সেখানে সংরক্ষিত কার্ড বা সীমা বদলান।',
  'notice.lateFeeAdded.subject': 'বিলম্ব ফি যোগ হয়েছে: {month}-এর জন্য {amount, number} টাকা',
  'notice.lateFeeAdded.added':
    '{month}-এর ভাড়া ছাড়ের সময় শেষ হওয়া পর্যন্ত বাকি ছিল, তাই ভবন কর্তৃপক্ষ আপনার হিসাবে {amount, number} টাকা বিলম্ব ফি যোগ করেছে।',
  'notice.lateFeeAdded.account': 'আমার হিসাব পাতায় আপনার সব বাকি দেখুন; পেমেন্ট সবচেয়ে পুরোনো চার্জ আগে পরিশোধ করে।',
  'notice.rentChange.subject': '{month} থেকে আপনার ভাড়া: মাসে {rent, number} টাকা',
  'notice.rentChange.said': 'ভবন কর্তৃপক্ষ {month} থেকে আপনার ভাড়া মাসে {rent, number} টাকা ঠিক করেছে।',
  'notice.rentChange.account': 'আমার হিসাব পাতায় আপনার লিজের শর্ত ও নির্ধারিত সব পরিবর্তন দেখুন।',
  'notice.renewalOffered.subject': 'নবায়নের প্রস্তাব: {end} পর্যন্ত আপনার লিজ',
  'notice.renewalOffered.said':
    'ভবন কর্তৃপক্ষ আপনার লিজ {end} পর্যন্ত নবায়নের প্রস্তাব দিয়েছে, {from} থেকে মাসে {rent, number} টাকা ভাড়ায়।',
  'notice.renewalOffered.answer': 'আমার হিসাব পাতায় প্রস্তাবটি গ্রহণ বা প্রত্যাখ্যান করুন।',
  'notice.leaseEndedAtTerm.subject': 'লিজ শেষ: {name}, {flat}',
  'notice.leaseEndedAtTerm.said': '{flat}-এর জন্য {name}-এর লিজ নবায়ন ছাড়াই {month}-এ তার নির্ধারিত শেষে পৌঁছে শেষ হয়েছে।',
  'notice.applicationReceived.subject': 'নতুন আবেদন: {flat}-এর জন্য {name}',
  'notice.applicationReceived.said': '{name} {flat} ভাড়া নিতে আবেদন করেছেন।',
  'notice.applicationReceived.decide': '“চুক্তির আবেদন” পাতায় এটি আছে: ভাড়া শুরুর মাস বেছে গ্রহণ করুন, নইলে নাকচ করুন।',
  'notice.lateFeesAdded.subject': '{count, number}টি বিলম্ব ফি যোগ হয়েছে: মোট {total, number} টাকা',
  'notice.lateFeesAdded.added':
    'এবারের বিলম্ব ফির হিসাবে বাসিন্দাদের খাতায় {count, number}টি ফি যোগ হয়েছে, মোট {total, number} টাকা।',
  'notice.lateFeesAdded.books': '“হিসাবের খাতা” পাতায় প্রতিটি লিজ ও তার বাকি দেখুন; সেখান থেকে ফি মওকুফ করা যায়।',
  'notice.emailFailed.subject': '{toName}-কে পাঠানো একটি ইমেইল পৌঁছায়নি',
  'notice.emailFailed.said':
    '{toName}-কে ({to}) {about} বিষয়ে পাঠানো ইমেইলটি সব চেষ্টার পরেও পৌঁছানো যায়নি, তাই পাঠানো বন্ধ করা হয়েছে।',
  'notice.emailFailed.retry': '“ইমেইল প্রেরণ” পাতায় কারণ দেখুন; সেখান থেকে একবার আবার পাঠাতে পারেন।',
  'notice.about.agreements': 'আবেদনের সিদ্ধান্ত',
  'notice.about.delivery': 'ইমেইল পাঠানো',
  'notice.about.payments': 'পেমেন্ট',
  'notice.about.announcements': 'ঘোষণা',
  'notice.about.maintenance': 'রক্ষণাবেক্ষণ',
  'notice.about.reminders': 'ভাড়ার অনুস্মারক',
  'notice.about.applications': 'নতুন আবেদন',
  'notice.method.card': 'কার্ড',
  'notice.method.cash': 'নগদ টাকা',
  'notice.method.bank': 'ব্যাংক ট্রান্সফার',
  'notice.method.cheque': 'চেক',
  'notice.method.bkash': 'বিকাশ',
  'notice.method.nagad': 'নগদ অ্যাপ',
  'notice.paymentRefunded.subject': 'টাকা ফেরত: {month}-এর {amount, number} টাকা',
  'notice.paymentRefunded.refunded':
    'কার্ডে দেওয়া আপনার {month}-এর {amount, number} টাকা জমা করা যায়নি, তাই পুরো টাকা আপনার কার্ডে ফেরত দেওয়া হয়েছে।',
  'notice.paymentRefunded.nothingMore':
    'কী কী পরিশোধ হয়েছে তা আপনার পেমেন্টের ইতিহাসে দেখা যাবে; আর কোনো টাকা কাটা হয়নি।',
  'notice.onlineRefundStarted.subject': 'টাকা ফেরত দেওয়া হচ্ছে: SSLCommerz-এ দেওয়া {amount, number} টাকা',
  'notice.onlineRefundStarted.said':
    'SSLCommerz এমন {amount, number} টাকা কেটেছে যা আর পাওনা ছিল না, তাই তা আপনাকে ফেরত দেওয়া হচ্ছে; আপনার হিসাবে কিছুই লিপিবদ্ধ হয়নি।',
  'notice.onlineRefundDone.subject': 'টাকা ফেরত: SSLCommerz-এ দেওয়া {amount, number} টাকা',
  'notice.onlineRefundDone.said': 'যে {amount, number} টাকা আর পাওনা ছিল না, SSLCommerz তা ফেরত দিয়েছে।',
  'notice.onlineRefundAdminStarted.subject': 'অনলাইন পেমেন্ট ফেরত দেওয়া হচ্ছে: {name}, {amount, number} টাকা',
  'notice.onlineRefundAdminStarted.said':
    'SSLCommerz {name}-এর {amount, number} টাকা নিশ্চিত করেছে, কিন্তু হিসাবে তা আর পাওনা ছিল না; এটি লিপিবদ্ধ হয়নি, আর SSLCommerz-কে তা ফেরত দিতে বলা হয়েছে।',
  'notice.onlineRefundAdminDone.subject': 'অনলাইন পেমেন্ট ফেরত: {name}, {amount, number} টাকা',
  'notice.onlineRefundAdminDone.said':
    '{name}-এর দেওয়া যে {amount, number} টাকা আর পাওনা ছিল না, SSLCommerz তা ফেরত দিয়েছে।',
  'notice.onlineRefundCancelled.subject': 'SSLCommerz টাকা ফেরত দেয়নি: {amount, number} টাকা',
  'notice.onlineRefundCancelled.said':
    'যে {amount, number} টাকা আর পাওনা ছিল না, SSLCommerz তা ফেরত দেওয়া বাতিল করেছে। ভবনের অফিস টাকাটা আপনাকে নিজে ফেরত দেবে; আপনার হিসাবে কিছুই লেখা হয়নি।',
  'notice.onlineRefundAdminCancelled.subject': 'নিজে ফেরত দিন: {name}, {amount, number} টাকা',
  'notice.onlineRefundAdminCancelled.said':
    '{name}-এর দেওয়া যে {amount, number} টাকা আর পাওনা ছিল না, SSLCommerz তা ফেরত দেওয়া বাতিল করেছে। টাকাটা তাঁকে নিজে ফেরত দিন (নগদ, ব্যাংক বা বিকাশে); এটি তাঁর হিসাবে নেই।',

  'notice.announcementPosted.subject': 'নতুন ঘোষণা: {title}',
  'notice.announcementPosted.said': 'ভবন কর্তৃপক্ষ একটি ঘোষণা দিয়েছে: {title}।',
  'notice.announcementEdited.subject': 'ঘোষণা হালনাগাদ: {title}',
  'notice.announcementEdited.said': 'ভবন কর্তৃপক্ষ একটি ঘোষণা হালনাগাদ করেছে: {title}।',
  'notice.announcementWithdrawn.subject': 'ঘোষণা প্রত্যাহার: {title}',
  'notice.announcementWithdrawn.said': 'ভবন কর্তৃপক্ষ "{title}" ঘোষণাটি প্রত্যাহার করেছে; এটি আর প্রযোজ্য নয়।',

  'notice.maintenanceStatus.subject':
    'আপনার অনুরোধ "{title}" {status, select, in_progress {নিয়ে কাজ চলছে} resolved {ঠিক করা হয়েছে} other {নাকচ করা হয়েছে}}',
  'notice.maintenanceStatus.said':
    'আপনার রক্ষণাবেক্ষণের অনুরোধ "{title}" {status, select, in_progress {নিয়ে কাজ চলছে} resolved {ঠিক করা হয়েছে} other {নাকচ করা হয়েছে}}।',
  'notice.maintenanceComment.subject': '"{title}"-এ নতুন মন্তব্য',
  'notice.maintenanceComment.said': 'ভবন কর্তৃপক্ষ আপনার রক্ষণাবেক্ষণের অনুরোধ "{title}"-এ মন্তব্য করেছে।',
  'notice.maintenanceEmergency.subject': 'জরুরি সমস্যা: {title} ({place})',
  'notice.maintenanceEmergency.said': 'একজন বাসিন্দা একটি জরুরি সমস্যার কথা জানিয়েছেন: {title}, স্থান: {place}।',
  'notice.maintenanceAssigned.subject': 'আপনার জন্য নতুন কাজ: {title} ({place})',
  'notice.maintenanceAssigned.said':
    'ভবন কর্তৃপক্ষ আপনাকে একটি রক্ষণাবেক্ষণের কাজ দিয়েছে: {title}, স্থান: {place}। কাজটি "আমার কাজ" পাতায় আছে।',
  'notice.visitorArrived.subject': 'আপনার অতিথি {name} এসেছেন',
  'notice.visitorArrived.said':
    '{walkIn, select, true {{name} পাস ছাড়া গেটে এসেছেন, তাঁকে {flat}-এ যেতে দেওয়া হয়েছে।} other {{name} {flat}-এর জন্য গেটে এসে পৌঁছেছেন।}}',
  'notice.parcelArrived.subject': '{carrier} থেকে একটি পার্সেল ফ্রন্ট ডেস্কে এসেছে',
  'notice.parcelArrived.said':
    '{flat}-এর জন্য {carrier} থেকে একটি পার্সেল ফ্রন্ট ডেস্কে এসেছে; কেউ নিয়ে না যাওয়া পর্যন্ত ডেস্ক এটি রাখবে। এটি "আমার পার্সেল" পাতায় আছে।',
  'notice.parcelWaiting.subject': '{carrier} থেকে আসা আপনার পার্সেলটি এখনো অপেক্ষায়',
  'notice.parcelWaiting.said':
    '{flat}-এর জন্য {carrier} থেকে আসা একটি পার্সেল {days, number} দিন ধরে ফ্রন্ট ডেস্কে অপেক্ষা করছে। অনুগ্রহ করে এটি নিয়ে যান।',

  'notice.rentReminder.subject':
    '{kind, select, upcoming {{month}-এর ভাড়া দেওয়ার শেষ দিন {day}} due {{month}-এর ভাড়া দেওয়ার শেষ দিন আজ} other {{month}-এর ভাড়া বকেয়া পড়েছে}}',
  'notice.rentReminder.due': '{month}-এর ভাড়া {amount, number} টাকা, দেওয়ার শেষ দিন {day}।',
  'notice.rentReminder.ask':
    '{kind, select, overdue {এটি এখনো পরিশোধ করা হয়নি; অনুগ্রহ করে এখনই পরিশোধ করুন।} other {আপনি কার্ডে এটি পরিশোধ করতে পারেন।}}',

  'notice.rentReminder.owed': 'সব মিলিয়ে আপনার বাকি {total, number} টাকা:',
  'notice.rentReminder.item': '{what}, {month}: {amount, number} টাকা',
  'notice.rentReminder.paid': 'এটি এখন পরিশোধ হয়েছে: ধন্যবাদ, আর কিছু করার নেই।',
  'notice.charge.rent': 'ভাড়া',
  'notice.charge.service': 'সার্ভিস চার্জ',
  'notice.charge.gas': 'গ্যাস বিল',
  'notice.charge.water': 'পানির বিল',
  'notice.charge.electricity': 'বিদ্যুৎ বিল',
  'notice.charge.repair': 'মেরামত',
  'notice.charge.fine': 'জরিমানা',
  'notice.charge.late-fee': 'বিলম্ব ফি',
  'notice.charge.deposit': 'জামানত',
  'notice.charge.advance': 'অগ্রিম ভাড়া',
  'notice.charge.deduction': 'জামানত থেকে কর্তন',
  'notice.charge.refund': 'জামানত ফেরত',
  'notice.bookingApproved.subject': 'বুকিং অনুমোদিত: {space}, {day} {start}–{end}',
  'notice.bookingApproved.approved': '{day} তারিখে {start}–{end} সময়ে {space}-এর আপনার বুকিং অনুমোদিত হয়েছে।',
  'notice.bookingApproved.fee': 'এর ফি {fee, number} টাকা আপনার হিসাবে যোগ হয়েছে।',
  'notice.bookingDeclined.subject': 'বুকিং নাকচ: {space}, {day} {start}–{end}',
  'notice.bookingDeclined.declined': '{day} তারিখে {start}–{end} সময়ে {space}-এর আপনার বুকিং নাকচ করা হয়েছে।',
  'notice.bookingDeclined.reason': 'কারণ: {reason}',
  'notice.bookingCancelled.subject': 'বুকিং বাতিল: {space}, {day} {start}–{end}',
  'notice.bookingCancelled.cancelled':
    'ভবন কর্তৃপক্ষ {day} তারিখে {start}–{end} সময়ে {space}-এর আপনার বুকিং বাতিল করেছে; এর জন্য কোনো ফি নেওয়া হয়ে থাকলে তা আপনার হিসাব থেকে বাদ দেওয়া হয়েছে।',
  'notice.bookingCancelled.reason': 'কারণ: {reason}',
  'notice.charge.booking': 'জায়গা বুকিং',
  'notice.charge.other': 'চার্জ',

  'notice.email.openIn': '{building}-এ খুলে দেখুন',
  'notice.email.stop': 'এই ইমেইলগুলো বন্ধ করুন',
};
