import type { Wiring } from '../wiring.ts';
import { CountUnreadNotifications } from './count-unread-notifications.ts';
import { DeliverEmails } from './deliver-emails.ts';
import { GetEmailChoices } from './get-email-choices.ts';
import { ListEmails } from './list-emails.ts';
import { ListNotifications } from './list-notifications.ts';
import { MarkNotificationsRead } from './mark-notifications-read.ts';
import { RetryEmail } from './retry-email.ts';
import { SaveEmailChoices } from './save-email-choices.ts';
import { SendRentReminders } from './send-rent-reminders.ts';
import { Unsubscribe } from './unsubscribe.ts';

/** The notifications area's use cases, wired from the ports and the shared helpers. */
export function notificationsUseCases(w: Wiring) {
  const { r, s, audit, notifier, rereader, getBuilding, rentSchedule } = w;
  const { uow } = r;
  const { clock, ids, calendar, logger } = s;
  return {
    listNotifications: new ListNotifications(r.inbox, rereader),
    countUnreadNotifications: new CountUnreadNotifications(r.inbox),
    markNotificationsRead: new MarkNotificationsRead(r.inbox, clock),
    getEmailChoices: new GetEmailChoices(r.emailChoices),
    saveEmailChoices: new SaveEmailChoices(r.emailChoices, uow),
    unsubscribe: new Unsubscribe(s.unsubscribeTokens, r.emailChoices, uow),
    listEmails: new ListEmails(r.outbox, rereader),
    retryEmail: new RetryEmail(r.outbox, uow, clock, audit, rereader),
    deliverEmails: s.mailer
      ? new DeliverEmails(r.outbox, s.mailer, getBuilding, ids, clock, logger, rereader, r.users, notifier, uow)
      : undefined,
    // The schedule is read afresh each round, so an admin's change applies from the next one.
    sendRentReminders: new SendRentReminders(w.books, r.sentReminders, notifier, uow, clock, calendar, rentSchedule),
  };
}
