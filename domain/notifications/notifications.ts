import { DomainError } from '../shared/errors.ts';
import type { Language } from '../shared/language.ts';
import { addMonths, formatDay, formatMonth, type MonthKey } from '../shared/month.ts';
import { formatReceiptNumber } from '../payments/payment.ts';
import type { Role } from '../identity/roles.ts';

/**
 * Notifications: what the product tells people without their asking. Every notification lands in the recipient's
 * in-app inbox; whether it is also emailed is the recipient's choice per topic, except for decisions on their own
 * application, which nobody should miss.
 */

/** The topics a person may switch email off for. */
export const EMAIL_TOPICS = ['payments', 'announcements', 'maintenance', 'reminders'] as const;
export type EmailTopic = (typeof EMAIL_TOPICS)[number];

/**
 * The topics a role is ever emailed about, so nobody is offered a choice that never applies to them: receipts,
 * reminders and announcements go to residents, and an admin hears only of the emergencies residents report.
 */
export const emailTopicsOf = (role: Role): readonly EmailTopic[] => (role === 'admin' ? ['maintenance'] : EMAIL_TOPICS);
export type Topic = 'agreements' | EmailTopic;

export type EmailPreferences = Readonly<Record<EmailTopic, boolean>>;

/** A new account is emailed everything until its owner says otherwise. */
export const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = {
  payments: true,
  announcements: true,
  maintenance: true,
  reminders: true,
};

export const wantsEmail = (topic: Topic, preferences: EmailPreferences): boolean =>
  topic === 'agreements' || preferences[topic];

/* ---- rent reminders ---- */

export const REMINDER_KINDS = ['upcoming', 'due', 'overdue'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/**
 * When rent is due and when members are reminded. The due day stops at 28 so that it falls in every month. Either
 * reminder around it may be switched off (null); the due-day reminder may not be, so a member always hears once.
 */
export interface ReminderSchedule {
  readonly dueDay: number;
  readonly daysBefore: number | null;
  readonly daysAfter: number | null;
}

export const DEFAULT_REMINDER_SCHEDULE: ReminderSchedule = { dueDay: 5, daysBefore: 3, daysAfter: 5 };

/** The building's schedule as saved: `version` grows by one with every save (0: never saved, the default applies). */
export interface SavedReminderSchedule extends ReminderSchedule {
  readonly version: number;
}

export const REMINDER_RULES = {
  dueDay: 'Rent is due on a day of the month from 1 to 28',
  daysBefore: 'The early reminder goes out 1 to 14 days before the due day, or not at all',
  daysAfter: 'The overdue reminder goes out 1 to 20 days after the due day, or not at all',
} as const;

const wholeIn = (value: number | null, low: number, high: number): boolean =>
  value === null || (Number.isInteger(value) && value >= low && value <= high);

/** The schedule as given, or a refusal naming each field that is out of range. */
export function reminderSchedule(input: ReminderSchedule): ReminderSchedule {
  const fields: Record<string, string> = {};
  if (!wholeIn(input.dueDay, 1, 28)) fields.dueDay = REMINDER_RULES.dueDay;
  if (!wholeIn(input.daysBefore, 1, 14)) fields.daysBefore = REMINDER_RULES.daysBefore;
  if (!wholeIn(input.daysAfter, 1, 20)) fields.daysAfter = REMINDER_RULES.daysAfter;
  const problems = Object.values(fields);
  if (problems.length > 0) throw new DomainError('VALIDATION.INVALID_INPUT', problems.join('; '), fields);
  return { dueDay: input.dueDay, daysBefore: input.daysBefore, daysAfter: input.daysAfter };
}

/** A calendar day "YYYY-MM-DD" moved by whole days. */
export function addDays(day: string, count: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + count)).toISOString().slice(0, 10);
}

/** The day a month's rent is due. */
export const dueDate = (schedule: ReminderSchedule, month: MonthKey): string =>
  `${month}-${String(schedule.dueDay).padStart(2, '0')}`;

