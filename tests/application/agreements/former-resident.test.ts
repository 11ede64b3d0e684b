import { describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_SCHEDULE } from '../../../domain/notifications/reminders.ts';
import { CreatePaymentIntent } from '../../../application/payments/create-payment-intent.ts';
import { GetMyDues } from '../../../application/payments/get-my-dues.ts';
import { IsFormerResident } from '../../../application/agreements/is-former-resident.ts';
import { ListAgreementRequests } from '../../../application/agreements/list-agreement-requests.ts';
import { RecordPayment } from '../../../application/payments/record-payment.ts';
import { GetArrears } from '../../../application/payments/get-arrears.ts';
import { anActor, anAgreement, anApartment, aPayment, aUser } from '../../support/builders.ts';
import { aWorld, expectRefusal, type World } from '../world.ts';
import { poisha } from '../../../domain/shared/money.ts';

// The clock reads 5 November 2026. Sohel rented A101 at 32 000 taka from August to October 2026 and paid August only;
// the flat has been re-priced since, and he has applied for B101.
const a101 = anApartment().withId('apt-a101').withRent(40_000).build();
const b101 = anApartment().withId('apt-b101').at('B', 1, 'B101').withRent(20_000).build();
const sohel = aUser().withEmail('sohel@example.com').withName('Sohel Rana').build();
const former = anActor().withEmail('sohel@example.com').withName('Sohel Rana').build();
const endedLease = anAgreement()
  .withId('agr-old')
  .by(sohel)
  .on({ ...a101, rent: 32_000 })
  .startingIn('2026-08')
  .endingIn('2026-10')
  .build();
const reapplied = anAgreement().withId('agr-new').by(sohel).on(b101).build();

const aFormerResidentsWorld = () =>
  aWorld({
    apartments: [a101, b101],
    users: [sohel],
    agreements: [endedLease, reapplied],
    payments: [aPayment().by(sohel.email).forMonth('2026-08').build()],
  });
const dues = (w: World) =>
  new GetMyDues(w.agreements, w.payments, w.calendar, async () => DEFAULT_REMINDER_SCHEDULE, w.books);
const creator = (w: World) =>
  new CreatePaymentIntent(w.agreements, w.coupons, w.payments, w.gateway, w.uow, w.ids, w.clock, w.calendar, w.books);
const recorder = (w: World) =>
  new RecordPayment(w.agreements, w.payments, w.gateway, w.uow, w.ids, w.clock, w.logger, w.calendar, w.notifier);

describe('a former resident who owes', () => {
  it('keeps a rent account: the unpaid months of the ended lease at its rent, payable, and none after it', async () => {
    const w = await aFormerResidentsWorld();
    const account = await dues(w).execute(former);
    expect(account.agreement.id).toBe('agr-old');
    expect(account.owed.map((m) => [m.month, m.amountMinor])).toEqual([
      ['2026-09', 3_200_000],
      ['2026-10', 3_200_000],
    ]);
    expect(account.totalMinor).toBe(6_400_000);
    expect(account.payable).toEqual(['2026-09', '2026-10']);
    // The same debt the admin's Arrears report shows.
    const arrears = await new GetArrears(w.agreements, w.payments, w.calendar).execute();
    expect(arrears.rows.find((r) => r.memberEmail === former.email)?.owedMinor).toBe(account.totalMinor);
  });

  it('pays a month of the ended lease by card at the stored rent, recorded under that lease', async () => {
    const w = await aFormerResidentsWorld();
    const outcome = await creator(w).execute({ actor: former, month: '2026-09', amountMinor: poisha(3_200_000) });
    expect(outcome).toMatchObject({ kind: 'intent', amountMinor: poisha(3_200_000) });
    expect(w.gateway.callsTo('createIntent')[0]).toMatchObject({
      metadata: { agreementId: 'agr-old', leaseStatus: 'ended', monthKey: '2026-09' },
    });
    const intent = w.gateway.intents.get('pi_1')!;
    w.gateway.intents.set('pi_1', { ...intent, status: 'succeeded' });

    const payment = await recorder(w).execute({ transactionId: 'pi_1', reportedBy: former, month: '2026-09' });
    expect(payment).toMatchObject({
      monthKey: '2026-09',
      amountMinor: poisha(3_200_000),
      number: 'A101',
      rent: 32_000,
    });
    expect(w.gateway.refunded).toEqual([]);
    expect((await dues(w).execute(former)).owed.map((m) => m.month)).toEqual(['2026-10']);
  });

  it('never pays a month outside the ended lease, before it or after it', async () => {
    const w = await aFormerResidentsWorld();
    const before = w.rows();
    for (const month of ['2026-07', '2026-11', '2026-12']) {
      await expectRefusal(creator(w).execute({ actor: former, month }), 'PAYMENT.MONTH_NOT_PAYABLE');
    }
    await expectRefusal(creator(w).execute({ actor: former, month: '2026-08' }), 'PAYMENT.MONTH_ALREADY_PAID');
    await expectRefusal(
      creator(w).execute({ actor: former, month: '2026-09', amountMinor: poisha(2_000_000) }),
      'PAYMENT.AMOUNT_MISMATCH',
    );
    expect(w.gateway.calls).toEqual([]);
    expect(w.rows()).toEqual(before);
  });

  it('refunds a charge claiming an ended lease that is someone else’s', async () => {
    const w = await aFormerResidentsWorld();
    const other = anActor().withEmail('karim@example.com').build();
    w.gateway.intents.set('pi_9', {
      id: 'pi_9',
      clientSecret: 'pi_9_secret_fixed',
      amountMinor: poisha(3_200_000),
      currency: 'bdt',
      status: 'succeeded',
      metadata: {
        userEmail: other.email,
        agreementId: 'agr-old',
        leaseStatus: 'ended',
        month: '2026-09',
        monthKey: '2026-09',
        discount: 0,
        couponCode: '',
        couponLimit: '',
      },
    });
    await expectRefusal(recorder(w).execute({ transactionId: 'pi_9', reportedBy: other }), 'AGREEMENT.NOT_ACCEPTED');
    expect(w.gateway.refunded).toEqual(['pi_9']);
    expect(await w.payments.listFor(other.email)).toEqual([]);
  });

  it('is told apart from a member and from someone who never rented', async () => {
    const w = await aFormerResidentsWorld();
    const is = new IsFormerResident(w.agreements);
    expect(await is.execute(former)).toBe(true);
    expect(await is.execute(anActor().withEmail('new@example.com').build())).toBe(false);
    expect(await is.execute({ ...former, role: 'member' })).toBe(false);
    await expectRefusal(dues(w).execute({ email: 'new@example.com' }), 'AGREEMENT.NOT_FOUND');
  });

  it("is marked in the admin's request list with what they owe", async () => {
    const w = await aFormerResidentsWorld();
    const requests = await new ListAgreementRequests(w.agreements, w.payments, w.calendar).execute();
    expect(requests.map((r) => [r.id, r.owedMinor])).toEqual([['agr-new', 6_400_000]]);
  });
});
