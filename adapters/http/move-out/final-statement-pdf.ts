/**
 * A final statement as a PDF: the printable one's content (the building, the heading, the resident and the lease,
 * draft or settled, each deduction with its reason, what the books asked at the end, the deposit held, and the refund
 * or balance owed it came to) in the reader's language, from the same answer the JSON route sends. A long list of
 * deductions flows onto more pages, each saying whose statement it is and repeating the list's header.
 */
import type { Language } from '../../../domain/shared/language.ts';
import { dayIn } from '../../../domain/shared/month.ts';
import { finalStatementWordsIn } from '../../wording/final-statement-wording.ts';
import {
  amountLine,
  finish,
  keepRoom,
  letterhead,
  newPdf,
  numberPages,
  rule,
  table,
  write,
  type Letterhead,
} from '../shared/pdf.ts';
import type { FinalStatementDto } from './contract.ts';

export async function finalStatementPdf(
  s: FinalStatementDto,
  building: Letterhead,
  language: Language,
  timeZone: string,
): Promise<Buffer> {
  const words = finalStatementWordsIn(language);
  const doc = newPdf(language, words.continued(s.memberName));

  letterhead(doc, building);
  doc.moveDown(1);
  write(doc, words.heading, { size: 20, weight: 'bold' });
  write(doc, s.memberName, { size: 12, weight: 'bold' });
  write(doc, s.memberEmail, { size: 10, color: '#475569' });
  write(doc, words.lease({ block: s.block, floor: s.floor, number: s.number }, s.startMonth, s.endMonth), { size: 11 });
  write(doc, words.state(s.outcome ? dayIn(new Date(s.outcome.at), timeZone) : null), {
    size: 10,
    weight: 'bold',
    color: s.outcome ? '#166534' : '#92400e',
  });
  rule(doc);

  write(doc, words.deductions, { size: 13, weight: 'bold' });
  if (s.deductions.length === 0) {
    write(doc, words.noDeductions, { size: 11, color: '#475569' });
    doc.moveDown(0.5);
  } else {
    table(doc, {
      columns: [
        { header: words.columns.reason, share: 0.75 },
        { header: words.columns.amount, share: 0.25, align: 'right' },
      ],
      rows: s.deductions.map((d) => [d.reason, words.amount(d.amount)]),
      size: 10,
      continued: words.continued(s.memberName),
    });
  }

  // The figures and what they came to stay together, on a new page if need be.
  keepRoom(doc, 170, words.continued(s.memberName));
  doc.moveDown(0.5);
  write(doc, words.figures, { size: 13, weight: 'bold' });
  doc.moveDown(0.3);
  amountLine(doc, words.owedLabel(s.owed), words.amount(Math.abs(s.owed)), 11);
  amountLine(doc, words.deposit, words.amount(s.depositHeld), 11);
  amountLine(doc, words.deductionsTotal, words.amount(s.deductionsTotal), 11);
  rule(doc);
  amountLine(doc, words.resultLabel(s.result), words.amount(Math.abs(s.result)), 14, 'bold');
  rule(doc);
  if (s.outcome) write(doc, words.outcome(s.outcome), { size: 11, weight: 'bold' });
  numberPages(doc, words.page);
  return finish(doc);
}
