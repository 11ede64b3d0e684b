import type { Books } from '../../../application/ledger/books.ts';
import type { BooksArrears, BooksCollection, MonthStatement } from '../../../application/ledger/read-books.ts';
import type { MonthCollection } from '../../../domain/ledger/collection.ts';
import type { Agreement } from '../../../domain/agreements/agreement.ts';
import { AGEING_BUCKETS, type AgeingBucket } from '../../../domain/ledger/reading.ts';
import {
  CHARGE_KINDS,
  PAYMENT_METHODS,
  type ChargeKind,
  type LedgerCharge,
  type LedgerCredit,
  type PaymentMethod,
} from '../../../domain/ledger/ledger.ts';
import { toTaka, type Money } from '../../../domain/shared/money.ts';
import type { BooksArrearsDto, BooksCollectionDto, BooksDto, LeaseSummaryDto, StatementDto } from './contract.ts';

export const leaseSummaryDto = (a: Agreement): LeaseSummaryDto => ({
  leaseId: a.id,
  memberEmail: a.userEmail,
  memberName: a.userName,
  flat: { floor: a.floor, block: a.block, number: a.number },
  rent: a.rent,
  startMonth: a.startMonth!,
  endMonth: a.endMonth ?? null,
  current: a.status === 'accepted',
  ...(a.advanceMonths !== undefined || a.deposit !== undefined
    ? {
        terms: {
          endMonth: a.termEndMonth ?? null,
          advanceMonths: a.advanceMonths ?? 0,
          deposit: a.deposit ?? 0,
        },
      }
    : {}),
});

const ageingDto = (ageing: Record<AgeingBucket, Money>) =>
  Object.fromEntries(AGEING_BUCKETS.map((b) => [b, toTaka(ageing[b])])) as Record<AgeingBucket, number>;

export function booksDto(b: Books): BooksDto {
  const s = b.settlement;
  return {
    lease: leaseSummaryDto(b.agreement),
    currentMonth: b.currentMonth,
    today: b.today,
    balance: toTaka(s.balance),
    owed: toTaka(s.owed),
    credit: toTaka(s.unappliedCredit),
    ageing: ageingDto(b.ageing),
    charges: s.charges.map(({ charge, paid, remaining }) => ({
      id: charge.id,
      kind: charge.kind,
      month: charge.month,
      label: charge.label,
      amount: toTaka(charge.amount),
      paid: toTaka(paid),
      remaining: toTaka(remaining),
      ...(s.throughAdvance.has(charge.id) ? { throughAdvance: true } : {}),
    })),
    credits: s.credits.map(({ credit, unapplied }) => ({
      id: credit.id,
      kind: credit.kind,
      amount: toTaka(credit.amount),
      paidOn: credit.paidOn,
      method: credit.method ?? null,
      reference: credit.reference ?? null,
      note: credit.note ?? null,
      receiptNumber: credit.receiptNumber ?? null,
      unapplied: toTaka(unapplied),
    })),
    voided: s.voided.map(({ entry, void: v }) => ({
      id: entry.id,
      entry:
        entry.type === 'charge'
          ? { type: 'charge' as const, label: entry.label, month: entry.month, amount: toTaka(entry.amount) }
          : { type: 'credit' as const, kind: entry.kind, paidOn: entry.paidOn, amount: toTaka(entry.amount) },
      reason: v.reason,
      by: v.by,
      at: v.at.toISOString(),
    })),
    statementMonths: [...b.statementMonths],
    depositHeld: toTaka(s.depositHeld),
  };
}

/** What a statement line says it is: the charge's own words, or the credit's kind. */
const lineLabel = (e: LedgerCharge | LedgerCredit): string =>
  e.type === 'charge'
    ? e.label
    : e.kind === 'payment'
      ? 'Payment'
      : e.kind === 'discount'
        ? 'Coupon discount'
        : 'Waiver';

export function statementDto({ books, statement }: MonthStatement): StatementDto {
  return {
    lease: leaseSummaryDto(books.agreement),
    month: statement.month,
    opening: toTaka(statement.opening),
    lines: statement.lines.map(({ entry, balance }) => ({
      id: entry.id,
      type: entry.type,
      label: lineLabel(entry),
      kind: entry.kind,
      method: entry.type === 'credit' ? (entry.method ?? null) : null,
      reference: entry.type === 'credit' ? (entry.reference ?? null) : null,
      receiptNumber: entry.type === 'credit' ? (entry.receiptNumber ?? null) : null,
      date: entry.type === 'charge' ? entry.month : entry.paidOn,
      amount: toTaka(entry.amount),
      balance: toTaka(balance),
    })),
    closing: toTaka(statement.closing),
  };
}

export const booksArrearsDto = (a: BooksArrears): BooksArrearsDto => ({
  today: a.today,
  rows: a.rows.map((b) => ({
    lease: leaseSummaryDto(b.agreement),
    owed: toTaka(b.settlement.owed),
    ageing: ageingDto(b.ageing),
  })),
  totals: { ...ageingDto(a.totals), owed: toTaka(a.totals.owed) },
});

const figuresDto = (m: Omit<MonthCollection, 'month'>) => ({
  billedByKind: Object.fromEntries(CHARGE_KINDS.map((k) => [k, toTaka(m.billedByKind[k])])) as Record<
    ChargeKind,
    number
  >,
  billed: toTaka(m.billed),
  collectedByMethod: Object.fromEntries(PAYMENT_METHODS.map((p) => [p, toTaka(m.collectedByMethod[p])])) as Record<
    PaymentMethod,
    number
  >,
  collected: toTaka(m.collected),
  discounts: toTaka(m.discounts),
  waivers: toTaka(m.waivers),
});

export const booksCollectionDto = (c: BooksCollection): BooksCollectionDto => ({
  currentMonth: c.currentMonth,
  months: c.months.map((m) => ({ month: m.month, ...figuresDto(m) })),
  total: figuresDto(c.total),
});
