/**
 * Upgrading a database of the previous release to refunds the gateway cancels keeps its online payments as they read
 * before (paid with its receipt, a refund being followed with why and the gateway's ids, one refunded), and the
 * upgraded table takes the new state: a followed refund moved to refund_failed, once.
 */
import { describe, expect, it } from 'vitest';
import { settled, toRefund, type OnlinePayment } from '../../../domain/online-payments/online-payment.ts';
import { poisha } from '../../../domain/shared/money.ts';
import { DIALECTS, migrationBefore, olderRelease, upgradeEachTest } from './databases.ts';
import { announceSkippedPostgres } from './notice.ts';

announceSkippedPostgres();

const BY_HAND = 'Migration20270108000000RefundsByHand';
const AT = new Date('2027-01-07T08:30:00.000Z');
const LATER = new Date('2027-01-09T09:00:00.000Z');

const payment = (tranId: string): OnlinePayment => ({
  tranId,
  leaseId: 'lease-1',
  memberEmail: 'nadia@example.com',
  memberName: 'Nadia Rahman',
  amount: poisha(1_450_000),
  state: 'pending',
  createdAt: AT,
  updatedAt: AT,
});
const followed = (tranId: string): OnlinePayment => ({
  ...toRefund(payment(tranId), 'Nothing was owed any more', 'BANK-1', AT),
  refundRefId: `RF-${tranId}`,
});

describe.each(DIALECTS)('refunds given back by hand, upgraded on $dialect', ({ dialect, skip, make }) => {
  const upgrade = upgradeEachTest(make);

  it.skipIf(skip !== undefined)(
    'reads the previous release’s payments the same, and takes a refund the gateway cancelled',
    async () => {
      const db = upgrade.database();
      // Written by the previous release, in its columns.
      await olderRelease(db, dialect, migrationBefore(dialect, BY_HAND), async (rows) => {
        const date = rows.date(AT);
        for (const [tranId, state, receipt, reason, bank, refund] of [
          ['LVpaid', 'paid', 7, null, 'BANK-0', null],
          ['LVfollowed', 'refund_pending', null, 'Nothing was owed any more', 'BANK-1', 'RF-LVfollowed'],
          ['LVrefunded', 'refunded', null, 'Nothing was owed any more', 'BANK-1', 'RF-LVrefunded'],
        ] as const)
          await rows.execute(
            `insert into "online_payments" ("tran_id", "lease_id", "member_email", "member_name", "amount_minor", "for_charge", "state", "val_id", "receipt_number", "created_at", "updated_at", "reason", "bank_tran_id", "refund_ref_id") values (?, 'lease-1', 'nadia@example.com', 'Nadia Rahman', 1450000, null, ?, null, ?, ?, ?, ?, ?, ?)`,
            [tranId, state, receipt, date, date, reason, bank, refund],
          );
      });

      const store = await upgrade.open(db);
      const upgraded = store.onlinePayments;
      expect(await Promise.all(['LVpaid', 'LVfollowed', 'LVrefunded'].map((t) => upgraded.byTranId(t)))).toEqual([
        { ...settled(payment('LVpaid'), 'paid', AT, 7), bankTranId: 'BANK-0' },
        followed('LVfollowed'),
        { ...followed('LVrefunded'), state: 'refunded' },
      ]);
      expect(await upgraded.refundsToFollow(10)).toEqual([followed('LVfollowed')]);

      const byHand: OnlinePayment = { ...followed('LVfollowed'), state: 'refund_failed', updatedAt: LATER };
      const moves = await Promise.all([1, 2].map(() => upgraded.moveOn('LVfollowed', 'refund_pending', byHand)));
      expect(moves.filter(Boolean)).toHaveLength(1);
      expect(await upgraded.byTranId('LVfollowed')).toEqual(byHand);
      expect(await upgraded.refundsToFollow(10)).toEqual([]);
    },
  );
});
