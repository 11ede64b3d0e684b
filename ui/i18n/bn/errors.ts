import type { errors as english } from '../en/errors.ts';

/** Each sentence is true for every refusal the server sends under its code, whatever the English says in detail. */
export const errors: Record<keyof typeof english, string> = {
  'errors.VALIDATION.INVALID_INPUT': 'পাঠানো তথ্যের কিছু অংশ গ্রহণযোগ্য নয়।',
  'errors.AUTH.UNAUTHENTICATED': 'আপনার সাইন-ইন নিশ্চিত করা যায়নি। আবার সাইন ইন করুন।',
  'errors.AUTH.FORBIDDEN': 'এই কাজটি করার অনুমতি আপনার নেই।',
  'errors.SERVICE.UNAVAILABLE': 'একটি প্রয়োজনীয় সেবা এই মুহূর্তে পাওয়া যাচ্ছে না; একটু পরে আবার চেষ্টা করুন।',
  'errors.HTTP.BAD_REQUEST': 'অনুরোধটি পড়া যায়নি।',
  'errors.HTTP.NOT_FOUND': 'যা চাওয়া হয়েছে, তা এখানে নেই।',
  'errors.HTTP.METHOD_NOT_ALLOWED': 'এখানে এভাবে অনুরোধ করা যায় না।',
  'errors.HTTP.PAYLOAD_TOO_LARGE': 'যা পাঠানো হয়েছে, তা গ্রহণের সীমার চেয়ে বড়।',
  'errors.HTTP.UNSUPPORTED_MEDIA_TYPE': 'যা পাঠানো হয়েছে, তা এমন ধরনে এসেছে যা গ্রহণ করা যায় না।',
  'errors.HTTP.TOO_MANY_REQUESTS': 'অল্প সময়ে অনেক বেশি অনুরোধ এসেছে; একটু পরে আবার চেষ্টা করুন।',
  'errors.HTTP.NOT_IMPLEMENTED': 'সার্ভার এ ধরনের অনুরোধ সমর্থন করে না।',
  'errors.HTTP.ERROR': 'অনুরোধটি সম্পন্ন হয়নি।',
  'errors.INTERNAL': 'আমাদের দিকে কিছু একটা গোলমাল হয়েছে।',
  'errors.unknown': 'অনুরোধটি সম্পন্ন করা যায়নি।',
  'errors.importLine': 'স্প্রেডশিটের {line} নম্বর লাইনে ভুল আছে।',
  'errors.importLineRule': 'স্প্রেডশিটের {line} নম্বর লাইন: {rule}।',
  'errors.field.refused': 'এখানে যা দেওয়া হয়েছে, তা গ্রহণ করা যায়নি; দেখে নিয়ে আবার চেষ্টা করুন',
  'errors.field.expiryPassed': 'মেয়াদ শেষের তারিখটি পার হয়ে গেছে; আজকের বা পরের কোনো দিন বেছে নিন',
};
