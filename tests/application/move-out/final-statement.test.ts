import { describe, expect, it } from 'vitest';
import { RemoveMember } from '../../../application/members/remove-member.ts';
import { StartFinalStatement } from '../../../application/move-out/start-final-statement.ts';
import {
  AddDeduction,
  GetFinalStatement,
  GetMoveOutPreview,
  ListFinalStatements,
  RemoveDeduction,
  SettleFinalStatement,
  type MoveOutWiring,
} from '../../../application/move-out/final-statement.ts';
import { depositCharge } from '../../../domain/ledger/ledger.ts';
import { taka } from '../../../domain/shared/money.ts';
import { AT, anAgreement, anApartment, aUser } from '../../support/builders.ts';
import { aWorld, expectRefusal, type World } from '../world.ts';

const ADMIN = 'admin@example.com';
const a101 = anApartment().build();
const member = aUser().member().build();
const lease = anAgreement().withId('agr-rahim').by(member).on(a101).accepted().build();

/** A member whose deposit of ৳40,000 is paid, owing this month's rent. */
async function aMemberWithADeposit() {
  const w = await aWorld({ apartments: [a101], users: [member], agreements: [lease] });
  await w.ledger.add(depositCharge(lease.id, lease.startMonth!, taka(40000), AT, ADMIN));
  await w.ledger.add({
    type: 'credit',
    id: 'dep-paid',
    leaseId: lease.id,
    kind: 'payment',
    amount: taka(40000),
    paidOn: `${lease.startMonth}-01`,
    at: AT,
    method: 'cash',
    forCharge: `deposit:${lease.id}`,
  });
  return w;
}

const wiring = (w: World): MoveOutWiring => ({
  statements: w.finalStatements,
  agreements: w.agreements,
  ledger: w.ledger,
  books: w.books,
  uow: w.uow,
  ids: w.ids,
  clock: w.clock,
  audit: w.trail,
  notifier: w.notifier,
});

const remove = (w: World) =>
  new RemoveMember(
    w.users,
    w.agreements,
    w.uow,
    w.clock,
    w.trail,
    w.gateway,
    w.logger,
    w.calendar,
    w.notifier,
    new StartFinalStatement(w.finalStatements, w.clock),
  ).execute({ email: member.email, by: ADMIN });