/** The days a month's reminders fall on, earliest first; switched-off reminders have none. */
export function reminderDays(schedule: ReminderSchedule, month: MonthKey): { kind: ReminderKind; day: string }[] {
  const due = dueDate(schedule, month);
  return [
    ...(schedule.daysBefore === null ? [] : [{ kind: 'upcoming' as const, day: addDays(due, -schedule.daysBefore) }]),
    { kind: 'due' as const, day: due },
    ...(schedule.daysAfter === null ? [] : [{ kind: 'overdue' as const, day: addDays(due, schedule.daysAfter) }]),
  ];
}

/**
 * The reminder an unpaid month calls for today, if any: the latest one whose day has come. A scheduler that was
 * stopped over a reminder's day sends one late reminder rather than a burst, and never "due in 3 days" once the
 * day has passed. Whether it was already sent is the store's to say (one per member, month and kind).
 */
export function reminderFor(schedule: ReminderSchedule, month: MonthKey, today: string): ReminderKind | undefined {
  return reminderDays(schedule, month)
    .filter(({ day }) => day <= today)
    .at(-1)?.kind;
}

/** An unpaid month is overdue from the day after its due day. */
export const isOverdue = (schedule: ReminderSchedule, month: MonthKey, today: string): boolean =>
  today > dueDate(schedule, month);

/**
 * The months a reminder may concern today: last month (whose overdue reminder may fall early in this one), this month,
 * and next month (whose early reminder may fall late in this one).
 */
export const reminderMonths = (current: MonthKey): MonthKey[] => [
  addMonths(current, -1),
  current,
  addMonths(current, 1),
];

/* ---- email delivery ---- */

/** After this many failed attempts an email is given up on and shown to the admin as failed. */
export const MAX_EMAIL_ATTEMPTS = 6;
const RETRY_MINUTES = [1, 5, 15, 60, 180];

/** What becomes of an email whose `attempts`-th attempt (counting from 1) just failed. */
export function afterFailedAttempt(
  attempts: number,
  at: Date,
): { status: 'pending'; retryAt: Date } | { status: 'failed' } {
  if (attempts >= MAX_EMAIL_ATTEMPTS) return { status: 'failed' };
  const minutes = RETRY_MINUTES[Math.min(Math.max(attempts, 1), RETRY_MINUTES.length) - 1]!;
  return { status: 'pending', retryAt: new Date(at.getTime() + minutes * 60_000) };
}

/**
 * Text that goes into one line of an email header (a subject, a display name): every line break and control
 * character becomes a space, so a name or a title can never start a header of its own.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f\u2028\u2029]+/g;

export function headerText(text: string, max = 150): string {
  const line = text.replace(CONTROL, ' ').replace(/ {2,}/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/* ---- what each event says ---- */

/** Amounts in words any mail program shows: the taka sign is missing from many fonts. */
const taka = (amount: number): string => `${amount.toLocaleString('en-IN')} taka`;

/** A flat by its parts, so that each language can say where it is in its own words. */
export interface FlatPlace {
  readonly block: string;
  readonly floor: number;
  readonly number: string;
}

/** Something that happened which someone should hear about. Names and titles are data, never markup. */
export type NotificationEvent =
  | {
      readonly type: 'agreement-accepted';
      readonly flat: string;
      readonly where?: FlatPlace;
      readonly startMonth: MonthKey;
    }
  | {
      readonly type: 'agreement-rejected';
      readonly flat: string;
      readonly where?: FlatPlace;
      /** The admin's reason, in their own words; absent when none was given. */
      readonly reason?: string;
    }
  /** A member removed by the admin: their lease (if they had one) ended. */
  | { readonly type: 'membership-ended'; readonly flat?: string; readonly where?: FlatPlace }
  | {
      readonly type: 'payment-recorded';
      /** The receipt's number, which is also its address in the product. */
      readonly receipt: number;
      readonly month: MonthKey;
      readonly amount: number;
    }
  /** A charge that could not be recorded (the month was paid meanwhile, the lease ended) and was given back. */
  | { readonly type: 'payment-refunded'; readonly month: MonthKey; readonly amount: number }
  | {
      readonly type: 'announcement-posted';
      /** Which announcement: it is read as it stands when the notice is read or emailed. */
      readonly announcementId?: string;
      readonly title: string;
      readonly description?: string;
      /** Told again because its words changed. */
      readonly edited?: boolean;
      /** Deleted since it was told. */
      readonly withdrawn?: boolean;
    }
  | {
      readonly type: 'maintenance-status';
      readonly requestId: string;
      readonly title: string;
      readonly status: 'in_progress' | 'resolved' | 'declined';
    }
  | { readonly type: 'maintenance-comment'; readonly requestId: string; readonly title: string }
  | {
      readonly type: 'maintenance-emergency';
      readonly requestId: string;
      readonly title: string;
      /** The flat it was reported for; null for a common area. */
      readonly place: string | null;
    }
  | {
      readonly type: 'rent-reminder';
      readonly kind: ReminderKind;
      readonly month: MonthKey;
      readonly dueDay: string;
      readonly amount: number;
    };

