/**
 * The kit the PDF documents are written with (pdfkit): A4 pages, the shipped Noto Sans Bengali faces (its Bengali
 * and Latin parts are separate files, so each run of text is drawn in the face that has its letters), and the
 * document's bytes once it is finished. Bengali is shaped by fontkit (conjuncts, vowel signs), as a browser does.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
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

/** A new A4 document with the faces registered; `language` is the document's own. */
export function newPdf(language: Language, title: string): Pdf {
  const doc = new PDFDocument({ size: 'A4', margin: 56, lang: language, info: { Title: title }, bufferPages: false });
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
