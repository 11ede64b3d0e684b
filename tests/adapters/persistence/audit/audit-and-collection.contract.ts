import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../../domain/audit/audit.ts';
import type { Persistence } from '../../../../adapters/persistence/persistence.ts';
import { anAgreement, anApartment, aUser, AT } from '../../../support/builders.ts';

export function auditAndCollectionContract(store: () => Persistence) {
  describe('AuditLog', () => {
    const entry = (id: string, minutes: number, action: AuditEntry['action']): AuditEntry => ({
      id,
      at: new Date(AT.getTime() + minutes * 60_000),
      actor: 'admin@example.com',
      action,
      subject: `subject-${id}`,
      before: { isActive: true },
      after: { isActive: false, note: null },
    });

    it('lists entries newest first, pages them, and filters by action', async () => {
      const log = store().audit;
      await log.append(entry('a', 1, 'coupon.add'));
      await log.append(entry('b', 2, 'coupon.toggle'));
      await log.append(entry('c', 3, 'coupon.toggle'));
      const first = await log.list({}, { page: 1, limit: 2 });
      expect(first.total).toBe(3);
      expect(first.items).toEqual([entry('c', 3, 'coupon.toggle'), entry('b', 2, 'coupon.toggle')]);
      expect((await log.list({}, { page: 2, limit: 2 })).items.map((e) => e.id)).toEqual(['a']);
      const toggles = await log.list({ action: 'coupon.toggle' }, { page: 1, limit: 10 });
      expect(toggles.total).toBe(2);
      expect(toggles.items.map((e) => e.id)).toEqual(['c', 'b']);
      expect(toggles.items.every((e) => e.action === 'coupon.toggle')).toBe(true);
    });

    it('keeps an entry without before or after as such', async () => {
      const bare: AuditEntry = { id: 'bare', at: AT, actor: 'cli', action: 'admin.create', subject: 'x@example.com' };
      await store().audit.append(bare);
      expect((await store().audit.list({}, { page: 1, limit: 1 })).items).toEqual([bare]);
    });
  });

  describe('Agreements.listAccepted', () => {
    it('lists only agreements accepted and not ended', async () => {
      const s = store();
      const one = anApartment().withId('apt-1').build();
      const two = anApartment().withId('apt-2').at('A', 1, 'A102').build();
      await s.apartments.addMissing([one, two]);
      const accepted = anAgreement().withId('agr-1').by(aUser().build()).on(one).accepted().build();
      const pending = anAgreement().withId('agr-2').by(aUser().withEmail('karim@example.com').build()).on(two).build();
      await s.agreements.add(accepted);
      await s.agreements.add(pending);
      expect(await s.agreements.listAccepted()).toEqual([accepted]);
    });
  });
}