/** A notification as its recipient reads it: a subject, a few lines of plain text, and where to go in the product. */
export interface Message {
  readonly topic: Topic;
  /** The language it is written in: its recipient's. */
  readonly language: Language;
  readonly subject: string;
  readonly lines: readonly string[];
  /** A path inside the product, "/dashboard/..."; the email makes it absolute. */
  readonly link: string;
}

const STATUS_WORDS = { in_progress: 'is being worked on', resolved: 'is fixed', declined: 'was declined' } as const;

const REMINDER_SUBJECT: Record<ReminderKind, (month: string, due: string) => string> = {
  upcoming: (month, due) => `Rent for ${month} is due on ${due}`,
  due: (month) => `Rent for ${month} is due today`,
  overdue: (month) => `Rent for ${month} is overdue`,
};

type AnnouncementEvent = Extract<NotificationEvent, { type: 'announcement-posted' }>;
type Said = (title: string) => { subject: string; line: string };

const ANNOUNCEMENT_WORDS: Record<Language, Record<'posted' | 'edited' | 'withdrawn', Said>> = {
  en: {
    posted: (t) => ({ subject: `New announcement: ${t}`, line: `The building posted an announcement: ${t}.` }),
    edited: (t) => ({ subject: `Announcement updated: ${t}`, line: `The building updated an announcement: ${t}.` }),
    withdrawn: (t) => ({
      subject: `Announcement withdrawn: ${t}`,
      line: `The building withdrew its announcement "${t}"; it no longer applies.`,
    }),
  },
  bn: {
    posted: (t) => ({ subject: `নতুন ঘোষণা: ${t}`, line: `ভবন কর্তৃপক্ষ একটি ঘোষণা দিয়েছে: ${t}।` }),
    edited: (t) => ({ subject: `ঘোষণা হালনাগাদ: ${t}`, line: `ভবন কর্তৃপক্ষ একটি ঘোষণা হালনাগাদ করেছে: ${t}।` }),
    withdrawn: (t) => ({
      subject: `ঘোষণা প্রত্যাহার: ${t}`,
      line: `ভবন কর্তৃপক্ষ "${t}" ঘোষণাটি প্রত্যাহার করেছে; এটি আর প্রযোজ্য নয়।`,
    }),
  },
};

/** An announcement's notice carries its text, a paragraph a line; a withdrawn one says only that it was withdrawn. */
function announcementWords(event: AnnouncementEvent, words: (typeof ANNOUNCEMENT_WORDS)['en']) {
  const said = words[event.withdrawn ? 'withdrawn' : event.edited ? 'edited' : 'posted'](event.title);
  const text = event.withdrawn ? [] : paragraphs(event.description ?? '');
  return { subject: said.subject, lines: [said.line, ...text] };
}

const paragraphs = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);

/**
 * An announcement's notice as things stand: with the announcement's current words, or withdrawn once it is gone.
 * Every other event, and a notice that names no announcement, reads as it was told.
 */
export function asItStands(
  event: NotificationEvent,
  announcement: (id: string) => { title: string; description: string } | undefined,
): NotificationEvent {
  if (event.type !== 'announcement-posted' || event.announcementId === undefined) return event;
  const now = announcement(event.announcementId);
  return now ? { ...event, title: now.title, description: now.description } : { ...event, withdrawn: true };
}

