import { z } from 'zod';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AgreementDto, agreementSchema } from '@contract/agreements';
import { errorFrom, getJson, readJson, request } from '@/lib/api-client.ts';
import { translateNow } from '@/lib/i18n/intl.tsx';

const KEY = ['agreements', 'admin'];

/** GET /api/admin/agreements, keeping only what still waits for a decision. */
export async function fetchAgreementRequests(): Promise<AgreementDto[]> {
  const all = await getJson('/api/admin/agreements', z.array(agreementSchema));
  return all.filter((a) => a.status === 'pending');
}

export const agreementRequestsQuery = () => queryOptions({ queryKey: KEY, queryFn: fetchAgreementRequests });

export const useAgreementRequests = () => useQuery(agreementRequestsQuery());

export type Decision = 'accept' | 'reject';

export interface DecisionInput {
  agreement: AgreementDto;
  action: Decision;
  /**
   * Accepting: the lease's terms: its first month, YYYY-MM, one of the request's `startMonths` (the server's default:
   * this month), its end month if any, the rent, the months of rent paid ahead and the deposit.
   */
  terms?: {
    readonly startMonth?: string;
    readonly endMonth?: string;
    readonly rent: number;
    readonly advanceMonths: number;
    readonly deposit: number;
  };
  /** Rejecting: why, for the applicant; blank is none. */
  reason?: string;
}

/**
 * The month a lease starts in unless the admin picks another: this month, which the server lists second to last
 * (the last is next month). None when the server offers no choice.
 */
export const defaultStartMonth = (agreement: AgreementDto): string | undefined => {
  const months = agreement.startMonths ?? [];
  return months.at(-2) ?? months[0];
};

/**
 * PATCH /api/agreements/{id}. The server reads the action and, accepting, the lease's terms (rejecting, the reason); the other fields are what
 * the original client sent and are ignored. A refusal (already decided by another admin, a start month out of range,
 * the apartment rented meanwhile) throws with the server's words.
 */
export async function decideAgreement({ agreement, action, terms, reason }: DecisionInput): Promise<AgreementDto> {
  const body = {
    action,
    ...(action === 'accept' && terms
      ? {
          ...(terms.startMonth ? { startMonth: terms.startMonth } : {}),
          ...(terms.endMonth ? { endMonth: terms.endMonth } : {}),
          rent: terms.rent,
          advanceMonths: terms.advanceMonths,
          deposit: terms.deposit,
        }
      : {}),
    ...(action === 'reject' && reason?.trim() ? { reason } : {}),
    userEmail: agreement.userEmail,
    status: 'checked',
    userRole: action === 'accept' ? 'member' : 'user',
  };
  const res = await request(`/api/agreements/${encodeURIComponent(agreement._id)}`, { method: 'PATCH', body });
  if (!res.ok) {
    const failed = action === 'accept' ? 'agreements.acceptFailedStatus' : 'agreements.rejectFailedStatus';
    throw await errorFrom(res, translateNow(failed, { status: res.status }));
  }
  return readJson(res, agreementSchema);
}

export function useDecideAgreement() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: KEY }),
      // An accept adds a member and rents a room: the members list, the summary and the rent reports change too.
      queryClient.invalidateQueries({ queryKey: ['members'] }),
      queryClient.invalidateQueries({ queryKey: ['admin'] }),
    ]);
  return useMutation({
    mutationFn: decideAgreement,
    onSuccess: (_decided, { agreement }) => {
      // The decided row leaves at once; the refetch then brings whatever else changed meanwhile.
      queryClient.setQueryData<AgreementDto[]>(KEY, (list) => list?.filter((a) => a._id !== agreement._id));
      return refresh();
    },
    // A refusal means the list was out of date (another admin decided, a month went by): fetch it again.
    onError: () => refresh(),
  });
}
