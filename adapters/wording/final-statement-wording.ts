import type { Language } from '../../domain/shared/language.ts';
import type { RecordedMethod } from '../../domain/ledger/ledger.ts';
import { CALENDAR, numberIn, say, takaIn, type WordId } from './catalogue.ts';

/** What a final statement's PDF says, in the words of the printable one (ui/i18n/<language>/moveOut.ts). */
export interface FinalStatementWords {
  readonly heading: string;
  /** Whose statement, for the head of each page after the first. */
  continued(name: string): string;
  lease(flat: { block: string; floor: number; number: string }, from: string, to: string | null): string;
  /** Draft, or settled on the building's day. */
  state(settledOn: string | null): string;
  readonly deductions: string;
  readonly noDeductions: string;
  readonly columns: { reason: string; amount: string };
  readonly figures: string;
  /** What the books asked at the end: owed, or in credit. */
  owedLabel(owed: number): string;
  readonly deposit: string;
  readonly deductionsTotal: string;
  /** What it came to: a refund, a balance still owed, or nothing either way. */
  resultLabel(result: number): string;
  outcome(o: {
    kind: 'refund' | 'owed';
    amount: number;
    method: RecordedMethod | null;
    reference: string | null;
  }): string;
  amount(amount: number): string;
  page(page: number, pages: number): string;
}

/** Each way a refund is paid, in the reader's words; a new method does not compile until it has its words. */
const METHOD_WORDS: Record<RecordedMethod, WordId> = {
  cash: 'moveOut.method.cash',
  bank: 'moveOut.method.bank',
  cheque: 'moveOut.method.cheque',
  bkash: 'moveOut.method.bkash',
  nagad: 'moveOut.method.nagad',
};

export function finalStatementWordsIn(language: Language): FinalStatementWords {
  const word = (id: WordId, values?: Record<string, string | number>) => say(language, id, values);
  const calendar = CALENDAR[language];
  const amount = (value: number) => takaIn(language, value);
  return {
    heading: word('moveOut.titlePlain'),
    continued: (name) => word('moveOut.title', { name }),
    lease: (flat, from, to) =>
      word('moveOut.lease', {
        flat: word('moveOut.flat', { ...flat, floor: numberIn(language, flat.floor) }),
        from: calendar.month(from),
        to: to ? calendar.month(to) : '-',
      }),
    state: (settledOn) =>
      settledOn === null
        ? word('moveOut.state.draft')
        : word('moveOut.state.settled', { day: calendar.day(settledOn) }),
    deductions: word('moveOut.deductions'),
    noDeductions: word('moveOut.deductions.none'),
    columns: { reason: word('moveOut.deduction.reason'), amount: word('moveOut.deduction.amount') },
    figures: word('moveOut.figures'),
    owedLabel: (owed) => word(owed >= 0 ? 'moveOut.figure.owed' : 'moveOut.figure.credit'),
    deposit: word('moveOut.figure.deposit'),
    deductionsTotal: word('moveOut.figure.deductions'),
    resultLabel: (result) =>
      word(result > 0 ? 'moveOut.figure.refund' : result < 0 ? 'moveOut.figure.stillOwed' : 'moveOut.figure.even'),
    outcome: (o) => {
      if (o.kind === 'owed')
        return o.amount > 0 ? word('moveOut.outcome.owed', { amount: amount(o.amount) }) : word('moveOut.outcome.even');
      const refunded = word('moveOut.outcome.refund', {
        amount: amount(o.amount),
        method: o.method ? word(METHOD_WORDS[o.method]) : '',
      });
      return o.reference ? `${refunded} (${word('moveOut.outcome.reference', { reference: o.reference })})` : refunded;
    },
    amount,
    page: (page, pages) => word('myAccount.statementPage', { page, pages }),
  };
}