/** What an event says to the person it concerns, in their language. */
export function messageFor(event: NotificationEvent, language: Language): Message {
  return { ...(language === 'bn' ? inBangla(event) : inEnglish(event)), language };
}

type Words = Omit<Message, 'language'>;

function inEnglish(event: NotificationEvent): Words {
  switch (event.type) {
    case 'agreement-accepted':
      return {
        topic: 'agreements',
        subject: `Welcome home: ${event.flat} is yours`,
        lines: [
          `Your application for ${event.flat} was accepted.`,
          `Your lease starts in ${formatMonth(event.startMonth)}; you can pay rent for it from your dashboard.`,
        ],
        link: '/dashboard/my-profile',
      };
    case 'agreement-rejected':
      return {
        topic: 'agreements',
        subject: `Your application for ${event.flat} was not accepted`,
        lines: [
          `Your application for ${event.flat} was not accepted.`,
          ...(event.reason ? [`The building's reason: ${event.reason}`] : []),
          'You may apply for another apartment.',
        ],
        link: '/apartments',
      };
    case 'membership-ended':
      return {
        topic: 'agreements',
        subject: event.flat ? `Your lease of ${event.flat} has ended` : 'Your membership has ended',
        lines: [
          event.flat
            ? `The building ended your membership and your lease of ${event.flat}.`
            : 'The building ended your membership.',
          'Your payment history and receipts stay in your account.',
        ],
        link: '/dashboard/my-profile',
      };
    case 'payment-recorded': {
      const what = `${taka(event.amount)} for ${formatMonth(event.month)}`;
      const receipt = formatReceiptNumber(event.receipt);
      return {
        topic: 'payments',
        subject: `Payment received: ${what} (receipt ${receipt})`,
        lines: [`Thank you: your payment of ${what} was recorded.`, `Your receipt number is ${receipt}.`],
        link: `/dashboard/receipts/${event.receipt}`,
      };
    }
    case 'payment-refunded': {
      const what = `${taka(event.amount)} for ${formatMonth(event.month)}`;
      return {
        topic: 'payments',
        subject: `Refunded: ${what}`,
        lines: [
          `Your card payment of ${what} could not be recorded, so it was refunded to your card in full.`,
          'Your payment history shows what is paid; nothing more was charged.',
        ],
        link: '/dashboard/payment-history',
      };
    }
    case 'announcement-posted':
      return {
        topic: 'announcements',
        link: '/dashboard/announcements',
        ...announcementWords(event, ANNOUNCEMENT_WORDS.en),
      };
    case 'maintenance-status':
      return {
        topic: 'maintenance',
        subject: `Your request "${event.title}" ${STATUS_WORDS[event.status]}`,
        lines: [`Your maintenance request "${event.title}" ${STATUS_WORDS[event.status]}.`],
        link: `/dashboard/maintenance/${event.requestId}`,
      };
    case 'maintenance-comment':
      return {
        topic: 'maintenance',
        subject: `New comment on "${event.title}"`,
        lines: [`The building commented on your maintenance request "${event.title}".`],
        link: `/dashboard/maintenance/${event.requestId}`,
      };
    case 'maintenance-emergency':
      return {
        topic: 'maintenance',
        subject: `Emergency reported: ${event.title} (${event.place ?? 'a common area'})`,
        lines: [`A resident reported an emergency: ${event.title}, in ${event.place ?? 'a common area'}.`],
        link: `/dashboard/maintenance-board/${event.requestId}`,
      };
    case 'rent-reminder': {
      const month = formatMonth(event.month);
      return {
        topic: 'reminders',
        subject: REMINDER_SUBJECT[event.kind](month, formatDay(event.dueDay)),
        lines: [
          `Rent of ${taka(event.amount)} for ${month} is due on ${formatDay(event.dueDay)}.`,
          event.kind === 'overdue' ? 'It has not been paid yet; please pay it now.' : 'You can pay it by card.',
        ],
        link: '/dashboard/make-payment',
      };
    }
  }
}

/* ---- the same in Bangla ---- */