describe('a move-out', () => {
  it('shows the money before a removal, starts a draft statement on removal, and settles a refund once', async () => {
    const w = await aMemberWithADeposit();
    const m = wiring(w);
    const preview = await new GetMoveOutPreview(m).execute(member.email);
    const rent = taka(lease.rent);
    expect(preview).toMatchObject({ owed: expect.any(Number), depositHeld: taka(40000) });
    expect(preview.owed).toBeGreaterThan(0);

    await remove(w);
    const draft = await new GetFinalStatement(m).execute({ leaseId: lease.id });
    expect(draft.statement.state).toBe('draft');
    expect(draft.figures.depositHeld).toBe(taka(40000));

    await new AddDeduction(m).execute({
      leaseId: lease.id,
      amount: 1000,
      reason: 'Broken window',
      restOwed: false,
      by: ADMIN,
    });
    const expected = taka(40000) - preview.owed - taka(1000);
    expect(expected).toBeGreaterThan(0);
    const done = await new SettleFinalStatement(m).execute({
      leaseId: lease.id,
      method: 'bkash',
      reference: 'TX-9',
      by: ADMIN,
    });
    expect(done.statement.settled?.outcome).toEqual({
      kind: 'refund',
      amount: expected,
      method: 'bkash',
      reference: 'TX-9',
    });
    expect(rent).toBeGreaterThan(0);

    const books = await w.books.of((await w.agreements.byId(lease.id))!);
    expect([books.settlement.owed, books.settlement.balance, books.settlement.depositHeld]).toEqual([0, 0, 0]);
    expect(books.settlement.charges.map((c) => c.charge.kind)).toEqual(expect.arrayContaining(['deduction', 'refund']));

    expect([...w.tables.audit.values()].map((e) => e.action)).toEqual(
      expect.arrayContaining(['member.remove', 'final-statement.deduct', 'final-statement.settle']),
    );
    const notices = [...w.tables.notifications.values()].filter((n) => n.recipientEmail === member.email);
    expect(notices.map((n) => n.subject)).toContain(
      `Your final statement: a refund of ${(expected / 100).toLocaleString('en-US')} taka by bKash`,
    );

    const before = w.rows();
    await expectRefusal(new SettleFinalStatement(m).execute({ leaseId: lease.id, by: ADMIN }), 'FINAL.ALREADY_SETTLED');
    expect(w.rows()).toEqual(before);

    const mine = await new GetFinalStatement(m).execute({ actor: { email: member.email } });
    expect(mine.statement.leaseId).toBe(lease.id);
    expect(await new ListFinalStatements(m).execute()).toHaveLength(1);
  });

  it('leaves a balance owed when the deductions pass the deposit and the admin says the rest is owed', async () => {
    const w = await aMemberWithADeposit();
    const m = wiring(w);
    await remove(w);
    const before = w.rows();
    await expectRefusal(
      new AddDeduction(m).execute({
        leaseId: lease.id,
        amount: 50000,
        reason: 'Flooded flat',
        restOwed: false,
        by: ADMIN,
      }),
      'VALIDATION.INVALID_INPUT',
    );
    expect(w.rows()).toEqual(before);
    const added = await new AddDeduction(m).execute({
      leaseId: lease.id,
      amount: 50000,
      reason: 'Flooded flat',
      restOwed: true,
      by: ADMIN,
    });
    const done = await new SettleFinalStatement(m).execute({ leaseId: lease.id, by: ADMIN });
    expect(done.statement.settled?.outcome.kind).toBe('owed');
    expect(done.figures.result).toBe(added.figures.result);
    const books = await w.books.of((await w.agreements.byId(lease.id))!);
    expect(books.settlement.owed).toBe(-added.figures.result);
  });

  it('takes a deduction off, and refuses one that is not there, or a lease with no statement', async () => {
    const w = await aMemberWithADeposit();
    const m = wiring(w);
    await expectRefusal(new GetFinalStatement(m).execute({ leaseId: lease.id }), 'FINAL.NOT_FOUND');
    await expectRefusal(new GetFinalStatement(m).execute({ actor: { email: member.email } }), 'FINAL.NOT_FOUND');
    await remove(w);
    const added = await new AddDeduction(m).execute({
      leaseId: lease.id,
      amount: 10,
      reason: 'Key',
      restOwed: false,
      by: ADMIN,
    });
    const id = added.statement.deductions[0]!.id;
    await expectRefusal(
      new RemoveDeduction(m).execute({ leaseId: lease.id, deductionId: 'nope', by: ADMIN }),
      'FINAL.DEDUCTION_NOT_FOUND',
    );
    const removed = await new RemoveDeduction(m).execute({ leaseId: lease.id, deductionId: id, by: ADMIN });
    expect(removed.statement.deductions).toEqual([]);
    expect(removed.statement.version).toBe(3);
  });

  it('tells the loser of two settlements that it was settled, and the loser of a change that it changed', async () => {
    const w = await aMemberWithADeposit();
    const m = wiring(w);
    await remove(w);
    const stale = (await w.finalStatements.byLease(lease.id))!;
    await new AddDeduction(m).execute({ leaseId: lease.id, amount: 10, reason: 'Key', restOwed: false, by: ADMIN });
    expect(await w.finalStatements.save({ ...stale, version: 2 }, 1)).toBe(false);
    const results = await Promise.allSettled([
      new SettleFinalStatement(m).execute({ leaseId: lease.id, method: 'cash', by: ADMIN }),
      new SettleFinalStatement(m).execute({ leaseId: lease.id, method: 'cash', by: ADMIN }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: 'FINAL.ALREADY_SETTLED' } });
  });

  it('starts a statement only for a lease that ended, once', async () => {
    const w = await aMemberWithADeposit();
    const start = new StartFinalStatement(w.finalStatements, w.clock);
    await expectRefusal(start.execute(lease), 'AGREEMENT.NOT_ACCEPTED');
    await remove(w);
    const ended = (await w.agreements.byId(lease.id))!;
    await start.execute(ended);
    expect(w.tables.finalStatements.size).toBe(1);
  });

  it('shows nothing owed or held before removing someone with no running lease', async () => {
    const w = await aWorld({ users: [aUser().build()] });
    expect(await new GetMoveOutPreview(wiring(w)).execute('nobody@example.com')).toEqual({ owed: 0, depositHeld: 0 });
  });
});
