/**
 * Reads what a PDF written by pdfkit says, enough for a test: its pages, the fonts it embeds, and the text of its
 * content streams, each glyph turned back into its letters through its font's ToUnicode map.
 */
import { inflateSync } from 'node:zlib';

interface PdfObject {
  readonly dict: string;
  readonly stream: string | null;
}

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of text.matchAll(/(\d+) 0 obj\s([\s\S]*?)endobj/g)) {
    const body = match[2]!;
    const at = body.indexOf('stream\n');
    if (at < 0) {
      objects.set(Number(match[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, at);
    const raw = Buffer.from(body.slice(at + 'stream\n'.length, body.lastIndexOf('endstream')), 'latin1');
    const stream = dict.includes('/FlateDecode') ? inflateSync(raw).toString('latin1') : raw.toString('latin1');
    objects.set(Number(match[1]), { dict, stream });
  }
  return objects;
}

const hexLetters = (hex: string) =>
  hex
    .trim()
    .split(/\s+/)
    .map((code) => String.fromCodePoint(parseInt(code, 16)))
    .join('');

/** A ToUnicode map: each glyph code (4 hex digits) to its letters. */
function cmapOf(stream: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const [, from, to, list] of stream.matchAll(/<([0-9a-f]{4})> <([0-9a-f]{4})> \[([^\]]*)\]/gi)) {
    const values = [...list!.matchAll(/<([0-9a-f ]+)>/gi)].map((m) => hexLetters(m[1]!));
    for (let code = parseInt(from!, 16), i = 0; code <= parseInt(to!, 16); code++, i++) {
      map.set(code.toString(16).padStart(4, '0'), values[i] ?? '');
    }
  }
  return map;
}

export interface PdfContent {
  readonly pages: number;
  /** The embedded fonts' names (subset prefix taken off). */
  readonly fonts: readonly string[];
  /** Every piece of text drawn, in the order it is written, glued together. */
  readonly text: string;
  /** Every letter the embedded fonts draw in this document. */
  readonly letters: ReadonlySet<string>;
}

export function readPdf(pdf: Buffer): PdfContent {
  const objects = objectsOf(pdf);
  const all = [...objects.values()];
  const pages = all.filter((o) => /\/Type \/Page\b/.test(o.dict)).length;
  const fonts: string[] = [];
  const cmaps = new Map<number, Map<string, string>>();
  for (const [id, o] of objects) {
    const base = /\/BaseFont \/(?:[A-Z]{6}\+)?([^\s/]+)/.exec(o.dict);
    if (/\/Type \/Font/.test(o.dict) && base) fonts.push(base[1]!);
    const unicode = /\/ToUnicode (\d+) 0 R/.exec(o.dict);
    if (unicode) cmaps.set(id, cmapOf(objects.get(Number(unicode[1]))?.stream ?? ''));
  }
  const named = new Map<string, Map<string, string>>();
  for (const o of all) {
    for (const [, name, id] of o.dict.matchAll(/\/(F\d+) (\d+) 0 R/g))
      named.set(name!, cmaps.get(Number(id)) ?? new Map());
  }
  let text = '';
  for (const o of all) {
    if (!o.stream?.includes(' Tf')) continue;
    let cmap = new Map<string, string>();
    for (const op of o.stream.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (op[1]) cmap = named.get(op[1]) ?? new Map();
      else
        for (const [, hex] of op[2]!.matchAll(/<([0-9a-f]*)>/gi))
          text +=
            hex!
              .match(/.{4}/g)
              ?.map((g) => cmap.get(g) ?? '')
              .join('') ?? '';
    }
  }
  const letters = new Set([...cmaps.values()].flatMap((cmap) => [...cmap.values()].flatMap((l) => [...l])));
  return { pages, fonts, text, letters };
}
