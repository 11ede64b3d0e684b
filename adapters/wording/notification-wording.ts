import type { NotificationWording } from '../../application/notifications/ports.ts';
import { CHARGE_LABELS } from '../../domain/ledger/writing.ts';
import {
  announcementNews,
  announcementText,
  topicOf,
  type FlatPlace,
  type Message,
  type NotificationEvent,
} from '../../domain/notifications/notification.ts';
import type { Language } from '../../domain/shared/language.ts';
import { formatReceiptNumber } from '../../domain/payments/payment.ts';
import { NOTIFICATION_LINKS } from '../../ui/app/notification-links.ts';
import { CALENDAR, say, type WordId } from './catalogue.ts';

type Words = Pick<Message, 'subject' | 'lines'>;

/** Where a maintenance problem is: a flat, or the common area when it names none. */
const placeOf = (place: string | null, language: Language) =>
  place === null ? say(language, 'notice.commonArea') : say(language, 'notice.emergencyPlace', { place });
type Of<T extends NotificationEvent['type']> = Extract<NotificationEvent, { type: T }>;

/** Every kind of event leads somewhere in the web app. */
const LINKS: Readonly<Record<NotificationEvent['type'], string>> = NOTIFICATION_LINKS;

/** The event's path in the web app: its link with the event's ids in place of `:receipt`, `:requestId`. */
function linkOf(event: NotificationEvent): string {
  const ids = event as unknown as Readonly<Record<string, string | number>>;
  return LINKS[event.type].replace(/:(\w+)/g, (_, name: string) => String(ids[name]));
}

/** A flat as each language says it: by its parts when the event has them, else as the building wrote it. */
const flatIn = (language: Language, flat: string, where: FlatPlace | undefined): string =>
  where ? say(language, 'notice.flat', { flat, ...where }) : flat;

/** The words of each kind of event, in a language. */
/** The part of a refund notice's message ids that names its stage. */
const REFUND_STAGE_WORDS = { started: 'Started', done: 'Done', cancelled: 'Cancelled' } as const;

