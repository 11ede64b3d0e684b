import { describe, expect, it } from 'vitest';
import { DecideAgreement } from '../../../application/agreements/decide-agreement.ts';
import { advanceChargeId, depositChargeId, rentChargeId } from '../../../domain/ledger/ledger.ts';
import { taka, ZERO } from '../../../domain/shared/money.ts';
import { RecordLedgerPayment } from '../../../application/ledger/write-books.ts';
import { AT, anAgreement, anApartment, aUser } from '../../support/builders.ts';
import { aWorld, expectRefusal, type World } from '../world.ts';

const ADMIN = 'admin@example.com';
const a101 = anApartment().build();
const rahim = aUser().build();
const request = anAgreement().withId('agr-rahim').by(rahim).on(a101).build();

const decider = (w: World) =>
  new DecideAgreement(w.agreements, w.users, w.uow, w.ids, w.clock, w.trail, w.calendar, w.notifier, w.ledger);

const TERMS = { rent: 15_000, endMonth: '2027-10', advanceMonths: 2, deposit: 30_000 };

describe('accepting on terms', () => {
  it('keeps the terms on the lease and writes the deposit and the advance to its books with the accept', async () => {
    const w = await aWorld({ apartments: [a101], users: [rahim], agreements: [request] });
    const lease = await decider(w).execute({
      id: 'agr-rahim',
      decision: 'accept',
      by: ADMIN,
      startMonth: '2026-11',
      terms: TERMS,
    });
    expect(lease).toMatchObject({ rent: 15_000, termEndMonth: '2027-10', advanceMonths: 2, deposit: 30_000 });
    const entries = await w.ledger.listFor('agr-rahim');
    expect(entries).toHaveLength(2);
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: depositChargeId('agr-rahim'),
          kind: 'deposit',
          amount: taka(30_000),
          month: '2026-11',
        }),
        expect.objectContaining({ id: advanceChargeId('agr-rahim'), kind: 'advance', amount: taka(30_000), months: 2 }),
      ]),
    );
    const audit = await w.audit.list({}, { page: 1, limit: 10 });
    expect(JSON.stringify(audit)).toContain('"deposit":30000');

    // The books bill the lease's rent, and the advance's two months from the start.
    const books = await w.books.of(lease);
    const rents = books.settlement.charges.filter((c) => c.charge.kind === 'rent');
    expect(rents.map((c) => [c.charge.month, c.charge.amount])).toEqual([
      ['2026-11', taka(15_000)],
      ['2026-12', taka(15_000)],
    ]);
    expect(books.settlement.owed).toBe(taka(60_000));
  });

  it('once the deposit and the advance are paid, the first two months are settled and the deposit is held', async () => {
    const w = await aWorld({ apartments: [a101], users: [rahim], agreements: [request] });
    const lease = await decider(w).execute({ id: 'agr-rahim', decision: 'accept', by: ADMIN, terms: TERMS });
    const record = new RecordLedgerPayment(
      {
        agreements: w.agreements,
        ledger: w.ledger,
        books: w.books,
        uow: w.uow,
        ids: w.ids,
        clock: w.clock,
        calendar: w.calendar,
        audit: w.trail,
      },
      w.notifier,
    );
    const paid = await record.execute({
      leaseId: lease.id,
      amount: 60_000,
      paidOn: w.calendar.today(),
      method: 'cash',
      by: ADMIN,
    });
    const s = paid.books.settlement;
    expect(s.owed).toBe(ZERO);
    expect(s.balance).toBe(ZERO);
    expect(s.depositHeld).toBe(taka(30_000));
    for (const month of ['2026-11', '2026-12'])
      expect(s.charges.find((c) => c.charge.id === rentChargeId(lease.id, month))?.remaining).toBe(ZERO);
    expect(await w.books.paidMonthsOf('rahim@example.com')).toEqual(new Set(['2026-11', '2026-12']));
  });

  it('bad terms are refused beside their fields and nothing is written', async () => {
    const w = await aWorld({ apartments: [a101], users: [rahim], agreements: [request] });
    const before = w.rows();
    for (const terms of [
      { rent: -1 },
      { rent: 100.5 },
      { deposit: 15_000 * 24 + 1, rent: 15_000 },
      { advanceMonths: 25 },
      { endMonth: '2026-10' },
    ]) {
      const refusal = decider(w).execute({
        id: 'agr-rahim',
        decision: 'accept',
        by: ADMIN,
        startMonth: '2026-11',
        terms,
      });
      await expect(refusal).rejects.toMatchObject({ code: 'VALIDATION.INVALID_INPUT', fields: expect.any(Object) });
    }
    expect(w.rows()).toEqual(before);
  });

  it('a second accept writes nothing twice', async () => {
    const w = await aWorld({ apartments: [a101], users: [rahim], agreements: [request] });
    await decider(w).execute({ id: 'agr-rahim', decision: 'accept', by: ADMIN, terms: TERMS });
    const before = w.rows();
    await expectRefusal(
      decider(w).execute({ id: 'agr-rahim', decision: 'accept', by: ADMIN, terms: TERMS }),
      'AGREEMENT.ALREADY_ACCEPTED',
    );
    expect(w.rows()).toEqual(before);
    expect(AT).toBeInstanceOf(Date);
  });
});
