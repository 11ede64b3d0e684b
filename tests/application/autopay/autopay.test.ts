import { describe, expect, it } from 'vitest';
import { ChargeAutopay } from '../../../application/autopay/charge-autopay.ts';
import {
  GetMyAutopay,
  ListAutopay,
  SaveCard,
  SkipAutopayMonth,
  StartCardSetup,
  TurnOffAutopay,
  TurnOnAutopay,
  type AutopayDeps,
} from '../../../application/autopay/manage-autopay.ts';
import { RecordBooksCardPayment } from '../../../application/ledger/pay-by-card.ts';
import { SandboxGateway } from '../../../adapters/payments/sandbox/sandbox-gateway.ts';
import { SandboxSavedCards } from '../../../adapters/payments/sandbox/sandbox-saved-cards.ts';
import type { Agreement } from '../../../domain/agreements/agreement.ts';
import type { LedgerCredit } from '../../../domain/ledger/ledger.ts';
import { taka } from '../../../domain/shared/money.ts';
import { anAgreement, anApartment, aPayment, aUser } from '../../support/builders.ts';
import { aWorld, expectRefusal, type World } from '../world.ts';

// The clock starts at 5 November 2026, 16:00 in Dhaka. Rahim rents A101 at 12 000 taka from September 2026 and paid
// September and October: November's rent is what he owes. Karim's lease ended in October: a former resident.
const a101 = anApartment().withId('apt-a101').withRent(12_000).build();
const b101 = anApartment().withId('apt-b101').at('B', 1, 'B101').withRent(20_000).build();
const rahim = aUser().withId('u-rahim').withEmail('rahim@example.com').withName('Rahim Uddin').member().build();
const karim = aUser().withId('u-karim').withEmail('karim@example.com').withName('Karim Ali').build();
const rahimsLease = anAgreement().withId('L-rahim').by(rahim).on(a101).accepted().build();
const karimsLease: Agreement = anAgreement().withId('L-karim').by(karim).on(b101).endingIn('2026-10').build();
const paid = (month: string) =>
  aPayment().withId(`pay-${month}`).by(rahim.email).forMonth(month).withTransactionId(`pi_${month}`).build();

const SUCCEEDS = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };
const DECLINES_LATER = { ...SUCCEEDS, number: '4000000000000341' };
const NEEDS_AUTHENTICATION = { ...SUCCEEDS, number: '4000002760003184' };

const aBuilding = () =>
  aWorld({
    apartments: [a101, b101],
    users: [rahim, karim],
    agreements: [rahimsLease, karimsLease],
    payments: [paid('2026-09'), paid('2026-10')],
  });

/** Rahim alone, November paid already. */
const aPaidUpBuilding = () =>
  aWorld({
    apartments: [a101],
    users: [rahim],
    agreements: [rahimsLease],
    payments: [paid('2026-09'), paid('2026-10'), paid('2026-11')],
  });

function autopayOver(w: World, { dueDay = 5, recorderFails = false, providerDown = false } = {}) {
  const gateway = new SandboxGateway(w.sandboxIntents, w.clock);
  const cards = new SandboxSavedCards(gateway, w.clock);
  if (providerDown) cards.chargeSaved = () => Promise.reject(new Error('connect ETIMEDOUT'));
  const d: AutopayDeps = {
    settings: w.autopaySettings,
    attempts: w.autopayAttempts,
    agreements: w.agreements,
    cards,
    uow: w.uow,
    clock: w.clock,
    calendar: w.calendar,
    dueDay: async () => dueDay,
  };
  const recorder = recorderFails
    ? { execute: () => Promise.reject(new Error('the database went away')) }
    : new RecordBooksCardPayment(
        w.agreements,
        w.ledger,
        w.books,
        gateway,
        w.uow,
        w.ids,
        w.clock,
        w.calendar,
        w.notifier,
        w.logger,
      );
  const job = () =>
    new ChargeAutopay({ ...d, books: w.books, recorder, gateway, notifier: w.notifier, logger: w.logger });
  return {
    gateway,
    job,
    mine: (email = rahim.email) => new GetMyAutopay(d).execute({ email }),
    saveCard: async (card = SUCCEEDS, email = rahim.email) => {
      await new StartCardSetup(d).execute({ email });
      return new SaveCard(d).execute({ actor: { email }, setupIntentId: cards.confirmSetup(card).id });
    },
    turnOn: (cap: number, email = rahim.email) => new TurnOnAutopay(d).execute({ actor: { email }, cap: cap as never }),
    turnOff: (email = rahim.email) => new TurnOffAutopay(d).execute({ email }),
    skip: (email = rahim.email) => new SkipAutopayMonth(d).execute({ email }),
    list: () => new ListAutopay(d).execute(),
  };
}

