import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { PARCEL_PART, PARCEL_PHOTO_PART, parcelSchema } from '@contract/parcels';
import { errorFrom, getJson, readJson, request, sendJson } from '@/lib/api-client.ts';
import { translateNow } from '@/lib/i18n/intl.tsx';

const KEYS = {
  waiting: ['parcels', 'waiting'],
  mine: ['parcels', 'mine'],
} as const;

/** The largest photo the server takes, 5 MB. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** What is wrong with a picked photo before it is sent, or null; the server still judges it by its content. */
export function photoProblem(file: File): 'type' | 'size' | null {
  if (!PICTURE_TYPES.includes(file.type)) return 'type';
  if (file.size > PHOTO_MAX_BYTES) return 'size';
  return null;
}

export const useWaitingParcels = () =>
  useQuery({
    queryKey: KEYS.waiting,
    queryFn: () => getJson('/api/desk/parcels', z.array(parcelSchema)),
    // The desk's list follows parcels the other guard logged or handed over.
    refetchInterval: 30_000,
  });

export const useMyParcels = () =>
  useQuery({ queryKey: KEYS.mine, queryFn: () => getJson('/api/parcels/mine', z.array(parcelSchema)) });

export interface ParcelInput {
  readonly apartmentId: string;
  readonly carrier: string;
  readonly note?: string;
}

/** A parcel without a photo goes as JSON; with one, as a form whose `parcel` part is that same JSON. */
async function logParcel({ parcel, photo }: { parcel: ParcelInput; photo: File | null }) {
  const fallback = translateNow('parcels.desk.logFailed');
  if (!photo) return sendJson('/api/desk/parcels', parcelSchema, { method: 'POST', body: parcel, fallback });
  const form = new FormData();
  form.append(PARCEL_PART, JSON.stringify(parcel));
  form.append(PARCEL_PHOTO_PART, photo, photo.name);
  const res = await request('/api/desk/parcels', { method: 'POST', body: form });
  if (!res.ok) throw await errorFrom(res, fallback);
  return readJson(res, parcelSchema);
}

function useParcelMutation<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    // A refusal may mean the list is out of date (someone collected it meanwhile): fetch it again too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['parcels'] }),
  });
}

export const useLogParcel = () => useParcelMutation(logParcel);

/** The desk marks any parcel collected; a resident one of their own flat, through their own route. */
export const useCollectParcel = (as: 'desk' | 'resident') =>
  useParcelMutation(({ id, collectedBy }: { id: string; collectedBy: string }) => {
    const send = { method: 'POST' as const, body: { collectedBy }, fallback: translateNow('parcels.collect.failed') };
    return as === 'desk'
      ? sendJson(`/api/desk/parcels/${encodeURIComponent(id)}/collect`, parcelSchema, send)
      : sendJson(`/api/parcels/${encodeURIComponent(id)}/collect`, parcelSchema, send);
  });

export const photoPath = (as: 'desk' | 'resident', id: string) =>
  as === 'desk' ? `/api/desk/parcels/${encodeURIComponent(id)}/photo` : `/api/parcels/${encodeURIComponent(id)}/photo`;
