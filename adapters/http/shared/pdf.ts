/**
 * The kit the PDF documents are written with (pdfkit): A4 pages, the shipped Noto Sans Bengali faces (its Bengali
 * and Latin parts are separate files, so each run of text is drawn in the face that has its letters), and the
 * document's bytes once it is finished. Bengali is shaped by fontkit (conjuncts, vowel signs), as a browser does.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Context } from 'koa';
import PDFDocument from 'pdfkit';
import type { Language } from '../../../domain/shared/language.ts';

const FILES = join(
  dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans-bengali/package.json')),
  'files',
);
const face = (script: 'bengali' | 'latin', weight: 400 | 700) =>
  join(FILES, `noto-sans-bengali-${script}-${weight}-normal.woff`);

export type Weight = 'regular' | 'bold';
/** The letters the Bengali face draws: the Bengali block, its dandas and the joiners that shape conjuncts. */
const BENGALI = /[\u0964\u0965\u0980-\u09FF\u200C\u200D]+/g;

export type Pdf = InstanceType<typeof PDFDocument>;

/**
 * A new A4 document with the faces registered; `language` is the document's own. Its pages stay open until it is
 * finished, so a page's number can say how many there are.
 */
export function newPdf(language: Language, title: string): Pdf {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: language,
    info: { Title: clean(title) },
    bufferPages: true,
  });
  doc.registerFont('bengali-regular', face('bengali', 400));
  doc.registerFont('bengali-bold', face('bengali', 700));
  doc.registerFont('latin-regular', face('latin', 400));
  doc.registerFont('latin-bold', face('latin', 700));
  doc.font('latin-regular');
  return doc;
}

/** The runs of `text`, each drawn in one face: Bengali letters in the Bengali face, everything else in the Latin. */
export function runsOf(text: string): { text: string; bengali: boolean }[] {
  const runs: { text: string; bengali: boolean }[] = [];
  let at = 0;
  for (const match of text.matchAll(BENGALI)) {
    if (match.index > at) runs.push({ text: text.slice(at, match.index), bengali: false });
    runs.push({ text: match[0], bengali: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) runs.push({ text: text.slice(at), bengali: false });
  return runs;
}

export interface TextStyle {
  readonly size: number;
  readonly weight?: Weight;
  readonly color?: string;
  readonly width?: number;
  readonly x?: number;
  readonly y?: number;
}

/** Text as one line: control characters dropped, any run of white space one space. */
const clean = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\p{Cc}/gu, '')
    .trim() || ' ';

/**
 * Writes `text` as a paragraph that wraps within its width (a long word, a reference or an address with no spaces,
 * breaks anywhere rather than running off the page). Control characters are dropped; the text is only ever text.
 */
export function write(doc: Pdf, text: string, style: TextStyle): void {
  const runs = runsOf(clean(text));
  const weight = style.weight ?? 'regular';
  doc.fillColor(style.color ?? '#0f172a').fontSize(style.size);
  runs.forEach((run, i) => {
    doc.font(`${run.bengali ? 'bengali' : 'latin'}-${weight}`);
    const options = {
      continued: i < runs.length - 1,
      width: style.width ?? doc.page.width - doc.page.margins.left - doc.page.margins.right,
      lineBreak: true,
    };
    if (i === 0 && style.x !== undefined) doc.text(run.text, style.x, style.y ?? doc.y, options);
    else doc.text(run.text, options);
  });
}

/**
 * Writes a short `text` (an amount) on one line ending at `right`, at `y`: each run placed where the previous one
 * ended, since a paragraph aligned right would lay out each face's run on its own.
 */
export function writeRight(doc: Pdf, text: string, style: TextStyle & { right: number; y: number }): void {
  const runs = runsOf(clean(text)).map((run) => {
    const font = `${run.bengali ? 'bengali' : 'latin'}-${style.weight ?? 'regular'}`;
    return { ...run, font, width: doc.font(font).fontSize(style.size).widthOfString(run.text) };
  });
  let x = style.right - runs.reduce((total, run) => total + run.width, 0);
  doc.fillColor(style.color ?? '#0f172a');
  for (const run of runs) {
    doc.font(run.font).fontSize(style.size).text(run.text, x, style.y, { lineBreak: false });
    x += run.width;
  }
}

/** The width between the page's margins. */
export const contentWidth = (doc: Pdf) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

/** Where text may go down to on the page. */
const bottomOf = (doc: Pdf) => doc.page.height - doc.page.margins.bottom;

/** Whose documents these are: the building, as its letterhead names it. */
export interface Letterhead {
  readonly name: string;
  readonly address: string;
}

/** The document's letterhead: the building's name and address. */
export function letterhead(doc: Pdf, { name, address }: Letterhead): void {
  write(doc, name, { size: 16, weight: 'bold' });
  write(doc, address, { size: 10, color: '#475569' });
}

/** A thin line across the page, with a little room above and below. */
export function rule(doc: Pdf): void {
  const left = doc.page.margins.left;
  doc.moveDown(0.5);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + contentWidth(doc), doc.y)
    .lineWidth(0.5)
    .strokeColor('#cbd5e1')
    .stroke();
  doc.moveDown(0.5);
}

