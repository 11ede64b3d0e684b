/**
 * Upgrading a database of the previous release to refunds and expiry keeps its online payments as they read before
 * (pending with its validation id, paid with its receipt, cancelled), and the upgraded table takes the new states:
 * a payment moved to refund_pending with why and the gateway's ids, then refunded, and one expired.
 */
import { describe, expect, it } from 'vitest';
import { expired, settled, toRefund, type OnlinePayment } from '../../../domain/online-payments/online-payment.ts';
import { poisha } from '../../../domain/shared/money.ts';
import { DIALECTS, migrationBefore, olderRelease, upgradeEachTest } from './databases.ts';
import { announceSkippedPostgres } from './notice.ts';

announceSkippedPostgres();

const REFUNDS = 'Migration20270106000000OnlinePaymentRefunds';
const AT = new Date('2027-01-05T08:30:00.000Z');
const LATER = new Date('2027-01-06T09:00:00.000Z');

const payment = (tranId: string, forCharge?: string): OnlinePayment => ({
  tranId,
  leaseId: 'lease-1',
  memberEmail: 'nadia@example.com',
  memberName: 'Nadia Rahman',
  amount: poisha(1_450_000),
  ...(forCharge ? { forCharge } : {}),
  state: 'pending',
  createdAt: AT,
  updatedAt: AT,
});

describe.each(DIALECTS)('online payment refunds upgraded on $dialect', ({ dialect, skip, make }) => {
  const upgrade = upgradeEachTest(make);

  it.skipIf(skip !== undefined)(
    'reads the previous release’s payments the same, and takes the new states',
    async () => {
      const db = upgrade.database();
      // Written by the previous release, in its columns.
      await olderRelease(db, dialect, migrationBefore(dialect, REFUNDS), async (rows) => {
        const date = rows.date(AT);
        for (const [tranId, forCharge, state, valId, receipt] of [
          ['LVpending', null, 'pending', 'val-1', null],
          ['LVpaid', 'gas-feb', 'paid', 'val-2', 7],
          ['LVcancelled', null, 'cancelled', null, null],
        ] as const)
          await rows.execute(
            `insert into "online_payments" ("tran_id", "lease_id", "member_email", "member_name", "amount_minor", "for_charge", "state", "val_id", "receipt_number", "created_at", "updated_at") values (?, 'lease-1', 'nadia@example.com', 'Nadia Rahman', 1450000, ?, ?, ?, ?, ?, ?)`,
            [tranId, forCharge, state, valId, receipt, date, date],
          );
      });

      const store = await upgrade.open(db);
      const upgraded = store.onlinePayments;
      expect(await Promise.all(['LVpending', 'LVpaid', 'LVcancelled'].map((t) => upgraded.byTranId(t)))).toEqual([
        payment('LVpending'),
        settled(payment('LVpaid', 'gas-feb'), 'paid', AT, 7),
        settled(payment('LVcancelled'), 'cancelled', AT),
      ]);
      expect(await upgraded.pendingToCheck(10)).toEqual([{ tranId: 'LVpending', valId: 'val-1' }]);
      expect(await upgraded.validationIdOf('LVpending')).toBe('val-1');

      const refunding = toRefund(payment('LVpending'), 'not owed', 'BANK1', LATER);
      expect(await upgraded.moveOn('LVpending', 'pending', refunding)).toBe(true);
      expect(await upgraded.moveOn('LVpending', 'pending', refunding)).toBe(false);
      expect(await upgraded.refundsToFollow(10)).toEqual([refunding]);
      const accepted = { ...refunding, refundRefId: 'RF1' };
      expect(await upgraded.moveOn('LVpending', 'refund_pending', accepted)).toBe(true);
      const refunded: OnlinePayment = { ...accepted, state: 'refunded', updatedAt: LATER };
      expect(await upgraded.moveOn('LVpending', 'refund_pending', refunded)).toBe(true);
      expect(await upgraded.byTranId('LVpending')).toEqual(refunded);
      expect(await upgraded.refundsToFollow(10)).toEqual([]);

      await upgraded.add(payment('LVlost'));
      expect(await upgraded.unreportedBefore(LATER, 10)).toEqual([payment('LVlost')]);
      expect(await upgraded.unreportedBefore(AT, 10)).toEqual([]);
      const gone = expired(payment('LVlost'), 'never reported', LATER);
      expect(await upgraded.moveOn('LVlost', 'pending', gone)).toBe(true);
      expect(await upgraded.byTranId('LVlost')).toEqual(gone);
    },
  );
});
