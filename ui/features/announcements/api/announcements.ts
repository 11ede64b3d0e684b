import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnnouncementDto } from '@contract';
import { getJson, sendJson } from '@/lib/api-client.ts';

const KEY = ['announcements'];

/** GET /api/admin/announcements: every signed-in resident reads the same list. */
export const fetchAnnouncements = () => getJson<AnnouncementDto[]>('/api/admin/announcements');

export const announcementsQuery = () => queryOptions({ queryKey: KEY, queryFn: fetchAnnouncements });

export const useAnnouncements = () => useQuery(announcementsQuery());

export interface AnnouncementInput {
  title: string;
  description: string;
}

export const postAnnouncement = (input: AnnouncementInput) =>
  sendJson<AnnouncementDto>('/api/admin/announcements', 'POST', input, 'Failed to post announcement.');

export function usePostAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAnnouncement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