/** A label on the left and its amount on the right, on one line. */
export function amountLine(doc: Pdf, label: string, amount: string, size: number, weight: Weight = 'regular'): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const y = doc.y;
  write(doc, label, { size, weight, x: left, y, width: width * 0.65 });
  const below = doc.y;
  writeRight(doc, amount, { size, weight, right: left + width, y });
  doc.x = left;
  doc.y = below + 4;
}

/** How wide `text` is drawn, each run in its own face. */
function widthOf(doc: Pdf, text: string, size: number, weight: Weight): number {
  return runsOf(text).reduce(
    (total, run) =>
      total +
      doc
        .font(`${run.bengali ? 'bengali' : 'latin'}-${weight}`)
        .fontSize(size)
        .widthOfString(run.text),
    0,
  );
}

const GRAPHEMES = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * `text` cut into lines no wider than `width`: between words where it can, and a word wider than the line (a
 * reference with no spaces) between its letters, never inside a letter and its signs.
 */
export function wrap(doc: Pdf, text: string, width: number, size: number, weight: Weight = 'regular'): string[] {
  const lines: string[] = [];
  let current = '';
  const fits = (candidate: string) => widthOf(doc, candidate, size, weight) <= width;
  for (const word of clean(text).split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = '';
    if (fits(word)) {
      current = word;
      continue;
    }
    for (const { segment } of GRAPHEMES.segment(word)) {
      if (current && !fits(current + segment)) {
        lines.push(current);
        current = segment;
      } else current += segment;
    }
  }
  lines.push(current || ' ');
  return lines;
}

/** The room one line of text takes at `size`: enough for Bengali's marks above and below. */
const lineHeight = (size: number) => size * 1.5;

export interface CellText {
  readonly text: string;
  readonly size: number;
  readonly weight?: Weight;
  readonly color?: string;
}

export interface Cell {
  readonly x: number;
  readonly width: number;
  readonly align?: 'left' | 'right';
  readonly texts: readonly CellText[];
}

/** How tall a row of cells is drawn: its tallest cell, each text wrapped in its cell's width. */
export function rowHeight(doc: Pdf, cells: readonly Cell[]): number {
  return Math.max(
    ...cells.map((cell) =>
      cell.texts.reduce(
        (total, t) => total + wrap(doc, t.text, cell.width, t.size, t.weight).length * lineHeight(t.size),
        0,
      ),
    ),
  );
}

