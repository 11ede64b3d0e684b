import { delay, http, HttpResponse } from 'msw';
import {
  type BooksArrearsDto,
  booksArrearsSchema,
  type BooksCollectionDto,
  booksCollectionSchema,
  type BooksDto,
  booksSchema,
  entryWrittenSchema,
  type LeaseSummaryDto,
  statementSchema,
} from '@contract/ledger';
import { addedCharge, recordedPayment, voidOf } from '@domain/ledger/writing.ts';
import { ageing, AGEING_BUCKETS, statement } from '@domain/ledger/reading.ts';
import { type LedgerCharge, type LedgerCredit, type LedgerEntry, rentCharge, settle } from '@domain/ledger/ledger.ts';
import { collectionByMonth, collectionTotal, type MonthCollection } from '@domain/ledger/collection.ts';
import { CHARGE_KINDS, PAYMENT_METHODS } from '@domain/ledger/ledger.ts';
import { isDomainError } from '@domain/shared/errors.ts';
import { addMonths, dayIn, monthsFrom } from '@domain/shared/month.ts';
import { fromTaka, sum, toTaka } from '@domain/shared/money.ts';
import { json } from '@/lib/mocks/json.ts';

/**
 * The books as the server keeps them, for stories and tests: a lease and its entries, from which every answer is
 * worked out by the domain's own rules (settled oldest first, aged from the 5th, a month's statement), so the mock's
 * books always add up. The writes check what the server checks and answer with the books as they then stand.
 */
export interface MockLedger {
  readonly lease: LeaseSummaryDto;
  readonly entries: LedgerEntry[];
}

/** The building's day in the samples: Saturday 28 November 2026. */
export const SAMPLE_TODAY = '2026-11-28';
const DUE_DAY = 5;
const AT = new Date('2026-11-01T04:00:00.000Z');
const ADMIN = 'admin@example.com';

const lease = (
  leaseId: string,
  memberName: string,
  flat: LeaseSummaryDto['flat'],
  rent: number,
  startMonth: string,
  endMonth: string | null = null,
): LeaseSummaryDto => ({
  leaseId,
  memberName,
  memberEmail: `${memberName.split(' ')[0]!.toLowerCase()}@example.com`,
  flat,
  rent,
  startMonth,
  endMonth,
  current: endMonth === null,
});

const rents = (l: LeaseSummaryDto): LedgerCharge[] =>
  monthsFrom(l.startMonth, l.endMonth ?? SAMPLE_TODAY.slice(0, 7)).map((m) =>
    rentCharge(l.leaseId, m, fromTaka(l.rent), AT),
  );

const charge = (
  l: LeaseSummaryDto,
  id: string,
  kind: LedgerCharge['kind'],
  month: string,
  label: string,
  amount: number,
) =>
  ({
    type: 'charge',
    id,
    leaseId: l.leaseId,
    kind,
    month,
    label,
    amount: fromTaka(amount),
    at: AT,
    by: ADMIN,
  }) as const;

const credit = (
  l: LeaseSummaryDto,
  id: string,
  paidOn: string,
  amount: number,
  more: Partial<Omit<LedgerCredit, 'type' | 'id' | 'leaseId' | 'amount' | 'paidOn'>> = {},
): LedgerCredit => ({
  type: 'credit',
  id,
  leaseId: l.leaseId,
  kind: 'payment',
  amount: fromTaka(amount),
  paidOn,
  at: new Date(`${paidOn}T05:00:00.000Z`),
  ...more,
});

