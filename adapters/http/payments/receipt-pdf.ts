/**
 * A receipt as a PDF: the printable receipt's content (the building, the heading, the number and day, who paid, the
 * flat, what was paid for and how, the amounts and the closing line) in the reader's language, from the same answer
 * the JSON route sends.
 */
import { formatReceiptNumber } from '../../../domain/payments/payment.ts';
import { fromTaka, subtract, taka, toTaka } from '../../../domain/shared/money.ts';
import type { Language } from '../../../domain/shared/language.ts';
import { CALENDAR, takaIn } from '../../wording/catalogue.ts';
import { receiptWordsIn } from '../../wording/receipt-wording.ts';
import { amountLine, finish, letterhead, newPdf, rule, write } from '../shared/pdf.ts';
import type { ReceiptDto } from './contract.ts';

const LOCALE: Record<Language, string> = { en: 'en-IN', bn: 'bn-BD' };

/** The file a receipt is saved as: receipt-R-000021.pdf. */
export const receiptFileName = (receiptNumber: number) => `receipt-${formatReceiptNumber(receiptNumber)}.pdf`;

export async function receiptPdf(r: ReceiptDto, language: Language, timeZone: string): Promise<Buffer> {
  const words = receiptWordsIn(language);
  const number = formatReceiptNumber(r.receiptNumber);
  const rent = r.method === 'card' && r.monthKey !== null && r.rent !== null && r.discount !== null;
  const doc = newPdf(language, `${rent ? words.heading : words.paymentHeading} ${number}`);
  const paidOn = new Intl.DateTimeFormat(LOCALE[language], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone,
  }).format(new Date(r.paidAt));

  letterhead(doc, { name: r.buildingName, address: r.buildingAddress });
  doc.moveDown(1);
  write(doc, rent ? words.heading : words.paymentHeading, { size: 20, weight: 'bold' });
  write(doc, words.number(number), { size: 11 });
  write(doc, r.receivedOn !== null ? words.receivedOn(CALENDAR[language].day(r.receivedOn)) : words.paidOn(paidOn), {
    size: 11,
  });
  rule(doc);
  if (r.voided) {
    write(doc, words.voided, { size: 11, weight: 'bold', color: '#92400e' });
    doc.moveDown(0.5);
  }

  const field = (label: string, ...values: string[]) => {
    write(doc, label.toLocaleUpperCase(language), { size: 9, weight: 'bold', color: '#475569' });
    values.forEach((value, i) => write(doc, value, { size: 11, weight: i === 0 ? 'bold' : 'regular' }));
    doc.moveDown(0.6);
  };
  field(words.receivedFrom, r.memberName, r.memberEmail);
  field(words.apartment, words.apartmentValue(r.floor, r.block, r.number));
  if (rent) {
    field(words.rentFor, CALENDAR[language].month(r.monthKey!));
    field(words.transactionId, r.transactionId ?? '');
  } else {
    field(words.paidHow, words.paid(r.method, r.reference));
  }

  rule(doc);
  if (rent) {
    const discountAmount = toTaka(subtract(taka(r.rent!), fromTaka(r.totalPaid)));
    amountLine(doc, words.monthlyRent, takaIn(language, r.rent!), 11);
    amountLine(
      doc,
      words.discount(r.discount!),
      `${discountAmount > 0 ? '−' : ''}${takaIn(language, discountAmount)}`,
      11,
    );
    rule(doc);
  }
  amountLine(doc, words.totalPaid, takaIn(language, r.totalPaid), 14, 'bold');
  rule(doc);
  doc.moveDown(1);
  write(doc, words.thanks(r.buildingName), { size: 10, color: '#475569' });
  return finish(doc);
}
