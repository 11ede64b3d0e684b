import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '@contract';
import { currentUser, useAuth } from '@/features/auth/auth-context.ts';
import { getStrictJson, noRetryOnClientError } from '@/components/ui/strict-json.ts';

/** A non-ok status or a non-JSON content type is an error (never a guessed role). */
export async function fetchRole(token: string | null): Promise<Role> {
  const { role } = await getStrictJson<{ role: Role }>('/api/users/role', token);
  return role;
}

/** Keyed by the signed-in account, so one person's role never shows for the next one on this browser. */
export const roleQuery = (uid: string, getToken: () => Promise<string | null>) =>
  queryOptions({
    queryKey: ['role', uid],
    queryFn: async () => fetchRole(await getToken()),
    retry: noRetryOnClientError,
    // The layout and the guard both watch this query. By default a new watcher resets a failed query to loading
    // and fetches again; here that would swap the layout back to 'Loading dashboard...', unmount the guard, fail,
    // mount it again, forever.
    retryOnMount: false,
  });

export function useRole() {
  const { state, getIdToken } = useAuth();
  const user = currentUser(state);
  return useQuery({ ...roleQuery(user?.uid ?? '', getIdToken), enabled: user !== null });
}
