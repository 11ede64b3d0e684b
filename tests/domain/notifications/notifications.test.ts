import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../domain/shared/errors.ts';
import {
  DEFAULT_EMAIL_PREFERENCES,
  EMAIL_TOPICS,
  emailTopicsOf,
  wantsEmail,
} from '../../../domain/notifications/email-choices.ts';
import {
  DEFAULT_REMINDER_SCHEDULE,
  REMINDER_RULES,
  addDays,
  dueDate,
  isOverdue,
  reminderDays,
  reminderFor,
  reminderMonths,
  reminderSchedule,
} from '../../../domain/notifications/reminders.ts';
import {
  EMAIL_PRIORITY_RANK,
  emailPriorityOf,
  MAX_EMAIL_ATTEMPTS,
  afterFailedAttempt,
} from '../../../domain/notifications/email-delivery.ts';
import {
  announcementNews,
  announcementText,
  asItStands,
  topicOf,
  type NotificationEvent,
} from '../../../domain/notifications/notification.ts';

const schedule = DEFAULT_REMINDER_SCHEDULE;

describe('email topics by role', () => {
  it('offer an admin only what an admin is sent, and residents every topic', () => {
    expect(emailTopicsOf('admin')).toEqual(['payments', 'maintenance', 'applications']);
    const residents = EMAIL_TOPICS.filter((t) => t !== 'applications');
    expect(emailTopicsOf('member')).toEqual(residents);
    expect(emailTopicsOf('user')).toEqual(residents);
  });
});

describe('email preferences', () => {
  it('emails every topic by default', () => {
    expect(wantsEmail('payments', DEFAULT_EMAIL_PREFERENCES)).toBe(true);
    expect(wantsEmail('reminders', DEFAULT_EMAIL_PREFERENCES)).toBe(true);
  });

  it('stops a topic its owner switched off, but never the decision on their application', () => {
    const quiet = { payments: false, announcements: false, maintenance: false, reminders: false, applications: false };
    expect(wantsEmail('reminders', quiet)).toBe(false);
    expect(wantsEmail('announcements', quiet)).toBe(false);
    expect(wantsEmail('applications', quiet)).toBe(false);
    expect(wantsEmail('agreements', quiet)).toBe(true);
  });

  it('never emails what the admins hear of email delivery, whatever anyone chose, so a failed email begets no email', () => {
    expect(wantsEmail('delivery', DEFAULT_EMAIL_PREFERENCES)).toBe(false);
    expect(topicOf({ type: 'email-failed', notificationId: 'n1', to: 'a@b.c', toName: 'A', about: 'payments' })).toBe(
      'delivery',
    );
  });

  it('emails admins new applications by their choice, and late-fee rounds with payments', () => {
    expect(topicOf({ type: 'application-received', agreementId: 'a1', name: 'N', flat: 'A101' })).toBe('applications');
    expect(topicOf({ type: 'late-fees-added', count: 2, total: 1000 })).toBe('payments');
    expect(wantsEmail('applications', DEFAULT_EMAIL_PREFERENCES)).toBe(true);
  });
});

describe('the reminder schedule', () => {
  it('takes a due day from 1 to 28 and reminders that may be switched off', () => {
    expect(reminderSchedule({ dueDay: 28, daysBefore: null, daysAfter: 20 })).toEqual({
      dueDay: 28,
      daysBefore: null,
      daysAfter: 20,
    });
  });

  it('names every field out of range, in words', () => {
    const refused = (() => {
      try {
        reminderSchedule({ dueDay: 29, daysBefore: 0, daysAfter: 2.5 });
      } catch (error) {
        return error as DomainError;
      }
      throw new Error('accepted');
    })();
    expect(refused.code).toBe('VALIDATION.INVALID_INPUT');
    expect(refused.fields).toEqual({
      dueDay: REMINDER_RULES.dueDay,
      daysBefore: REMINDER_RULES.daysBefore,
      daysAfter: REMINDER_RULES.daysAfter,
    });
  });

  it('puts the due day in the month, the early reminder before it and the overdue one after', () => {
    expect(dueDate(schedule, '2026-12')).toBe('2026-12-05');
    expect(reminderDays(schedule, '2026-12')).toEqual([
      { kind: 'upcoming', day: '2026-12-02' },
      { kind: 'due', day: '2026-12-05' },
      { kind: 'overdue', day: '2026-12-10' },
    ]);
  });

  it('crosses month and year ends, leap days included', () => {
    expect(reminderDays({ dueDay: 1, daysBefore: 3, daysAfter: null }, '2027-01')).toEqual([
      { kind: 'upcoming', day: '2026-12-29' },
      { kind: 'due', day: '2027-01-01' },
    ]);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
  });

  it('sends nothing before the first reminder day, then the latest reminder whose day has come', () => {
    expect(reminderFor(schedule, '2026-12', '2026-12-01')).toBeUndefined();
    expect(reminderFor(schedule, '2026-12', '2026-12-02')).toBe('upcoming');
    expect(reminderFor(schedule, '2026-12', '2026-12-04')).toBe('upcoming');
    expect(reminderFor(schedule, '2026-12', '2026-12-05')).toBe('due');
    expect(reminderFor(schedule, '2026-12', '2026-12-09')).toBe('due');
    expect(reminderFor(schedule, '2026-12', '2026-12-10')).toBe('overdue');
    expect(reminderFor(schedule, '2026-12', '2027-02-01')).toBe('overdue');
  });

  it('never says "due soon" once the due day has passed, whatever the schedule', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 28 }),
        fc.option(fc.integer({ min: 1, max: 14 })),
        fc.option(fc.integer({ min: 1, max: 20 })),
        fc.integer({ min: -40, max: 60 }),
        (dueDay, daysBefore, daysAfter, offset) => {
          const s = reminderSchedule({ dueDay, daysBefore, daysAfter });
          const today = addDays(dueDate(s, '2026-11'), offset);
          const kind = reminderFor(s, '2026-11', today);
          if (offset >= 0) expect(kind).not.toBe('upcoming');
          if (offset < 0) expect(kind === undefined || kind === 'upcoming').toBe(true);
          expect(isOverdue(s, '2026-11', today)).toBe(offset > 0);
        },
      ),
    );
  });

  it('looks at last month, this month and the next, whose reminders may fall in this one', () => {
    expect(reminderMonths('2026-12')).toEqual(['2026-11', '2026-12', '2027-01']);
  });
});

