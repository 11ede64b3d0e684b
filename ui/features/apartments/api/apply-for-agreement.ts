import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApartmentDto } from '@contract/apartments';
import type { ApplicationDto } from '@contract/agreements';
import type { TenantDetails } from '@domain/agreements/tenant-details.ts';
import { sendJson } from '@/lib/api-client.ts';
import { myAgreementQuery } from '@/lib/api/my-agreement.ts';
import { translateNow } from '@/lib/i18n/intl.tsx';

export interface ApplyInput {
  /** The flat by its id; its descriptive fields ride along when the screen has them (the server ignores them). */
  apartment: Pick<ApartmentDto, '_id'> & Partial<ApartmentDto>;
  userName: string;
  userEmail: string;
  /** The tenant details the apply form asks for, checked by the domain's rules already. */
  details?: TenantDetails;
}

/**
 * POST /api/agreements. The server decides the rent and the user; the descriptive fields
 * (names, location, rent) ride along. A non-ok reply carries the server's message, or 'Failed to submit request'.
 * The answer is the caller's request for the flat: the one just made, or the one sent before (`alreadySent`).
 */
export function applyForAgreement({ apartment, userName, userEmail, details }: ApplyInput): Promise<ApplicationDto> {
  return sendJson('/api/agreements', () => import('@contract/agreements').then((c) => c.applicationSchema), {
    method: 'POST',
    body: {
      apartmentId: apartment._id,
      userName,
      userEmail,
      floor: apartment.floor,
      block: apartment.block,
      number: apartment.number,
      rent: apartment.rent,
      status: 'pending',
      ...details,
    },
    fallback: translateNow('apartments.submitFailed'),
  });
}

export function useApplyForAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApplyInput & { uid: string }) => applyForAgreement(input),
    // The user's own agreement (the apartments page's mark, the dashboard) is this request now.
    onSuccess: ({ alreadySent: _, ...agreement }, { uid }) => {
      queryClient.setQueryData(myAgreementQuery(uid).queryKey, agreement);
      return queryClient.invalidateQueries({ queryKey: ['agreements', 'user'] });
    },
  });
}
