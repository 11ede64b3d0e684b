import type { BooksArrearsDto, BooksCollectionDto, BooksDto, StatementDto } from '@contract/ledger';
import { ageing, AGEING_BUCKETS, statement } from '@domain/ledger/reading.ts';
import { CHARGE_KINDS, PAYMENT_METHODS, settle, type LedgerEntry } from '@domain/ledger/ledger.ts';
import { collectionByMonth, collectionTotal, type MonthCollection } from '@domain/ledger/collection.ts';
import { addMonths, monthsFrom } from '@domain/shared/month.ts';
import { fromTaka, sum, toTaka } from '@domain/shared/money.ts';
import { type MockLedger, SAMPLE_TODAY } from './ledgers.ts';

/**
 * What the server answers from a lease's entries, worked out by the domain's own rules (settled oldest first, aged
 * from the 5th, a month's statement, a year of billed and collected), so the mock's answers always add up.
 */
const DUE_DAY = 5;
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

/** A month's statement of these entries, as the server answers it. */
export function statementOf(lease: MockLedger['lease'], entries: readonly LedgerEntry[], month: string): StatementDto {
  const s = statement([...entries], month);
  return {
    lease,
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
  };
}

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
