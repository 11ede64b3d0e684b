import type { ChargeKind, PaymentMethod, RecordedMethod } from '../ledger/ledger.ts';
import type { ReportedMethod } from '../payment-reports/payment-report.ts';
import type { Language } from '../shared/language.ts';
import type { MonthKey } from '../shared/month.ts';
import type { Topic } from './email-choices.ts';
import type { ReminderKind } from './reminders.ts';

/** A flat by its parts, so that each language can say where it is in its own words. */
export interface FlatPlace {
  readonly block: string;
  readonly floor: number;
  readonly number: string;
}

/** Where a refund of online money stands, as its payer and the admins are told. */
export type RefundStage = 'started' | 'done' | 'cancelled';

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
  /** Money received into the resident's books (at the desk, or by card from the books), with its receipt. */
  | {
      readonly type: 'payment-received';
      readonly receipt: number;
      readonly amount: number;
      readonly method: PaymentMethod;
    }
  /** A former resident's final statement settled: the deposit refunded (how), or what they still owe. */
  | {
      readonly type: 'final-statement-settled';
      readonly outcome: 'refund' | 'owed';
      /** In taka. */
      readonly amount: number;
      readonly method?: RecordedMethod;
    }
  /** A payment the resident reported that an admin rejected, with the admin's reason. */
  | {
      readonly type: 'payment-report-rejected';
      readonly amount: number;
      readonly method: ReportedMethod;
      readonly reference: string;
      readonly reason: string;
    }
  /**
   * A payment a resident reported, told to the admins who confirm or reject it: who reported it and what they say
   * they paid, nothing else of theirs.
   */
  | {
      readonly type: 'payment-reported';
      /** The resident's name as their lease has it. */
      readonly name: string;
      readonly amount: number;
      readonly method: ReportedMethod;
      readonly reference: string;
    }
  /**
   * A visitor's application for a flat, told to the admins who decide it: the applicant's name and the flat, nothing
   * else of theirs.
   */
  | {
      readonly type: 'application-received';
      /** The request, which the admin's link opens. */
      readonly agreementId: string;
      readonly name: string;
      readonly flat: string;
      readonly where?: FlatPlace;
    }
  /** What one round of late fees added, told to the admins once per round: how many fees and their total, in taka. */
  | { readonly type: 'late-fees-added'; readonly count: number; readonly total: number }
  /**
   * An email the outbox gave up on, told to the admins once per email: to whom it was and what it was about. Never
   * emailed itself (its topic is `delivery`).
   */
  | {
      readonly type: 'email-failed';
      /** The failed email's notification. */
      readonly notificationId: string;
      readonly to: string;
      readonly toName: string;
      /** The topic of the email that failed. */
      readonly about: Topic;
    }
  /** A late fee the building added to the resident's books for a month whose rent was unpaid after its grace. */
  | { readonly type: 'late-fee-added'; readonly month: MonthKey; readonly amount: number }
  /**
   * Autopay did not pay the month: the amount was over the member's cap, the card was declined (`retry` when it is
   * tried once more tomorrow), the bank asked for the member's authentication, the charge could not be recorded
   * and was refunded, or the charge did not finish (the provider did not answer, or the round stopped half-way), so
   * whether the card was charged is for the payment history to show.
   */
  | {
      readonly type: 'autopay-not-charged';
      readonly month: MonthKey;
      readonly amount: number;
      readonly reason: 'over-cap' | 'declined' | 'needs-authentication' | 'failed' | 'unfinished';
      readonly retry: boolean;
    }
  /** A new rent scheduled on the member's lease: from `month`, `rent` taka a month. */
  | { readonly type: 'rent-change-scheduled'; readonly month: MonthKey; readonly rent: number }
  /** An offer to renew the member's lease to `endMonth`, at `rent` taka a month from `fromMonth`. */
  | {
      readonly type: 'renewal-offered';
      readonly endMonth: MonthKey;
      readonly fromMonth: MonthKey;
      readonly rent: number;
    }
  /** For the admins: a lease reached its planned end month unrenewed and ended. */
  | {
      readonly type: 'lease-ended-at-term';
      readonly name: string;
      readonly flat: string;
      readonly where?: FlatPlace;
      readonly endMonth: MonthKey;
    }
  /** The admin's answer to a booking of a common space that waited for it; `fee` in taka, 0 when free. */
  | {
      readonly type: 'booking-decided';
      readonly approved: boolean;
      readonly space: string;
      readonly day: string;
      readonly start: string;
      readonly end: string;
      readonly fee: number;
      readonly reason?: string;
    }
  /** A charge that could not be recorded (the month was paid meanwhile, the lease ended) and was given back. */
  | { readonly type: 'payment-refunded'; readonly month: MonthKey; readonly amount: number }
  /**
   * Money the online gateway took that the books no longer owed: to its payer, being given back (started), given
   * back (done), or not given back by the gateway, which cancelled the refund (cancelled: the building gives it back
   * by hand).
   */
  | {
      readonly type: 'online-refund';
      readonly stage: RefundStage;
      readonly amount: number;
      /** The payment, whose page the link opens. */
      readonly tranId: string;
    }
  /** The same refund, told to the admins: whose money, and the lease's books the link opens. */
  | {
      readonly type: 'online-refund-admin';
      readonly stage: RefundStage;
      readonly name: string;
      readonly amount: number;
      readonly leaseId: string;
    }
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
  /** An admin gave a maintenance request's work to the staff member told. */
  | {
      readonly type: 'maintenance-assigned';
      readonly requestId: string;
      readonly title: string;
      /** The flat it was reported for; null for a common area. */
      readonly place: string | null;
    }
  /** An admin cancelled the member's booking of a common space, saying why. */
  | {
      readonly type: 'booking-cancelled';
      readonly space: string;
      readonly day: string;
      readonly start: string;
      readonly end: string;
      readonly reason: string;
    }
  /** A visitor for the resident's flat arrived at the gate: one with a pass, or a walk-in the guard logged. */
  | { readonly type: 'visitor-arrived'; readonly visitorName: string; readonly flat: string; readonly walkIn: boolean }
  /** A parcel for the resident's flat came to the front desk, which keeps it until someone collects it. */
  | { readonly type: 'parcel-arrived'; readonly carrier: string; readonly flat: string }
  /** A parcel for the resident's flat has been waiting at the front desk for `days` days. */
  | { readonly type: 'parcel-waiting'; readonly carrier: string; readonly flat: string; readonly days: number }
  | {
      readonly type: 'rent-reminder';
      readonly kind: ReminderKind;
      readonly month: MonthKey;
      readonly dueDay: string;
      /** The month's rent, in taka. */
      readonly amount: number;
      /** Everything owed with it when it was sent, each item in taka; absent when the month's rent was all. */
      readonly owed?: {
        readonly total: number;
        readonly items: readonly {
          readonly kind: ChargeKind;
          readonly label: string;
          readonly month: MonthKey;
          readonly amount: number;
        }[];
      };
      /** Set when it is read: the month's rent has been paid since it was sent. */
      readonly paidSince?: boolean;
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

/** The topic each kind of event belongs to, which decides whether its recipient wants it emailed. */
const TOPIC_OF: Readonly<Record<NotificationEvent['type'], Topic>> = {
  'agreement-accepted': 'agreements',
  'agreement-rejected': 'agreements',
  'membership-ended': 'agreements',
  'payment-recorded': 'payments',
  'payment-refunded': 'payments',
  'online-refund': 'payments',
  'online-refund-admin': 'payments',
  'booking-decided': 'payments',
  'payment-received': 'payments',
  'final-statement-settled': 'payments',
  'payment-report-rejected': 'payments',
  'payment-reported': 'payments',
  'late-fee-added': 'payments',
  'autopay-not-charged': 'payments',
  'rent-change-scheduled': 'payments',
  'renewal-offered': 'agreements',
  'lease-ended-at-term': 'applications',
  'application-received': 'applications',
  'late-fees-added': 'payments',
  'email-failed': 'delivery',
  'announcement-posted': 'announcements',
  'maintenance-status': 'maintenance',
  'maintenance-comment': 'maintenance',
  'maintenance-emergency': 'maintenance',
  'maintenance-assigned': 'maintenance',
  'booking-cancelled': 'payments',
  'visitor-arrived': 'announcements',
  'parcel-arrived': 'announcements',
  'parcel-waiting': 'reminders',
  'rent-reminder': 'reminders',
};

export const topicOf = (event: NotificationEvent): Topic => TOPIC_OF[event.type];

type AnnouncementEvent = Extract<NotificationEvent, { type: 'announcement-posted' }>;

/** What became of an announcement a notice tells of: posted, edited (told again) or withdrawn. */
export const announcementNews = (event: AnnouncementEvent): 'posted' | 'edited' | 'withdrawn' =>
  event.withdrawn ? 'withdrawn' : event.edited ? 'edited' : 'posted';

/**
 * The announcement's own text in its notice, a paragraph a line (blank lines and edges trimmed); a withdrawn one
 * carries none.
 */
export const announcementText = (event: AnnouncementEvent): string[] =>
  event.withdrawn
    ? []
    : (event.description ?? '')
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line.length > 0);

/**
 * A notice as things stand: an announcement with its current words, or withdrawn once it is gone; a rent reminder
 * saying so once its month is paid. Every other event, and a notice that names no announcement, reads as it was told.
 */
export function asItStands(
  event: NotificationEvent,
  announcement: (id: string) => { title: string; description: string } | undefined,
  rentPaid: (month: MonthKey) => boolean,
): NotificationEvent {
  if (event.type === 'rent-reminder') return rentPaid(event.month) ? { ...event, paidSince: true } : event;
  if (event.type !== 'announcement-posted' || event.announcementId === undefined) return event;
  const now = announcement(event.announcementId);
  return now ? { ...event, title: now.title, description: now.description } : { ...event, withdrawn: true };
}

/* ---- what is kept ---- */

/**
 * One notification in its recipient's inbox: the event it tells of, and its words as they were first written. It is
 * read again in the reader's language of the moment; only a notification kept from before events were
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
