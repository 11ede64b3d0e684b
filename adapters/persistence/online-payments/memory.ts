import type { OnlinePayment, OnlinePaymentState } from '../../../domain/online-payments/online-payment.ts';
import type { OnlinePayments } from '../../../application/online-payments/ports.ts';
import type { MemoryTables } from '../memory/memory-store.ts';

/** Each check and write happens with no await between them, so a conditional move is atomic. */
export class MemoryOnlinePayments implements OnlinePayments {
  constructor(private readonly t: MemoryTables) {}

  async add(payment: OnlinePayment) {
    this.t.onlinePayments.set(payment.tranId, { payment });
  }

  async byTranId(tranId: string) {
    return this.t.onlinePayments.get(tranId)?.payment;
  }

  async moveOn(tranId: string, from: OnlinePaymentState, to: OnlinePayment) {
    const stored = this.t.onlinePayments.get(tranId);
    if (stored?.payment.state !== from) return false;
    this.t.onlinePayments.set(tranId, { ...stored, payment: to });
    return true;
  }

  async noteValidationId(tranId: string, valId: string) {
    const stored = this.t.onlinePayments.get(tranId);
    if (stored?.payment.state === 'pending') this.t.onlinePayments.set(tranId, { ...stored, valId });
  }

  async validationIdOf(tranId: string) {
    return this.t.onlinePayments.get(tranId)?.valId;
  }

  async pendingToCheck(limit: number) {
    return [...this.t.onlinePayments.values()]
      .filter((s) => s.payment.state === 'pending' && s.valId !== undefined)
      .sort((a, b) => a.payment.createdAt.getTime() - b.payment.createdAt.getTime())
      .slice(0, limit)
      .map((s) => ({ tranId: s.payment.tranId, valId: s.valId! }));
  }

  async unreportedBefore(before: Date, limit: number) {
    return this.oldestFirst(
      (s) => s.payment.state === 'pending' && s.valId === undefined && s.payment.createdAt < before,
    )
      .slice(0, limit)
      .map((s) => s.payment);
  }

  async refundsToFollow(limit: number) {
    return this.oldestFirst((s) => s.payment.state === 'refund_pending')
      .slice(0, limit)
      .map((s) => s.payment);
  }

  private oldestFirst(keep: (s: { payment: OnlinePayment; valId?: string }) => boolean) {
    return [...this.t.onlinePayments.values()]
      .filter(keep)
      .sort((a, b) => a.payment.createdAt.getTime() - b.payment.createdAt.getTime());
  }
}
