import { describe, expect, it } from 'vitest';
import { aWorld } from '../world.ts';

describe('the audit trail', () => {
  it('records an entry whose fields all have words, with an id and the time', async () => {
    const w = await aWorld();
    await w.trail.record({
      actor: 'admin@example.com',
      action: 'agreement.accept',
      subject: 'a1',
      label: 'Nadia for B-3-B302',
      after: { status: 'accepted', endMonth: '2027-06', advanceMonths: 2, deposit: 50_000 },
    });
    const { items } = await w.audit.list({}, { page: 1, limit: 10 });
    expect(items).toEqual([
      expect.objectContaining({ subject: 'a1', after: expect.objectContaining({ deposit: 50_000 }) }),
    ]);
  });

  it('refuses, writing nothing, an entry naming a field the log could not show in words', async () => {
    const w = await aWorld();
    const conditional = { leaseEnd: '2027-06' } as object;
    await expect(
      w.trail.record({ actor: 'a', action: 'agreement.accept', subject: 'a1', label: 'x', after: { ...conditional } }),
    ).rejects.toThrow('The audit log has no words for: leaseEnd');
    expect((await w.audit.list({}, { page: 1, limit: 10 })).items).toEqual([]);
  });
});
