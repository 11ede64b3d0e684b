import { http, HttpResponse } from 'msw';
import { type PaymentDto, type ReceiptDto, receiptSchema } from '@contract/payments';
import type { CreditDto, LeaseSummaryDto } from '@contract/ledger';
import { amountDue } from '@domain/payments/payment.ts';
import { toTaka } from '@domain/shared/money.ts';
import { payments } from '@/lib/mocks/dashboard-fixtures.ts';
import { booksInCredit, booksOwingSeveral, booksPartlyPaid, nadiasLease } from '@/lib/mocks/ledger-fixtures.ts';
import { json } from '@/lib/mocks/json.ts';

/** The receipt the server builds from a payment, for the sample payments. */
export const receiptFor = (p: PaymentDto): ReceiptDto => ({
  receiptNumber: p.receiptNumber ?? 0,
  buildingName: 'Lakeview Residency',
  buildingAddress: 'Road 12, Gulshan, Dhaka',
  memberName: p.userName,
  memberEmail: p.userEmail,
  floor: p.floor,
  block: p.block,
  number: p.number,
  month: p.month,
  monthKey: p.monthKey,
  rent: p.rent,
  discount: p.discount,
  totalPaid: toTaka(amountDue(p.rent, p.discount)),
  transactionId: p.transactionId,
  paidAt: p.paidAt,
  method: 'card',
  reference: p.transactionId,
  receivedOn: null,
  voided: false,
});

export const sampleReceipt = receiptFor(payments[0]!);

/** The receipt the server builds for money recorded at the office: no month, rent or discount. */
export const recordedReceiptFor = (c: CreditDto, lease: LeaseSummaryDto = nadiasLease): ReceiptDto => ({
  receiptNumber: c.receiptNumber ?? 0,
  buildingName: 'Lakeview Residency',
  buildingAddress: 'Road 12, Gulshan, Dhaka',
  memberName: lease.memberName,
  memberEmail: lease.memberEmail,
  floor: lease.flat.floor,
  block: lease.flat.block,
  number: lease.flat.number,
  month: null,
  monthKey: null,
  rent: null,
  discount: null,
  totalPaid: c.amount,
  transactionId: null,
  paidAt: `${c.paidOn}T05:30:00.000Z`,
  method: c.method ?? 'cash',
  reference: c.reference,
  receivedOn: c.paidOn,
  voided: false,
});

/** The payments the sample books record by hand (cash, bank, bKash), each with its receipt. */
export const recordedCredits: CreditDto[] = [booksInCredit, booksPartlyPaid, booksOwingSeveral]
  .flatMap((b) => b.credits)
  .filter((c) => c.kind === 'payment' && c.method !== 'card' && c.receiptNumber !== null);
const recordedBy = (method: string) => recordedReceiptFor(recordedCredits.find((c) => c.method === method)!);
/** 3,000 taka paid in cash at the office, receipt R-000018. */
export const cashReceipt = recordedBy('cash');
/** 5,000 taka by bKash, receipt R-000017. */
export const bkashReceipt = recordedBy('bkash');

/** Answers for the sample payments' receipt numbers, card and recorded; any other number is someone else's or missing: 404. */
export const receipts = http.get('/api/payments/receipts/:number', ({ params }) => {
  const payment = payments.find((p) => String(p.receiptNumber) === params.number);
  const recorded = recordedCredits.find((c) => String(c.receiptNumber) === params.number);
  return payment || recorded
    ? json(receiptSchema, payment ? receiptFor(payment) : recordedReceiptFor(recorded!))
    : HttpResponse.json(
        { message: 'Receipt not found', code: 'RECEIPT.NOT_FOUND', requestId: 'story' },
        { status: 404 },
      );
});

/** A receipt's PDF: a stand-in file of the right type for the sample numbers; any other number is 404. */
export const receiptPdfs = http.get('/api/payments/receipts/:number/pdf', ({ params }) =>
  payments.some((p) => String(p.receiptNumber) === params.number) ||
  recordedCredits.some((c) => String(c.receiptNumber) === params.number)
    ? new HttpResponse(`%PDF-1.3 receipt ${String(params.number)}`, {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="receipt-${String(params.number)}.pdf"`,
        },
      })
    : HttpResponse.json(
        { message: 'Receipt not found', code: 'RECEIPT.NOT_FOUND', requestId: 'story' },
        { status: 404 },
      ),
);

/** A receipt's PDF that cannot be made just now. */
export const receiptPdfFailing = http.get('/api/payments/receipts/:number/pdf', () =>
  HttpResponse.json(
    { message: 'Something went wrong on our side', code: 'INTERNAL', requestId: 'story' },
    { status: 500 },
  ),
);