const karimLease = lease('lease-karim', 'Karim Ahmed', { floor: 4, block: 'B', number: 'B401' }, 18000, '2026-07');
/** Karim: rent since July, a gas bill and a broken window; paid the first two months, so four items are owed, aged. */
export const owingSeveral = (): MockLedger => ({
  lease: karimLease,
  entries: [
    ...rents(karimLease),
    charge(karimLease, 'ch-karim-gas', 'gas', '2026-09', 'Gas bill', 1200),
    charge(karimLease, 'ch-karim-window', 'repair', '2026-10', 'Broken window', 3500),
    credit(karimLease, 'cr-karim-1', '2026-07-04', 18000, { method: 'cash', receiptNumber: 31, by: ADMIN }),
    credit(karimLease, 'cr-karim-2', '2026-08-07', 18000, {
      method: 'card',
      reference: 'pi_3QK8x2LkdIwHu7ix0',
      receiptNumber: 35,
    }),
    credit(karimLease, 'cr-karim-3', '2026-09-20', 5000, {
      method: 'bkash',
      reference: 'BK8X2K9Q',
      receiptNumber: 38,
      by: ADMIN,
    }),
  ],
});

const nadiaLease = lease('lease-nadia', 'Nadia Rahman', { floor: 2, block: 'A', number: 'A203' }, 14500, '2026-09');
/** Nadia: September by card, October with a coupon's discount and a bank transfer, November half paid in cash. */
export const partlyPaid = (): MockLedger => ({
  lease: nadiaLease,
  entries: [
    ...rents(nadiaLease),
    credit(nadiaLease, 'cr-nadia-1', '2026-09-03', 14500, {
      method: 'card',
      reference: 'pi_3QA1b2C3d4',
      receiptNumber: 29,
    }),
    credit(nadiaLease, 'cr-nadia-2', '2026-10-02', 1450, { kind: 'discount', note: 'Coupon WELCOME10' }),
    credit(nadiaLease, 'cr-nadia-3', '2026-10-04', 13050, {
      method: 'bank',
      reference: 'DBBL-77810',
      receiptNumber: 33,
      by: ADMIN,
    }),
    credit(nadiaLease, 'cr-nadia-4', '2026-11-06', 5000, { method: 'cash', receiptNumber: 41, by: ADMIN }),
  ],
});

const taniaLease = lease('lease-tania', 'Tania Akter', { floor: 3, block: 'C', number: 'C302' }, 16000, '2026-10');
/** Tania: October and November paid by card. */
export const paidUp = (): MockLedger => ({
  lease: taniaLease,
  entries: [
    ...rents(taniaLease),
    credit(taniaLease, 'cr-tania-1', '2026-10-03', 16000, { method: 'card', reference: 'pi_3T1', receiptNumber: 34 }),
    credit(taniaLease, 'cr-tania-2', '2026-11-02', 16000, { method: 'card', reference: 'pi_3T2', receiptNumber: 40 }),
  ],
});

const mituLease = lease('lease-mitu', 'Mitu Sarkar', { floor: 5, block: 'A', number: 'A501' }, 15000, '2026-11');
/** Mitu: paid 20,000 by cheque for November's 15,000, so 5,000 waits for December. */
export const inCredit = (): MockLedger => ({
  lease: mituLease,
  entries: [
    ...rents(mituLease),
    credit(mituLease, 'cr-mitu-1', '2026-11-01', 20000, {
      method: 'cheque',
      reference: 'CHQ-004512',
      receiptNumber: 39,
      by: ADMIN,
    }),
  ],
});

const rafiqLease = lease(
  'lease-rafiq',
  'Rafiq Islam',
  { floor: 5, block: 'C', number: 'C501' },
  12000,
  '2026-03',
  '2026-08',
);
/** Rafiq moved out in August owing July and August; a fine written twice was voided. */
export const formerOwing = (): MockLedger => ({
  lease: rafiqLease,
  entries: [
    ...rents(rafiqLease),
    charge(rafiqLease, 'ch-rafiq-fine-1', 'fine', '2026-06', 'Late fee', 500),
    charge(rafiqLease, 'ch-rafiq-fine-2', 'fine', '2026-06', 'Late fee', 500),
    ...monthsFrom('2026-03', '2026-06').map((m, i) =>
      credit(rafiqLease, `cr-rafiq-${m}`, `${m}-04`, 12000 + (i === 3 ? 500 : 0), {
        method: 'card',
        reference: `pi_3R${i}`,
        receiptNumber: 10 + i,
      }),
    ),
    {
      type: 'void',
      id: 'void-rafiq-1',
      leaseId: rafiqLease.leaseId,
      voids: 'ch-rafiq-fine-2',
      reason: 'Written twice by mistake',
      at: new Date('2026-06-10T08:30:00.000Z'),
      by: ADMIN,
    },
  ],
});

