export const onlinePayments = {
  'onlinePayments.payTitle': 'Pay',
  'onlinePayments.howToPay': 'How do you want to pay?',
  'onlinePayments.viaGateway': 'bKash, Nagad, cards (SSLCommerz)',
  'onlinePayments.viaGatewayHint': 'You pay on SSLCommerz’s secure page, then come back here.',
  'onlinePayments.viaCard': 'Card, here',
  'onlinePayments.continue': 'Continue to SSLCommerz to pay {amount}',
  'onlinePayments.starting': 'Opening SSLCommerz...',
  'onlinePayments.startFailed': 'SSLCommerz could not be opened. Please try again.',
  'onlinePayments.resultTitle': 'Online payment',
  'onlinePayments.loading': 'Loading your payment...',
  'onlinePayments.loadFailed': 'Failed to load your payment. Please try again.',
  'onlinePayments.notFound': 'There is no such payment of yours.',
  'onlinePayments.paidHeading': 'Payment successful',
  'onlinePayments.paid': '{amount} paid through SSLCommerz and recorded in your books.',
  'onlinePayments.viewReceipt': 'View receipt {number}',
  'onlinePayments.failedHeading': 'Payment failed',
  'onlinePayments.failed': 'The payment of {amount} did not go through. Nothing was taken or recorded.',
  'onlinePayments.cancelledHeading': 'Payment cancelled',
  'onlinePayments.cancelled': 'You cancelled the payment of {amount}. Nothing was taken or recorded.',
  'onlinePayments.pendingHeading': 'Still confirming your payment',
  'onlinePayments.pending':
    'We are waiting for SSLCommerz to confirm your payment of {amount}. This page updates by itself.',
  'onlinePayments.pendingLong':
    'SSLCommerz has not confirmed it yet. If money was taken, it is recorded as soon as they confirm it; check your books later.',
  'onlinePayments.expiredHeading': 'Payment not confirmed',
  'onlinePayments.expired':
    'SSLCommerz did not confirm your payment of {amount} within a day, so nothing was recorded. If money was taken, contact the building office with this page.',
  'onlinePayments.refundPendingHeading': 'Refund under way',
  'onlinePayments.refundPending':
    'SSLCommerz took {amount}, but it was no longer owed, so it is being given back to you. Nothing was recorded in your books. This can take a few working days.',
  'onlinePayments.refundedHeading': 'Refunded',
  'onlinePayments.refunded': 'The {amount} SSLCommerz took was given back to you. Nothing was recorded in your books.',
  'onlinePayments.refundFailedHeading': 'To be given back by hand',
  'onlinePayments.refundFailed':
    'SSLCommerz took {amount}, which was no longer owed, and then cancelled its refund. The building office will give it back to you by hand. Nothing was recorded in your books.',
  'onlinePayments.payAgain': 'Pay again',
  'onlinePayments.backToAccount': 'Back to My Account',
} as const;
