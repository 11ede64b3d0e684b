import { describe, expect, it } from 'vitest';
import { addDeduction, startStatement, type FinalStatement } from '../../../../domain/move-out/final-statement.ts';
import { taka } from '../../../../domain/shared/money.ts';
import { anAgreement, anApartment, aUser } from '../../../support/builders.ts';
import type { Store } from '../stores.ts';

const AT = new Date('2026-12-20T08:30:00.000Z');

/** Final statements: one per lease, written as a draft once, then changed only on the version read while a draft. */
export function finalStatementsContract(store: Store) {
  describe('FinalStatements', () => {
    const lease = anAgreement().withId('agr-final').by(aUser().build()).on(anApartment().build()).build();
    const draft = startStatement(lease.id, lease.userEmail, AT);
    const withDeduction = addDeduction(draft, taka(40_000), {
      id: 'ded-1',
      amountInTaka: 2_500,
      reason: 'Broken window, "kitchen" <b>',
      restOwed: false,
      at: AT,
      by: 'admin@example.com',
    });
    const settled: FinalStatement = {
      ...withDeduction,
      state: 'settled',
      version: 3,
      settled: {
        owed: taka(-1_000),
        depositHeld: taka(40_000),
        outcome: { kind: 'refund', amount: taka(38_500), method: 'bkash', reference: 'TX-1' },
        at: AT,
        by: 'admin@example.com',
      },
    };

    it('starts a draft once and reads it back exactly', async () => {
      await store().agreements.add(lease);
      expect(await store().finalStatements.start(draft)).toBe(true);
      expect(await store().finalStatements.start({ ...draft, version: 7 })).toBe(false);
      expect(await store().finalStatements.byLease(lease.id)).toEqual(draft);
      expect(await store().finalStatements.byLease('nope')).toBeUndefined();
      expect(await store().finalStatements.list()).toEqual([draft]);
    });

    it('saves over the version read while a draft, and never after it is settled', async () => {
      await store().agreements.add(lease);
      await store().finalStatements.start(draft);
      expect(await store().finalStatements.save(withDeduction, 1)).toBe(true);
      expect(await store().finalStatements.save(withDeduction, 1)).toBe(false);
      expect(await store().finalStatements.byLease(lease.id)).toEqual(withDeduction);
      expect(await store().finalStatements.save(settled, 2)).toBe(true);
      expect(await store().finalStatements.byLease(lease.id)).toEqual(settled);
      expect(await store().finalStatements.save({ ...settled, version: 4 }, 3)).toBe(false);
      const owed: FinalStatement = {
        ...draft,
        leaseId: 'agr-other',
        settled: { ...settled.settled!, outcome: { kind: 'owed', amount: taka(500) } },
        state: 'settled',
      };
      const other = anAgreement().withId('agr-other').by(aUser().withEmail('b@example.com').build()).build();
      await store().agreements.add(other);
      await store().finalStatements.start({ ...draft, leaseId: 'agr-other' });
      expect(await store().finalStatements.save(owed, 1)).toBe(true);
      expect(await store().finalStatements.byLease('agr-other')).toEqual(owed);
    });

    it('of two settlements on one version, saves one', async () => {
      await store().agreements.add(lease);
      await store().finalStatements.start(draft);
      const results = await Promise.all([
        store().uow.run(() => store().finalStatements.save({ ...settled, version: 2 }, 1)),
        store().uow.run(() => store().finalStatements.save({ ...settled, version: 2 }, 1)),
      ]);
      expect(results.sort()).toEqual([false, true]);
    });
  });
}