describe('email retries', () => {
  const at = new Date('2026-11-25T10:00:00Z');

  it('waits longer after each failure', () => {
    const waits = [1, 2, 3, 4, 5].map((attempts) => {
      const next = afterFailedAttempt(attempts, at);
      if (next.status !== 'pending') throw new Error('gave up early');
      return (next.retryAt.getTime() - at.getTime()) / 60_000;
    });
    expect(waits).toEqual([1, 5, 15, 60, 180]);
  });

  it('gives up after the last attempt', () => {
    expect(afterFailedAttempt(MAX_EMAIL_ATTEMPTS, at)).toEqual({ status: 'failed' });
  });
});

describe('a notification read as things stand', () => {
  const posted: NotificationEvent = {
    type: 'announcement-posted',
    announcementId: 'n1',
    title: 'Old',
    description: 'Was',
  };
  const now = { title: 'New', description: 'Is' };

  it('tells an announcement as it reads now, or as withdrawn once it is gone, and any other event as told', () => {
    expect(
      asItStands(
        posted,
        () => now,
        () => false,
      ),
    ).toEqual({ ...posted, title: 'New', description: 'Is' });
    expect(
      asItStands(
        posted,
        () => undefined,
        () => false,
      ),
    ).toEqual({ ...posted, withdrawn: true });
    const untracked: NotificationEvent = { type: 'announcement-posted', title: 'Old' };
    expect(
      asItStands(
        untracked,
        () => now,
        () => false,
      ),
    ).toBe(untracked);
    const refund: NotificationEvent = { type: 'payment-refunded', month: '2026-11', amount: 9000 };
    expect(
      asItStands(
        refund,
        () => now,
        () => false,
      ),
    ).toBe(refund);
  });

  it('tells a rent reminder as paid once its month is paid, and as sent while it is not', () => {
    const reminder: NotificationEvent = {
      type: 'rent-reminder',
      kind: 'overdue',
      month: '2026-10',
      dueDay: '2026-10-05',
      amount: 12_000,
    };
    const paid = (month: string) => month === '2026-10';
    expect(asItStands(reminder, () => undefined, paid)).toEqual({ ...reminder, paidSince: true });
    expect(asItStands({ ...reminder, month: '2026-11' }, () => undefined, paid)).toEqual({
      ...reminder,
      month: '2026-11',
    });
  });

  it('says which topic each event belongs to, and what became of an announcement', () => {
    expect(topicOf(posted)).toBe('announcements');
    expect(topicOf({ type: 'rent-reminder', kind: 'due', month: '2026-12', dueDay: '2026-12-05', amount: 1 })).toBe(
      'reminders',
    );
    expect(announcementNews(posted)).toBe('posted');
    expect(announcementNews({ ...posted, edited: true })).toBe('edited');
    expect(announcementNews({ ...posted, edited: true, withdrawn: true })).toBe('withdrawn');
  });

  it("carries an announcement's text a paragraph a line, and none once it is withdrawn", () => {
    const told = { ...posted, description: 'Friday\r\n\n  Noon  ' };
    expect(announcementText(told)).toEqual(['Friday', 'Noon']);
    expect(announcementText({ ...posted, description: undefined })).toEqual([]);
    expect(announcementText({ ...told, withdrawn: true })).toEqual([]);
  });
});

describe('email priority', () => {
  it('sends what one person waits for before what goes to many at once', () => {
    expect(emailPriorityOf('maintenance')).toBe('personal');
    expect(emailPriorityOf('payments')).toBe('personal');
    expect(emailPriorityOf('agreements')).toBe('personal');
    expect(emailPriorityOf('announcements')).toBe('bulk');
    expect(emailPriorityOf('reminders')).toBe('bulk');
    expect(EMAIL_PRIORITY_RANK.personal).toBeLessThan(EMAIL_PRIORITY_RANK.bulk);
  });
});
