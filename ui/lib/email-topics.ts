import type { EmailTopic } from '@domain/notifications/email-choices.ts';
import type { MessageId } from '@/i18n/en/index.ts';

/**
 * The message ids of each email topic as people say it in a sentence, for `t()`: "You will no longer get emails about
 * rent reminders." / "ভাড়ার রিমাইন্ডার".
 */
export const TOPIC_WORD_IDS: Readonly<Record<EmailTopic, MessageId>> = {
  payments: 'common.topic.payments',
  announcements: 'common.topic.announcements',
  maintenance: 'common.topic.maintenance',
  reminders: 'common.topic.reminders',
  applications: 'common.topic.applications',
};

/** The message ids of each topic as a label on its own, for `t()`: "Rent reminders". */
export const TOPIC_LABELS: Readonly<Record<EmailTopic, MessageId>> = {
  payments: 'common.topicLabel.payments',
  announcements: 'common.topicLabel.announcements',
  maintenance: 'common.topicLabel.maintenance',
  reminders: 'common.topicLabel.reminders',
  applications: 'common.topicLabel.applications',
};
