import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AgreementDto, agreementSchema, latestAgreementSchema } from '@contract/agreements';
import { getJson, sendJson } from '@/lib/api-client.ts';
import { currentUser, useAuth } from '@/lib/auth/auth-context.ts';
import { translateNow } from '@/lib/i18n/intl.tsx';

/** GET /api/agreements/user/latest: the caller's latest request, whatever became of it; null when they never applied. */
export const fetchMyApplication = async (): Promise<AgreementDto | null> =>
  (await getJson('/api/agreements/user/latest', latestAgreementSchema)).agreement;

// Under ['agreements', 'user'], which applying for an agreement invalidates.
export const myApplicationQuery = (uid: string) =>
  queryOptions({ queryKey: ['agreements', 'user', uid, 'latest'], queryFn: fetchMyApplication });

export function useMyApplication() {
  const user = currentUser(useAuth().state);
  return useQuery({ ...myApplicationQuery(user?.uid ?? ''), enabled: user !== null });
}

/** POST /api/agreements/user/withdraw: takes back the caller's request while it waits; the server's words on refusal. */
export const withdrawApplication = () =>
  sendJson('/api/agreements/user/withdraw', agreementSchema, {
    method: 'POST',
    body: {},
    fallback: translateNow('profile.withdrawFailed'),
  });

export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['agreements', 'user'] }),
  });
}
