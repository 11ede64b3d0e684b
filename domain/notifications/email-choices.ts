import type { Role } from '../identity/roles.ts';

/**
 * Notifications: what the product tells people without their asking. Every notification lands in the recipient's
 * in-app inbox; whether it is also emailed is the recipient's choice per topic, except for decisions on their own
 * application, which nobody should miss.
 */

/** The topics a person may switch email off for. */
export const EMAIL_TOPICS = ['payments', 'announcements', 'maintenance', 'reminders', 'applications'] as const;

export type EmailTopic = (typeof EMAIL_TOPICS)[number];

/** The topics residents are emailed about: receipts, reminders, announcements and their maintenance requests. */
const RESIDENT_TOPICS: readonly EmailTopic[] = ['payments', 'announcements', 'maintenance', 'reminders'];

/**
 * The topics a role is ever emailed about, so nobody is offered a choice that never applies to them: receipts,
 * reminders and announcements go to residents, and an admin hears only of the payments and emergencies residents
 * report and of the applications visitors send.
 */
export const emailTopicsOf = (role: Role): readonly EmailTopic[] =>
  role === 'admin' ? ['payments', 'maintenance', 'applications'] : RESIDENT_TOPICS;

/**
 * `agreements`: decisions on one's own application, always emailed. `delivery`: what the admins hear of the email
 * delivery itself (an email given up on), which stays in the inbox and is never emailed, so an email that cannot be
 * delivered never begets another email, however many fail.
 */
export type Topic = 'agreements' | 'delivery' | EmailTopic;

export type EmailPreferences = Readonly<Record<EmailTopic, boolean>>;

/** A new account is emailed everything until its owner says otherwise. */
export const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = {
  payments: true,
  announcements: true,
  maintenance: true,
  reminders: true,
  applications: true,
};

export const wantsEmail = (topic: Topic, preferences: EmailPreferences): boolean =>
  topic === 'agreements' ? true : topic === 'delivery' ? false : preferences[topic];
