import type { SavedLateFeeRule } from '../../../domain/late-fees/late-fee.ts';
import type { LateFeeRules } from '../../../application/late-fees/ports.ts';
import type { MemoryTables } from '../memory/memory-store.ts';

export class MemoryLateFeeRules implements LateFeeRules {
  constructor(private readonly t: MemoryTables) {}

  async get() {
    return this.t.lateFeeRule.get('rule');
  }

  async save(next: SavedLateFeeRule, fromVersion: number) {
    if ((this.t.lateFeeRule.get('rule')?.version ?? 0) !== fromVersion) return false;
    this.t.lateFeeRule.set('rule', next);
    return true;
  }
}
