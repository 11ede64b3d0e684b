/**
 * The PDF kit's line breaking, which every table cell goes through: words stay whole where they fit, a word wider than
 * its column (a reference with no spaces) breaks between letters and never inside a Bengali letter and its signs, no
 * line is wider than its column, control characters are dropped and nothing is lost.
 */
import { describe, expect, it } from 'vitest';
import { newPdf, wrap } from '../../../adapters/http/shared/pdf.ts';

const GRAPHEMES = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const clusters = (text: string) => [...GRAPHEMES.segment(text)].map((s) => s.segment);

describe('wrapping text in a column', () => {
  const doc = newPdf('en', 'wrap');
  const width = 120;
  const widthOf = (line: string) => doc.font('latin-regular').fontSize(10).widthOfString(line);

  it('keeps words whole, each line within the column, and loses no word', () => {
    const text = 'Repair: a window latch in the kitchen that would not close';
    const lines = wrap(doc, text, width, 10);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(text);
    for (const line of lines) expect(widthOf(line)).toBeLessThanOrEqual(width);
  });

  it('breaks a word wider than the column between its letters', () => {
    const reference = `REF${'7Q2Z9X'.repeat(12)}`;
    const lines = wrap(doc, reference, width, 10);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe(reference);
    for (const line of lines) expect(widthOf(line)).toBeLessThanOrEqual(width);
  });

  it('never splits a Bengali letter from its signs', () => {
    const word = 'ক্ষতিপূরণপরিশোধিতহিসাববিবরণী'.repeat(3);
    const lines = wrap(doc, word, 60, 10);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe(word);
    const whole = new Set(clusters(word));
    for (const line of lines) for (const cluster of clusters(line)) expect(whole).toContain(cluster);
  });

  it('drops control characters and writes an empty cell as a space', () => {
    expect(wrap(doc, 'bell\u0007 escape\u001b[31m', 400, 10)).toEqual(['bell escape[31m']);
    expect(wrap(doc, '', 400, 10)).toEqual([' ']);
  });
});
