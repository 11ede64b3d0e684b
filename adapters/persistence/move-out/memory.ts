import type { FinalStatements } from '../../../application/move-out/ports.ts';
import type { FinalStatement } from '../../../domain/move-out/final-statement.ts';
import type { MemoryTables } from '../memory/memory-store.ts';

export class MemoryFinalStatements implements FinalStatements {
  constructor(private readonly t: MemoryTables) {}

  async byLease(leaseId: string) {
    return this.t.finalStatements.get(leaseId);
  }

  async list() {
    return [...this.t.finalStatements.values()].sort(
      (a, b) => b.startedAt.getTime() - a.startedAt.getTime() || (a.leaseId < b.leaseId ? -1 : 1),
    );
  }

  async start(statement: FinalStatement) {
    if (this.t.finalStatements.has(statement.leaseId)) return false;
    this.t.finalStatements.set(statement.leaseId, statement);
    return true;
  }

  async save(statement: FinalStatement, fromVersion: number) {
    const stored = this.t.finalStatements.get(statement.leaseId);
    if (!stored || stored.state !== 'draft' || stored.version !== fromVersion) return false;
    this.t.finalStatements.set(statement.leaseId, statement);
    return true;
  }
}
