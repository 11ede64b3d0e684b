import { describe, expect, it } from 'vitest';
import { RecordLedgerPayment, type BookWriting } from '../../../application/ledger/write-books.ts';
import { GetMyBooks } from '../../../application/ledger/read-books.ts';
import {
  ConfirmPaymentReport,
  GetMyPaymentReports,
  ListPaymentReports,
  RejectPaymentReport,
  ReportPayment,
  type Deciding,
} from '../../../application/payment-reports/payment-reports.ts';
import { anAgreement, anApartment, aUser } from '../../support/builders.ts';
import { aWorld, expectRefusal, type World } from '../world.ts';

// The clock reads 5 November 2026 in Dhaka. Rahim rents A101 at 12 000 taka from September 2026 and has paid nothing;
// Karim rented B101 at 20 000 taka for September and October and owes both; Mina rented C101 and owes nothing.
const a101 = anApartment().withId('apt-a101').withRent(12_000).build();
const b101 = anApartment().withId('apt-b101').at('B', 1, 'B101').withRent(20_000).build();
const rahim = aUser().withEmail('rahim@example.com').withName('Rahim Uddin').member().build();
const karim = aUser().withEmail('karim@example.com').withName('Karim Ali').build();
const rahimsLease = anAgreement().withId('L-rahim').by(rahim).on(a101).accepted().build();
const karimsLease = anAgreement().withId('L-karim').by(karim).on(b101).endingIn('2026-10').build();
const ADMIN = 'nadia@example.com';
const OTHER_ADMIN = 'sumi@example.com';
const nadia = aUser().withId('user-nadia').withEmail(ADMIN).withName('Nadia Islam').admin().build();
const sumi = aUser().withId('user-sumi').withEmail(OTHER_ADMIN).withName('Sumi Akter').admin().build();

const aBuilding = () =>
  aWorld({
    apartments: [a101, b101],
    users: [rahim, karim, nadia, { ...sumi, language: 'bn' }],
    agreements: [
      rahimsLease,
      { ...karimsLease, status: 'ended', decidedAt: rahimsLease.decidedAt!, startMonth: '2026-09' },
    ],
  });

const writing = (w: World): BookWriting => ({ ...w, ledger: w.ledger, books: w.books, audit: w.trail });
const deciding = (w: World): Deciding => ({
  reports: w.paymentReports,
  agreements: w.agreements,
  uow: w.uow,
  clock: w.clock,
  audit: w.trail,
});
const report = (w: World) =>
  new ReportPayment({ ...w, books: w.books, reports: w.paymentReports, notifier: w.notifier });
/** What the residents were told, leaving out what the admins were. */
const toldResidents = (w: World) =>
  w.rows().notifications.filter((n) => n.recipientEmail !== ADMIN && n.recipientEmail !== OTHER_ADMIN);
const confirm = (w: World) => new ConfirmPaymentReport(deciding(w), new RecordLedgerPayment(writing(w), w.notifier));
const reject = (w: World) => new RejectPaymentReport(deciding(w), w.notifier);
const bkash = (extra: Record<string, unknown> = {}) => ({
  amount: 12_000,
  paidOn: '2026-11-04',
  method: 'bkash',
  reference: '8N7A6B',
  ...extra,
});

