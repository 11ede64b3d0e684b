import type { notifications as english } from '../en/notifications.ts';

export const notifications: Record<keyof typeof english, string> = {
  'notifications.title': 'বিজ্ঞপ্তি',
  'notifications.intro':
    'ভবন কর্তৃপক্ষ আপনাকে যা জানিয়েছে, নতুনগুলো আগে। এর কোনগুলো ইমেইলেও পাবেন, তা আপনার প্রোফাইলে বেছে নিন।',
  'notifications.loading': 'বিজ্ঞপ্তি লোড হচ্ছে...',
  'notifications.failed': 'আপনার বিজ্ঞপ্তি লোড করা যায়নি। আবার চেষ্টা করুন।',
  'notifications.empty': 'এখনো কোনো বিজ্ঞপ্তি নেই। ভবনের কোনো খবর থাকলে তা এখানে দেখা যাবে।',
  'notifications.allRead': 'সব পড়া হয়েছে',
  'notifications.unread': '{count, number}টি অপঠিত',
  'notifications.markAllRead': 'সব পঠিত হিসেবে চিহ্নিত করুন',
  'notifications.markFailed': 'পঠিত হিসেবে চিহ্নিত করা যায়নি: {message}',
  'notifications.markReadFailed': 'পঠিত হিসেবে চিহ্নিত করা যায়নি।',
  'notifications.olderFailed': 'পুরোনো বিজ্ঞপ্তি লোড করা যায়নি। আবার চেষ্টা করুন।',
  'notifications.loadingOlder': 'পুরোনোগুলো লোড হচ্ছে...',
  'notifications.loadOlder': 'পুরোনোগুলো দেখুন',
  'notifications.unreadTag': 'অপঠিত',
  'notifications.markRead': 'পঠিত হিসেবে চিহ্নিত করুন',
  'notifications.markReadNamed': 'পঠিত হিসেবে চিহ্নিত করুন: {subject}',
  'notifications.bellUnread': 'বিজ্ঞপ্তি, {count, number}টি অপঠিত',
  'notifications.badgeMany': '{count, number}+টি',
  'unsubscribe.title': 'ইমেইল বন্ধ করুন',
  'unsubscribe.heading': 'ইমেইল পাওয়া বন্ধ করুন',
  'unsubscribe.notValid': 'এই লিংকটি সঠিক নয় অথবা এর মেয়াদ শেষ হয়ে গেছে।',
  'unsubscribe.howToChoose':
    'কোন ইমেইল পাবেন তা বেছে নিতে সাইন ইন করে <link>আমার প্রোফাইল</link>-এ আপনার ইমেইল পছন্দ বদলান।',
  'unsubscribe.done': '{topic} বিষয়ে আপনি আর ইমেইল পাবেন না। <link>আমার প্রোফাইল</link> থেকে আবার চালু করতে পারবেন।',
  'unsubscribe.explain':
    '"ইমেইল বন্ধ করুন" চাপলে যে ধরনের ইমেইলে এই লিংক এসেছে (পেমেন্ট, ঘোষণা, রক্ষণাবেক্ষণ বা ভাড়ার অনুস্মারক), তা আর আসবে না। অ্যাপে সব বিজ্ঞপ্তি আগের মতোই দেখতে পাবেন, আর ভাড়ার আবেদনের সিদ্ধান্ত সবসময় ইমেইলে জানানো হয়।',
  'unsubscribe.failed': 'ইমেইল বন্ধ করা যায়নি: {message} আবার চেষ্টা করুন।',
  'unsubscribe.requestFailed': 'ইমেইল পাওয়া বন্ধ করা যায়নি।',
  'unsubscribe.working': 'বন্ধ করা হচ্ছে...',
  'unsubscribe.button': 'ইমেইল বন্ধ করুন',
  'menu.notifications': 'বিজ্ঞপ্তি',
};
