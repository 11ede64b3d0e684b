/**
 * Upgrading a database of the previous release adds the online payments' table, empty, and keeps the books as they
 * were: a payment started after the upgrade is stored, moved on once from pending, and found by its transaction.
 */
import { describe, expect, it } from 'vitest';
import { settled, type OnlinePayment } from '../../../domain/online-payments/online-payment.ts';
import { poisha } from '../../../domain/shared/money.ts';
import { DIALECTS, migrationBefore, olderRelease, upgradeEachTest } from './databases.ts';
import { announceSkippedPostgres } from './notice.ts';

announceSkippedPostgres();

const ONLINE = 'Migration20270104000000OnlinePayments';
const AT = new Date('2027-01-04T08:30:00.000Z');

describe.each(DIALECTS)('online payments upgraded on $dialect', ({ dialect, skip, make }) => {
  const upgrade = upgradeEachTest(make);

  it.skipIf(skip !== undefined)('starts with no online payment, and keeps the first one started after it', async () => {
    const db = upgrade.database();
    await olderRelease(db, dialect, migrationBefore(dialect, ONLINE));

    const store = await upgrade.open(db);
    expect(await store.onlinePayments.byTranId('LV1')).toBeUndefined();
    expect(await store.onlinePayments.pendingToCheck(10)).toEqual([]);
    const payment: OnlinePayment = {
      tranId: 'LV1',
      leaseId: 'lease-1',
      memberEmail: 'nadia@example.com',
      memberName: 'Nadia Rahman',
      amount: poisha(1_450_000),
      forCharge: 'gas-feb',
      state: 'pending',
      createdAt: AT,
      updatedAt: AT,
    };
    await store.onlinePayments.add(payment);
    await store.onlinePayments.noteValidationId('LV1', 'val-1');
    expect(await store.onlinePayments.pendingToCheck(10)).toEqual([{ tranId: 'LV1', valId: 'val-1' }]);
    const paid = settled(payment, 'paid', AT, 7);
    expect(await store.onlinePayments.moveOn('LV1', 'pending', paid)).toBe(true);
    expect(await store.onlinePayments.moveOn('LV1', 'pending', paid)).toBe(false);
    expect(await store.onlinePayments.byTranId('LV1')).toEqual(paid);
    expect(await store.onlinePayments.validationIdOf('LV1')).toBe('val-1');
  });
});
