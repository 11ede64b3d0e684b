import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from '../../../domain/shared/language.ts';

describe('languages', () => {
  it('knows English and Bangla, English until someone chooses', () => {
    expect(LANGUAGES).toEqual(['en', 'bn']);
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(isLanguage('bn')).toBe(true);
    expect(isLanguage('en')).toBe(true);
    for (const other of ['fr', 'BN', '', null, undefined, 1]) expect(isLanguage(other)).toBe(false);
  });
});
