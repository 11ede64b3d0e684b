import type { onlinePayments as en } from '../en/onlinePayments.ts';

export const onlinePayments: Record<keyof typeof en, string> = {
  'onlinePayments.payTitle': 'পরিশোধ',
  'onlinePayments.howToPay': 'কীভাবে পরিশোধ করতে চান?',
  'onlinePayments.viaGateway': 'বিকাশ, নগদ, কার্ড (এসএসএলকমার্জ)',
  'onlinePayments.viaGatewayHint': 'এসএসএলকমার্জের নিরাপদ পাতায় পরিশোধ করে আবার এখানে ফিরে আসবেন।',
  'onlinePayments.viaCard': 'কার্ড, এখানেই',
  'onlinePayments.continue': '{amount} পরিশোধ করতে এসএসএলকমার্জে যান',
  'onlinePayments.starting': 'এসএসএলকমার্জ খোলা হচ্ছে...',
  'onlinePayments.startFailed': 'এসএসএলকমার্জ খোলা যায়নি। আবার চেষ্টা করুন।',
  'onlinePayments.resultTitle': 'অনলাইন পেমেন্ট',
  'onlinePayments.loading': 'আপনার পেমেন্ট লোড হচ্ছে...',
  'onlinePayments.loadFailed': 'আপনার পেমেন্ট লোড করা যায়নি। আবার চেষ্টা করুন।',
  'onlinePayments.notFound': 'আপনার এমন কোনো পেমেন্ট নেই।',
  'onlinePayments.paidHeading': 'পেমেন্ট সফল হয়েছে',
  'onlinePayments.paid': 'এসএসএলকমার্জে {amount} পরিশোধ হয়েছে এবং আপনার হিসাবে লিপিবদ্ধ হয়েছে।',
  'onlinePayments.viewReceipt': 'রসিদ {number} দেখুন',
  'onlinePayments.failedHeading': 'পেমেন্ট ব্যর্থ হয়েছে',
  'onlinePayments.failed': '{amount} পরিশোধ হয়নি। কোনো টাকা কাটা বা লিপিবদ্ধ হয়নি।',
  'onlinePayments.cancelledHeading': 'পেমেন্ট বাতিল হয়েছে',
  'onlinePayments.cancelled': 'আপনি {amount} পরিশোধ বাতিল করেছেন। কোনো টাকা কাটা বা লিপিবদ্ধ হয়নি।',
  'onlinePayments.pendingHeading': 'আপনার পেমেন্ট এখনো নিশ্চিত করা হচ্ছে',
  'onlinePayments.pending':
    'এসএসএলকমার্জ আপনার {amount} পরিশোধ নিশ্চিত করার অপেক্ষায় আছি। এই পাতাটি নিজে থেকেই হালনাগাদ হয়।',
  'onlinePayments.pendingLong':
    'এসএসএলকমার্জ এখনো নিশ্চিত করেনি। টাকা কাটা হয়ে থাকলে তারা নিশ্চিত করামাত্র তা লিপিবদ্ধ হবে; পরে আপনার হিসাব দেখে নিন।',
  'onlinePayments.expiredHeading': 'পরিশোধ নিশ্চিত হয়নি',
  'onlinePayments.expired':
    'SSLCommerz এক দিনের মধ্যে আপনার {amount} পরিশোধ নিশ্চিত করেনি, তাই কিছুই লিপিবদ্ধ হয়নি। টাকা কাটা হয়ে থাকলে এই পাতাসহ ভবনের অফিসে যোগাযোগ করুন।',
  'onlinePayments.refundPendingHeading': 'টাকা ফেরত দেওয়া হচ্ছে',
  'onlinePayments.refundPending':
    'SSLCommerz {amount} কেটেছে, কিন্তু তা আর পাওনা ছিল না, তাই আপনাকে ফেরত দেওয়া হচ্ছে। আপনার হিসাবে কিছুই লিপিবদ্ধ হয়নি। এতে কয়েক কর্মদিবস লাগতে পারে।',
  'onlinePayments.refundedHeading': 'টাকা ফেরত দেওয়া হয়েছে',
  'onlinePayments.refunded':
    'SSLCommerz যে {amount} কেটেছিল তা আপনাকে ফেরত দেওয়া হয়েছে। আপনার হিসাবে কিছুই লিপিবদ্ধ হয়নি।',
  'onlinePayments.refundFailedHeading': 'অফিস নিজে ফেরত দেবে',
  'onlinePayments.refundFailed':
    'SSLCommerz {amount} কেটেছিল, যা আর পাওনা ছিল না, তারপর ফেরত দেওয়া বাতিল করেছে। ভবনের অফিস টাকাটা আপনাকে নিজে ফেরত দেবে। আপনার হিসাবে কিছুই লিপিবদ্ধ হয়নি।',
  'onlinePayments.payAgain': 'আবার পরিশোধ করুন',
  'onlinePayments.backToAccount': 'আমার হিসাবে ফিরে যান',
  'errors.ONLINEPAYMENT.OFF': 'এই ভবনে বিকাশ, নগদ বা কার্ডে অনলাইনে পরিশোধের ব্যবস্থা নেই।',
  'errors.ONLINEPAYMENT.NOT_FOUND': 'এমন কোনো অনলাইন পেমেন্ট নেই।',
  'errors.ONLINEPAYMENT.NOT_VALIDATED': 'পেমেন্ট গেটওয়ে এই পেমেন্টটি নিশ্চিত করেনি, তাই কিছুই লিপিবদ্ধ হয়নি।',
};
