import type { SheetWords } from '../../domain/payments/report-sheets.ts';
import type { BooksSheetWords } from '../../domain/ledger/sheets.ts';
import type { Language } from '../../domain/shared/language.ts';
import { say, SHEET_MONTH } from './catalogue.ts';

/** The admin's CSV reports in the catalogues' words (ui/i18n/<language>/reports.ts). */
export function sheetWordsIn(language: Language): SheetWords {
  const word = (id: Parameters<typeof say>[1]) => say(language, id);
  return {
    month: SHEET_MONTH[language],
    yes: word('report.yes'),
    no: word('report.no'),
    collection: {
      month: word('report.collection.month'),
      header: [
        word('report.collection.member'),
        word('report.collection.email'),
        word('report.collection.block'),
        word('report.collection.floor'),
        word('report.collection.apartment'),
        word('report.collection.rentDue'),
        word('report.collection.paid'),
        word('report.collection.amountPaid'),
        word('report.collection.paidOn'),
        word('report.collection.method'),
      ],
      methods: {
        card: word('report.collection.method.card'),
        cash: word('report.collection.method.cash'),
        bank: word('report.collection.method.bank'),
        cheque: word('report.collection.method.cheque'),
        bkash: word('report.collection.method.bkash'),
        nagad: word('report.collection.method.nagad'),
      },
      expected: word('report.collection.expected'),
      collected: word('report.collection.collected'),
      outstanding: word('report.collection.outstanding'),
      rate: word('report.collection.rate'),
    },
    arrears: {
      upTo: word('report.arrears.upTo'),
      header: [
        word('report.arrears.member'),
        word('report.arrears.email'),
        word('report.arrears.livingHere'),
        word('report.arrears.monthsUnpaid'),
        word('report.arrears.unpaidMonths'),
        word('report.arrears.owed'),
      ],
      total: word('report.arrears.total'),
    },
  };
}

/** The books' CSV reports (arrears by age, billed and collected) in the catalogues' words. */
export function booksSheetWordsIn(language: Language): BooksSheetWords {
  const word = (id: Parameters<typeof say>[1]) => say(language, id);
  return {
    month: SHEET_MONTH[language],
    yes: word('report.yes'),
    no: word('report.no'),
    arrears: {
      asOf: word('report.books.asOf'),
      header: [
        word('report.books.member'),
        word('report.books.email'),
        word('report.books.block'),
        word('report.books.floor'),
        word('report.books.apartment'),
        word('report.books.livingHere'),
        word('report.books.owed'),
      ],
      buckets: {
        '0-30': word('report.books.bucket.0-30'),
        '31-60': word('report.books.bucket.31-60'),
        '61-90': word('report.books.bucket.61-90'),
        '90+': word('report.books.bucket.90+'),
      },
      total: word('report.books.total'),
    },
    collection: {
      from: word('report.billed.from'),
      to: word('report.billed.to'),
      month: word('report.billed.month'),
      kinds: {
        rent: word('report.billed.kind.rent'),
        service: word('report.billed.kind.service'),
        gas: word('report.billed.kind.gas'),
        water: word('report.billed.kind.water'),
        electricity: word('report.billed.kind.electricity'),
        repair: word('report.billed.kind.repair'),
        fine: word('report.billed.kind.fine'),
        'late-fee': word('report.billed.kind.late-fee'),
        deposit: word('report.billed.kind.deposit'),
        advance: word('report.billed.kind.advance'),
        deduction: word('report.billed.kind.deduction'),
        refund: word('report.billed.kind.refund'),
        booking: word('report.billed.kind.booking'),
        other: word('report.billed.kind.other'),
      },
      billed: word('report.billed.billed'),
      methods: {
        card: word('report.billed.method.card'),
        cash: word('report.billed.method.cash'),
        bank: word('report.billed.method.bank'),
        cheque: word('report.billed.method.cheque'),
        bkash: word('report.billed.method.bkash'),
        nagad: word('report.billed.method.nagad'),
      },
      collected: word('report.billed.collected'),
      discounts: word('report.billed.discounts'),
      waivers: word('report.billed.waivers'),
      total: word('report.billed.total'),
    },
  };
}
