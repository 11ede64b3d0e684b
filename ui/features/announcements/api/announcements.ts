import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnnouncementDto } from '@contract';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { errorFrom, request } from '@/lib/http.ts';
import { getStrictJson } from '@/lib/strict-json.ts';

const KEY = ['announcements'];

/** GET /api/admin/announcements: every signed-in resident reads the same list. */
export const fetchAnnouncements = (token: string | null) => getStrictJson<AnnouncementDto[]>('/api/admin/announcements', token);

export const announcementsQuery = (getToken: () => Promise<string | null>) =>
  queryOptions({ queryKey: KEY, queryFn: async () => fetchAnnouncements(await getToken()) });

export const useAnnouncements = () => useQuery(announcementsQuery(useAuth().getIdToken));

export interface AnnouncementInput {
  title: string;
  description: string;
}

export async function postAnnouncement(input: AnnouncementInput, token: string | null): Promise<AnnouncementDto> {
  const res = await request('/api/admin/announcements', { method: 'POST', body: input, token });
  if (!res.ok) throw await errorFrom(res, 'Failed to post announcement.');
  return (await res.json()) as AnnouncementDto;
}

export function usePostAnnouncement() {
  const { getIdToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AnnouncementInput) => postAnnouncement(input, await getIdToken()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
