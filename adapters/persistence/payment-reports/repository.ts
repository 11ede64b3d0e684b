import type { PaymentReport } from '../../../domain/payment-reports/payment-report.ts';
import type { PaymentReports } from '../../../application/payment-reports/ports.ts';
import { READ, type Db } from '../mikro-orm/db.ts';
import { PaymentReportRow } from './entity.ts';
import { LATEST_FIRST, paymentReportToDomain, paymentReportToRow } from './mapper.ts';

/** Each change is one UPDATE conditional on the version it was read at, so of two admins one writes. */
export class MikroOrmPaymentReports implements PaymentReports {
  constructor(private readonly db: Db) {}

  async add(report: PaymentReport): Promise<void> {
    await this.db.write((em) => em.insert(PaymentReportRow, paymentReportToRow(report)));
  }

  byId(id: string): Promise<PaymentReport | undefined> {
    return this.db.run(async (em) => {
      const row = await em.findOne(PaymentReportRow, { id }, READ);
      return row ? paymentReportToDomain(row) : undefined;
    });
  }

  listByReporter(email: string): Promise<PaymentReport[]> {
    return this.db.run(async (em) =>
      (await em.find(PaymentReportRow, { reporterEmail: email }, { ...READ, orderBy: LATEST_FIRST })).map(
        paymentReportToDomain,
      ),
    );
  }

  listAll(): Promise<PaymentReport[]> {
    return this.db.run(async (em) =>
      (await em.find(PaymentReportRow, {}, { ...READ, orderBy: LATEST_FIRST })).map(paymentReportToDomain),
    );
  }

  async save(next: PaymentReport): Promise<boolean> {
    const { id: _id, createdAt: _created, ...columns } = paymentReportToRow(next);
    const updated = await this.db.write((em) =>
      em.nativeUpdate(PaymentReportRow, { id: next.id, version: next.version - 1 }, columns),
    );
    return updated === 1;
  }
}
