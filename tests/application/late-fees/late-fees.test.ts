import { describe, expect, it } from 'vitest';
import { AddLateFees } from '../../../application/late-fees/add-late-fees.ts';
import { GetLateFeeSettings, SaveLateFeeSettings } from '../../../application/late-fees/late-fee-settings.ts';
import type { Books } from '../../../application/ledger/books.ts';
import { GetMyBooks } from '../../../application/ledger/read-books.ts';
import { RecordLedgerPayment, VoidLedgerEntry, type BookWriting } from '../../../application/ledger/write-books.ts';
import type { LateFeeRuleInput, SavedLateFeeRule } from '../../../domain/late-fees/late-fee.ts';
import type { Agreement } from '../../../domain/agreements/agreement.ts';
import { taka } from '../../../domain/shared/money.ts';
import { anAgreement, anApartment, aPayment, AT, aUser } from '../../support/builders.ts';
import { aWorld, expectRefusal, type World } from '../world.ts';

// The clock starts at 5 November 2026, 16:00 in Dhaka; rent is due on the 5th. Rahim rents A101 at 12 000 taka from
// September 2026 and paid September by card; Karim rented B101 from September to October and paid nothing; Mim rents
// C101 at 15 000 taka from November.
const a101 = anApartment().withId('apt-a101').withRent(12_000).build();
const b101 = anApartment().withId('apt-b101').at('B', 1, 'B101').withRent(20_000).build();
const c101 = anApartment().withId('apt-c101').at('C', 1, 'C101').withRent(15_000).build();
const rahim = aUser().withId('u-rahim').withEmail('rahim@example.com').withName('Rahim Uddin').member().build();
const karim = aUser().withId('u-karim').withEmail('karim@example.com').withName('Karim Ali').build();
const mim = aUser().withId('u-mim').withEmail('mim@example.com').withName('Mim Akter').member().build();
const rahimsLease = anAgreement().withId('L-rahim').by(rahim).on(a101).accepted().build();
const karimsLease: Agreement = {
  ...anAgreement().withId('L-karim').by(karim).on(b101).startingIn('2026-09').endingIn('2026-10').build(),
  decidedAt: AT,
};
const mimsLease = anAgreement().withId('L-mim').by(mim).on(c101).startingIn('2026-11').accepted().build();
const september = aPayment().withId('pay-sep').by(rahim.email).forMonth('2026-09').withTransactionId('pi_sep').build();
const ADMIN = 'admin@example.com';
const DUE_DAY = 5;

const aBuilding = () =>
  aWorld({
    apartments: [a101, b101, c101],
    users: [rahim, karim, mim],
    agreements: [rahimsLease, karimsLease, mimsLease],
    payments: [september],
  });

const settings = (w: World) => new GetLateFeeSettings(w.lateFeeRules, async () => DUE_DAY);
const save = (w: World) => new SaveLateFeeSettings(w.lateFeeRules, settings(w), w.uow, w.calendar, w.trail);
const round = (w: World, books: ConstructorParameters<typeof AddLateFees>[0] = w.books) =>
  new AddLateFees(
    books,
    w.agreements,
    w.ledger,
    () => settings(w).rule(),
    w.notifier,
    w.uow,
    w.ids,
    w.clock,
    w.calendar,
    async () => DUE_DAY,
    w.users,
  );
const writing = (w: World): BookWriting => ({ ...w, books: w.books, audit: w.trail });

const FIXED: LateFeeRuleInput = { enabled: true, graceDays: 5, basis: 'fixed', amount: 500, percent: null, cap: null };

/** Late fees on since September, as if an admin had switched them on then. */
const onSinceSeptember = async (w: World, rule: Partial<SavedLateFeeRule> = {}) =>
  w.lateFeeRules.save(
    {
      enabled: true,
      graceDays: 5,
      fee: { basis: 'fixed', amount: taka(500) },
      cap: null,
      since: '2026-09',
      version: 1,
      ...rule,
    },
    0,
  );

/** Moves the clock to an instant (UTC), which must be later than where it stands. */
const at = (w: World, iso: string) => w.clock.advance(new Date(iso).getTime() - w.clock.now().getTime());

/** The late fees on a lease's books: month, amount, and whether a void waived it. */
const lateFees = async (w: World, lease: Agreement) => {
  const books = await w.books.of(lease);
  const voided = new Set(books.settlement.voided.map((v) => v.entry.id));
  return books.entries
    .filter((e) => e.type === 'charge' && e.kind === 'late-fee')
    .map((e) => ({
      month: (e as { month: string }).month,
      amount: (e as { amount: number }).amount,
      waived: voided.has(e.id),
    }));
};

const inbox = async (w: World, email: string) => (await w.inbox.listFor(email, { limit: 20 })).map((n) => n.subject);

