import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgreementDto } from '../../../../adapters/http/contract.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { request } from '../../../lib/http.ts';
import { getStrictJson } from '../../../components/ui/strict-json.ts';

const KEY = ['agreements', 'admin'];

/** GET /api/admin/agreements, keeping only what still waits for a decision (SPEC section 7). */
export async function fetchAgreementRequests(token: string | null): Promise<AgreementDto[]> {
  const all = await getStrictJson<AgreementDto[]>('/api/admin/agreements', token);
  return all.filter((a) => a.status === 'pending');
}

export const agreementRequestsQuery = (getToken: () => Promise<string | null>) =>
  queryOptions({ queryKey: KEY, queryFn: async () => fetchAgreementRequests(await getToken()) });

export const useAgreementRequests = () => useQuery(agreementRequestsQuery(useAuth().getIdToken));

export type Decision = 'accept' | 'reject';

/** PATCH /api/agreements/{id} with SPEC section 7's body; the server reads only the action. */
export async function decideAgreement(agreement: AgreementDto, action: Decision, token: string | null): Promise<void> {
  const body = { action, userEmail: agreement.userEmail, status: 'checked', userRole: action === 'accept' ? 'member' : 'user' };
  const res = await request(`/api/agreements/${encodeURIComponent(agreement._id)}`, { method: 'PATCH', body, token });
  if (!res.ok) throw new Error(`Failed to update agreement: ${res.status} ${await res.text().catch(() => '')}`);
}

export function useDecideAgreement() {
  const { getIdToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ agreement, action }: { agreement: AgreementDto; action: Decision }) =>
      decideAgreement(agreement, action, await getIdToken()),
    // SPEC section 8: a failed decision is only logged.
    onError: (error) => console.error(error),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: KEY }),
        // An accept adds a member and rents a room: the members list and the summary change too.
        queryClient.invalidateQueries({ queryKey: ['members'] }),
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
      ]),
  });
}
