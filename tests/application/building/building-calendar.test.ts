/**
 * "This month" and "today" are the building's (Asia/Dhaka, six hours ahead of UTC), never the server's. The clocks
 * here sit at the edges where the two disagree: 18:00 UTC on the last day of a month is already the first of the next
 * in Dhaka, and 23:30 in Dhaka on a coupon's last day is still that day there.
 */
import { describe, expect, it } from 'vitest';
import { CreatePaymentIntent } from '../../../application/payments/create-payment-intent.ts';
import { CheckCoupon } from '../../../application/coupons/check-coupon.ts';
import { GetArrears } from '../../../application/payments/get-arrears.ts';
import { ListMembers } from '../../../application/members/list-members.ts';
import { aCoupon, anActor, anAgreement, anApartment, aPayment, aUser } from '../../support/builders.ts';
import { FixedClock } from '../../support/fakes.ts';
import { aWorld, expectRefusal, type World } from '../world.ts';
import { buildingCalendar } from '../../../application/shared/building-calendar.ts';

/** 30 Nov 2026, 23:59 in Dhaka: the last minute of November there. */
const LAST_MINUTE_OF_NOVEMBER = new Date('2026-11-30T17:59:00Z');
/** 1 Dec 2026, 00:00 in Dhaka, while it is still 30 November in UTC. */
const FIRST_MINUTE_OF_DECEMBER = new Date('2026-11-30T18:00:00Z');
/** 30 Nov 2026, 23:30 in Dhaka. */
const HALF_PAST_ELEVEN_ON_THE_30TH = new Date('2026-11-30T17:30:00Z');

const flat = anApartment().withRent(12_000).build();
const nadia = aUser().withId('u-nadia').withEmail('nadia@example.com').withName('Nadia').member().build();
const payer = anActor().withEmail(nadia.email).withName(nadia.name).member().build();
// Her lease runs from October 2026; October is paid.
const lease = anAgreement().withId('agr-nadia').by(nadia).on(flat).startingIn('2026-10').accepted().build();
const lastDayOfNovember = aCoupon().withCode('NOVEMBER').withDiscount(10).expiringOn('2026-11-30').build();

async function buildingAt(at: Date): Promise<World> {
  const w = await aWorld({
    users: [nadia],
    apartments: [flat],
    agreements: [lease],
    coupons: [lastDayOfNovember],
    payments: [aPayment().by(nadia.email).forMonth('2026-10').build()],
  });
  const clock = new FixedClock(at);
  return { ...w, clock, calendar: buildingCalendar(clock, 'Asia/Dhaka') };
}

const intent = (w: World, month: string, couponCode?: string) =>
  new CreatePaymentIntent(
    w.agreements,
    w.coupons,
    w.payments,
    w.gateway,
    w.uow,
    w.ids,
    w.clock,
    w.calendar,
    w.books,
  ).execute({
    actor: payer,
    month,
    ...(couponCode ? { couponCode } : {}),
  });
const checkCoupon = (w: World) =>
  new CheckCoupon(w.coupons, w.payments, w.calendar).execute({ code: 'NOVEMBER', actor: payer });

describe("the building's calendar", () => {
  it('turns to December at midnight in Dhaka, while it is still 30 November in UTC', () => {
    const before = buildingCalendar(new FixedClock(LAST_MINUTE_OF_NOVEMBER), 'Asia/Dhaka');
    const after = buildingCalendar(new FixedClock(FIRST_MINUTE_OF_DECEMBER), 'Asia/Dhaka');
    expect([before.today(), before.thisMonth()]).toEqual(['2026-11-30', '2026-11']);
    expect([after.today(), after.thisMonth()]).toEqual(['2026-12-01', '2026-12']);
    expect(after.timeZone).toBe('Asia/Dhaka');
  });

  it('reads the clock at each call', () => {
    const clock = new FixedClock(LAST_MINUTE_OF_NOVEMBER);
    const calendar = buildingCalendar(clock, 'Asia/Dhaka');
    clock.advance(60_000);
    expect(calendar.thisMonth()).toBe('2026-12');
  });
});

// A member may pay one month ahead of the building's current month.
describe('the month ahead a member may pay', () => {
  it('is January from midnight in Dhaka on 1 December, while it is still November in UTC', async () => {
    const w = await buildingAt(FIRST_MINUTE_OF_DECEMBER);
    expect(await intent(w, '2027-01')).toMatchObject({ kind: 'intent', amountMinor: 1_200_000 });
    expect(w.gateway.callsTo('createIntent')[0]).toMatchObject({ metadata: { monthKey: '2027-01' } });
  });

  it('is not yet January a minute before midnight in Dhaka', async () => {
    const w = await buildingAt(LAST_MINUTE_OF_NOVEMBER);
    await expectRefusal(intent(w, '2027-01'), 'PAYMENT.MONTH_NOT_PAYABLE');
    expect(w.gateway.calls).toEqual([]);
  });
});

describe('a coupon on its last day', () => {
  it('still takes its discount off at 23:30 in Dhaka on that day', async () => {
    const w = await buildingAt(HALF_PAST_ELEVEN_ON_THE_30TH);
    expect(await checkCoupon(w)).toEqual(lastDayOfNovember);
    expect(await intent(w, '2026-11', 'NOVEMBER')).toMatchObject({ kind: 'intent', amountMinor: 1_080_000 });
  });

  it('is refused from midnight in Dhaka, while that day is not over in UTC', async () => {
    const w = await buildingAt(FIRST_MINUTE_OF_DECEMBER);
    await expect(checkCoupon(w)).rejects.toMatchObject({
      code: 'COUPON.EXPIRED',
      message: 'This coupon expired on 30 Nov 2026',
    });
    await expectRefusal(intent(w, '2026-11', 'NOVEMBER'), 'COUPON.EXPIRED');
    expect(w.gateway.calls).toEqual([]);
  });
});

describe('what a member owes', () => {
  it('counts December from midnight in Dhaka, in the arrears and on the members list', async () => {
    const w = await buildingAt(FIRST_MINUTE_OF_DECEMBER);
    expect(await new GetArrears(w.agreements, w.payments, w.calendar).execute()).toEqual({
      currentMonth: '2026-12',
      rows: [
        {
          memberEmail: nadia.email,
          memberName: nadia.name,
          current: true,
          months: ['2026-11', '2026-12'],
          owedMinor: 2_400_000,
        },
      ],
    });
    const [member] = await new ListMembers(w.users, w.agreements, w.payments, w.calendar).execute();
    expect(member).toMatchObject({ unpaidMonths: ['2026-11', '2026-12'], owedMinor: 2_400_000 });
  });

  it('counts November only in its last minute in Dhaka', async () => {
    const w = await buildingAt(LAST_MINUTE_OF_NOVEMBER);
    const arrears = await new GetArrears(w.agreements, w.payments, w.calendar).execute();
    expect(arrears).toMatchObject({ currentMonth: '2026-11', rows: [{ months: ['2026-11'], owedMinor: 1_200_000 }] });
  });
});