describe('the late-fee rule an admin saves', () => {
  it('is off until an admin saves one, with a fee to start from and the due day its grace counts from', async () => {
    const w = await aBuilding();
    expect(await settings(w).execute()).toEqual({
      rule: {
        enabled: false,
        graceDays: 5,
        fee: { basis: 'fixed', amount: taka(500) },
        cap: null,
        since: null,
        version: 0,
      },
      dueDay: DUE_DAY,
    });
  });

  it('starts from this month when switched on, is audit-logged with what changed, and refuses a stale version', async () => {
    const w = await aBuilding();
    const saved = await save(w).execute({ rule: FIXED, version: 0, by: ADMIN });
    expect(saved.rule).toMatchObject({ enabled: true, since: '2026-11', version: 1 });
    const percent = { ...FIXED, basis: 'percent', amount: null, percent: 7.5, cap: 800 };
    expect((await save(w).execute({ rule: percent, version: 1, by: ADMIN })).rule).toEqual({
      enabled: true,
      graceDays: 5,
      fee: { basis: 'percent', hundredths: 750 },
      cap: taka(800),
      since: '2026-11',
      version: 2,
    });
    const entries = (await w.audit.list({ action: 'late-fees.update' }, { page: 1, limit: 10 })).items;
    expect(entries.map((e) => [e.action, e.actor, e.subject, e.before, e.after])).toEqual([
      [
        'late-fees.update',
        ADMIN,
        'late-fees',
        { amount: 500, percent: null, cap: null },
        { amount: null, percent: 7.5, cap: 800 },
      ],
      ['late-fees.update', ADMIN, 'late-fees', { enabled: false }, { enabled: true }],
    ]);
    const before = w.rows();
    await expectRefusal(save(w).execute({ rule: FIXED, version: 1, by: ADMIN }), 'LATEFEE.CHANGED');
    expect(w.rows()).toEqual(before);
  });

  it('refuses a rule out of range by field, writing nothing', async () => {
    const w = await aBuilding();
    const before = w.rows();
    await expect(
      save(w).execute({ rule: { ...FIXED, graceDays: 29, amount: -5, cap: 10.5 }, version: 0, by: ADMIN }),
    ).rejects.toMatchObject({
      code: 'VALIDATION.INVALID_INPUT',
      fields: { graceDays: expect.any(String), amount: expect.any(String), cap: expect.any(String) },
    });
    expect(w.rows()).toEqual(before);
  });
});

