import { http, HttpResponse } from 'msw';
import { type PaymentDto, type ReceiptDto, receiptSchema } from '@contract/payments';
import { amountDue } from '@domain/payments/payment.ts';
import { toTaka } from '@domain/shared/money.ts';
import { payments } from '@/lib/mocks/dashboard-fixtures.ts';
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
});

export const sampleReceipt = receiptFor(payments[0]!);

/** Answers for the sample payments' receipt numbers; any other number is someone else's or missing: 404. */
export const receipts = http.get('/api/payments/receipts/:number', ({ params }) => {
  const payment = payments.find((p) => String(p.receiptNumber) === params.number);
  return payment
    ? json(receiptSchema, receiptFor(payment))
    : HttpResponse.json(
        { message: 'Receipt not found', code: 'RECEIPT.NOT_FOUND', requestId: 'story' },
        { status: 404 },
      );
});
