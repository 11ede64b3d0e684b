import { describe, expect, it } from 'vitest';
import type { ArrearsRow, CollectionRow, CollectionTotals } from '../../../domain/payments/collection.ts';
import { toCsv } from '../../../domain/shared/csv.ts';
import { arrearsSheet, rentCollectionSheet } from '../../../domain/payments/report-sheets.ts';
import { sheetWordsIn } from '../../../adapters/wording/report-wording.ts';
import { poisha } from '../../../domain/shared/money.ts';

const rows: CollectionRow[] = [
  {
    memberEmail: 'nadia@example.com',
    memberName: 'Nadia',
    block: 'A',
    floor: 3,
    number: 'A301',
    dueMinor: poisha(1_250_000),
    paid: true,
    state: 'paid',
    paidMinor: poisha(1_125_000),
    owedMinor: poisha(0),
    // Half past midnight on the 5th in Dhaka, still the 4th in UTC: the file says the building's day.
    paidAt: new Date('2026-11-04T18:30:00Z'),
    paidOn: '2026-11-05',
    receiptNumber: 7,
    method: 'card',
  },
  {
    memberEmail: 'farhana@example.com',
    memberName: 'Farhana',
    block: 'A',
    floor: 4,
    number: 'A401',
    dueMinor: poisha(1_000_000),
    paid: false,
    state: 'part-paid',
    paidMinor: poisha(500_000),
    owedMinor: poisha(500_000),
    paidAt: new Date('2026-11-07T06:00:00Z'),
    paidOn: '2026-11-06',
    receiptNumber: 9,
    method: 'cash',
  },
  {
    memberEmail: 'rahim@example.com',
    memberName: '-Rahim',
    block: 'B',
    floor: 1,
    number: 'B101',
    dueMinor: poisha(980_050),
    paid: false,
    state: 'unpaid',
    paidMinor: poisha(0),
    owedMinor: poisha(980_050),
  },
];
const totals: CollectionTotals = {
  members: 3,
  paidMembers: 1,
  expectedMinor: poisha(3_230_050),
  collectedMinor: poisha(1_625_000),
  outstandingMinor: poisha(1_480_050),
  collectionRate: 54.18,
};
const owing: ArrearsRow[] = [
  {
    memberEmail: 'rahim@example.com',
    memberName: '-Rahim',
    current: true,
    months: ['2026-10', '2026-11'],
    owedMinor: poisha(1_960_100),
  },
  {
    memberEmail: 'karim@example.com',
    memberName: 'Karim',
    current: false,
    months: ['2026-08'],
    owedMinor: poisha(900_000),
  },
];

/** Every cell of a sheet that is a number: what other programs add up. */
const numbers = (sheet: (string | number)[][]) => sheet.flat().filter((cell) => typeof cell === 'number');

describe('the rent collection as a spreadsheet', () => {
  it('writes English labels, yes/no, taka as plain numbers, days as YYYY-MM-DD and how each was paid', () => {
    expect(toCsv(rentCollectionSheet({ month: '2026-11', rows, totals }, sheetWordsIn('en')))).toBe(
      [
        'Month,November 2026',
        '',
        'Member,Email,Block,Floor,Apartment,Rent due (BDT),Paid,Amount paid (BDT),Paid on,Method',
        'Nadia,nadia@example.com,A,3,A301,12500,yes,11250,2026-11-05,card',
        // Part paid: not paid yet, with what came in so far, the day it was received and how.
        'Farhana,farhana@example.com,A,4,A401,10000,no,5000,2026-11-06,cash',
        "'-Rahim,rahim@example.com,B,1,B101,9800.5,no,0,,",
        '',
        'Expected (BDT),32300.5',
        'Collected (BDT),16250',
        'Outstanding (BDT),14800.5',
        'Collection rate (%),54.18',
        '',
      ].join('\r\n'),
    );
  });

  it('writes the same in Bangla words, with the numbers and days unchanged', () => {
    const en = rentCollectionSheet({ month: '2026-11', rows, totals }, sheetWordsIn('en'));
    const bn = rentCollectionSheet({ month: '2026-11', rows, totals }, sheetWordsIn('bn'));
    expect(bn[0]).toEqual(['মাস', 'নভেম্বর 2026']);
    expect(bn[2]).toEqual([
      'সদস্য',
      'ইমেইল',
      'ব্লক',
      'তলা',
      'অ্যাপার্টমেন্ট',
      'দেয় ভাড়া (টাকা)',
      'পরিশোধ হয়েছে',
      'পরিশোধের পরিমাণ (টাকা)',
      'পরিশোধের তারিখ',
      'মাধ্যম',
    ]);
    expect(bn[3]).toEqual(['Nadia', 'nadia@example.com', 'A', 3, 'A301', 12500, 'হ্যাঁ', 11250, '2026-11-05', 'কার্ড']);
    expect(bn[4]!.slice(6)).toEqual(['না', 5000, '2026-11-06', 'নগদ টাকা']);
    expect(bn[5]![6]).toBe('না');
    expect(bn.slice(-4).map((r) => r[0])).toEqual([
      'প্রত্যাশিত (টাকা)',
      'আদায় হয়েছে (টাকা)',
      'বাকি (টাকা)',
      'আদায়ের হার (%)',
    ]);
    expect(numbers(bn)).toEqual(numbers(en));
    expect(toCsv(bn)).not.toMatch(/[০-৯]/);
  });
});

describe('the arrears as a spreadsheet', () => {
  it('writes English labels, the months by name and the total', () => {
    expect(toCsv(arrearsSheet({ currentMonth: '2026-11', rows: owing }, sheetWordsIn('en')))).toBe(
      [
        'Arrears up to,November 2026',
        '',
        'Member,Email,Living here,Months unpaid,Unpaid months,Owed (BDT)',
        "'-Rahim,rahim@example.com,yes,2,October 2026; November 2026,19601",
        'Karim,karim@example.com,no,1,August 2026,9000',
        '',
        'Total owed (BDT),28601',
        '',
      ].join('\r\n'),
    );
  });

  it('writes the same in Bangla words and Bangla month names, the years and amounts in plain digits', () => {
    const en = arrearsSheet({ currentMonth: '2026-11', rows: owing }, sheetWordsIn('en'));
    const bn = arrearsSheet({ currentMonth: '2026-11', rows: owing }, sheetWordsIn('bn'));
    expect(bn[0]).toEqual(['বকেয়ার হিসাব যে মাস পর্যন্ত', 'নভেম্বর 2026']);
    expect(bn[2]).toEqual(['সদস্য', 'ইমেইল', 'এখানে থাকেন', 'বাকি মাসের সংখ্যা', 'বাকি মাসগুলো', 'বকেয়া (টাকা)']);
    expect(bn[3]).toEqual(['-Rahim', 'rahim@example.com', 'হ্যাঁ', 2, 'অক্টোবর 2026; নভেম্বর 2026', 19601]);
    expect(bn[4]).toEqual(['Karim', 'karim@example.com', 'না', 1, 'আগস্ট 2026', 9000]);
    expect(bn.at(-1)).toEqual(['মোট বকেয়া (টাকা)', 28601]);
    expect(numbers(bn)).toEqual(numbers(en));
    // A name that starts like a formula is made text in either language.
    expect(toCsv(bn)).toContain("'-Rahim,");
  });
});
