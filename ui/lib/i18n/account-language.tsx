/**
 * A signed-in person's language is kept with their account, so their notifications and emails are written in it and
 * every browser they sign in on speaks it. A guest's choice stays on this browser only (locales.ts).
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { currentUser, useAuth } from '@/lib/auth/auth-context.ts';
import { roleQuery, type Account } from '@/lib/auth/role.ts';
import { sendJson } from '@/lib/api-client.ts';
import { translateNow, useLocale } from './intl.tsx';
import { storedLocale, type Locale } from './locales.ts';

type Saver = (locale: Locale) => void;

/**
 * What joins the language switch to the account: `onChange` for the LocaleProvider (which sits above the providers
 * that know who is signed in), and `saver`, which `AccountLanguage` below them fills in.
 */
export function useLanguageSaver() {
  const saver = useRef<Saver | null>(null);
  const onChange = useCallback((locale: Locale) => saver.current?.(locale), []);
  return { saver, onChange };
}

/**
 * Keeps the page and the account in step. When someone signs in whose stored language is not the page's: a language
 * chosen on this browser (its switch, before or after signing in) is the latest choice, so the account takes it;
 * a page that only followed the browser's languages takes the account's. That is settled once per sign-in, and
 * a signed-in person's switch is saved with their account. A save that fails changes nothing on the page: the switch
 * has happened here, and the next switch, or the account's next reading, saves again.
 */
export function AccountLanguage({ saver }: { saver: RefObject<Saver | null> }) {
  const { state } = useAuth();
  const user = currentUser(state);
  const uid = user?.uid ?? null;
  const queryClient = useQueryClient();
  const { locale, setLocale } = useLocale();
  const accountQuery = useQuery({ ...roleQuery(uid ?? ''), enabled: uid !== null });
  const stored = accountQuery.data?.language;
  /** When the account was last read: a reading after a refused save settles again what the refusal left unsettled. */
  const readAt = accountQuery.dataUpdatedAt;
  const lastRead = useRef(readAt);
  lastRead.current = readAt;
  /** Whose stored language the page has settled with. */
  const settled = useRef<string | null>(null);
  /** Counts the refusals answered after a newer reading had already come: each settles again at once. */
  const [overtaken, setOvertaken] = useState(0);

  const save = useCallback(
    (account: string, next: Locale) => {
      const key = roleQuery(account).queryKey;
      if (queryClient.getQueryData<Account>(key)?.language === next) return;
      const askedAt = lastRead.current;
      sendJson('/api/me/language', () => import('@contract/members').then((c) => c.languageChoiceSchema), {
        method: 'PUT',
        body: { language: next },
        fallback: translateNow('language.saveFailed'),
      }).then(
        () => queryClient.setQueryData<Account>(key, (known) => known && { ...known, language: next }),
        () => {
          // Refused (a new account's record may not be made yet): settled again by the account's next reading, or
          // at once when one came while the save was out. Never sooner, so a server that keeps refusing is not
          // asked over and over.
          if (settled.current !== account) return;
          settled.current = null;
          if (lastRead.current !== askedAt) setOvertaken((n) => n + 1);
        },
      );
    },
    [queryClient],
  );

  useEffect(() => {
    if (uid === null) settled.current = null;
    if (uid === null || stored === undefined || settled.current === uid) return;
    settled.current = uid;
    if (stored === locale) return;
    if (storedLocale() === locale) save(uid, locale);
    else void setLocale(stored);
  }, [uid, stored, readAt, overtaken, locale, setLocale, save]);

  useEffect(() => {
    if (uid === null) return;
    saver.current = (next) => {
      settled.current = uid;
      save(uid, next);
    };
    return () => {
      saver.current = null;
    };
  }, [uid, saver, save]);

  return null;
}
