import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberDto } from '@contract';
import { getJson, request } from '@/lib/api-client.ts';

const KEY = ['members'];

export const fetchMembers = () => getJson<MemberDto[]>('/api/admin/members');

export const membersQuery = () => queryOptions({ queryKey: KEY, queryFn: fetchMembers });

export const useMembers = () => useQuery(membersQuery());

/** PATCH /api/admin/members/{email}/demote; a failed reply's error (or message) field is the reason shown. */
export async function removeMember(email: string): Promise<void> {
  const res = await request(`/api/admin/members/${encodeURIComponent(email)}/demote`, { method: 'PATCH' });
  if (res.ok) return;
  const body = (await res.json().catch(() => ({}))) as { error?: string; message?: string };
  throw new Error(body.error || body.message || `${res.status} ${res.statusText}`.trim());
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
