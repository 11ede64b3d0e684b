import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgreementDto } from '@contract/agreements';
import { currentUser, useAuth } from '../auth/auth-context.ts';
import { errorFrom, noRetryOnClientError, readJson, request } from '../api-client.ts';
import { translateNow } from '@/lib/i18n/intl.tsx';

/** GET /api/agreements/user: the caller's open agreement, or null (404) when there is none. */
export async function fetchMyAgreement(): Promise<AgreementDto | null> {
  const res = await request('/api/agreements/user');
  if (res.status === 404) return null;
  if (!res.ok) throw await errorFrom(res, translateNow('common.agreementFailed'));
  return readJson(res, () => import('@contract/agreements').then((c) => c.agreementSchema));
}

// The prefix ['agreements', 'user'] is what applying for an agreement invalidates.
export const myAgreementQuery = (uid: string) =>
  queryOptions({
    queryKey: ['agreements', 'user', uid],
    queryFn: fetchMyAgreement,
    retry: noRetryOnClientError,
  });

export function useMyAgreement() {
  const { state } = useAuth();
  const user = currentUser(state);
  return useQuery({ ...myAgreementQuery(user?.uid ?? ''), enabled: user !== null });
}