const cardPayments = async (w: World) =>
  (await w.ledger.listFor(rahimsLease.id)).filter((e): e is LedgerCredit => e.type === 'credit' && e.method === 'card');
const notices = async (w: World, email = rahim.email) =>
  (await w.inbox.listFor(email, { limit: 20 })).map((n) => n.event?.type);
/** November claimed by the round of the 5th, which stopped before its charge ended. */
const halfWay = {
  leaseId: rahimsLease.id,
  month: '2026-11',
  userEmail: rahim.email,
  outcome: 'charging',
  tries: 1,
  amount: taka(0),
  triedOn: '2026-11-05',
} as const;
const to = (w: World, iso: string) => w.clock.advance(new Date(iso).getTime() - w.clock.now().getTime());

describe('a member setting autopay up', () => {
  it('saves a card by its ids, brand and last four digits, turns autopay on with a cap, and sees it', async () => {
    const w = await aBuilding();
    const a = autopayOver(w);
    const saved = await a.saveCard();
    expect(saved.autopay).toMatchObject({ enabled: false, card: { brand: 'visa', last4: '4242' } });
    expect(JSON.stringify(w.rows().autopaySettings)).not.toContain('4242424242424242');
    const mine = await a.turnOn(taka(15_000));
    expect(mine).toMatchObject({
      autopay: { enabled: true, cap: taka(15_000) },
      hasLease: true,
      nextChargeOn: '2026-11-05',
    });
    expect(await a.list()).toEqual([{ autopay: mine.autopay, name: 'Rahim Uddin', flat: a101.number }]);
  });

  it('refuses a cap of nothing or over ten million taka, a former resident and a member with no card, changing nothing', async () => {
    const w = await aBuilding();
    const a = autopayOver(w);
    const before = w.rows();
    await expectRefusal(a.turnOn(taka(15_000)), 'AUTOPAY.NO_CARD');
    await a.saveCard(SUCCEEDS, karim.email);
    const withCard = w.rows();
    await expectRefusal(a.turnOn(taka(15_000), karim.email), 'AUTOPAY.NO_LEASE');
    await expectRefusal(a.turnOn(0, karim.email), 'VALIDATION.INVALID_INPUT');
    await expectRefusal(a.turnOn(taka(10_000_000) + 1, karim.email), 'VALIDATION.INVALID_INPUT');
    await expectRefusal(a.turnOff(karim.email), 'AUTOPAY.NOT_ON');
    await expectRefusal(a.skip(karim.email), 'AUTOPAY.NOT_ON');
    expect(w.rows()).toEqual(withCard);
    expect(before.autopaySettings).toEqual([]);
  });

  it('refuses a setup that did not succeed', async () => {
    const w = await aBuilding();
    const a = autopayOver(w);
    expect(() => new SandboxSavedCards(a.gateway).confirmSetup({ ...SUCCEEDS, number: '4000000000000002' })).toThrow(
      expect.objectContaining({ code: 'PAYMENT.CARD_DECLINED' }),
    );
    const before = w.rows();
    const d = { settings: w.autopaySettings, cards: new SandboxSavedCards(a.gateway) } as unknown as AutopayDeps;
    await expectRefusal(
      new SaveCard(d).execute({ actor: rahim, setupIntentId: 'seti_sandbox_made_up' }),
      'AUTOPAY.CARD_NOT_SAVED',
    );
    expect(w.rows()).toEqual(before);
  });

  it('skips the next month and turns off', async () => {
    const w = await aBuilding();
    const a = autopayOver(w);
    await a.saveCard();
    await a.turnOn(taka(15_000));
    expect((await a.skip()).autopay.skipMonth).toBe('2026-11');
    expect((await a.mine()).nextChargeOn).toBe('2026-12-05');
    expect(await a.job().execute()).toEqual({ charged: 0 });
    expect(await cardPayments(w)).toEqual([]);
    const off = await a.turnOff();
    expect(off.autopay).toMatchObject({ enabled: false });
    expect(off.nextChargeOn).toBeUndefined();
  });
});

