import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from '../../../domain/shared/language.ts';
import { messageFor } from '../../../domain/notifications/notifications.ts';

describe('languages', () => {
  it('knows English and Bangla, English until someone chooses', () => {
    expect(LANGUAGES).toEqual(['en', 'bn']);
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(isLanguage('bn')).toBe(true);
    expect(isLanguage('en')).toBe(true);
    for (const other of ['fr', 'BN', '', null, undefined, 1]) expect(isLanguage(other)).toBe(false);
  });

  it('names a flat in Bangla by its parts when it has them, and as written when it has not', () => {
    const withParts = messageFor(
      { type: 'agreement-rejected', flat: 'Block A, floor 3, A301', where: { block: 'A', floor: 3, number: 'A301' } },
      'bn',
    );
    expect(withParts.lines.join(' ')).toContain('ব্লক A, ৩ তলা, ফ্ল্যাট A301');
    const asWritten = messageFor({ type: 'agreement-rejected', flat: 'Block A, floor 3, A301' }, 'bn');
    expect(asWritten.lines.join(' ')).toContain('Block A, floor 3, A301');
  });
});
