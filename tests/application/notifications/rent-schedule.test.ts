import { describe, expect, it } from 'vitest';
import { GetMyDues } from '../../../application/payments/get-my-dues.ts';
import { GetRentSchedule } from '../../../application/building/get-rent-schedule.ts';
import { SaveRentSchedule } from '../../../application/building/save-rent-schedule.ts';
import { SendRentReminders } from '../../../application/notifications/send-rent-reminders.ts';
import { REMINDER_RULES } from '../../../domain/notifications/reminders.ts';
import { anAgreement, anApartment, aPayment, aUser, AT } from '../../support/builders.ts';
import { aWorld, expectRefusal, type World } from '../world.ts';

const ADMIN = 'admin@example.com';
const a101 = anApartment().withRent(12_000).build();
const member = aUser().member().build();

const use = (w: World) => {
  const get = new GetRentSchedule(w.rentSchedules);
  return { get, save: new SaveRentSchedule(w.rentSchedules, get, w.uow, w.trail) };
};

/** A member of A101 since September 2026 who paid September and October; the clock at `day` 10:00 in Dhaka. */
async function memberOn(day: string) {
  const w = await aWorld({
    apartments: [a101],
    users: [member],
    agreements: [anAgreement().by(member).on(a101).accepted().build()],
    payments: ['2026-09', '2026-10'].map((m) =>
      aPayment().withId(`pay-${m}`).withTransactionId(`pi_${m}`).forMonth(m).build(),
    ),
  });
  w.clock.advance(new Date(`${day}T04:00:00Z`).getTime() - AT.getTime());
  return w;
}

describe('the rent schedule', () => {
  it('is the default (due on the 5th, reminded 3 days before and 5 after), version 0, until an admin saves one', async () => {
    const w = await aWorld();
    expect(await use(w).get.execute()).toEqual({ dueDay: 5, daysBefore: 3, daysAfter: 5, version: 0 });
  });

  it('saves over the version read, one version up, and audits only what changed', async () => {
    const w = await aWorld();
    const { get, save } = use(w);
    const saved = await save.execute({
      schedule: { dueDay: 10, daysBefore: null, daysAfter: 5 },
      version: 0,
      by: ADMIN,
    });
    expect(saved).toEqual({ dueDay: 10, daysBefore: null, daysAfter: 5, version: 1 });
    expect(await get.execute()).toEqual(saved);
    expect(
      await save.execute({ schedule: { dueDay: 10, daysBefore: 2, daysAfter: 5 }, version: 1, by: ADMIN }),
    ).toEqual({ dueDay: 10, daysBefore: 2, daysAfter: 5, version: 2 });
    expect(
      w.rows().audit.map(({ actor, action, subject, label, before, after }) => ({
        actor,
        action,
        subject,
        label,
        before,
        after,
      })),
    ).toEqual([
      {
        actor: ADMIN,
        action: 'rent-schedule.update',
        subject: 'rent-schedule',
        label: 'Rent due day and reminders',
        before: { dueDay: 5, daysBefore: 3 },
        after: { dueDay: 10, daysBefore: null },
      },
      {
        actor: ADMIN,
        action: 'rent-schedule.update',
        subject: 'rent-schedule',
        label: 'Rent due day and reminders',
        before: { daysBefore: null },
        after: { daysBefore: 2 },
      },
    ]);
  });

  it('refuses a schedule outside the rules, naming each field in words, and changes nothing', async () => {
    const w = await aWorld();
    const before = w.rows();
    const refusal = use(w).save.execute({
      schedule: { dueDay: 29, daysBefore: 0, daysAfter: 2.5 },
      version: 0,
      by: ADMIN,
    });
    await expect(refusal).rejects.toMatchObject({
      code: 'VALIDATION.INVALID_INPUT',
      fields: {
        dueDay: REMINDER_RULES.dueDay,
        daysBefore: REMINDER_RULES.daysBefore,
        daysAfter: REMINDER_RULES.daysAfter,
      },
    });
    expect(w.rows()).toEqual(before);
  });

  it('refuses a save over a version someone else saved meanwhile, and keeps their schedule', async () => {
    const w = await aWorld();
    const { get, save } = use(w);
    await save.execute({ schedule: { dueDay: 10, daysBefore: 3, daysAfter: 5 }, version: 0, by: 'other@example.com' });
    const before = w.rows();
    await expectRefusal(
      save.execute({ schedule: { dueDay: 20, daysBefore: 3, daysAfter: 5 }, version: 0, by: ADMIN }),
      'SCHEDULE.CHANGED',
    );
    expect(w.rows()).toEqual(before);
    expect((await get.execute()).dueDay).toBe(10);
  });

  it("decides which of a member's owed months are overdue, by the saved due day in the building's calendar", async () => {
    const w = await memberOn('2026-12-07');
    const { get, save } = use(w);
    const dues = new GetMyDues(w.agreements, w.payments, w.calendar, () => get.execute(), w.books);
    // The default: due on the 5th, so on 7 December both November and December are overdue.
    expect(await dues.execute(member)).toMatchObject({
      dueDay: 5,
      owed: [
        { month: '2026-11', overdue: true },
        { month: '2026-12', overdue: true },
      ],
    });
    await save.execute({ schedule: { dueDay: 7, daysBefore: 3, daysAfter: 5 }, version: 0, by: ADMIN });
    // Due on the 7th: December is due today, not overdue until tomorrow.
    expect(await dues.execute(member)).toMatchObject({
      dueDay: 7,
      owed: [
        { month: '2026-11', overdue: true },
        { month: '2026-12', overdue: false },
      ],
    });
  });

  it('sends reminders by the saved schedule, and by the default until one is saved', async () => {
    const w = await memberOn('2026-12-05');
    const { get, save } = use(w);
    const remind = new SendRentReminders(w.books, w.sentReminders, w.notifier, w.uow, w.clock, w.calendar, () =>
      get.execute(),
    );
    await remind.execute();
    const subjects = () => [...w.tables.notifications.values()].map((n) => n.subject);
    // The default: December is due on the 5th (today); November, overdue since the 10th, is told in the same reminder.
    expect(subjects()).toEqual(['Rent for December 2026 is due today']);
    expect([...w.tables.notifications.values()][0]?.lines.slice(1, 4)).toEqual([
      'Altogether you owe 24,000 taka:',
      'Rent, November 2026: 12,000 taka',
      'Rent, December 2026: 12,000 taka',
    ]);
    await save.execute({ schedule: { dueDay: 8, daysBefore: 3, daysAfter: 5 }, version: 0, by: ADMIN });
    await remind.execute();
    // Due on the 8th, reminded 3 days before: the early reminder for December falls today.
    expect(subjects().at(-1)).toBe('Rent for December 2026 is due on 8 Dec 2026');
  });
});
