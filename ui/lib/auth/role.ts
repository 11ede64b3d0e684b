import { queryOptions, useQuery } from '@tanstack/react-query';
import { useOutletContext } from 'react-router-dom';
import type { Role } from '@contract/identity';
import { currentUser, useAuth } from './auth-context.ts';
import { getJson, noRetryOnClientError } from '../api-client.ts';
import { isLocale, type Locale } from '../i18n/locales.ts';

/**
 * The caller's account as the server keeps it now: their role, the language they chose (if it says one), and whether
 * they are a former resident (their lease ended; they keep their rent account).
 */
export interface Account {
  role: Role;
  language?: Locale;
  formerResident?: true;
}

/** Where the account is read (fetchAccount): the first read of every dashboard page. */
export const ACCOUNT_PATH = '/api/users/role';

/** A non-ok status or a non-JSON content type is an error (never a guessed role). */
export async function fetchAccount(): Promise<Account> {
  const { role, language, formerResident } = await getJson('/api/users/role', () =>
    import('@contract/identity').then((c) => c.roleSchema),
  );
  return {
    role,
    ...(isLocale(language) ? { language } : {}),
    ...(formerResident === true ? { formerResident } : {}),
  };
}

/** The start of every account's key: invalidating it reads whoever is signed in again. */
export const ACCOUNT_KEY = ['role'] as const;

/** Keyed by the signed-in account, so one person's role never shows for the next one on this browser. */
export const roleQuery = (uid: string) =>
  queryOptions({
    queryKey: [...ACCOUNT_KEY, uid],
    queryFn: fetchAccount,
    retry: noRetryOnClientError,
    // The layout and the guard both watch this query. By default a new watcher resets a failed query to loading
    // and fetches again; here that would swap the layout back to 'Loading dashboard...', unmount the guard, fail,
    // mount it again, forever.
    retryOnMount: false,
  });

const roleOf = (account: Account): Role => account.role;

export function useRole() {
  const { state } = useAuth();
  const user = currentUser(state);
  return useQuery({ ...roleQuery(user?.uid ?? ''), enabled: user !== null, select: roleOf });
}

/** Whether the signed-in person is a former resident; false until the server says so. */
export function useFormerResident(): boolean {
  const { state } = useAuth();
  const user = currentUser(state);
  return useQuery({ ...roleQuery(user?.uid ?? ''), enabled: user !== null }).data?.formerResident === true;
}

/** What the dashboard's layout hands the screen it shows. */
export interface DashboardContext {
  /** The layout's role: the fetched one, or user when the fetch failed. */
  role: Role;
}

/** The role a dashboard screen was opened with, as its layout settled it. */
export const useDashboardRole = () => useOutletContext<DashboardContext>().role;