describe('a resident reports a payment', () => {
  it('and it waits: nothing on the books changes, and it is listed for them and for the admin', async () => {
    const w = await aBuilding();
    const before = await new GetMyBooks(w.agreements, w.books).execute(rahim);
    const made = await report(w).execute(rahim, bkash({ note: 'Sent from my wife’s number' }));
    expect(made).toMatchObject({
      leaseId: 'L-rahim',
      reporterEmail: 'rahim@example.com',
      amount: 1_200_000,
      method: 'bkash',
      reference: '8N7A6B',
      note: 'Sent from my wife’s number',
      status: 'pending',
    });
    expect(await new GetMyBooks(w.agreements, w.books).execute(rahim)).toEqual(before);
    expect(w.rows().ledgerEntries).toEqual([]);
    expect(await new GetMyPaymentReports(w.paymentReports).execute({ email: 'Rahim@Example.com ' })).toEqual([made]);
    expect(await new ListPaymentReports(w.paymentReports, w.agreements).execute()).toMatchObject([
      { report: made, lease: { id: 'L-rahim', userName: 'Rahim Uddin' } },
    ]);
  });

  it('and every admin is told who reported paying what, by which method and reference, each in their language', async () => {
    const w = await aBuilding();
    await report(w).execute(rahim, bkash({ amount: 12_500.5, note: 'Sent from my wife’s number' }));
    const told = w.rows().notifications;
    expect(told.map((n) => n.recipientEmail).sort()).toEqual([ADMIN, OTHER_ADMIN]);
    const event = {
      type: 'payment-reported',
      name: 'Rahim Uddin',
      amount: 12_500.5,
      method: 'bkash',
      reference: '8N7A6B',
    };
    for (const note of told) {
      expect(note.event).toEqual(event);
      expect(note).toMatchObject({ topic: 'payments', link: '/dashboard/payment-reports' });
      // Nothing else of the resident's: no email, flat, note or day paid.
      const text = JSON.stringify([note.subject, note.lines, note.event]);
      for (const kept of ['rahim@example.com', 'A101', 'wife', '2026-11-04']) expect(text).not.toContain(kept);
    }
    const english = told.find((n) => n.recipientEmail === ADMIN)!;
    expect(english).toMatchObject({
      language: 'en',
      subject: 'Payment reported: Rahim Uddin, 12,500.5 taka by bKash',
      lines: [
        'Rahim Uddin reported paying 12,500.5 taka by bKash (reference 8N7A6B).',
        'Payment Reports lists it: confirm it once the money is in, or reject it with a reason.',
      ],
    });
    const bangla = told.find((n) => n.recipientEmail === OTHER_ADMIN)!;
    expect(bangla).toMatchObject({ language: 'bn', subject: 'নতুন পেমেন্টের খবর: Rahim Uddin, বিকাশ-এ ১২,৫০০.৫ টাকা' });
    // Both admins want payments by email until they say otherwise.
    expect(
      w
        .rows()
        .emails.map((e) => e.to)
        .sort(),
    ).toEqual([ADMIN, OTHER_ADMIN]);
  });

  it('tells no admin when the report is refused', async () => {
    const w = await aBuilding();
    await expectRefusal(report(w).execute(rahim, bkash({ reference: ' ' })), 'VALIDATION.INVALID_INPUT');
    expect(w.rows().notifications).toEqual([]);
  });

  it('a former resident who still owes reports to their last lease; one who owes nothing cannot', async () => {
    const w = await aBuilding();
    expect(await report(w).execute(karim, bkash({ paidOn: '2026-11-01' }))).toMatchObject({ leaseId: 'L-karim' });
    const settled = await aWorld({
      apartments: [b101],
      users: [karim],
      agreements: [{ ...karimsLease, status: 'ended', startMonth: '2026-10' }],
    });
    await new RecordLedgerPayment(writing(settled), settled.notifier).execute({
      leaseId: 'L-karim',
      amount: 20_000,
      paidOn: '2026-10-30',
      method: 'cash',
      by: ADMIN,
    });
    const rows = settled.rows();
    await expectRefusal(report(settled).execute(karim, bkash()), 'PAYMENT.NOTHING_OWED');
    expect(settled.rows()).toEqual(rows);
  });

  it('is refused without a lease, or with a field the rules refuse, and nothing is written', async () => {
    const w = await aBuilding();
    const rows = w.rows();
    await expectRefusal(report(w).execute({ email: 'nobody@example.com' }, bkash()), 'AGREEMENT.NOT_FOUND');
    for (const wrong of [{ reference: ' ' }, { method: 'cash' }, { paidOn: '2026-11-06' }, { amount: 0 }])
      await expectRefusal(report(w).execute(rahim, bkash(wrong)), 'VALIDATION.INVALID_INPUT');
    expect(w.rows()).toEqual(rows);
  });
});