/** Every sample, for the list of who owes. */
export const sampleLedgers = (): MockLedger[] => [owingSeveral(), partlyPaid(), formerOwing(), paidUp(), inCredit()];

const taka = toTaka;

/** The books as the server answers them. */
export function booksOf({ lease: l, entries }: MockLedger, today = SAMPLE_TODAY): BooksDto {
  const settlement = settle(entries);
  const aged = ageing(settlement, today, DUE_DAY);
  const currentMonth = today.slice(0, 7);
  return {
    lease: l,
    currentMonth,
    today,
    balance: taka(settlement.balance),
    owed: taka(settlement.owed),
    credit: taka(settlement.unappliedCredit),
    ageing: Object.fromEntries(AGEING_BUCKETS.map((b) => [b, taka(aged[b])])) as BooksDto['ageing'],
    charges: settlement.charges.map(({ charge: c, paid, remaining }) => ({
      id: c.id,
      kind: c.kind,
      month: c.month,
      label: c.label,
      amount: taka(c.amount),
      paid: taka(paid),
      remaining: taka(remaining),
      ...(settlement.throughAdvance.has(c.id) ? { throughAdvance: true } : {}),
    })),
    credits: settlement.credits.map(({ credit: c, unapplied }) => ({
      id: c.id,
      kind: c.kind,
      amount: taka(c.amount),
      paidOn: c.paidOn,
      method: c.method ?? null,
      reference: c.reference ?? null,
      note: c.note ?? null,
      receiptNumber: c.receiptNumber ?? null,
      unapplied: taka(unapplied),
    })),
    voided: settlement.voided.map(({ entry, void: v }) => ({
      id: entry.id,
      entry:
        entry.type === 'charge'
          ? { type: 'charge' as const, label: entry.label, month: entry.month, amount: taka(entry.amount) }
          : { type: 'credit' as const, kind: entry.kind, paidOn: entry.paidOn, amount: taka(entry.amount) },
      reason: v.reason,
      by: v.by,
      at: v.at.toISOString(),
    })),
    statementMonths: monthsFrom(l.startMonth, l.endMonth ?? currentMonth),
    depositHeld: taka(settlement.depositHeld),
  };
}

/** The list of who owes, largest debt first: running leases, and ended ones whose balance is not zero. */
export function arrearsOf(ledgers: readonly MockLedger[], today = SAMPLE_TODAY): BooksArrearsDto {
  const rows = ledgers
    .map((ledger) => booksOf(ledger, today))
    .filter((b) => b.lease.current || b.balance !== 0)
    .map((b) => ({ lease: b.lease, owed: b.owed, ageing: b.ageing }))
    .sort((a, b) => b.owed - a.owed);
  const total = (pick: (r: (typeof rows)[number]) => number) => taka(sum(rows.map((r) => fromTaka(pick(r)))));
  return {
    today,
    rows,
    totals: {
      owed: total((r) => r.owed),
      ...(Object.fromEntries(AGEING_BUCKETS.map((b) => [b, total((r) => r.ageing[b])])) as BooksDto['ageing']),
    },
  };
}

const refusal = (status: number, message: string, code: string, fields?: Record<string, string>) =>
  HttpResponse.json({ message, code, requestId: 'story', ...(fields ? { fields } : {}) }, { status });

const STATUS: Record<string, number> = { 'VALIDATION.INVALID_INPUT': 400, 'LEDGER.ENTRY_NOT_FOUND': 404 };

/** A domain refusal as the server answers it. */
const refused = (error: unknown) => {
  if (!isDomainError(error)) throw error;
  return refusal(STATUS[error.code] ?? 409, error.message, error.code, error.fields ? { ...error.fields } : undefined);
};

