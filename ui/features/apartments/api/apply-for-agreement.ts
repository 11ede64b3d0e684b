import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgreementDto, ApartmentDto } from '@contract';
import { sendJson } from '@/lib/api-client.ts';
import { translateNow } from '@/lib/i18n/intl.tsx';

export interface ApplyInput {
  /** The flat by its id; its descriptive fields ride along when the screen has them (the server ignores them). */
  apartment: Pick<ApartmentDto, '_id'> & Partial<ApartmentDto>;
  userName: string;
  userEmail: string;
}

/**
 * POST /api/agreements. The server decides the rent and the user; the descriptive fields
 * (names, location, rent) ride along. A non-ok reply carries the server's message, or 'Failed to submit request'.
 */
export function applyForAgreement({ apartment, userName, userEmail }: ApplyInput): Promise<AgreementDto> {
  return sendJson<AgreementDto>(
    '/api/agreements',
    'POST',
    {
      apartmentId: apartment._id,
      userName,
      userEmail,
      floor: apartment.floor,
      block: apartment.block,
      number: apartment.number,
      rent: apartment.rent,
      status: 'pending',
    },
    translateNow('apartments.submitFailed'),
  );
}

export function useApplyForAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyForAgreement,
    // The user's own agreement (dashboard) changes with this request.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['agreements', 'user'] }),
  });
}
