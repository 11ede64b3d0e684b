import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Persistence } from '../../../../adapters/persistence/persistence.ts';
import type { PaymentReport } from '../../../../domain/payment-reports/payment-report.ts';
import { confirmed, rejected, withReceipt } from '../../../../domain/payment-reports/payment-report.ts';
import { poisha } from '../../../../domain/shared/money.ts';
import type { Store, StoreKind } from '../stores.ts';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 5, 6, minutes));

const aReport = (id: string, extra: Partial<PaymentReport> = {}): PaymentReport => ({
  id,
  leaseId: 'L-1',
  reporterEmail: 'rahim@example.com',
  amount: poisha(1_200_050),
  paidOn: '2026-11-04',
  method: 'bkash',
  reference: `TX-${id}`,
  status: 'pending',
  createdAt: at(0),
  version: 0,
  ...extra,
});

export function paymentReportsContract(store: Store, kind: StoreKind['name']) {
  describe('PaymentReports', () => {
    // On the SQL stores a race runs through two stores on one database, as two server instances would.
    let second: Persistence | undefined;
    beforeAll(async () => {
      if (kind !== 'memory') second = await store.another();
    });
    afterAll(async () => {
      await second?.close();
    });
    const other = () => second ?? store();

    it('keeps a report as written, with and without its note, and finds it by id', async () => {
      const plain = aReport('r-1');
      const noted = aReport('r-2', { note: 'from my brother’s account', method: 'cheque', createdAt: at(1) });
      await store().paymentReports.add(plain);
      await store().paymentReports.add(noted);
      expect(await store().paymentReports.byId('r-1')).toEqual(plain);
      expect(await store().paymentReports.byId('r-2')).toEqual(noted);
      expect(await store().paymentReports.byId('r-1')).not.toHaveProperty('note');
      expect(await store().paymentReports.byId('nope')).toBeUndefined();
    });

    it('lists a resident’s reports and every report, latest first', async () => {
      await store().paymentReports.add(aReport('r-a', { createdAt: at(1) }));
      await store().paymentReports.add(aReport('r-b', { createdAt: at(3) }));
      await store().paymentReports.add(aReport('r-c', { createdAt: at(2), reporterEmail: 'karim@example.com' }));
      await store().paymentReports.add(aReport('r-d', { createdAt: at(3) }));
      const ids = (reports: readonly PaymentReport[]) => reports.map((r) => r.id);
      expect(ids(await store().paymentReports.listByReporter('rahim@example.com'))).toEqual(['r-d', 'r-b', 'r-a']);
      expect(ids(await store().paymentReports.listByReporter('karim@example.com'))).toEqual(['r-c']);
      expect(ids(await store().paymentReports.listAll())).toEqual(['r-d', 'r-b', 'r-c', 'r-a']);
    });

    it('keeps a confirmation with its receipt, and a rejection with its reason', async () => {
      await store().paymentReports.add(aReport('r-1'));
      await store().paymentReports.add(aReport('r-2'));
      const taken = confirmed(aReport('r-1'), 'admin@example.com', at(5));
      expect(await store().paymentReports.save(taken)).toBe(true);
      const done = withReceipt(taken, 'credit-1', 7);
      expect(await store().paymentReports.save(done)).toBe(true);
      expect(await store().paymentReports.byId('r-1')).toEqual(done);
      const no = rejected(aReport('r-2'), 'admin@example.com', at(6), 'No such transaction');
      expect(await store().paymentReports.save(no)).toBe(true);
      expect(await store().paymentReports.byId('r-2')).toEqual(no);
    });

    it('writes a change only over the version it was read at, and never a report that is not there', async () => {
      await store().paymentReports.add(aReport('r-1'));
      expect(await store().paymentReports.save(confirmed(aReport('r-1'), 'a', at(5)))).toBe(true);
      const stale = rejected(aReport('r-1'), 'b', at(6), 'too late');
      expect(await store().paymentReports.save(stale)).toBe(false);
      expect(await store().paymentReports.byId('r-1')).toMatchObject({ status: 'confirmed', decidedBy: 'a' });
      expect(await store().paymentReports.save(confirmed(aReport('nope'), 'a', at(5)))).toBe(false);
    });

    it('of two admins deciding one report at once, exactly one writes', async () => {
      await store().paymentReports.add(aReport('r-1'));
      const results = await Promise.all([
        store().uow.run(() => store().paymentReports.save(confirmed(aReport('r-1'), 'nadia@example.com', at(5)))),
        other().uow.run(() => other().paymentReports.save(rejected(aReport('r-1'), 'sumi@example.com', at(5), 'No'))),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
      const stored = await store().paymentReports.byId('r-1');
      expect(stored?.decidedBy).toBe(results[0] ? 'nadia@example.com' : 'sumi@example.com');
      expect(stored?.version).toBe(1);
    });

    it('undoes a report and a decision when their unit of work fails', async () => {
      await store().paymentReports.add(aReport('r-1'));
      await expect(
        store().uow.run(async () => {
          await store().paymentReports.add(aReport('r-2'));
          await store().paymentReports.save(confirmed(aReport('r-1'), 'a', at(5)));
          throw new Error('later step failed');
        }),
      ).rejects.toThrow('later step failed');
      expect(await store().paymentReports.listAll()).toEqual([aReport('r-1')]);
    });
  });
}