/** The list of who owes, from these ledgers. */
export const booksList = (ledgers: readonly MockLedger[] = sampleLedgers()) =>
  http.get('/api/admin/books', () => json(booksArrearsSchema, arrearsOf(ledgers)));

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
    http.get(`/api/admin/books/${l}/statement`, ({ request }) => {
      const month = new URL(request.url).searchParams.get('month') ?? '';
      const s = statement(entries, month);
      return json(statementSchema, {
        lease: ledger.lease,
        month,
        opening: taka(s.opening),
        closing: taka(s.closing),
        lines: s.lines.map(({ entry, balance }) => ({
          id: entry.id,
          type: entry.type,
          label: entry.type === 'charge' ? entry.label : entry.kind,
          kind: entry.kind,
          method: entry.type === 'credit' ? (entry.method ?? null) : null,
          reference: entry.type === 'credit' ? (entry.reference ?? null) : null,
          receiptNumber: entry.type === 'credit' ? (entry.receiptNumber ?? null) : null,
          date: entry.type === 'charge' ? entry.month : entry.paidOn,
          amount: taka(entry.amount),
          balance: taka(balance),
        })),
      });
    }),
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

/** Every sample lease's books, and the list of who owes. */
export const allBooks = (ledgers: readonly MockLedger[] = sampleLedgers()) => [
  booksList(ledgers),
  ...ledgers.flatMap(leaseBooks),
];

export const booksPending = (path = '/api/admin/books') =>
  http.get(path, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

export const booksFailing = (path = '/api/admin/books') =>
  http.get(path, () => refusal(500, 'Something went wrong on our side', 'STORY.FAILURE'));

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

const figures = (m: Omit<MonthCollection, 'month'>): BooksCollectionDto['total'] => ({
  billedByKind: Object.fromEntries(
    CHARGE_KINDS.map((k) => [k, taka(m.billedByKind[k])]),
  ) as BooksCollectionDto['total']['billedByKind'],
  billed: taka(m.billed),
  collectedByMethod: Object.fromEntries(
    PAYMENT_METHODS.map((p) => [p, taka(m.collectedByMethod[p])]),
  ) as BooksCollectionDto['total']['collectedByMethod'],
  collected: taka(m.collected),
  discounts: taka(m.discounts),
  waivers: taka(m.waivers),
});

/**
 * The last twelve months of these ledgers, billed and collected, as the server answers them: worked out by the
 * domain's own rule, so the chart and the table add up with the list of who owes.
 */
export function collectionOf(ledgers: readonly MockLedger[], today = SAMPLE_TODAY): BooksCollectionDto {
  const currentMonth = today.slice(0, 7);
  const months = collectionByMonth(
    ledgers.flatMap((l) => l.entries),
    monthsFrom(addMonths(currentMonth, -11), currentMonth),
  );
  return {
    currentMonth,
    months: months.map((m) => ({ month: m.month, ...figures(m) })),
    total: figures(collectionTotal(months)),
  };
}

/** Billed and collected over the last twelve months of these ledgers. */
export const booksCollection = (ledgers: readonly MockLedger[] = sampleLedgers()) =>
  http.get('/api/admin/books/collection', () => json(booksCollectionSchema, collectionOf(ledgers)));

/** The books' CSV files: the arrears by age and the twelve months, as the server names them. */
export const booksCsv = () => [
  http.get(
    '/api/admin/books/csv',
    () =>
      new HttpResponse('\uFEFFBooks as of,2026-11-28\r\n', {
        headers: { 'content-type': 'text/csv; charset=utf-8' },
      }),
  ),
  http.get(
    '/api/admin/books/collection/csv',
    () =>
      new HttpResponse('\uFEFFFrom,December 2025,To,November 2026\r\n', {
        headers: { 'content-type': 'text/csv; charset=utf-8' },
      }),
  ),
];

/** A CSV download the server fails. */
export const booksCsvFailing = (path: '/api/admin/books/csv' | '/api/admin/books/collection/csv') =>
  http.get(path, () => refusal(500, 'Something went wrong on our side', 'STORY.FAILURE'));
