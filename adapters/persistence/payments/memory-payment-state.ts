import type { ProcessedEvents } from '../../../application/payments/ports.ts';
import type { SandboxIntentRecord, SandboxIntentStore } from '../../../application/payments/sandbox-intents.ts';
import { MemoryTables } from '../memory/memory-store.ts';

/*
 * Payment state kept for one process only: a second server instance, or a restart, would not see it.
 * Each check and its write run without an await in between, which is the memory adapter's atomicity.
 * The rows live in MemoryTables, so a unit of work that fails rolls them back as it does on SQL.
 */

export class MemoryProcessedEvents implements ProcessedEvents {
  constructor(private readonly t: MemoryTables = new MemoryTables()) {}

  async isProcessed(eventId: string) {
    return this.t.processedEvents.has(eventId);
  }

  async markProcessed(eventId: string) {
    if (this.t.processedEvents.has(eventId)) return false;
    this.t.processedEvents.set(eventId, new Date());
    return true;
  }
}

export class MemorySandboxIntentStore implements SandboxIntentStore {
  constructor(private readonly t: MemoryTables = new MemoryTables()) {}

  async addOnce(intent: SandboxIntentRecord) {
    const existing = [...this.t.sandboxIntents.values()].find((i) => i.idempotencyKey === intent.idempotencyKey);
    if (existing) return existing;
    // An id taken under another key is a broken id generator, as the primary key would say on SQL.
    if (this.t.sandboxIntents.has(intent.id)) throw new Error(`Sandbox intent ${intent.id} exists already`);
    this.t.sandboxIntents.set(intent.id, intent);
    return intent;
  }

  async byId(id: string) {
    return this.t.sandboxIntents.get(id);
  }

  async markSucceeded(id: string) {
    return this.change(id, (i) => (i.status === 'requires_payment_method' ? { ...i, status: 'succeeded' } : i));
  }

  async markRefunded(id: string) {
    return this.change(id, (i) => (i.status === 'succeeded' ? { ...i, amountRefunded: i.amountMinor } : i));
  }

  async cancelOpenFor(userEmail: string) {
    const open = [...this.t.sandboxIntents.values()].filter(
      (i) => i.status === 'requires_payment_method' && i.metadata.userEmail === userEmail,
    );
    for (const intent of open) this.t.sandboxIntents.set(intent.id, { ...intent, status: 'canceled' });
    return open.length;
  }

  private change(id: string, next: (intent: SandboxIntentRecord) => SandboxIntentRecord) {
    const intent = this.t.sandboxIntents.get(id);
    if (!intent) return undefined;
    const changed = next(intent);
    this.t.sandboxIntents.set(id, changed);
    return changed;
  }
}
