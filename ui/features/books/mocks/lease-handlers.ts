import { http, HttpResponse } from 'msw';
import { booksSchema, entryWrittenSchema, statementSchema } from '@contract/ledger';
import { addedCharge, recordedPayment, voidOf } from '@domain/ledger/writing.ts';
import { isDomainError } from '@domain/shared/errors.ts';
import { dayIn } from '@domain/shared/month.ts';
import { json } from '@/lib/mocks/json.ts';
import { booksOf, statementOf } from './answers.ts';
import { ADMIN, type MockLedger, SAMPLE_TODAY } from './ledgers.ts';

/** A refusal as the server answers it: its words, its code and the fields it names. */
export const refusal = (status: number, message: string, code: string, fields?: Record<string, string>) =>
  HttpResponse.json({ message, code, requestId: 'story', ...(fields ? { fields } : {}) }, { status });

const STATUS: Record<string, number> = { 'VALIDATION.INVALID_INPUT': 400, 'LEDGER.ENTRY_NOT_FOUND': 404 };

/** A domain refusal as the server answers it. */
const refused = (error: unknown) => {
  if (!isDomainError(error)) throw error;
  return refusal(STATUS[error.code] ?? 409, error.message, error.code, error.fields ? { ...error.fields } : undefined);
};

/**
 * A lease's books, its statements, and the three writes, over its own copy of the entries: what a write adds, the
 * next read shows. The day received is checked against the real building day, since the form starts on it.
 */
export function leaseBooks(ledger: MockLedger) {
  const entries = [...ledger.entries];
  const current = (): MockLedger => ({ lease: ledger.lease, entries });
  let receipt = 43;
  let id = 0;
  const span = {
    id: ledger.lease.leaseId,
    startMonth: ledger.lease.startMonth,
    ...(ledger.lease.endMonth ? { endMonth: ledger.lease.endMonth } : {}),
  };
  const today = () => [SAMPLE_TODAY, dayIn(new Date(), 'Asia/Dhaka')].sort().at(-1)!;
  const l = ledger.lease.leaseId;
  const written = (entryId: string, receiptNumber: number | null) =>
    json(entryWrittenSchema, { entryId, receiptNumber, books: booksOf(current()) }, 201);
  return [
    http.get(`/api/admin/books/${l}`, () => json(booksSchema, booksOf(current()))),
    http.get(`/api/admin/books/${l}/statement`, ({ request }) =>
      json(statementSchema, statementOf(ledger.lease, entries, new URL(request.url).searchParams.get('month') ?? '')),
    ),
    http.get(
      `/api/admin/books/${l}/statement/pdf`,
      ({ request }) =>
        new HttpResponse(`%PDF-1.3 statement ${new URL(request.url).searchParams.get('month') ?? ''}`, {
          headers: { 'content-type': 'application/pdf' },
        }),
    ),
    http.post(`/api/admin/books/${l}/payments`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      try {
        const input = {
          id: `cr-new-${++id}`,
          amountInTaka: Number(body.amount),
          paidOn: String(body.paidOn ?? ''),
          method: String(body.method ?? ''),
          ...(typeof body.reference === 'string' ? { reference: body.reference } : {}),
          ...(typeof body.note === 'string' ? { note: body.note } : {}),
          ...(typeof body.forCharge === 'string' ? { forCharge: body.forCharge } : {}),
          by: ADMIN,
          at: new Date(),
        };
        const paid = recordedPayment(span, input, today());
        if (
          paid.reference !== undefined &&
          entries.some((e) => e.type === 'credit' && e.reference === paid.reference && e.method === paid.method)
        )
          return refusal(
            409,
            'A payment with this reference is already on this lease’s books',
            'LEDGER.DUPLICATE_REFERENCE',
          );
        entries.push({ ...paid, receiptNumber: receipt });
        return written(paid.id, receipt++);
      } catch (error) {
        return refused(error);
      }
    }),
    http.post(`/api/admin/books/${l}/charges`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      try {
        const added = addedCharge(span, {
          id: `ch-new-${++id}`,
          kind: String(body.kind ?? ''),
          month: String(body.month ?? ''),
          ...(typeof body.label === 'string' ? { label: body.label } : {}),
          amountInTaka: Number(body.amount),
          by: ADMIN,
          at: new Date(),
        });
        entries.push(added);
        return written(added.id, null);
      } catch (error) {
        return refused(error);
      }
    }),
    http.post(`/api/admin/books/${l}/entries/:entryId/void`, async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      try {
        const cancelled = voidOf(entries, span, {
          id: `void-new-${++id}`,
          voids: String(params.entryId),
          reason: String(body.reason ?? ''),
          by: ADMIN,
          at: new Date(),
        });
        entries.push(cancelled);
        return written(cancelled.id, null);
      } catch (error) {
        return refused(error);
      }
    }),
  ];
}

type Refusal = [status: number, code: string, message: string, fields?: Record<string, string>];

/** The server refusing a payment, in its own words: a 400 with the fields it names, or a conflict. */
export const paymentRefused = (leaseId: string, ...[status, code, message, fields]: Refusal) =>
  http.post(`/api/admin/books/${leaseId}/payments`, () => refusal(status, message, code, fields));

/** The server refusing a charge. */
export const chargeRefused = (leaseId: string, ...[status, code, message, fields]: Refusal) =>
  http.post(`/api/admin/books/${leaseId}/charges`, () => refusal(status, message, code, fields));

/** The server refusing a void (another admin voided the entry first, say). */
export const voidRefused = (leaseId: string, ...[status, code, message, fields]: Refusal) =>
  http.post(`/api/admin/books/${leaseId}/entries/:entryId/void`, () => refusal(status, message, code, fields));
