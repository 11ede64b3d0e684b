import { z } from 'zod';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { memberSchema } from '@contract/members';
import { moveOutPreviewSchema } from '@contract/move-out';
import { errorFrom, getJson, request } from '@/lib/api-client.ts';
import { translateNow } from '@/lib/i18n/intl.tsx';

const KEY = ['members'];

export const fetchMembers = () => getJson('/api/admin/members', z.array(memberSchema));

export const membersQuery = () => queryOptions({ queryKey: KEY, queryFn: fetchMembers });

export const useMembers = () => useQuery(membersQuery());

/** PATCH /api/admin/members/{email}/demote; a refusal's message is the reason shown, in the reader's language. */
export async function removeMember(email: string): Promise<void> {
  const res = await request(`/api/admin/members/${encodeURIComponent(email)}/demote`, { method: 'PATCH' });
  if (res.ok) return;
  throw await errorFrom(
    res,
    translateNow('members.serverStatus', { status: res.status, statusText: res.statusText }).trim(),
  );
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: KEY }),
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
      ]),
  });
}

/** What a member's books ask besides the deposit, and the deposit held: read before the admin removes them. */
export const useMoveOutPreview = (email: string | null) =>
  useQuery({
    queryKey: ['members', 'move-out', email],
    queryFn: () => getJson(`/api/admin/members/${encodeURIComponent(email!)}/move-out`, moveOutPreviewSchema),
    enabled: email !== null,
    staleTime: 0,
  });
