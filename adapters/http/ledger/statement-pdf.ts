/**
 * A month's statement as a PDF: the printable statement's content (the building, the heading and month, the resident,
 * the flat, the balance brought in, each charge and credit with the balance after it, the balance carried out and the
 * closing line) in the reader's language, from the same answer the JSON route sends. A long month flows onto more
 * pages, each saying whose statement it is and repeating the table's header, and each page is numbered.
 */
import type { Language } from '../../../domain/shared/language.ts';
import { statementWordsIn } from '../../wording/statement-wording.ts';
import {
  amountLine,
  contentWidth,
  drawRow,
  finish,
  keepRoom,
  letterhead,
  type Letterhead,
  newPdf,
  numberPages,
  rule,
  table,
  write,
} from '../shared/pdf.ts';
import type { StatementDto } from './contract.ts';

export async function statementPdf(s: StatementDto, building: Letterhead, language: Language): Promise<Buffer> {
  const words = statementWordsIn(language);
  const month = words.month(s.month);
  const doc = newPdf(language, `${words.heading}, ${month}: ${s.lease.memberName}`);
  const left = doc.page.margins.left;
  const width = contentWidth(doc);

  letterhead(doc, building);
  doc.moveDown(1);
  write(doc, words.heading, { size: 20, weight: 'bold' });
  write(doc, month, { size: 12 });
  rule(doc);

  const label = (text: string) =>
    ({ text: text.toLocaleUpperCase(language), size: 8, weight: 'bold', color: '#475569' }) as const;
  const third = width / 3;
  drawRow(
    doc,
    [
      {
        x: left,
        width: third - 8,
        texts: [
          label(words.resident),
          { text: s.lease.memberName, size: 11, weight: 'bold' },
          { text: s.lease.memberEmail, size: 10 },
        ],
      },
      {
        x: left + third,
        width: third - 8,
        texts: [label(words.apartment), { text: words.flat(s.lease.flat), size: 11 }],
      },
      {
        x: left + 2 * third,
        width: third,
        texts: [label(words.opening), { text: words.balance(s.opening), size: 11, weight: 'bold' }],
      },
    ],
    doc.y,
  );
  doc.moveDown(1);

  if (s.lines.length === 0) {
    write(doc, words.noLines, { size: 11, color: '#475569' });
    doc.moveDown(0.5);
  } else {
    table(doc, {
      columns: [
        { header: words.columns.date, share: 0.17 },
        { header: words.columns.what, share: 0.35 },
        { header: words.columns.charge, share: 0.14, align: 'right' },
        { header: words.columns.credit, share: 0.14, align: 'right' },
        { header: words.columns.balance, share: 0.2, align: 'right' },
      ],
      rows: s.lines.map((l) => [
        words.date(l.date),
        words.line(l),
        l.type === 'charge' ? words.amount(l.amount) : '',
        l.type === 'credit' ? words.amount(l.amount) : '',
        words.balance(l.balance),
      ]),
      size: 9.5,
      continued: words.continued(month, s.lease.memberName),
    });
  }

  // The closing balance and the closing line stay together, on a new page if need be.
  keepRoom(doc, 90, words.continued(month, s.lease.memberName));
  rule(doc);
  amountLine(doc, words.closing, words.balance(s.closing), 14, 'bold');
  rule(doc);
  doc.moveDown(0.5);
  write(doc, words.footer(building.name), { size: 9, color: '#475569' });
  numberPages(doc, words.page);
  return finish(doc);
}
