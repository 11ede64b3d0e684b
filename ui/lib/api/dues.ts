import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { duesSchema } from '@contract/payments';
import { currentUser, useAuth } from '../auth/auth-context.ts';
import { getJson, noRetryOnClientError } from '../api-client.ts';

/**
 * GET /api/payments/dues: the member's rent account (the day rent is due, the months owed and which of them are
 * overdue, their total, the months payable now).
 */
export const fetchDues = () => getJson('/api/payments/dues', duesSchema);

// Under ['payments']: a recorded payment invalidates the history and the dues together, and logout drops both.
export const duesQuery = (uid: string) =>
  queryOptions({
    queryKey: ['payments', 'dues', uid],
    queryFn: fetchDues,
    retry: noRetryOnClientError,
  });

/** Only members have a rent account: the route refuses anyone else, so the query waits for `enabled`. */
export function useDues(enabled = true) {
  const { state } = useAuth();
  const user = currentUser(state);
  return useQuery({ ...duesQuery(user?.uid ?? ''), enabled: enabled && user !== null });
}

/** After a payment (or news of one made elsewhere): the dues, the history and the profile's status read afresh. */
export const refreshRentAccount = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ['payments'] });
