import { describe, expect, it } from 'vitest';
import type { Persistence } from '../../../../adapters/persistence/persistence.ts';
import type { RecurringCharge } from '../../../../domain/charges/charges.ts';
import { fromTaka, taka } from '../../../../domain/shared/money.ts';

export function recurringChargesContract(store: () => Persistence) {
  describe('RecurringCharges', () => {
    const service: RecurringCharge = {
      id: 'rc-service',
      name: 'Service charge',
      kind: 'service',
      amount: taka(1500),
      fromMonth: '2026-10',
      leaseIds: 'all',
      by: 'admin@example.com',
      at: new Date('2026-11-05T10:00:00.000Z'),
      version: 0,
    };
    const generator: RecurringCharge = {
      ...service,
      id: 'rc-generator',
      name: 'Generator',
      kind: 'electricity',
      amount: fromTaka(800.5),
      untilMonth: '2027-03',
      leaseIds: ['lease-2', 'lease-1'],
      at: new Date('2026-11-06T10:00:00.000Z'),
    };

    it('keeps each charge as written, every lease or the leases chosen, oldest added first', async () => {
      expect(await store().recurringCharges.list()).toEqual([]);
      await store().recurringCharges.add(generator);
      await store().recurringCharges.add(service);
      expect(await store().recurringCharges.list()).toEqual([service, generator]);
      expect(await store().recurringCharges.byId('rc-generator')).toEqual(generator);
      expect(await store().recurringCharges.byId('nope')).toBeUndefined();
    });

    it('ends a charge from the version read, and tells a second end from the same version it changed', async () => {
      await store().recurringCharges.add(service);
      await store().recurringCharges.end({ ...service, untilMonth: '2026-12', version: 1 }, 0);
      expect(await store().recurringCharges.byId(service.id)).toEqual({
        ...service,
        untilMonth: '2026-12',
        version: 1,
      });
      await expect(
        store().recurringCharges.end({ ...service, untilMonth: '2027-01', version: 1 }, 0),
      ).rejects.toMatchObject({ code: 'CHARGE.RECURRING_CHANGED' });
      expect((await store().recurringCharges.byId(service.id))?.untilMonth).toBe('2026-12');
    });

    it('of two ends racing from one version, keeps exactly one', async () => {
      await store().recurringCharges.add(service);
      const results = await Promise.allSettled(
        ['2026-12', '2027-01'].map((untilMonth) =>
          store().uow.run(() => store().recurringCharges.end({ ...service, untilMonth, version: 1 }, 0)),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(results.find((r) => r.status === 'rejected')).toMatchObject({
        reason: { code: 'CHARGE.RECURRING_CHANGED' },
      });
    });

    it('refuses to end a charge that is not there', async () => {
      await expect(store().recurringCharges.end({ ...service, version: 1 }, 0)).rejects.toMatchObject({
        code: 'CHARGE.RECURRING_NOT_FOUND',
      });
    });

    it('undoes an added charge when its unit of work fails', async () => {
      await expect(
        store().uow.run(async () => {
          await store().recurringCharges.add(service);
          throw new Error('later step failed');
        }),
      ).rejects.toThrow('later step failed');
      expect(await store().recurringCharges.list()).toEqual([]);
    });
  });
}