const WORDS: { readonly [T in NotificationEvent['type']]: (event: Of<T>, language: Language) => Words } = {
  'agreement-accepted': (event, language) => {
    const flat = flatIn(language, event.flat, event.where);
    return {
      subject: say(language, 'notice.agreementAccepted.subject', { flat }),
      lines: [
        say(language, 'notice.agreementAccepted.accepted', { flat }),
        say(language, 'notice.agreementAccepted.lease', { month: CALENDAR[language].month(event.startMonth) }),
      ],
    };
  },
  'agreement-rejected': (event, language) => {
    const flat = flatIn(language, event.flat, event.where);
    return {
      subject: say(language, 'notice.agreementRejected.subject', { flat }),
      lines: [
        say(language, 'notice.agreementRejected.rejected', { flat }),
        ...(event.reason ? [say(language, 'notice.agreementRejected.reason', { reason: event.reason })] : []),
        say(language, 'notice.agreementRejected.applyAgain'),
      ],
    };
  },
  'membership-ended': (event, language) => {
    const flat = event.flat && flatIn(language, event.flat, event.where);
    const ended: [WordId, WordId] = flat
      ? ['notice.leaseEnded.subject', 'notice.leaseEnded.ended']
      : ['notice.membershipEnded.subject', 'notice.membershipEnded.ended'];
    return {
      subject: say(language, ended[0], { flat: flat ?? '' }),
      lines: [say(language, ended[1], { flat: flat ?? '' }), say(language, 'notice.membershipEnded.history')],
    };
  },
  'payment-recorded': (event, language) => {
    const values = {
      amount: event.amount,
      month: CALENDAR[language].month(event.month),
      receipt: formatReceiptNumber(event.receipt),
    };
    return {
      subject: say(language, 'notice.paymentRecorded.subject', values),
      lines: [
        say(language, 'notice.paymentRecorded.thanks', values),
        say(language, 'notice.paymentRecorded.receipt', values),
      ],
    };
  },
  'payment-received': (event, language) => {
    const values = {
      amount: event.amount,
      method: say(language, `notice.method.${event.method}`),
      receipt: formatReceiptNumber(event.receipt),
    };
    return {
      subject: say(language, 'notice.paymentReceived.subject', values),
      lines: [
        say(language, 'notice.paymentReceived.thanks', values),
        say(language, 'notice.paymentRecorded.receipt', values),
        say(language, 'notice.paymentReceived.account'),
      ],
    };
  },
  'final-statement-settled': (event, language) => {
    const values = {
      amount: event.amount,
      method: event.method ? say(language, `notice.method.${event.method}`) : '',
    };
    const [subject, settled]: [WordId, WordId] =
      event.outcome === 'refund'
        ? ['notice.finalRefund.subject', 'notice.finalRefund.settled']
        : event.amount > 0
          ? ['notice.finalOwed.subject', 'notice.finalOwed.settled']
          : ['notice.finalNothing.subject', 'notice.finalNothing.settled'];
    return {
      subject: say(language, subject, values),
      lines: [say(language, settled, values), say(language, 'notice.final.see')],
    };
  },
  'payment-report-rejected': (event, language) => {
    const values = {
      amount: event.amount,
      method: say(language, `notice.method.${event.method}`),
      reference: event.reference,
      reason: event.reason,
    };
    return {
      subject: say(language, 'notice.paymentReportRejected.subject', values),
      lines: [
        say(language, 'notice.paymentReportRejected.said', values),
        say(language, 'notice.paymentReportRejected.reason', values),
        say(language, 'notice.paymentReportRejected.account'),
      ],
    };
  },
  'booking-decided': (event, language) => {
    const values = { space: event.space, day: event.day, start: event.start, end: event.end, fee: event.fee };
    const lines = event.approved
      ? [
          say(language, 'notice.bookingApproved.approved', values),
          ...(event.fee > 0 ? [say(language, 'notice.bookingApproved.fee', values)] : []),
        ]
      : [
          say(language, 'notice.bookingDeclined.declined', values),
          say(language, 'notice.bookingDeclined.reason', { reason: event.reason ?? '' }),
        ];
    const subject = event.approved ? 'notice.bookingApproved.subject' : 'notice.bookingDeclined.subject';
    return { subject: say(language, subject, values), lines };
  },
  'payment-reported': (event, language) => {
    const values = {
      name: event.name,
      amount: event.amount,
      method: say(language, `notice.method.${event.method}`),
      reference: event.reference,
    };
    return {
      subject: say(language, 'notice.paymentReported.subject', values),
      lines: [say(language, 'notice.paymentReported.said', values), say(language, 'notice.paymentReported.decide')],
    };
  },
  'autopay-not-charged': (event, language) => {
    const values = { amount: event.amount, month: CALENDAR[language].month(event.month) };
    const why = {
      'over-cap': 'notice.autopay.overCap',
      declined: event.retry ? 'notice.autopay.declinedRetry' : 'notice.autopay.declined',
      'needs-authentication': 'notice.autopay.needsAuthentication',
      failed: 'notice.autopay.failed',
      unfinished: 'notice.autopay.unfinished',
    } as const;
    return {
      subject: say(language, 'notice.autopay.subject', values),
      lines: [say(language, why[event.reason], values), say(language, 'notice.autopay.payByHand')],
    };
  },
  'late-fee-added': (event, language) => {
    const values = { amount: event.amount, month: CALENDAR[language].month(event.month) };
    return {
      subject: say(language, 'notice.lateFeeAdded.subject', values),
      lines: [say(language, 'notice.lateFeeAdded.added', values), say(language, 'notice.lateFeeAdded.account')],
    };
  },
  'rent-change-scheduled': (event, language) => {
    const values = { rent: event.rent, month: CALENDAR[language].month(event.month) };
    return {
      subject: say(language, 'notice.rentChange.subject', values),
      lines: [say(language, 'notice.rentChange.said', values), say(language, 'notice.rentChange.account')],
    };
  },
  'renewal-offered': (event, language) => {
    const values = {
      rent: event.rent,
      end: CALENDAR[language].month(event.endMonth),
      from: CALENDAR[language].month(event.fromMonth),
    };
    return {
      subject: say(language, 'notice.renewalOffered.subject', values),
      lines: [say(language, 'notice.renewalOffered.said', values), say(language, 'notice.renewalOffered.answer')],
    };
  },
  'lease-ended-at-term': (event, language) => {
    const values = {
      name: event.name,
      flat: flatIn(language, event.flat, event.where),
      month: CALENDAR[language].month(event.endMonth),
    };
    return {
      subject: say(language, 'notice.leaseEndedAtTerm.subject', values),
      lines: [say(language, 'notice.leaseEndedAtTerm.said', values)],
    };
  },
  'application-received': (event, language) => {
    const values = { name: event.name, flat: flatIn(language, event.flat, event.where) };
    return {
      subject: say(language, 'notice.applicationReceived.subject', values),
      lines: [
        say(language, 'notice.applicationReceived.said', values),
        say(language, 'notice.applicationReceived.decide'),
      ],
    };
  },
  'late-fees-added': (event, language) => {
    const values = { count: event.count, total: event.total };
    return {
      subject: say(language, 'notice.lateFeesAdded.subject', values),
      lines: [say(language, 'notice.lateFeesAdded.added', values), say(language, 'notice.lateFeesAdded.books')],
    };
  },
  'email-failed': (event, language) => {
    const values = { to: event.to, toName: event.toName, about: say(language, `notice.about.${event.about}`) };
    return {
      subject: say(language, 'notice.emailFailed.subject', values),
      lines: [say(language, 'notice.emailFailed.said', values), say(language, 'notice.emailFailed.retry')],
    };
  },
  'payment-refunded': (event, language) => {
    const values = { amount: event.amount, month: CALENDAR[language].month(event.month) };
    return {
      subject: say(language, 'notice.paymentRefunded.subject', values),
      lines: [
        say(language, 'notice.paymentRefunded.refunded', values),
        say(language, 'notice.paymentRefunded.nothingMore'),
      ],
    };
  },
  'online-refund': (event, language) => {
    const values = { amount: event.amount };
    const stage = REFUND_STAGE_WORDS[event.stage];
    return {
      subject: say(language, `notice.onlineRefund${stage}.subject`, values),
      lines: [say(language, `notice.onlineRefund${stage}.said`, values)],
    };
  },
  'online-refund-admin': (event, language) => {
    const values = { amount: event.amount, name: event.name };
    const stage = REFUND_STAGE_WORDS[event.stage];
    return {
      subject: say(language, `notice.onlineRefundAdmin${stage}.subject`, values),
      lines: [say(language, `notice.onlineRefundAdmin${stage}.said`, values)],
    };
  },
  'announcement-posted': (event, language) => {
    const said = ANNOUNCEMENT_WORDS[announcementNews(event)];
    return {
      subject: say(language, said.subject, { title: event.title }),
      lines: [say(language, said.line, { title: event.title }), ...announcementText(event)],
    };
  },
  'maintenance-status': (event, language) => ({
    subject: say(language, 'notice.maintenanceStatus.subject', { title: event.title, status: event.status }),
    lines: [say(language, 'notice.maintenanceStatus.said', { title: event.title, status: event.status })],
  }),
  'maintenance-comment': (event, language) => ({
    subject: say(language, 'notice.maintenanceComment.subject', { title: event.title }),
    lines: [say(language, 'notice.maintenanceComment.said', { title: event.title })],
  }),
  'maintenance-emergency': (event, language) => {
    const values = { title: event.title, place: placeOf(event.place, language) };
    return {
      subject: say(language, 'notice.maintenanceEmergency.subject', values),
      lines: [say(language, 'notice.maintenanceEmergency.said', values)],
    };
  },
  'maintenance-assigned': (event, language) => {
    const values = { title: event.title, place: placeOf(event.place, language) };
    return {
      subject: say(language, 'notice.maintenanceAssigned.subject', values),
      lines: [say(language, 'notice.maintenanceAssigned.said', values)],
    };
  },
  'booking-cancelled': (event, language) => {
    const values = { space: event.space, day: event.day, start: event.start, end: event.end };
    return {
      subject: say(language, 'notice.bookingCancelled.subject', values),
      lines: [
        say(language, 'notice.bookingCancelled.cancelled', values),
        say(language, 'notice.bookingCancelled.reason', { reason: event.reason }),
      ],
    };
  },
  'visitor-arrived': (event, language) => {
    const values = { name: event.visitorName, flat: event.flat, walkIn: String(event.walkIn) };
    return {
      subject: say(language, 'notice.visitorArrived.subject', values),
      lines: [say(language, 'notice.visitorArrived.said', values)],
    };
  },
  'parcel-arrived': (event, language) => {
    const values = { carrier: event.carrier, flat: event.flat };
    return {
      subject: say(language, 'notice.parcelArrived.subject', values),
      lines: [say(language, 'notice.parcelArrived.said', values)],
    };
  },
  'parcel-waiting': (event, language) => {
    const values = { carrier: event.carrier, flat: event.flat, days: event.days };
    return {
      subject: say(language, 'notice.parcelWaiting.subject', values),
      lines: [say(language, 'notice.parcelWaiting.said', values)],
    };
  },
  'rent-reminder': (event, language) => {
    const calendar = CALENDAR[language];
    const values = {
      kind: event.kind,
      amount: event.amount,
      month: calendar.month(event.month),
      day: calendar.day(event.dueDay),
    };
    const owed = event.owed
      ? [
          say(language, 'notice.rentReminder.owed', { total: event.owed.total }),
          ...event.owed.items.map((item) =>
            say(language, 'notice.rentReminder.item', {
              what:
                item.label === CHARGE_LABELS[item.kind]
                  ? say(language, `notice.charge.${item.kind}`)
                  : `${say(language, `notice.charge.${item.kind}`)}: ${item.label}`,
              month: calendar.month(item.month),
              amount: item.amount,
            }),
          ),
        ]
      : [];
    return {
      subject: say(language, 'notice.rentReminder.subject', values),
      lines: [
        say(language, 'notice.rentReminder.due', values),
        ...owed,
        say(language, event.paidSince ? 'notice.rentReminder.paid' : 'notice.rentReminder.ask', values),
      ],
    };
  },
};

const ANNOUNCEMENT_WORDS: Readonly<
  Record<ReturnType<typeof announcementNews>, { readonly subject: WordId; readonly line: WordId }>
> = {
  posted: { subject: 'notice.announcementPosted.subject', line: 'notice.announcementPosted.said' },
  edited: { subject: 'notice.announcementEdited.subject', line: 'notice.announcementEdited.said' },
  withdrawn: { subject: 'notice.announcementWithdrawn.subject', line: 'notice.announcementWithdrawn.said' },
};

/**
 * Notifications in the catalogues' words (ui/i18n/<language>/notices.ts), each leading to its screen of the web app
 * (ui/app/notification-links.ts).
 */
export const catalogueWording: NotificationWording = {
  messageFor(event, language) {
    const words = (WORDS[event.type] as (event: NotificationEvent, language: Language) => Words)(event, language);
    return { topic: topicOf(event), ...words, link: linkOf(event), language };
  },
};
