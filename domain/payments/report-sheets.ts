import type { ArrearsRow, CollectionRow, CollectionTotals } from './collection.ts';
import type { PaymentMethod } from '../ledger/ledger.ts';
import type { MonthKey } from '../shared/month.ts';
import { sum, toTaka } from '../shared/money.ts';

/**
 * The admin's reports as spreadsheet records, for a CSV file, in words given in the reader's language (the labels, the
 * header row, yes/no and month names). What other programs read stays the same in every language: amounts are plain
 * numbers in taka (Western digits, no grouping) and days are "YYYY-MM-DD".
 */
export type Sheet = (string | number)[][];

/** A report's words in one language. */
export interface SheetWords {
  readonly month: (key: MonthKey) => string;
  readonly yes: string;
  readonly no: string;
  readonly collection: {
    readonly month: string;
    readonly header: readonly string[];
    /** How a payment came, as the Method column names it. */
    readonly methods: Readonly<Record<PaymentMethod, string>>;
    readonly expected: string;
    readonly collected: string;
    readonly outstanding: string;
    readonly rate: string;
  };
  readonly arrears: {
    readonly upTo: string;
    readonly header: readonly string[];
    readonly total: string;
  };
}

/**
 * A month's rent collection: the month, one row per person whose lease covers it, then the totals. Each payment's day
 * is the building's calendar day it was received, as the admin would write it; the amount paid of a month part paid
 * is what was paid so far, and the method is that of the payment that settled it or went to it last.
 */
export function rentCollectionSheet(
  { month, rows, totals }: { month: MonthKey; rows: readonly CollectionRow[]; totals: CollectionTotals },
  words: SheetWords,
): Sheet {
  return [
    [words.collection.month, words.month(month)],
    [],
    [...words.collection.header],
    ...rows.map((r) => [
      r.memberName,
      r.memberEmail,
      r.block,
      r.floor,
      r.number,
      toTaka(r.dueMinor),
      r.paid ? words.yes : words.no,
      toTaka(r.paidMinor),
      r.paidOn ?? '',
      r.method ? words.collection.methods[r.method] : '',
    ]),
    [],
    [words.collection.expected, toTaka(totals.expectedMinor)],
    [words.collection.collected, toTaka(totals.collectedMinor)],
    [words.collection.outstanding, toTaka(totals.outstandingMinor)],
    [words.collection.rate, totals.collectionRate],
  ];
}

/** Everyone who owes rent up to `currentMonth`: whether they live here, the months and what they owe, and the total. */
export function arrearsSheet(
  { currentMonth, rows }: { currentMonth: MonthKey; rows: readonly ArrearsRow[] },
  words: SheetWords,
): Sheet {
  return [
    [words.arrears.upTo, words.month(currentMonth)],
    [],
    [...words.arrears.header],
    ...rows.map((r) => [
      r.memberName,
      r.memberEmail,
      r.current ? words.yes : words.no,
      r.months.length,
      r.months.map(words.month).join('; '),
      toTaka(r.owedMinor),
    ]),
    [],
    [words.arrears.total, toTaka(sum(rows.map((r) => r.owedMinor)))],
  ];
}
