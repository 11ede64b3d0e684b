import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '@/i18n/en/index.ts';
import { bn } from '@/i18n/bn/index.ts';
import { LanguageSwitch } from '@/components/LanguageSwitch.tsx';
import { LocaleProvider, useFormat, useT } from './intl.tsx';
import { browserLocale, storedLocale } from './locales.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.lang = 'en';
});

function Sample() {
  const t = useT();
  const format = useFormat();
  return (
    <>
      <LanguageSwitch />
      <p>{t('nav.home')}</p>
      <p>{format.number(125_000)}</p>
      <p>{format.month('2026-11')}</p>
    </>
  );
}

describe('the language of the web app', () => {
  it('follows the browser on a first visit: Bangla only when the browser puts it before English', () => {
    expect(browserLocale(['bn-BD', 'en-US'])).toBe('bn');
    expect(browserLocale(['bn'])).toBe('bn');
    expect(browserLocale(['en-GB', 'bn'])).toBe('en');
    expect(browserLocale(['fr-FR', 'de'])).toBe('en');
    expect(browserLocale([])).toBe('en');
  });

  it('speaks English with South Asian grouping until Bangla is chosen, then Bangla with Bengali digits', async () => {
    render(
      <LocaleProvider initial="en" messages={en}>
        <Sample />
      </LocaleProvider>,
    );
    expect(screen.getByText('Home')).toBeInTheDocument();
    expect(screen.getByText('1,25,000')).toBeInTheDocument();
    expect(screen.getByText('November 2026')).toBeInTheDocument();
    const change = screen.getByRole('button', { name: 'Change language: বাংলা' });
    expect(change.querySelector('[lang="bn"]')).not.toBeNull();

    await userEvent.click(change);
    expect(await screen.findByText('হোম')).toBeInTheDocument();
    expect(screen.getByText('১,২৫,০০০')).toBeInTheDocument();
    expect(screen.getByText('নভেম্বর ২০২৬')).toBeInTheDocument();
    // The document says its language as the words are drawn, before the browser paints them.
    expect(document.documentElement.lang).toBe('bn');
    expect(storedLocale()).toBe('bn');
    expect(screen.getByRole('button', { name: 'ভাষা বদলান: English' })).toBeInTheDocument();
  });

  it('gives each id to one area only, so no area silently replaces another’s words', () => {
    const areas = import.meta.glob<Record<string, Record<string, string>>>(
      ['../../i18n/en/*.ts', '!**/index.ts', '!**/public.ts', '!**/signed-in.ts'],
      { eager: true },
    );
    const ids = Object.values(areas).flatMap((module) => Object.values(module).flatMap((area) => Object.keys(area)));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(ids).toHaveLength(Object.keys(en).length);
  });

  it('holds the signed-in screens’ words once asked, in the language read now and in any chosen after', async () => {
    // A fresh page's copy of the module: this project's setup has asked for every word already.
    vi.resetModules();
    const fresh = await import('./intl.tsx');
    const missing = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(fresh.translateNow('nav.home')).toBe('Home');
    expect(fresh.translateNow('maintenance.title')).toBe('maintenance.title');
    missing.mockRestore();

    await fresh.loadSignedInWords();
    expect(fresh.translateNow('maintenance.title')).toBe('Maintenance');
    const bangla = await fresh.messagesFor('bn');
    expect([bangla['nav.home'], bangla['maintenance.title']]).toEqual([bn['nav.home'], bn['maintenance.title']]);
  });

  it('has every English id in Bangla, and no Bangla entry left in English', () => {
    expect(Object.keys(bn).sort()).toEqual(Object.keys(en).sort());
    const untranslated = Object.entries(bn).filter(([id, text]) => text === en[id as keyof typeof en]);
    expect(untranslated).toEqual([]);
  });
});
