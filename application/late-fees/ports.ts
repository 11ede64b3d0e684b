import type { SavedLateFeeRule } from '../../domain/late-fees/late-fee.ts';

/** The building's late-fee rule: one record, saved only over the version it was read at. */
export interface LateFeeRules {
  /** Undefined until the first save (late fees are off until then). */
  get(): Promise<SavedLateFeeRule | undefined>;
  /** Saves `next` only if the saved version is still `fromVersion` (0: never saved), atomically; false otherwise. */
  save(next: SavedLateFeeRule, fromVersion: number): Promise<boolean>;
}
