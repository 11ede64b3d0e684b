import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { DuesDto } from '@contract';
import { currentUser, useAuth } from '../auth/auth-context.ts';
import { getStrictJson, noRetryOnClientError } from '../strict-json.ts';

/** GET /api/payments/dues: the member's rent account (months owed, their total, the months payable now). */
export const fetchDues = (token: string | null) => getStrictJson<DuesDto>('/api/payments/dues', token);

// Under ['payments']: a recorded payment invalidates the history and the dues together, and logout drops both.
export const duesQuery = (uid: string, getToken: () => Promise<string | null>) =>
  queryOptions({
    queryKey: ['payments', 'dues', uid],
    queryFn: async () => fetchDues(await getToken()),
    retry: noRetryOnClientError,
  });

/** Only members have a rent account: the route refuses anyone else, so the query waits for `enabled`. */
export function useDues(enabled = true) {
  const { state, getIdToken } = useAuth();
  const user = currentUser(state);
  return useQuery({ ...duesQuery(user?.uid ?? '', getIdToken), enabled: enabled && user !== null });
}

/** After a payment (or news of one made elsewhere): the dues, the history and the profile's status read afresh. */
export const refreshRentAccount = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ['payments'] });