describe('the autopay round', () => {
  it('charges what the books say is owed once, records it as a card payment, and names the next month', async () => {
    const w = await aBuilding();
    const a = autopayOver(w);
    await a.saveCard();
    await a.turnOn(taka(15_000));
    expect(await a.job().execute()).toEqual({ charged: 1 });
    expect(await a.job().execute()).toEqual({ charged: 0 });
    const payments = await cardPayments(w);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amount: taka(12_000), kind: 'payment', paidOn: '2026-11-05' });
    expect((await w.books.of(rahimsLease)).settlement.owed).toBe(0);
    const mine = await a.mine();
    expect(mine.lastAttempt).toMatchObject({ month: '2026-11', outcome: 'paid', amount: taka(12_000), tries: 1 });
    expect(mine.nextChargeOn).toBe('2026-12-05');
    expect(await notices(w)).toEqual(['payment-received']);
  });

  it('charges a month once when two instances run the round at the same moment', async () => {
    const w = await aBuilding();
    const a = autopayOver(w);
    await a.saveCard();
    await a.turnOn(taka(15_000));
    const results = await Promise.all([a.job().execute(), a.job().execute(), autopayOver(w).job().execute()]);
    expect(results.map((r) => r.charged).sort()).toEqual([0, 0, 1]);
    expect(await cardPayments(w)).toHaveLength(1);
    expect(w.rows().sandboxIntents).toHaveLength(1);
  });

  it('waits for the due day', async () => {
    const w = await aBuilding();
    const a = autopayOver(w, { dueDay: 6 });
    await a.saveCard();
    await a.turnOn(taka(15_000));
    expect(await a.job().execute()).toEqual({ charged: 0 });
    expect(w.rows().autopayAttempts).toEqual([]);
  });

  it('charges nothing over the cap, and tells the member', async () => {
    const w = await aBuilding();
    const a = autopayOver(w);
    await a.saveCard();
    await a.turnOn(taka(11_999));
    expect(await a.job().execute()).toEqual({ charged: 0 });
    expect(w.rows().sandboxIntents).toEqual([]);
    expect((await a.mine()).lastAttempt).toMatchObject({ outcome: 'over-cap', amount: taka(12_000) });
    const [notice] = await w.inbox.listFor(rahim.email, { limit: 5 });
    expect(notice?.event).toEqual({
      type: 'autopay-not-charged',
      month: '2026-11',
      amount: 12_000,
      reason: 'over-cap',
      retry: false,
    });
  });

  it('charges nothing when nothing is owed, and tells nobody', async () => {
    const w = await aPaidUpBuilding();
    const a = autopayOver(w);
    await a.saveCard();
    await a.turnOn(taka(15_000));
    await a.job().execute();
    expect((await a.mine()).lastAttempt).toMatchObject({ outcome: 'nothing-owed' });
    expect(await notices(w)).toEqual([]);
  });

  it('tries a declined card once more the next day, then not again that month, telling the member each time', async () => {
    const w = await aBuilding();
    const a = autopayOver(w);
    await a.saveCard(DECLINES_LATER);
    await a.turnOn(taka(15_000));
    await a.job().execute();
    await a.job().execute();
    expect((await a.mine()).lastAttempt).toMatchObject({
      outcome: 'declined',
      tries: 1,
      message: 'Your card was declined.',
    });
    to(w, '2026-11-06T04:00:00Z');
    await a.job().execute();
    expect((await a.mine()).lastAttempt).toMatchObject({ outcome: 'declined', tries: 2, triedOn: '2026-11-06' });
    to(w, '2026-11-07T04:00:00Z');
    await a.job().execute();
    const events = (await w.inbox.listFor(rahim.email, { limit: 5 })).map((n) => n.event);
    expect(events).toEqual([
      expect.objectContaining({ reason: 'declined', retry: false }),
      expect.objectContaining({ reason: 'declined', retry: true }),
    ]);
    expect(await cardPayments(w)).toEqual([]);
  });

  it('tells the member when the bank asks for their authentication, charging nothing', async () => {
    const w = await aBuilding();
    const a = autopayOver(w);
    await a.saveCard(NEEDS_AUTHENTICATION);
    await a.turnOn(taka(15_000));
    await a.job().execute();
    expect((await a.mine()).lastAttempt).toMatchObject({ outcome: 'needs-authentication' });
    expect(await notices(w)).toEqual(['autopay-not-charged']);
    expect(await cardPayments(w)).toEqual([]);
  });

  it('refunds a charge the books could not record', async () => {
    const w = await aBuilding();
    const a = autopayOver(w, { recorderFails: true });
    await a.saveCard();
    await a.turnOn(taka(15_000));
    await a.job().execute();
    const [intent] = w.rows().sandboxIntents;
    expect(intent).toMatchObject({ status: 'succeeded', amountRefunded: taka(12_000) });
    expect((await a.mine()).lastAttempt).toMatchObject({ outcome: 'failed', intentId: intent!.id });
    expect(await cardPayments(w)).toEqual([]);
    expect(w.logger.entries.map((e) => e.message)).toContain('autopay charge refunded: the books could not record it');
  });

  it('tells the member, when the provider does not answer, that the payment history shows whether the card was charged', async () => {
    const w = await aBuilding();
    const a = autopayOver(w, { providerDown: true });
    await a.saveCard();
    await a.turnOn(taka(15_000));
    expect(await a.job().execute()).toEqual({ charged: 0 });
    expect((await a.mine()).lastAttempt).toMatchObject({ outcome: 'failed', amount: taka(12_000) });
    const [notice] = await w.inbox.listFor(rahim.email, { limit: 5 });
    expect(notice?.event).toMatchObject({ reason: 'unfinished', retry: false });
    expect(await cardPayments(w)).toEqual([]);
  });

  it('settles a month a stopped round left half-way on a later day without charging again, and tells the member to pay', async () => {
    const w = await aBuilding();
    const a = autopayOver(w);
    await a.saveCard();
    await a.turnOn(taka(15_000));
    // The round of 5 November claimed the month and stopped before its charge ended.
    await w.autopayAttempts.claim(halfWay);
    expect(await a.job().execute()).toEqual({ charged: 0 });
    expect((await a.mine()).lastAttempt).toMatchObject({ outcome: 'charging' });
    to(w, '2026-11-06T04:00:00Z');
    expect(await a.job().execute()).toEqual({ charged: 0 });
    expect(w.rows().sandboxIntents).toEqual([]);
    expect((await a.mine()).lastAttempt).toMatchObject({
      outcome: 'failed',
      amount: taka(12_000),
      triedOn: '2026-11-06',
    });
    const [notice] = await w.inbox.listFor(rahim.email, { limit: 5 });
    expect(notice?.event).toEqual({
      type: 'autopay-not-charged',
      month: '2026-11',
      amount: 12_000,
      reason: 'unfinished',
      retry: false,
    });
    await a.job().execute();
    expect(await notices(w)).toEqual(['autopay-not-charged']);
  });

  it('settles a half-way month as nothing owed, telling nobody, when its charge reached the books after all', async () => {
    const w = await aPaidUpBuilding();
    const a = autopayOver(w);
    await a.saveCard();
    await a.turnOn(taka(15_000));
    await w.autopayAttempts.claim(halfWay);
    to(w, '2026-11-06T04:00:00Z');
    await a.job().execute();
    expect((await a.mine()).lastAttempt).toMatchObject({ outcome: 'nothing-owed', triedOn: '2026-11-06' });
    expect(w.rows().sandboxIntents).toEqual([]);
    expect(await notices(w)).toEqual([]);
  });

  it('charges the next month from 18:00 UTC on the last day of a month, when the building is already in the next', async () => {
    const w = await aBuilding();
    const a = autopayOver(w, { dueDay: 1 });
    await a.saveCard();
    await a.turnOn(taka(1_000_000));
    to(w, '2026-11-30T17:59:00Z');
    expect(await a.job().execute()).toEqual({ charged: 1 });
    expect((await a.mine()).nextChargeOn).toBe('2026-12-01');
    to(w, '2026-11-30T17:59:59Z');
    expect(await a.job().execute()).toEqual({ charged: 0 });
    to(w, '2026-11-30T18:00:00Z');
    expect(await a.job().execute()).toEqual({ charged: 1 });
    expect((await cardPayments(w)).map((p) => [p.paidOn, p.amount])).toEqual([
      ['2026-11-30', taka(12_000)],
      ['2026-12-01', taka(12_000)],
    ]);
    expect((await a.mine()).lastAttempt).toMatchObject({ month: '2026-12', outcome: 'paid' });
  });
});
