import type { EmailTopic } from '@domain/notifications.ts';
import type { MessageId } from '@/i18n/en/index.ts';

/** Each email topic as people say it, in a sentence: "You will no longer get emails about rent reminders." */
export const TOPIC_WORDS: Readonly<Record<EmailTopic, string>> = {
  payments: 'payments and receipts',
  announcements: 'announcements',
  maintenance: 'maintenance requests',
  reminders: 'rent reminders',
};

/** The message ids of the same words in a sentence, for `t()`: "rent reminders" / "ভাড়া পরিশোধের রিমাইন্ডার". */
export const TOPIC_WORD_IDS: Readonly<Record<EmailTopic, MessageId>> = {
  payments: 'common.topic.payments',
  announcements: 'common.topic.announcements',
  maintenance: 'common.topic.maintenance',
  reminders: 'common.topic.reminders',
};

/** The message ids of each topic as a label on its own, for `t()`: "Rent reminders". */
export const TOPIC_LABELS: Readonly<Record<EmailTopic, MessageId>> = {
  payments: 'common.topicLabel.payments',
  announcements: 'common.topicLabel.announcements',
  maintenance: 'common.topicLabel.maintenance',
  reminders: 'common.topicLabel.reminders',
};
