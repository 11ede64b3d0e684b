import type { ArrearsRow, CollectionRow, CollectionTotals } from './collection.ts';
import type { Language } from '../shared/language.ts';
import { dayIn, formatMonth, type MonthKey } from '../shared/month.ts';

/**
 * The admin's reports as spreadsheet records, for a CSV file: the labels, the header row and the yes/no words in the
 * reader's language, month names too. What other programs read stays the same in every language: amounts are plain
 * numbers in taka (Western digits, no grouping) and days are "YYYY-MM-DD".
 */
export type Sheet = (string | number)[][];

interface SheetWords {
  readonly month: (key: MonthKey) => string;
  readonly yes: string;
  readonly no: string;
  readonly collection: {
    readonly month: string;
    readonly header: readonly string[];
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

/** "নভেম্বর 2026": the month's Bangla name, the year in the digits every program reads. */
const bnMonth = (key: MonthKey): string =>
  new Intl.DateTimeFormat('bn-BD', { month: 'long', year: 'numeric', numberingSystem: 'latn', timeZone: 'UTC' }).format(
    new Date(`${key}-15T00:00:00Z`),
  );

const WORDS: Record<Language, SheetWords> = {
  en: {
    month: formatMonth,
    yes: 'yes',
    no: 'no',
    collection: {
      month: 'Month',
      header: [
        'Member',
        'Email',
        'Block',
        'Floor',
        'Apartment',
        'Rent due (BDT)',
        'Paid',
        'Amount paid (BDT)',
        'Paid on',
      ],
      expected: 'Expected (BDT)',
      collected: 'Collected (BDT)',
      outstanding: 'Outstanding (BDT)',
      rate: 'Collection rate (%)',
    },
    arrears: {
      upTo: 'Arrears up to',
      header: ['Member', 'Email', 'Living here', 'Months unpaid', 'Unpaid months', 'Owed (BDT)'],
      total: 'Total owed (BDT)',
    },
  },
  bn: {
    month: bnMonth,
    yes: 'হ্যাঁ',
    no: 'না',
    collection: {
      month: 'মাস',
      header: [
        'সদস্য',
        'ইমেইল',
        'ব্লক',
        'তলা',
        'অ্যাপার্টমেন্ট',
        'দেয় ভাড়া (টাকা)',
        'পরিশোধ হয়েছে',
        'পরিশোধের পরিমাণ (টাকা)',
        'পরিশোধের তারিখ',
      ],
      expected: 'প্রত্যাশিত (টাকা)',
      collected: 'আদায় হয়েছে (টাকা)',
      outstanding: 'বাকি (টাকা)',
      rate: 'আদায়ের হার (%)',
    },
    arrears: {
      upTo: 'বকেয়ার হিসাব যে মাস পর্যন্ত',
      header: ['সদস্য', 'ইমেইল', 'এখানে থাকেন', 'বাকি মাসের সংখ্যা', 'বাকি মাসগুলো', 'বকেয়া (টাকা)'],
      total: 'মোট বকেয়া (টাকা)',
    },
  },
};

const taka = (minor: number): number => minor / 100;

/**
 * A month's rent collection: the month, one row per person whose lease covers it, then the totals. Each payment's day
 * is the building's calendar day (`timeZone`), as the admin would write it.
 */
export function rentCollectionSheet(
  {
    month,
    rows,
    totals,
    timeZone,
  }: { month: MonthKey; rows: readonly CollectionRow[]; totals: CollectionTotals; timeZone: string },
  language: Language,
): Sheet {
  const words = WORDS[language];
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
      taka(r.dueMinor),
      r.paid ? words.yes : words.no,
      taka(r.paidMinor),
      r.paidAt ? dayIn(r.paidAt, timeZone) : '',
    ]),
    [],
    [words.collection.expected, taka(totals.expectedMinor)],
    [words.collection.collected, taka(totals.collectedMinor)],
    [words.collection.outstanding, taka(totals.outstandingMinor)],
    [words.collection.rate, totals.collectionRate],
  ];
}

/** Everyone who owes rent up to `currentMonth`: whether they live here, the months and what they owe, and the total. */
export function arrearsSheet(
  { currentMonth, rows }: { currentMonth: MonthKey; rows: readonly ArrearsRow[] },
  language: Language,
): Sheet {
  const words = WORDS[language];
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
      taka(r.owedMinor),
    ]),
    [],
    [words.arrears.total, taka(rows.reduce((sum, r) => sum + r.owedMinor, 0))],
  ];
}