describe('the round of late fees', () => {
  it('adds nothing on the last day of grace in Dhaka, and the fee from the first minute of the day after', async () => {
    const w = await aBuilding();
    await save(w).execute({ rule: FIXED, version: 0, by: ADMIN });
    // 10 November, 23:59 in Dhaka (17:59 UTC): the last day of November's grace.
    at(w, '2026-11-10T17:59:00Z');
    expect(await round(w).execute()).toEqual({ added: 0 });
    expect(await lateFees(w, mimsLease)).toEqual([]);
    // 11 November, 00:00 in Dhaka, though it is still the 10th in UTC.
    at(w, '2026-11-10T18:00:00Z');
    expect(await round(w).execute()).toEqual({ added: 2 });
    expect(await lateFees(w, mimsLease)).toEqual([{ month: '2026-11', amount: taka(500), waived: false }]);
    expect(await inbox(w, mim.email)).toEqual(['Late fee added: 500 taka for November 2026']);
    const emailed = [...w.tables.emails.values()].filter((e) => e.to === mim.email);
    expect(emailed).toHaveLength(1);
    const notice = (await w.inbox.listFor(mim.email, { limit: 1 }))[0]!;
    expect(notice).toMatchObject({
      link: '/dashboard/my-account',
      event: { type: 'late-fee-added', month: '2026-11', amount: 500 },
    });
    // The next round, and the one after, find the fee there.
    expect(await round(w).execute()).toEqual({ added: 0 });
    expect(await lateFees(w, mimsLease)).toHaveLength(1);
    expect(await inbox(w, mim.email)).toHaveLength(1);
  });

  it('counts the grace across the month’s end in Dhaka: the day after it ends is already December there', async () => {
    const w = await aBuilding();
    await save(w).execute({ rule: { ...FIXED, graceDays: 25 }, version: 0, by: ADMIN });
    // 30 November, 23:59 in Dhaka: the grace's last day.
    at(w, '2026-11-30T17:59:00Z');
    expect(await round(w).execute()).toEqual({ added: 0 });
    // 1 December in Dhaka, 30 November in UTC: November's rent is late; December's is not even due.
    at(w, '2026-11-30T18:00:00Z');
    await round(w).execute();
    expect(await lateFees(w, mimsLease)).toEqual([{ month: '2026-11', amount: taka(500), waived: false }]);
  });

  it('charges each unsettled month since late fees began, a percent of what is unpaid, never a settled month', async () => {
    const w = await aBuilding();
    await onSinceSeptember(w, { fee: { basis: 'percent', hundredths: 1000 }, cap: taka(1_000) });
    // Rahim pays 18 000 taka in cash: October settled (oldest first), 6 000 of November's 12 000 still owed.
    await new RecordLedgerPayment(writing(w), w.notifier).execute({
      leaseId: rahimsLease.id,
      amount: 18_000,
      paidOn: '2026-11-05',
      method: 'cash',
      by: ADMIN,
    });
    at(w, '2026-11-11T06:00:00Z');
    await round(w).execute();
    // September paid by card, October settled: November's fee is 10% of the 6 000 unpaid.
    expect(await lateFees(w, rahimsLease)).toEqual([{ month: '2026-11', amount: taka(600), waived: false }]);
    // Mim owes November's 15 000 whole: 10% is 1 500, held to the cap.
    expect(await lateFees(w, mimsLease)).toEqual([{ month: '2026-11', amount: taka(1_000), waived: false }]);
  });

  it('charges every unpaid month since late fees began, oldest first, and none before', async () => {
    const w = await aBuilding();
    await onSinceSeptember(w, { since: '2026-10' });
    at(w, '2026-11-11T06:00:00Z');
    await round(w).execute();
    expect(await lateFees(w, rahimsLease)).toEqual([
      { month: '2026-10', amount: taka(500), waived: false },
      { month: '2026-11', amount: taka(500), waived: false },
    ]);
    expect(await inbox(w, rahim.email)).toEqual([
      'Late fee added: 500 taka for November 2026',
      'Late fee added: 500 taka for October 2026',
    ]);
  });

  it('never charges a lease that has ended, however much it owes', async () => {
    const w = await aBuilding();
    await onSinceSeptember(w);
    at(w, '2026-11-11T06:00:00Z');
    await round(w).execute();
    expect(await lateFees(w, karimsLease)).toEqual([]);
    expect(await inbox(w, karim.email)).toEqual([]);
  });

  it('adds nothing while late fees are off, or before an admin ever saved them', async () => {
    const w = await aBuilding();
    at(w, '2026-11-20T06:00:00Z');
    const before = w.rows();
    expect(await round(w).execute()).toEqual({ added: 0 });
    await onSinceSeptember(w, { enabled: false, since: null });
    expect(await round(w).execute()).toEqual({ added: 0 });
    expect(w.rows().ledgerEntries).toEqual(before.ledgerEntries);
    expect(w.rows().notifications).toEqual(before.notifications);
  });

  it('switched on this month, charges this month only: never the months before it was switched on', async () => {
    const w = await aBuilding();
    await save(w).execute({ rule: FIXED, version: 0, by: ADMIN });
    at(w, '2026-12-11T06:00:00Z');
    await round(w).execute();
    // Rahim owes October too, which was before late fees were on.
    expect((await lateFees(w, rahimsLease)).map((f) => f.month)).toEqual(['2026-11', '2026-12']);
  });

  it('never adds a waived month again: the admin voids the fee with a reason, audit-logged', async () => {
    const w = await aBuilding();
    await save(w).execute({ rule: FIXED, version: 0, by: ADMIN });
    at(w, '2026-11-11T06:00:00Z');
    await round(w).execute();
    const books = await new GetMyBooks(w.agreements, w.books).execute(mim);
    const fee = books.settlement.charges.find((c) => c.charge.kind === 'late-fee')!.charge;
    expect(books.settlement.balance).toBe(taka(15_500));
    const { books: after } = await new VoidLedgerEntry(writing(w)).execute({
      leaseId: mimsLease.id,
      entryId: fee.id,
      reason: 'First time late: waived',
      by: ADMIN,
    });
    expect(after.settlement.balance).toBe(taka(15_000));
    expect((await w.audit.list({ action: 'ledger.void' }, { page: 1, limit: 1 })).items[0]).toMatchObject({
      action: 'ledger.void',
      before: { entry: 'Late fee 2026-11', amount: 500 },
      after: { reason: 'First time late: waived' },
    });
    w.clock.advance(60 * 60_000);
    expect(await round(w).execute()).toEqual({ added: 0 });
    expect(await lateFees(w, mimsLease)).toEqual([{ month: '2026-11', amount: taka(500), waived: true }]);
  });

  it('adds each fee once when two rounds run at once', async () => {
    const w = await aBuilding();
    await onSinceSeptember(w);
    at(w, '2026-11-11T06:00:00Z');
    const [a, b] = await Promise.all([round(w).execute(), round(w).execute()]);
    expect(a.added + b.added).toBe(3);
    expect(await lateFees(w, rahimsLease)).toHaveLength(2);
    expect(await lateFees(w, mimsLease)).toHaveLength(1);
    expect(await inbox(w, rahim.email)).toHaveLength(2);
  });

  it('takes a fee another instance wrote after this round read the books as added, and goes on', async () => {
    const w = await aBuilding();
    await onSinceSeptember(w);
    at(w, '2026-11-11T06:00:00Z');
    // What the books said before the other instance's round: no late fee anywhere.
    const stale = new Map<string, Books>();
    for (const lease of [rahimsLease, mimsLease]) stale.set(lease.id, await w.books.of(lease));
    const staleAll = await w.books.all();
    expect(await round(w).execute()).toEqual({ added: 3 });
    const behind = { all: async () => staleAll, of: async (a: Agreement) => stale.get(a.id) ?? w.books.of(a) };
    const before = w.rows();
    expect(await round(w, behind).execute()).toEqual({ added: 0 });
    expect(w.rows()).toEqual(before);
  });
});