/** Bengali digits with South Asian grouping: ১,২৫,০০০. */
const bnNumber = (n: number): string => new Intl.NumberFormat('bn-BD').format(n);
const bnTaka = (amount: number): string => `${bnNumber(amount)} টাকা`;
/** "নভেম্বর ২০২৬" from "2026-11". */
const bnMonth = (key: MonthKey): string =>
  new Intl.DateTimeFormat('bn-BD', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${key}-15T00:00:00Z`),
  );
/** "৫ ডিসেম্বর, ২০২৬" from "2026-12-05". */
const bnDay = (day: string): string =>
  new Intl.DateTimeFormat('bn-BD', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
const bnFlat = (flat: string, where: FlatPlace | undefined): string =>
  where ? `ব্লক ${where.block}, ${bnNumber(where.floor)} তলা, ফ্ল্যাট ${where.number}` : flat;

const BN_STATUS_WORDS = {
  in_progress: 'নিয়ে কাজ চলছে',
  resolved: 'ঠিক করা হয়েছে',
  declined: 'নাকচ করা হয়েছে',
} as const;

const BN_REMINDER_SUBJECT: Record<ReminderKind, (month: string, due: string) => string> = {
  upcoming: (month, due) => `${month}-এর ভাড়া দেওয়ার শেষ দিন ${due}`,
  due: (month) => `${month}-এর ভাড়া দেওয়ার শেষ দিন আজ`,
  overdue: (month) => `${month}-এর ভাড়া বকেয়া পড়েছে`,
};

function inBangla(event: NotificationEvent): Words {
  const english = inEnglish(event);
  switch (event.type) {
    case 'agreement-accepted': {
      const flat = bnFlat(event.flat, event.where);
      return {
        ...english,
        subject: `স্বাগতম: ${flat} এখন আপনার`,
        lines: [
          `${flat}-এর জন্য আপনার আবেদন গৃহীত হয়েছে।`,
          `আপনার লিজ শুরু ${bnMonth(event.startMonth)} থেকে; সে মাস থেকে ভাড়া আপনার ড্যাশবোর্ড থেকেই দিতে পারবেন।`,
        ],
      };
    }
    case 'agreement-rejected': {
      const flat = bnFlat(event.flat, event.where);
      return {
        ...english,
        subject: `${flat}-এর জন্য আপনার আবেদন গৃহীত হয়নি`,
        lines: [
          `${flat}-এর জন্য আপনার আবেদন গৃহীত হয়নি।`,
          ...(event.reason ? [`ভবন কর্তৃপক্ষের কারণ: ${event.reason}`] : []),
          'আপনি অন্য কোনো অ্যাপার্টমেন্টের জন্য আবেদন করতে পারেন।',
        ],
      };
    }
    case 'membership-ended': {
      const flat = event.flat && bnFlat(event.flat, event.where);
      return {
        ...english,
        subject: flat ? `${flat}-এর লিজ শেষ হয়েছে` : 'আপনার সদস্যপদ শেষ হয়েছে',
        lines: [
          flat ? `ভবন কর্তৃপক্ষ আপনার সদস্যপদ ও ${flat}-এর লিজ শেষ করেছে।` : 'ভবন কর্তৃপক্ষ আপনার সদস্যপদ শেষ করেছে।',
          'আপনার পেমেন্টের ইতিহাস ও রসিদ আপনার অ্যাকাউন্টে থেকে যাবে।',
        ],
      };
    }
    case 'payment-recorded': {
      const what = `${bnMonth(event.month)}-এর ${bnTaka(event.amount)}`;
      const receipt = formatReceiptNumber(event.receipt);
      return {
        ...english,
        subject: `পেমেন্ট পাওয়া গেছে: ${what} (রসিদ ${receipt})`,
        lines: [`ধন্যবাদ: আপনার ${what} পেমেন্ট জমা হয়েছে।`, `আপনার রসিদ নম্বর ${receipt}।`],
      };
    }
    case 'payment-refunded': {
      const what = `${bnMonth(event.month)}-এর ${bnTaka(event.amount)}`;
      return {
        ...english,
        subject: `টাকা ফেরত: ${what}`,
        lines: [
          `কার্ডে দেওয়া আপনার ${what} জমা করা যায়নি, তাই পুরো টাকা আপনার কার্ডে ফেরত দেওয়া হয়েছে।`,
          'কী কী পরিশোধ হয়েছে তা আপনার পেমেন্টের ইতিহাসে দেখা যাবে; আর কোনো টাকা কাটা হয়নি।',
        ],
      };
    }
    case 'announcement-posted':
      return { ...english, ...announcementWords(event, ANNOUNCEMENT_WORDS.bn) };
    case 'maintenance-status':
      return {
        ...english,
        subject: `আপনার অনুরোধ "${event.title}" ${BN_STATUS_WORDS[event.status]}`,
        lines: [`আপনার রক্ষণাবেক্ষণের অনুরোধ "${event.title}" ${BN_STATUS_WORDS[event.status]}।`],
      };
    case 'maintenance-comment':
      return {
        ...english,
        subject: `"${event.title}"-এ নতুন মন্তব্য`,
        lines: [`ভবন কর্তৃপক্ষ আপনার রক্ষণাবেক্ষণের অনুরোধ "${event.title}"-এ মন্তব্য করেছে।`],
      };
    case 'maintenance-emergency': {
      const place = event.place === null ? 'সাধারণ এলাকা' : `ফ্ল্যাট ${event.place}`;
      return {
        ...english,
        subject: `জরুরি সমস্যা: ${event.title} (${place})`,
        lines: [`একজন বাসিন্দা একটি জরুরি সমস্যার কথা জানিয়েছেন: ${event.title}, স্থান: ${place}।`],
      };
    }
    case 'rent-reminder': {
      const month = bnMonth(event.month);
      const due = bnDay(event.dueDay);
      return {
        ...english,
        subject: BN_REMINDER_SUBJECT[event.kind](month, due),
        lines: [
          `${month}-এর ভাড়া ${bnTaka(event.amount)}, দেওয়ার শেষ দিন ${due}।`,
          event.kind === 'overdue'
            ? 'এটি এখনো পরিশোধ করা হয়নি; অনুগ্রহ করে এখনই পরিশোধ করুন।'
            : 'আপনি কার্ডে এটি পরিশোধ করতে পারেন।',
        ],
      };
    }
  }
}

/* ---- what is kept ---- */

/**
 * One notification in its recipient's inbox: the event it tells of, and its words as they were first written. It is
 * read through `reread`, in the reader's language of the moment; only a notification kept from before events were
 * stored has no event, and reads as it was written.
 */
export interface Notification extends Message {
  readonly event?: NotificationEvent;
  readonly id: string;
  readonly recipientEmail: string;
  readonly createdAt: Date;
  /** When its recipient read it (or marked everything read); unread until then. */
  readonly readAt?: Date;
}

export const EMAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/**
 * Which emails go out first. Personal mail (a receipt, a decision, a maintenance update) is what someone is waiting
 * for; bulk mail goes to many people at once (an announcement to every resident, a round of rent reminders) and can
 * wait a few minutes behind it.
 */
export type EmailPriority = 'personal' | 'bulk';

/** The order senders take due emails in, lowest first (the SQL stores keep this number). */
export const EMAIL_PRIORITY_RANK: Readonly<Record<EmailPriority, number>> = { personal: 0, bulk: 1 };

export const emailPriorityOf = (topic: Topic): EmailPriority =>
  topic === 'announcements' || topic === 'reminders' ? 'bulk' : 'personal';

/** A notification on its way by email: sent at most once, tried again after a failure until it is given up on. */
export interface OutgoingEmail {
  readonly notificationId: string;
  /** Set when it is written: a sender takes every due personal email before any bulk one. */
  readonly priority: EmailPriority;
  readonly to: string;
  readonly toName: string;
  readonly status: EmailStatus;
  /** Attempts made so far. */
  readonly attempts: number;
  /** A pending email is not tried before then. */
  readonly nextAttemptAt: Date;
  readonly lastError?: string;
  readonly sentAt?: Date;
  readonly createdAt: Date;
}

/** A notification in `language`, telling its event as things stand now (see `asItStands`). */
export const reread = <N extends Notification>(
  note: N,
  language: Language,
  announcement: (id: string) => { title: string; description: string } | undefined,
): N => (note.event ? { ...note, ...messageFor(asItStands(note.event, announcement), language) } : note);
