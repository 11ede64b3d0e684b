import type { MonthKey } from '../shared/month.ts';
import { toTaka, type Money } from '../shared/money.ts';
import { collectionTotal, INCOME_KINDS, type MonthCollection } from './collection.ts';
import { PAYMENT_METHODS, type ChargeKind, type PaymentMethod } from './ledger.ts';
import { AGEING_BUCKETS, type AgeingBucket } from './reading.ts';

/**
 * The books' reports as spreadsheet records, for a CSV file, in words given in the reader's language (labels, header
 * row, yes/no, month names). What other programs read stays the same in every language: amounts are plain numbers in
 * taka (Western digits, no grouping) and days are "YYYY-MM-DD".
 */
export type Sheet = (string | number)[][];

/** The books' reports' words in one language. */
export interface BooksSheetWords {
  readonly month: (key: MonthKey) => string;
  readonly yes: string;
  readonly no: string;
  readonly arrears: {
    readonly asOf: string;
    /** Resident, email, block, floor, flat, living here, owed: the columns before the ageing buckets. */
    readonly header: readonly string[];
    readonly buckets: Readonly<Record<AgeingBucket, string>>;
    readonly total: string;
  };
  readonly collection: {
    readonly from: string;
    readonly to: string;
    readonly month: string;
    readonly kinds: Readonly<Record<ChargeKind, string>>;
    readonly billed: string;
    readonly methods: Readonly<Record<PaymentMethod, string>>;
    readonly collected: string;
    readonly discounts: string;
    readonly waivers: string;
    readonly total: string;
  };
}

/** One lease's line of the arrears by age. */
export interface ArrearsLine {
  readonly memberName: string;
  readonly memberEmail: string;
  readonly block: string;
  readonly floor: number;
  readonly number: string;
  readonly current: boolean;
  readonly owed: Money;
  readonly ageing: Readonly<Record<AgeingBucket, Money>>;
}

/** What each lease owes by how long, on the day `today`, then the totals. */
export function booksArrearsSheet(
  {
    today,
    rows,
    totals,
  }: { today: string; rows: readonly ArrearsLine[]; totals: ArrearsLine['ageing'] & { owed: Money } },
  words: BooksSheetWords,
): Sheet {
  return [
    [words.arrears.asOf, today],
    [],
    [...words.arrears.header, ...AGEING_BUCKETS.map((b) => words.arrears.buckets[b])],
    ...rows.map((r) => [
      r.memberName,
      r.memberEmail,
      r.block,
      r.floor,
      r.number,
      r.current ? words.yes : words.no,
      toTaka(r.owed),
      ...AGEING_BUCKETS.map((b) => toTaka(r.ageing[b])),
    ]),
    [],
    [words.arrears.total, '', '', '', '', '', toTaka(totals.owed), ...AGEING_BUCKETS.map((b) => toTaka(totals[b]))],
  ];
}

/**
 * Month by month: what was billed by kind (income kinds only) and in all, what was collected by method and in all,
 * the discounts and the waivers; then the total of every column.
 */
export function collectionSheet(months: readonly MonthCollection[], words: BooksSheetWords): Sheet {
  const figures = (m: Omit<MonthCollection, 'month'>) => [
    ...INCOME_KINDS.map((k) => toTaka(m.billedByKind[k])),
    toTaka(m.billed),
    ...PAYMENT_METHODS.map((p) => toTaka(m.collectedByMethod[p])),
    toTaka(m.collected),
    toTaka(m.discounts),
    toTaka(m.waivers),
  ];
  const c = words.collection;
  const period =
    months.length > 0 ? [[c.from, words.month(months[0]!.month), c.to, words.month(months.at(-1)!.month)]] : [];
  return [
    ...period,
    [],
    [
      c.month,
      ...INCOME_KINDS.map((k) => c.kinds[k]),
      c.billed,
      ...PAYMENT_METHODS.map((p) => c.methods[p]),
      c.collected,
      c.discounts,
      c.waivers,
    ],
    ...months.map((m) => [words.month(m.month), ...figures(m)]),
    [],
    [c.total, ...figures(collectionTotal(months))],
  ];
}
