import {
  changedMeanwhile,
  wasInterrupted,
  type Autopay,
  type AutopayAttempt,
} from '../../../domain/autopay/autopay.ts';
import type { MonthKey } from '../../../domain/shared/month.ts';
import type { AutopayAttempts, AutopaySettings } from '../../../application/autopay/ports.ts';
import type { MemoryTables } from '../memory/memory-store.ts';

const attemptKey = (leaseId: string, month: MonthKey) => `${leaseId}|${month}`;

/** Each check and its write have no `await` between them, so they are as atomic as the SQL stores' statements. */
export class MemoryAutopaySettings implements AutopaySettings {
  constructor(private readonly t: MemoryTables) {}

  async of(userEmail: string) {
    return this.t.autopaySettings.get(userEmail);
  }

  async listAll() {
    return [...this.t.autopaySettings.values()].sort((a, b) => a.userEmail.localeCompare(b.userEmail));
  }

  async save(autopay: Autopay) {
    if ((this.t.autopaySettings.get(autopay.userEmail)?.version ?? 0) !== autopay.version) throw changedMeanwhile();
    const saved = { ...autopay, version: autopay.version + 1 };
    this.t.autopaySettings.set(autopay.userEmail, saved);
    return saved;
  }
}

export class MemoryAutopayAttempts implements AutopayAttempts {
  constructor(private readonly t: MemoryTables) {}

  async claim(attempt: AutopayAttempt) {
    const key = attemptKey(attempt.leaseId, attempt.month);
    if (this.t.autopayAttempts.has(key)) return false;
    this.t.autopayAttempts.set(key, attempt);
    return true;
  }

  async claimRetry(leaseId: string, month: MonthKey, triedOn: string) {
    const key = attemptKey(leaseId, month);
    const stored = this.t.autopayAttempts.get(key);
    if (stored?.outcome !== 'declined' || stored.tries !== 1) return false;
    this.t.autopayAttempts.set(key, { ...stored, outcome: 'charging', tries: 2, triedOn });
    return true;
  }

  async claimInterrupted(leaseId: string, month: MonthKey, today: string) {
    const key = attemptKey(leaseId, month);
    const stored = this.t.autopayAttempts.get(key);
    if (!stored || !wasInterrupted(stored, today)) return false;
    this.t.autopayAttempts.set(key, { ...stored, triedOn: today });
    return true;
  }

  async finish(attempt: AutopayAttempt) {
    const key = attemptKey(attempt.leaseId, attempt.month);
    if (this.t.autopayAttempts.get(key)?.outcome !== 'charging') return false;
    this.t.autopayAttempts.set(key, attempt);
    return true;
  }

  async of(leaseId: string, month: MonthKey) {
    return this.t.autopayAttempts.get(attemptKey(leaseId, month));
  }

  async latestFor(userEmail: string) {
    return [...this.t.autopayAttempts.values()]
      .filter((a) => a.userEmail === userEmail)
      .sort((a, b) => b.month.localeCompare(a.month))[0];
  }
}
