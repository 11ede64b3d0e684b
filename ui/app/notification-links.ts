/**
 * Where each kind of notification takes its reader in the web app: a path of this app's router, with the event's own
 * ids in place of `:name` (in its path or its query). The server writes these paths into notifications and emails (it reads this file, so it
 * holds plain data only); notification-links.test.tsx holds each one to a route the router has.
 */
export const NOTIFICATION_LINKS = {
  'agreement-accepted': '/dashboard/my-profile',
  'agreement-rejected': '/apartments',
  'membership-ended': '/dashboard/my-profile',
  'payment-recorded': '/dashboard/receipts/:receipt',
  'payment-refunded': '/dashboard/payment-history',
  'online-refund': '/dashboard/my-account/online-payment/:tranId',
  'online-refund-admin': '/dashboard/books/:leaseId',
  'booking-decided': '/dashboard/book-a-space',
  'payment-received': '/dashboard/my-account',
  'final-statement-settled': '/dashboard/my-account/final-statement',
  'payment-report-rejected': '/dashboard/my-account',
  'payment-reported': '/dashboard/payment-reports',
  'late-fee-added': '/dashboard/my-account',
  'autopay-not-charged': '/dashboard/my-account',
  'rent-change-scheduled': '/dashboard/my-account',
  'renewal-offered': '/dashboard/my-account',
  'lease-ended-at-term': '/dashboard/manage-members',
  'application-received': '/dashboard/agreement-requests?request=:agreementId',
  'late-fees-added': '/dashboard/books',
  'email-failed': '/dashboard/email-delivery?status=failed',
  'announcement-posted': '/dashboard/announcements',
  'maintenance-status': '/dashboard/maintenance/:requestId',
  'maintenance-comment': '/dashboard/maintenance/:requestId',
  'maintenance-emergency': '/dashboard/maintenance-board/:requestId',
  'maintenance-assigned': '/dashboard/my-jobs/:requestId',
  'booking-cancelled': '/dashboard/book-a-space',
  'visitor-arrived': '/dashboard/my-visitors',
  'parcel-arrived': '/dashboard/my-parcels',
  'parcel-waiting': '/dashboard/my-parcels',
  'rent-reminder': '/dashboard/make-payment',
} as const;