describe('an admin confirms a report', () => {
  it('and it becomes a payment on the books with a receipt, audit-logged, and the resident is told', async () => {
    const w = await aBuilding();
    const made = await report(w).execute(rahim, bkash({ amount: 15_000 }));
    const { report: done, written } = await confirm(w).execute({ reportId: made.id, by: ADMIN });
    expect(written.entry).toMatchObject({
      method: 'bkash',
      reference: '8N7A6B',
      amount: 1_500_000,
      paidOn: '2026-11-04',
      receiptNumber: 1,
      by: ADMIN,
    });
    expect(done).toMatchObject({ status: 'confirmed', decidedBy: ADMIN, creditId: written.entry.id, receiptNumber: 1 });
    expect(await w.paymentReports.byId(made.id)).toEqual(done);
    expect(written.books.settlement.charges.map((c) => c.remaining)).toEqual([0, 900_000, 1_200_000]);
    expect(w.rows().audit.map((a) => [a.action, a.subject])).toEqual([
      ['ledger.payment', 'L-rahim'],
      ['payment-report.confirm', made.id],
    ]);
    expect(toldResidents(w)).toMatchObject([
      {
        recipientEmail: rahim.email,
        event: { type: 'payment-received', receipt: 1, amount: 15_000, method: 'bkash' },
      },
    ]);
  });

  it('once: a second confirmation or a rejection is told who confirmed it, and changes nothing', async () => {
    const w = await aBuilding();
    const made = await report(w).execute(rahim, bkash());
    await confirm(w).execute({ reportId: made.id, by: ADMIN });
    const rows = w.rows();
    await expect(confirm(w).execute({ reportId: made.id, by: OTHER_ADMIN })).rejects.toMatchObject({
      code: 'PAYMENT.REPORT_DECIDED',
      message: `This payment report was already confirmed by ${ADMIN} (receipt 1)`,
    });
    await expectRefusal(
      reject(w).execute({ reportId: made.id, reason: 'No', by: OTHER_ADMIN }),
      'PAYMENT.REPORT_DECIDED',
    );
    expect(w.rows()).toEqual(rows);
  });

  it('of two admins at once, exactly one records the payment', async () => {
    const w = await aBuilding();
    const made = await report(w).execute(rahim, bkash());
    const results = await Promise.allSettled([
      confirm(w).execute({ reportId: made.id, by: ADMIN }),
      confirm(w).execute({ reportId: made.id, by: OTHER_ADMIN }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(w.rows().ledgerEntries).toHaveLength(1);
  });

  it('is refused while the reference is already a payment on the books, and the report keeps waiting', async () => {
    const w = await aBuilding();
    await new RecordLedgerPayment(writing(w), w.notifier).execute({
      leaseId: 'L-rahim',
      amount: 12_000,
      paidOn: '2026-11-04',
      method: 'bkash',
      reference: '8N7A6B',
      by: ADMIN,
    });
    const made = await report(w).execute(rahim, bkash());
    const rows = w.rows();
    await expectRefusal(confirm(w).execute({ reportId: made.id, by: ADMIN }), 'LEDGER.DUPLICATE_REFERENCE');
    expect(w.rows()).toEqual(rows);
    expect((await w.paymentReports.byId(made.id))?.status).toBe('pending');
  });

  it('is refused for a report that does not exist', async () => {
    const w = await aBuilding();
    await expectRefusal(confirm(w).execute({ reportId: 'nope', by: ADMIN }), 'PAYMENT.REPORT_NOT_FOUND');
    await expectRefusal(reject(w).execute({ reportId: 'nope', reason: 'x', by: ADMIN }), 'PAYMENT.REPORT_NOT_FOUND');
  });
});

describe('an admin rejects a report', () => {
  it('with a reason the resident is told, audit-logged, and nothing on the books', async () => {
    const w = await aBuilding();
    const made = await report(w).execute(rahim, bkash());
    const { report: done, lease } = await reject(w).execute({
      reportId: made.id,
      reason: ' No such bKash transaction ',
      by: ADMIN,
    });
    expect(lease?.id).toBe('L-rahim');
    expect(done).toMatchObject({ status: 'rejected', reason: 'No such bKash transaction', decidedBy: ADMIN });
    expect(w.rows().ledgerEntries).toEqual([]);
    expect(w.rows().audit).toMatchObject([
      {
        action: 'payment-report.reject',
        subject: made.id,
        label: 'Rahim Uddin of Block A, floor 1, A101',
        after: { status: 'rejected', reason: 'No such bKash transaction' },
      },
    ]);
    expect(toldResidents(w)).toMatchObject([
      {
        recipientEmail: rahim.email,
        event: {
          type: 'payment-report-rejected',
          amount: 12_000,
          method: 'bkash',
          reference: '8N7A6B',
          reason: 'No such bKash transaction',
        },
        subject: 'Payment not confirmed: 12,000 taka by bKash',
      },
    ]);
    expect(await new GetMyPaymentReports(w.paymentReports).execute(rahim)).toEqual([done]);
  });

  it('never without a reason, and a rejected report cannot be confirmed', async () => {
    const w = await aBuilding();
    const made = await report(w).execute(rahim, bkash());
    const rows = w.rows();
    await expectRefusal(reject(w).execute({ reportId: made.id, reason: '  ', by: ADMIN }), 'VALIDATION.INVALID_INPUT');
    expect(w.rows()).toEqual(rows);
    await reject(w).execute({ reportId: made.id, reason: 'Wrong amount', by: ADMIN });
    await expect(confirm(w).execute({ reportId: made.id, by: OTHER_ADMIN })).rejects.toThrow(
      `already rejected by ${ADMIN}: Wrong amount`,
    );
  });
});
