import { queryOptions, useQuery } from '@tanstack/react-query';
import { useOutletContext } from 'react-router-dom';
import type { Role } from '@contract';
import { currentUser, useAuth } from './auth-context.ts';
import { getJson, noRetryOnClientError } from '../api-client.ts';

/** A non-ok status or a non-JSON content type is an error (never a guessed role). */
export async function fetchRole(): Promise<Role> {
  const { role } = await getJson<{ role: Role }>('/api/users/role');
  return role;
}

/** Keyed by the signed-in account, so one person's role never shows for the next one on this browser. */
export const roleQuery = (uid: string) =>
  queryOptions({
    queryKey: ['role', uid],
    queryFn: fetchRole,
    retry: noRetryOnClientError,
    // The layout and the guard both watch this query. By default a new watcher resets a failed query to loading
    // and fetches again; here that would swap the layout back to 'Loading dashboard...', unmount the guard, fail,
    // mount it again, forever.
    retryOnMount: false,
  });

export function useRole() {
  const { state } = useAuth();
  const user = currentUser(state);
  return useQuery({ ...roleQuery(user?.uid ?? ''), enabled: user !== null });
}

/** What the dashboard's layout hands the screen it shows. */
export interface DashboardContext {
  /** The layout's role: the fetched one, or user when the fetch failed. */
  role: Role;
}

/** The role a dashboard screen was opened with, as its layout settled it. */
export const useDashboardRole = () => useOutletContext<DashboardContext>().role;
