import { describe, expect, it } from 'vitest';
import type { SavedLateFeeRule } from '../../../../domain/late-fees/late-fee.ts';
import { poisha, taka } from '../../../../domain/shared/money.ts';
import { withAnother, type Store } from '../stores.ts';

const fixed: SavedLateFeeRule = {
  enabled: true,
  graceDays: 5,
  fee: { basis: 'fixed', amount: poisha(50_050) },
  cap: null,
  since: '2026-11',
  version: 1,
};
const percent: SavedLateFeeRule = {
  enabled: false,
  graceDays: 0,
  fee: { basis: 'percent', hundredths: 1250 },
  cap: taka(2_000),
  since: null,
  version: 2,
};

/** The late-fee rule: nothing until the first save, then only saves over the version read, of racers exactly one. */
export function lateFeeRulesContract(store: Store, kind: 'memory' | 'sqlite' | 'postgresql') {
  describe('Late-fee rule', () => {
    it('holds nothing until the first save, then every field exactly: a fixed fee, a percent with a cap, off', async () => {
      expect(await store().lateFeeRules.get()).toBeUndefined();
      expect(await store().lateFeeRules.save(fixed, 0)).toBe(true);
      expect(await store().lateFeeRules.get()).toEqual(fixed);
      expect(await store().lateFeeRules.save(percent, 1)).toBe(true);
      expect(await store().lateFeeRules.get()).toEqual(percent);
    });

    it('saves only over the version it was read at: a stale save changes nothing', async () => {
      await store().lateFeeRules.save(fixed, 0);
      expect(await store().lateFeeRules.save({ ...percent, version: 1 }, 0)).toBe(false);
      expect(await store().lateFeeRules.save({ ...percent, version: 3 }, 2)).toBe(false);
      expect(await store().lateFeeRules.get()).toEqual(fixed);
    });

    // The use case checks the rules first; the SQL tables hold them too, whatever else writes to them (the memory store
    // has no such table, so the case exists for the SQL stores only).
    if (kind !== 'memory')
      it('is refused by the database outside the rules', async () => {
        for (const wrong of [
          { ...fixed, graceDays: 29 },
          { ...fixed, graceDays: -1 },
          { ...fixed, fee: { basis: 'fixed', amount: poisha(0) } },
          { ...fixed, fee: { basis: 'percent', hundredths: 10_001 } },
          { ...fixed, cap: poisha(150) },
          { ...fixed, since: null },
          { ...percent, since: '2026-11' },
        ] as SavedLateFeeRule[])
          await expect(store().lateFeeRules.save(wrong, 0), JSON.stringify(wrong)).rejects.toThrow();
        expect(await store().lateFeeRules.get()).toBeUndefined();
      });

    it('of two saves over the same version from two stores, exactly one wins: the first save and a later one', async () => {
      await withAnother(store, async (other) => {
        const [a, b] = await Promise.all([
          store().lateFeeRules.save({ ...fixed, graceDays: 1 }, 0),
          other.lateFeeRules.save({ ...fixed, graceDays: 2 }, 0),
        ]);
        expect([a, b].filter(Boolean)).toHaveLength(1);
        expect((await other.lateFeeRules.get())?.graceDays).toBe(a ? 1 : 2);
        const [c, d] = await Promise.all([
          store().lateFeeRules.save({ ...percent, graceDays: 21 }, 1),
          other.lateFeeRules.save({ ...percent, graceDays: 22 }, 1),
        ]);
        expect([c, d].filter(Boolean)).toHaveLength(1);
        expect(await store().lateFeeRules.get()).toEqual({ ...percent, graceDays: c ? 21 : 22 });
      });
    });
  });
}
