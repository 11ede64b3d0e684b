import type { Language } from '../../domain/shared/language.ts';
import { CHARGE_KINDS, type ChargeKind, type PaymentMethod } from '../../domain/ledger/ledger.ts';
import { CHARGE_LABELS } from '../../domain/ledger/writing.ts';
import { formatReceiptNumber } from '../../domain/payments/payment.ts';
import { CALENDAR, say, takaIn, type WordId } from './catalogue.ts';

/** What a month's statement PDF says, in the words of the printable statement (ui/i18n/<language>/myAccount.ts). */
export interface StatementWords {
  readonly heading: string;
  month(key: string): string;
  /** A statement line's date: a charge's month ("2026-11") or the day a credit came ("2026-11-03"). */
  date(date: string): string;
  readonly resident: string;
  readonly apartment: string;
  flat(flat: { block: string; floor: number; number: string }): string;
  readonly opening: string;
  readonly closing: string;
  readonly columns: { date: string; what: string; charge: string; credit: string; balance: string };
  readonly noLines: string;
  /** What a line is: the charge's kind and the building's words, or the credit's kind and method, with its receipt. */
  line(line: {
    type: 'charge' | 'credit';
    kind: string;
    label: string;
    method: PaymentMethod | null;
    reference: string | null;
    receiptNumber: number | null;
  }): string;
  /** A balance: owed as the amount, in credit as "… in credit". */
  balance(amount: number): string;
  amount(amount: number): string;
  footer(building: string): string;
  continued(month: string, name: string): string;
  page(page: number, pages: number): string;
}

/** Each kind of charge in the reader's words; a new kind does not compile until it has its words. */
const CHARGE_WORDS: Record<ChargeKind, WordId> = {
  rent: 'myAccount.charge.rent',
  service: 'myAccount.charge.service',
  gas: 'myAccount.charge.gas',
  water: 'myAccount.charge.water',
  electricity: 'myAccount.charge.electricity',
  repair: 'myAccount.charge.repair',
  fine: 'myAccount.charge.fine',
  'late-fee': 'myAccount.charge.late-fee',
  deposit: 'myAccount.charge.deposit',
  advance: 'myAccount.charge.advance',
  deduction: 'myAccount.charge.deduction',
  refund: 'myAccount.charge.refund',
  booking: 'myAccount.charge.booking',
  other: 'myAccount.charge.other',
};

const METHOD_WORDS: Record<PaymentMethod, WordId> = {
  card: 'myAccount.method.card',
  cash: 'myAccount.method.cash',
  bank: 'myAccount.method.bank',
  cheque: 'myAccount.method.cheque',
  bkash: 'myAccount.method.bkash',
  nagad: 'myAccount.method.nagad',
};

const isChargeKind = (kind: string): kind is ChargeKind => (CHARGE_KINDS as readonly string[]).includes(kind);

export function statementWordsIn(language: Language): StatementWords {
  const word = (id: WordId, values?: Record<string, string | number>) => say(language, id, values);
  const calendar = CALENDAR[language];
  const heading = word('myAccount.statementHeading');
  const chargeWords = (kind: string, label: string) => {
    if (!isChargeKind(kind)) return label;
    const named = word(CHARGE_WORDS[kind]);
    return label === CHARGE_LABELS[kind] ? named : word('myAccount.chargeLabelled', { kind: named, label });
  };
  const creditWords = (kind: string, method: PaymentMethod | null) => {
    if (kind === 'discount') return word('myAccount.credit.discount');
    if (kind === 'waiver') return word('myAccount.credit.waiver');
    return method
      ? word('myAccount.credit.payment', { method: word(METHOD_WORDS[method]) })
      : word('myAccount.credit.paymentPlain');
  };
  return {
    heading,
    month: calendar.month,
    date: (date) => (/^\d{4}-\d{2}$/.test(date) ? calendar.month(date) : calendar.day(date)),
    resident: word('myAccount.resident'),
    apartment: word('myAccount.apartment'),
    flat: (flat) => word('myAccount.flat', { ...flat }),
    opening: word('myAccount.opening'),
    closing: word('myAccount.closing'),
    columns: {
      date: word('myAccount.date'),
      what: word('myAccount.what'),
      charge: word('myAccount.charge'),
      credit: word('myAccount.credit'),
      balance: word('myAccount.balanceAfter'),
    },
    noLines: word('myAccount.linesEmpty'),
    line: (l) => {
      if (l.type === 'charge') return chargeWords(l.kind, l.label);
      const extra = [
        l.receiptNumber !== null
          ? word('books.statement.receipt', { receipt: formatReceiptNumber(l.receiptNumber) })
          : '',
        l.reference && l.method !== 'card' ? word('books.statement.ref', { reference: l.reference }) : '',
      ].filter(Boolean);
      const main = creditWords(l.kind, l.method);
      return extra.length > 0 ? `${main} (${extra.join(', ')})` : main;
    },
    balance: (amount) =>
      amount < 0 ? word('myAccount.creditBalance', { amount: takaIn(language, -amount) }) : takaIn(language, amount),
    amount: (amount) => takaIn(language, amount),
    footer: (building) => word('myAccount.statementFooter', { building }),
    continued: (month, name) => word('myAccount.statementContinued', { heading, month, name }),
    page: (page, pages) => word('myAccount.statementPage', { page, pages }),
  };
}
