import { describeLocation } from '../../domain/apartments/apartment.ts';
import type { Agreement } from '../../domain/agreements/agreement.ts';
import type { LedgerCredit } from '../../domain/ledger/ledger.ts';
import { normalizeEmail } from '../../domain/members/user.ts';
import {
  alreadyDecided,
  confirmed,
  newPaymentReport,
  rejected,
  reportOrder,
  withReceipt,
  type PaymentReport,
} from '../../domain/payment-reports/payment-report.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import { toTaka } from '../../domain/shared/money.ts';
import type { Agreements } from '../agreements/ports.ts';
import type { AuditTrail } from '../audit/audit-trail.ts';
import { spanOf, type LeaseBooks } from '../ledger/books.ts';
import type { EntryWritten, RecordLedgerPayment } from '../ledger/write-books.ts';
import type { Users } from '../members/ports.ts';
import type { Notifier } from '../notifications/notifier.ts';
import { leaseToPayUnder } from '../payments/payment-terms.ts';
import type { Actor, BuildingCalendar, Clock, IdGenerator, UnitOfWork } from '../shared/ports.ts';
import type { PaymentReports } from './ports.ts';

export interface ReportPaymentInput {
  readonly amount: number;
  readonly paidOn: string;
  readonly method: string;
  readonly reference: string;
  readonly note?: string;
}

/** What reporting a payment is made with. */
export interface Reporting {
  readonly agreements: Agreements;
  readonly books: LeaseBooks;
  readonly reports: PaymentReports;
  readonly users: Pick<Users, 'listByRole'>;
  readonly notifier: Notifier;
  readonly uow: UnitOfWork;
  readonly ids: IdGenerator;
  readonly clock: Clock;
  readonly calendar: BuildingCalendar;
}

/**
 * A resident says they paid the building by bank, cheque, bKash or Nagad: the report waits for an admin and changes
 * nothing on the books, and every admin is told who reported what (the name, amount, method and reference only). A
 * resident reports to the lease they pay under (their running lease, or a former resident's last one while it still
 * owes).
 */
export class ReportPayment {
  constructor(private readonly w: Reporting) {}

  execute(actor: Pick<Actor, 'email'>, input: ReportPaymentInput): Promise<PaymentReport> {
    const w = this.w;
    return w.uow.run(async () => {
      const lease = await leaseToPayUnder(w.agreements, actor.email);
      if (lease.status === 'ended' && (await w.books.of(lease)).settlement.balance <= 0)
        throw new DomainError(
          'PAYMENT.NOTHING_OWED',
          'Your former lease’s books are settled: there is no payment to report',
        );
      const report = newPaymentReport(
        spanOf(lease),
        {
          ...input,
          amountInTaka: input.amount,
          id: w.ids.next(),
          reporterEmail: normalizeEmail(actor.email),
          at: w.clock.now(),
        },
        w.calendar.today(),
      );
      await w.reports.add(report);
      await w.notifier.notify(await w.users.listByRole('admin'), {
        type: 'payment-reported',
        name: lease.userName,
        amount: toTaka(report.amount),
        method: report.method,
        reference: report.reference,
      });
      return report;
    });
  }
}

/** The reports the caller made, latest first, each waiting, confirmed (with its receipt) or rejected (with why). */
export class GetMyPaymentReports {
  constructor(private readonly reports: PaymentReports) {}

  execute(actor: Pick<Actor, 'email'>): Promise<PaymentReport[]> {
    return this.reports.listByReporter(normalizeEmail(actor.email));
  }
}

export interface ReportOfLease {
  readonly report: PaymentReport;
  /** The lease it was reported to. */
  readonly lease: Agreement | undefined;
}

/** Every report for the admin: the waiting first, oldest first, then the decided, latest first; each with its lease. */
export class ListPaymentReports {
  constructor(
    private readonly reports: PaymentReports,
    private readonly agreements: Agreements,
  ) {}

