import { isDomainError } from '../../../domain/shared/errors.ts';
import type { Payment } from '../../../domain/payments/payment.ts';
import type { Payments } from '../../../application/payments/ports.ts';
import { READ, type Db } from '../mikro-orm/db.ts';
import { uniqueViolation } from '../unique-rules.ts';
import { PaymentRow } from './entity.ts';
import { paymentToDomain, paymentToRow } from './mapper.ts';

/** One payment per (user, month) and one per transaction id are unique indexes (see the migrations). */
export class MikroOrmPayments implements Payments {
  constructor(private readonly db: Db) {}

  async add(payment: Payment): Promise<Payment> {
    try {
      // The counter and the row in one savepoint: a refused insert gives its number back, so none is ever skipped
      // or issued twice; the counter's row lock orders concurrent payments.
      // Always inside a transaction, so that even outside a unit of work a refused insert releases its number.
      return await this.db.transaction(() =>
        this.db.write(async (em) => {
          const [counter] = await em.execute<{ value: number }[]>(
            'update "counters" set "value" = "value" + 1 where "name" = ? returning "value"',
            ['receipt'],
          );
          const recorded = { ...payment, receiptNumber: Number(counter!.value) };
          await em.insert(PaymentRow, paymentToRow(recorded));
          return recorded;
        }),
      );
    } catch (error) {
      // A second report of the same charge breaks both rules, and which index the database checks first is its
      // business; but RecordPayment must hear DUPLICATE_TRANSACTION (the charge is recorded), never
      // MONTH_ALREADY_PAID (which refunds it). The write's savepoint keeps a transaction usable for this look-up.
      if (
        isDomainError(error) &&
        error.code === 'PAYMENT.MONTH_ALREADY_PAID' &&
        (await this.byTransactionId(payment.transactionId))
      ) {
        throw uniqueViolation('payments_transaction_id_unique');
      }
      throw error;
    }
  }

  listFor(email: string): Promise<Payment[]> {
    return this.db.run(async (em) => {
      const rows = await em.find(
        PaymentRow,
        { userEmail: email },
        { ...READ, orderBy: { paidAt: 'desc', id: 'desc' } },
      );
      return rows.map(paymentToDomain);
    });
  }

  byReceiptNumber(receiptNumber: number): Promise<Payment | undefined> {
    return this.db.run(async (em) => {
      const row = await em.findOne(PaymentRow, { receiptNumber }, READ);
      return row ? paymentToDomain(row) : undefined;
    });
  }

  listForMonth(monthKey: string): Promise<Payment[]> {
    return this.db.run(async (em) => {
      const rows = await em.find(PaymentRow, { monthKey }, { ...READ, orderBy: { userEmail: 'asc' } });
      return rows.map(paymentToDomain);
    });
  }

  listAll(): Promise<Payment[]> {
    return this.db.run(async (em) => {
      const rows = await em.find(PaymentRow, {}, { ...READ, orderBy: { paidAt: 'asc', id: 'asc' } });
      return rows.map(paymentToDomain);
    });
  }

  paidMonths(): Promise<{ userEmail: string; monthKey: string }[]> {
    return this.db.run(async (em) => {
      const rows = await em.find(
        PaymentRow,
        {},
        { ...READ, fields: ['userEmail', 'monthKey'], orderBy: { id: 'asc' } },
      );
      return rows.map((r) => ({ userEmail: r.userEmail, monthKey: r.monthKey }));
    });
  }

  byTransactionId(transactionId: string): Promise<Payment | undefined> {
    return this.db.run(async (em) => {
      const row = await em.findOne(PaymentRow, { transactionId }, READ);
      return row ? paymentToDomain(row) : undefined;
    });
  }
}
