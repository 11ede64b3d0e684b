import { z } from 'zod';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MAINTENANCE_PHOTO_LIMIT,
  MAINTENANCE_PHOTO_MAX_BYTES,
  MAINTENANCE_PHOTOS_PART,
  MAINTENANCE_REPORT_PART,
  type MaintenanceCategory,
  maintenanceReportSchema,
  type MaintenanceRequestDto,
  maintenanceRequestSchema,
} from '@contract/maintenance';
import type { MaintenanceField } from '@domain/maintenance/fields.ts';
import { errorFrom, fieldErrorsOf, getJson, readJson, request, sendJson } from '@/lib/api-client.ts';
import { translateNow, type Translate } from '@/lib/i18n/intl.tsx';

/** Every maintenance read starts with this key: any change refreshes the lists, the request and the board. */
export const MAINTENANCE = ['maintenance'] as const;
const MINE = [...MAINTENANCE, 'mine'] as const;
const one = (id: string) => [...MAINTENANCE, 'request', id] as const;

export const myRequestsQuery = () =>
  queryOptions({ queryKey: MINE, queryFn: () => getJson('/api/maintenance', z.array(maintenanceRequestSchema)) });
export const useMyRequests = () => useQuery(myRequestsQuery());

export const requestQuery = (id: string) =>
  queryOptions({
    queryKey: one(id),
    queryFn: () => getJson(`/api/maintenance/${encodeURIComponent(id)}`, maintenanceRequestSchema),
  });
export const useRequest = (id: string) => useQuery(requestQuery(id));

/** What the resident fills in; the flat itself is never sent (the server knows it from the lease). */
export interface ReportInput {
  where: 'flat' | 'common-area';
  category: MaintenanceCategory | '';
  title: string;
  description: string;
  emergency: boolean;
  entryAllowed?: boolean;
  entryNotes?: string;
}

/** The pictures the server takes, and how large; it checks the content itself, this only saves a pointless upload. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_PHOTO_BYTES = MAINTENANCE_PHOTO_MAX_BYTES;
export const MAX_PHOTOS = MAINTENANCE_PHOTO_LIMIT;

/** Why a picked file cannot go with the report, or null when it may. */
export function photoProblem(file: File, t: Translate): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type))
    return t('maintenance.photos.notPicture', { name: file.name });
  if (file.size > MAX_PHOTO_BYTES) return t('maintenance.photos.tooLarge', { name: file.name });
  return null;
}

/** A report without pictures goes as JSON; with pictures, as a form whose `report` part is that same JSON. */
export async function reportProblem({ report, photos }: { report: ReportInput; photos: readonly File[] }) {
  const fallback = translateNow('maintenance.report.failed');
  if (photos.length === 0)
    return sendJson('/api/maintenance', maintenanceReportSchema, {
      method: 'POST',
      body: report,
      fallback,
    });
  const form = new FormData();
  form.append(MAINTENANCE_REPORT_PART, JSON.stringify(report));
  for (const photo of photos) form.append(MAINTENANCE_PHOTOS_PART, photo, photo.name);
  const res = await request('/api/maintenance', { method: 'POST', body: form });
  if (!res.ok) throw await errorFrom(res, fallback);
  return readJson(res, maintenanceReportSchema);
}

export const commentOn = ({ id, text }: { id: string; text: string }) =>
  sendJson(`/api/maintenance/${encodeURIComponent(id)}/comments`, maintenanceRequestSchema, {
    method: 'POST',
    body: { text },
    fallback: translateNow('maintenance.resident.commentFailed'),
  });

export const reopenRequest = ({ id, reason }: { id: string; reason: string }) =>
  sendJson(`/api/maintenance/${encodeURIComponent(id)}/reopen`, maintenanceRequestSchema, {
    method: 'POST',
    body: reason.trim() === '' ? {} : { reason },
    fallback: translateNow('maintenance.resident.reopenFailed'),
  });

export const closeRequest = ({ id, rating, comment }: { id: string; rating: number | null; comment: string }) =>
  sendJson(`/api/maintenance/${encodeURIComponent(id)}/close`, maintenanceRequestSchema, {
    method: 'POST',
    body: { ...(rating !== null ? { rating } : {}), ...(comment.trim() !== '' ? { comment } : {}) },
    fallback: translateNow('maintenance.resident.closeFailed'),
  });

/** The sentence for each field the server refused; the report's `where` has its own. */
export const fieldErrors = (error: unknown) => fieldErrorsOf<MaintenanceField | 'where' | 'text' | 'reason'>(error);

/** A change to one request: its answer is the request as it now stands, and every list is refreshed. */
export function useMaintenanceChange<I extends object, O extends MaintenanceRequestDto>(
  call: (input: I) => Promise<O>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (changed) => queryClient.setQueryData(one(changed._id), changed),
    // A refusal may mean the request changed meanwhile (an admin acted): fetch it again too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: MAINTENANCE }),
  });
}

export const useReportProblem = () => useMaintenanceChange(reportProblem);
export const useComment = () => useMaintenanceChange(commentOn);
export const useReopen = () => useMaintenanceChange(reopenRequest);
export const useClose = () => useMaintenanceChange(closeRequest);

/** The server's words for a refusal, or the fallback when it gave none. */
export const messageOf = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);

/** A one-field form's refusal: the sentence the server gave for whichever field it named, if any. */
export const fieldError = (error: unknown): string | undefined => Object.values(fieldErrors(error))[0];

/**
 * Sends a change and then says how it went, even when the form that asked is gone by then: closing a request takes
 * the close form away as soon as the answer is in, and react-query would drop the callbacks of `mutate` with it.
 */
export async function after<I, O>(
  mutation: { mutateAsync: (input: I) => Promise<O> },
  input: I,
  { onSuccess, onError }: { onSuccess: (output: O) => void; onError: (error: unknown) => void },
): Promise<void> {
  let output: O;
  try {
    output = await mutation.mutateAsync(input);
  } catch (error) {
    onError(error);
    return;
  }
  onSuccess(output);
}