  async execute(): Promise<ReportOfLease[]> {
    const [reports, leases] = await Promise.all([this.reports.listAll(), this.agreements.listLeases()]);
    const byId = new Map(leases.map((a) => [a.id, a]));
    return [...reports].sort(reportOrder).map((report) => ({ report, lease: byId.get(report.leaseId) }));
  }
}

const leaseLabel = (a: Agreement): string => `${a.userName} of ${describeLocation(a)}`;

/** What deciding a report is made with. */
export interface Deciding {
  readonly reports: PaymentReports;
  readonly agreements: Agreements;
  readonly uow: UnitOfWork;
  readonly clock: Clock;
  readonly audit: AuditTrail;
}

/** The report, or PAYMENT.REPORT_NOT_FOUND. */
async function reportById(reports: PaymentReports, id: string): Promise<PaymentReport> {
  const report = await reports.byId(id);
  if (!report) throw new DomainError('PAYMENT.REPORT_NOT_FOUND', 'There is no such payment report');
  return report;
}

/** Writes the decision over the report as it was read; another admin's decision in between is told as it stands. */
async function decide(reports: PaymentReports, next: PaymentReport): Promise<void> {
  if (await reports.save(next)) return;
  throw alreadyDecided(await reportById(reports, next.id));
}

export interface ConfirmedReport {
  readonly report: PaymentReport;
  readonly written: EntryWritten<LedgerCredit>;
}

/**
 * An admin confirms a waiting report: it becomes a payment on the lease's books exactly as one an admin records (the
 * next receipt number, the audit entry, the resident told), and the report keeps its receipt. The report is taken
 * first, so of two admins confirming at once one writes the payment and the other is told who confirmed it. A
 * payment the books refuse (its reference already there: LEDGER.DUPLICATE_REFERENCE) leaves the report waiting.
 */
export class ConfirmPaymentReport {
  constructor(
    private readonly w: Deciding,
    private readonly record: RecordLedgerPayment,
  ) {}

  execute(input: { readonly reportId: string; readonly by: string }): Promise<ConfirmedReport> {
    return this.w.uow.run(async () => {
      const report = await reportById(this.w.reports, input.reportId);
      const taken = confirmed(report, input.by, this.w.clock.now());
      await decide(this.w.reports, taken);
      const written = await this.record.execute({
        leaseId: report.leaseId,
        amount: toTaka(report.amount),
        paidOn: report.paidOn,
        method: report.method,
        reference: report.reference,
        ...(report.note !== undefined ? { note: report.note } : {}),
        by: input.by,
      });
      const done = withReceipt(taken, written.entry.id, written.entry.receiptNumber!);
      await decide(this.w.reports, done);
      await this.w.audit.record({
        actor: input.by,
        action: 'payment-report.confirm',
        subject: report.id,
        label: leaseLabel(written.books.agreement),
        before: { status: 'pending' },
        after: { status: 'confirmed', reference: report.reference, receipt: done.receiptNumber ?? null },
      });
      return { report: done, written };
    });
  }
}

/** An admin turns a waiting report down with a reason; the resident is told the reason. */
export class RejectPaymentReport {
  constructor(
    private readonly w: Deciding,
    private readonly notifier: Notifier,
  ) {}

  execute(input: { readonly reportId: string; readonly reason: string; readonly by: string }): Promise<ReportOfLease> {
    return this.w.uow.run(async () => {
      const report = await reportById(this.w.reports, input.reportId);
      const next = rejected(report, input.by, this.w.clock.now(), input.reason);
      await decide(this.w.reports, next);
      const lease = await this.w.agreements.byId(report.leaseId);
      await this.w.audit.record({
        actor: input.by,
        action: 'payment-report.reject',
        subject: report.id,
        label: lease ? leaseLabel(lease) : report.reporterEmail,
        before: { status: 'pending' },
        after: { status: 'rejected', reference: report.reference, reason: next.reason ?? null },
      });
      await this.notifier.notify([{ email: report.reporterEmail, name: lease?.userName ?? report.reporterEmail }], {
        type: 'payment-report-rejected',
        amount: toTaka(report.amount),
        method: report.method,
        reference: report.reference,
        reason: next.reason!,
      });
      return { report: next, lease };
    });
  }
}
