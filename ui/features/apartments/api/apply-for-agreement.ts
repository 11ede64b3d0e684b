import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgreementDto, ApartmentDto } from '@contract';
import { errorFrom, request } from '@/lib/http.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';

export interface ApplyInput {
  apartment: ApartmentDto;
  userName: string;
  userEmail: string;
}

/**
 * POST /api/agreements. The server decides the rent and the user; the descriptive fields
 * (names, location, rent) ride along. A non-ok reply carries the server's message, or 'Failed to submit request'.
 */
export async function applyForAgreement({ apartment, userName, userEmail }: ApplyInput, token: string | null): Promise<AgreementDto> {
  const res = await request('/api/agreements', {
    method: 'POST',
    token,
    body: {
      apartmentId: apartment._id,
      userName,
      userEmail,
      floor: apartment.floor,
      block: apartment.block,
      number: apartment.number,
      rent: apartment.rent,
      status: 'pending',
    },
  });
  if (!res.ok) throw await errorFrom(res, 'Failed to submit request');
  return (await res.json()) as AgreementDto;
}

export function useApplyForAgreement() {
  const { getIdToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ApplyInput) => applyForAgreement(input, await getIdToken()),
    // The user's own agreement (dashboard) changes with this request.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['agreements', 'user'] }),
  });
}
