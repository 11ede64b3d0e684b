import type { EmailTopic } from '@domain/notifications.ts';

/** Each email topic as people say it, in a sentence: "You will no longer get emails about rent reminders." */
export const TOPIC_WORDS: Readonly<Record<EmailTopic, string>> = {
  payments: 'payments and receipts',
  announcements: 'announcements',
  maintenance: 'maintenance requests',
  reminders: 'rent reminders',
};

/** The same words as a label on its own: "Rent reminders". */
export const topicLabel = (topic: EmailTopic): string =>
  TOPIC_WORDS[topic].charAt(0).toUpperCase() + TOPIC_WORDS[topic].slice(1);
