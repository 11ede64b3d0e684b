import type { Payment } from '../../../domain/payments/payment.ts';
import type { Payments } from '../../../application/payments/ports.ts';
import { uniqueViolation } from '../unique-rules.ts';
import type { MemoryTables } from '../memory/memory-store.ts';
import { compareText } from '../memory/compare-text.ts';

export class MemoryPayments implements Payments {
  constructor(private readonly t: MemoryTables) {}

  async add(payment: Payment) {
    const all = [...this.t.payments.values()];
    if (all.some((p) => p.transactionId === payment.transactionId)) {
      throw uniqueViolation('payments_transaction_id_unique');
    }
    if (all.some((p) => p.userEmail === payment.userEmail && p.monthKey === payment.monthKey)) {
      throw uniqueViolation('payments_user_month_unique');
    }
    const onceCoupon = (p: Payment) => (p.couponLimit === 'once-per-member' ? p.couponCode : undefined);
    if (
      onceCoupon(payment) &&
      all.some((p) => p.userEmail === payment.userEmail && onceCoupon(p) === onceCoupon(payment))
    ) {
      throw uniqueViolation('payments_once_coupon_unique');
    }
    const receiptNumber = (this.t.counters.get('receipt') ?? 0) + 1;
    this.t.counters.set('receipt', receiptNumber);
    const recorded = { ...payment, receiptNumber };
    this.t.payments.set(payment.id, recorded);
    return recorded;
  }

  async byReceiptNumber(receiptNumber: number) {
    return [...this.t.payments.values()].find((p) => p.receiptNumber === receiptNumber);
  }

  async listAll() {
    return [...this.t.payments.values()].sort(
      (a, b) => a.paidAt.getTime() - b.paidAt.getTime() || compareText(a.id, b.id),
    );
  }

  async paidMonths() {
    return [...this.t.payments.values()].map((p) => ({ userEmail: p.userEmail, monthKey: p.monthKey }));
  }

  async listForMonth(monthKey: string) {
    return [...this.t.payments.values()]
      .filter((p) => p.monthKey === monthKey)
      .sort((a, b) => compareText(a.userEmail, b.userEmail));
  }

  async listFor(email: string) {
    return [...this.t.payments.values()]
      .filter((p) => p.userEmail === email)
      .sort((a, b) => b.paidAt.getTime() - a.paidAt.getTime() || compareText(b.id, a.id));
  }

  async byTransactionId(transactionId: string) {
    return [...this.t.payments.values()].find((p) => p.transactionId === transactionId);
  }
}
