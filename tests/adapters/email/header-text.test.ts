import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { headerText } from '../../../adapters/email/header-text.ts';

describe('header text', () => {
  it('turns line breaks and control characters into spaces, so no second header can start', () => {
    expect(headerText('Water off\r\nBcc: everyone@example.com')).toBe('Water off Bcc: everyone@example.com');
    expect(headerText('a\u2028b\u0000c\td')).toBe('a b c d');
  });

  it('shortens a long line', () => {
    expect(headerText('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
  });

  it('never leaves a line break, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(headerText(text)).not.toMatch(/[\r\n]/);
      }),
    );
  });
});