/** Draws a row of cells with its top at `y`, each text wrapped in its cell; the row's height is returned. */
export function drawRow(doc: Pdf, cells: readonly Cell[], y: number): number {
  for (const cell of cells) {
    let at = y;
    for (const t of cell.texts) {
      for (const line of wrap(doc, t.text, cell.width, t.size, t.weight)) {
        const right =
          cell.align === 'right' ? cell.x + cell.width : cell.x + widthOf(doc, line, t.size, t.weight ?? 'regular');
        writeRight(doc, line, {
          size: t.size,
          weight: t.weight ?? 'regular',
          color: t.color ?? '#0f172a',
          right,
          y: at,
        });
        at += lineHeight(t.size);
      }
    }
  }
  const height = rowHeight(doc, cells);
  doc.x = doc.page.margins.left;
  doc.y = y + height;
  return height;
}

export interface TableColumn {
  readonly header: string;
  /** The column's share of the page's width. */
  readonly share: number;
  readonly align?: 'left' | 'right';
}

/**
 * A table across the page: its header row, then each row, wrapped in its column. A row that would pass the bottom
 * of the page goes on a new page, which starts with `continued` (a line saying whose document it is) and the header
 * row again, so every page reads on its own.
 */
export function table(
  doc: Pdf,
  {
    columns,
    rows,
    size,
    continued,
  }: { columns: readonly TableColumn[]; rows: readonly string[][]; size: number; continued: string },
): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const gap = 8;
  const spans = columns.map((c, i) => {
    const x = left + width * columns.slice(0, i).reduce((total, col) => total + col.share, 0);
    return {
      x: i === 0 ? x : x + gap / 2,
      width: width * c.share - (i === 0 || i === columns.length - 1 ? gap / 2 : gap),
    };
  });
  const cellsOf = (texts: readonly string[], style: Omit<CellText, 'text'>): Cell[] =>
    columns.map((c, i) => ({ ...spans[i]!, align: c.align ?? 'left', texts: [{ ...style, text: texts[i] ?? '' }] }));
  const header = cellsOf(
    columns.map((c) => c.header),
    { size: size - 1, weight: 'bold', color: '#475569' },
  );
  const line = (y: number) =>
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.5)
      .strokeColor('#cbd5e1')
      .stroke();
  const drawHeader = () => {
    const y = doc.y + 4;
    drawRow(doc, header, y);
    line(doc.y + 2);
    doc.y += 6;
  };
  drawHeader();
  for (const row of rows) {
    const cells = cellsOf(row, { size });
    const height = rowHeight(doc, cells) + 6;
    if (doc.y + height > bottomOf(doc)) {
      continuedPage(doc, continued);
      drawHeader();
    }
    const top = doc.y;
    drawRow(doc, cells, top + 3);
    line(top + height);
    doc.y = top + height;
  }
  doc.moveDown(0.5);
}

/** Starts a new page headed by `continued`: whose document it is, so the page reads on its own. */
function continuedPage(doc: Pdf, continued: string): void {
  doc.addPage();
  write(doc, continued, { size: 9, color: '#475569' });
  doc.moveDown(0.5);
}

/** Starts a new page (headed by `continued`) when less than `room` is left on this one. */
export function keepRoom(doc: Pdf, room: number, continued: string): void {
  if (doc.y + room > bottomOf(doc)) continuedPage(doc, continued);
}

/** Writes each page's number at its foot ("Page 1 of 2"), once every page is written. */
export function numberPages(doc: Pdf, words: (page: number, pages: number) => string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const margin = doc.page.margins.bottom;
    // Below the bottom margin, where pdfkit would otherwise start a new page for the text.
    doc.page.margins.bottom = 0;
    writeRight(doc, words(i - start + 1, count), {
      size: 8,
      color: '#64748b',
      right: doc.page.width - doc.page.margins.right,
      y: doc.page.height - margin / 2 - 4,
    });
    doc.page.margins.bottom = margin;
  }
}

/** A route's answer of a finished document: a PDF attachment saved as `fileName`. */
export function pdfReply(ctx: Context, fileName: string, pdf: Buffer): { body: Buffer } {
  ctx.type = 'application/pdf';
  ctx.attachment(fileName);
  return { body: pdf };
}

/** The finished document's bytes. */
export function finish(doc: Pdf): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
