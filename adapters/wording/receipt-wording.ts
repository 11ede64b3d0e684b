import type { Language } from '../../domain/shared/language.ts';
import type { PaymentMethod } from '../../domain/ledger/ledger.ts';
import { say, type WordId } from './catalogue.ts';

/** What a receipt's PDF says, in the words of the printable receipt (ui/i18n/<language>/receipts.ts). */
export interface ReceiptWords {
  readonly heading: string;
  readonly paymentHeading: string;
  number(number: string): string;
  paidOn(date: string): string;
  receivedOn(date: string): string;
  readonly voided: string;
  readonly receivedFrom: string;
  readonly apartment: string;
  apartmentValue(floor: number, block: string, flat: string): string;
  readonly rentFor: string;
  readonly transactionId: string;
  readonly paidHow: string;
  paid(method: PaymentMethod, reference: string | null): string;
  readonly monthlyRent: string;
  discount(percent: number): string;
  readonly totalPaid: string;
  thanks(building: string): string;
}

/** How it was paid, as the receipt says it; a new method does not compile until it has its words. */
const PAID_WORDS: Record<PaymentMethod, WordId> = {
  card: 'receipts.paid.card',
  cash: 'receipts.paid.cash',
  bank: 'receipts.paid.bank',
  cheque: 'receipts.paid.cheque',
  bkash: 'receipts.paid.bkash',
  nagad: 'receipts.paid.nagad',
};

export function receiptWordsIn(language: Language): ReceiptWords {
  const word = (id: WordId, values?: Record<string, string | number>) => say(language, id, values);
  return {
    heading: word('receipts.heading'),
    paymentHeading: word('receipts.paymentHeading'),
    number: (number) => word('receipts.number', { number }),
    paidOn: (date) => word('receipts.paidOn', { date }),
    receivedOn: (date) => word('receipts.receivedOn', { date }),
    voided: word('receipts.voided'),
    receivedFrom: word('receipts.receivedFrom'),
    apartment: word('receipts.apartment'),
    apartmentValue: (floor, block, flat) => word('receipts.apartmentValue', { floor, block, flat }),
    rentFor: word('receipts.rentFor'),
    transactionId: word('receipts.transactionId'),
    paidHow: word('receipts.paidHow'),
    paid: (method, reference) => {
      const paid = word(PAID_WORDS[method]);
      return reference === null ? paid : word('receipts.paidWithReference', { paid, reference });
    },
    monthlyRent: word('receipts.monthlyRent'),
    discount: (discount) => word('receipts.discount', { discount }),
    totalPaid: word('receipts.totalPaid'),
    thanks: (building) => word('receipts.thanks', { building }),
  };
}
