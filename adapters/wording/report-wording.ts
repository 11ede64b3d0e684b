import type { SheetWords } from '../../domain/payments/report-sheets.ts';
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
      ],
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
