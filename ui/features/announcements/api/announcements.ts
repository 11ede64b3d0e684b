import { z } from 'zod';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { announcementSchema } from '@contract/announcements';
import type { AnnouncementField } from '@domain/announcements/announcement.ts';
import { messageSchema } from '@contract/shared';
import { fieldErrorsOf, getJson, sendJson } from '@/lib/api-client.ts';
import { translateNow } from '@/lib/i18n/intl.tsx';

const KEY = ['announcements'];

/** GET /api/admin/announcements: every signed-in resident reads the same list. */
export const fetchAnnouncements = () => getJson('/api/admin/announcements', z.array(announcementSchema));

export const announcementsQuery = () => queryOptions({ queryKey: KEY, queryFn: fetchAnnouncements });

export const useAnnouncements = () => useQuery(announcementsQuery());

export interface AnnouncementInput {
  title: string;
  description: string;
}

export const postAnnouncement = (input: AnnouncementInput) =>
  sendJson('/api/admin/announcements', announcementSchema, {
    method: 'POST',
    body: input,
    fallback: translateNow('announcements.postFailed'),
  });

/** PUT over the version the admin read: 409 when another admin changed or deleted it meanwhile. */
export const editAnnouncement = ({ id, version, ...input }: AnnouncementInput & { id: string; version: number }) =>
  sendJson(`/api/admin/announcements/${encodeURIComponent(id)}`, announcementSchema, {
    method: 'PUT',
    body: { ...input, version },
    fallback: translateNow('announcements.saveRequestFailed'),
  });

export const deleteAnnouncement = ({ id, version }: { id: string; version: number }) =>
  sendJson(`/api/admin/announcements/${encodeURIComponent(id)}?version=${version}`, messageSchema, {
    method: 'DELETE',
    fallback: translateNow('announcements.deleteRequestFailed'),
  });

export const announcementFieldErrors = (error: unknown) => fieldErrorsOf<AnnouncementField>(error);

/** Each change ends with the list read again, so every screen shows the words as they now are. */
function useAnnouncementChange<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }) });
}

export const usePostAnnouncement = () => useAnnouncementChange(postAnnouncement);
export const useEditAnnouncement = () => useAnnouncementChange(editAnnouncement);
export const useDeleteAnnouncement = () => useAnnouncementChange(deleteAnnouncement);
