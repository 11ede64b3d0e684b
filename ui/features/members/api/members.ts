import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberDto } from '@contract';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { request } from '@/lib/http.ts';
import { getStrictJson } from '@/lib/strict-json.ts';

const KEY = ['members'];

export const fetchMembers = (token: string | null) => getStrictJson<MemberDto[]>('/api/admin/members', token);

export const membersQuery = (getToken: () => Promise<string | null>) =>
  queryOptions({ queryKey: KEY, queryFn: async () => fetchMembers(await getToken()) });

export const useMembers = () => useQuery(membersQuery(useAuth().getIdToken));

/** PATCH /api/admin/members/{email}/demote; a failed reply's error (or message) field is the reason shown. */
export async function removeMember(email: string, token: string | null): Promise<void> {
  const res = await request(`/api/admin/members/${encodeURIComponent(email)}/demote`, { method: 'PATCH', token });
  if (res.ok) return;
  const body = (await res.json().catch(() => ({}))) as { error?: string; message?: string };
  throw new Error(body.error || body.message || `${res.status} ${res.statusText}`.trim());
}

export function useRemoveMember() {
  const { getIdToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (email: string) => removeMember(email, await getIdToken()),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: KEY }), queryClient.invalidateQueries({ queryKey: ['admin'] })]),
  });
}
