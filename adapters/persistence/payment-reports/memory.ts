import type { PaymentReport } from '../../../domain/payment-reports/payment-report.ts';
import type { PaymentReports } from '../../../application/payment-reports/ports.ts';
import type { MemoryTables } from '../memory/memory-store.ts';
import { compareText } from '../memory/compare-text.ts';

const latestFirst = (a: PaymentReport, b: PaymentReport) =>
  b.createdAt.getTime() - a.createdAt.getTime() || compareText(b.id, a.id);

export class MemoryPaymentReports implements PaymentReports {
  constructor(private readonly t: MemoryTables) {}

  async add(report: PaymentReport) {
    // An id taken is a broken id generator, as the primary key would say on SQL.
    if (this.t.paymentReports.has(report.id)) throw new Error(`Payment report ${report.id} exists already`);
    this.t.paymentReports.set(report.id, report);
  }

  async byId(id: string) {
    return this.t.paymentReports.get(id);
  }

  async listByReporter(email: string) {
    return [...this.t.paymentReports.values()].filter((r) => r.reporterEmail === email).sort(latestFirst);
  }

  async listAll() {
    return [...this.t.paymentReports.values()].sort(latestFirst);
  }

  async save(next: PaymentReport) {
    // The check and the write with no await between them, so of two saves over one version only one writes.
    const stored = this.t.paymentReports.get(next.id);
    if (stored?.version !== next.version - 1) return false;
    this.t.paymentReports.set(next.id, next);
    return true;
  }
}
