import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApartmentListSchema, adminApartmentSchema, apartmentImportSchema } from '@contract/apartments';
import { APARTMENT_PHOTO_MAX_BYTES, type ApartmentField } from '@domain/apartments/apartment.ts';
import { fieldErrorsOf, getJson, HttpError, sendJson } from '@/lib/api-client.ts';
import { translateNow, type Translate } from '@/lib/i18n/intl.tsx';

// ['apartments'] also prefixes the public list and ['admin'] the summary's room count: a change refreshes them too.
const KEY = ['apartments', 'admin'];
const PUBLIC = ['apartments'];
const SUMMARY = ['admin'];

export const fetchAdminApartments = async () =>
  (await getJson('/api/admin/apartments', adminApartmentListSchema)).apartments;

export const adminApartmentsQuery = () => queryOptions({ queryKey: KEY, queryFn: fetchAdminApartments });

export const useAdminApartments = () => useQuery(adminApartmentsQuery());

export interface ApartmentInput {
  block: string;
  /** Null when the text is not a whole number written in digits: the server refuses it and says why. */
  floor: number | null;
  number: string;
  rent: number | null;
}

/** The pictures the server takes, and how large; it checks the content itself, this only saves a pointless upload. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_PHOTO_BYTES = APARTMENT_PHOTO_MAX_BYTES;

/**
 * Why a picked file cannot be a flat's photo, in the words of the server's refusal of the same file (its code's
 * sentence), or null when it may be sent. `t` and `number` come from the component (`useT`, `useFormat().number`).
 */
export function photoProblem(file: File, t: Translate, number: (n: number) => string): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return t('errors.APARTMENT.PHOTO_INVALID');
  if (file.size > MAX_PHOTO_BYTES)
    return t('errors.APARTMENT.PHOTO_TOO_LARGE', { size: number(MAX_PHOTO_BYTES / 1024 / 1024) });
  return null;
}

/** The sentence for each field the server refused (a 400 from adding a flat or changing its rent). */
export const fieldErrors = (error: unknown) => fieldErrorsOf<ApartmentField>(error);

export const addApartment = (input: ApartmentInput) =>
  sendJson('/api/admin/apartments', adminApartmentSchema, {
    method: 'POST',
    body: input,
    fallback: translateNow('manageApartments.addFailed'),
  });

export const changeRent = ({ id, rent }: { id: string; rent: number | null }) =>
  sendJson(`/api/admin/apartments/${encodeURIComponent(id)}`, adminApartmentSchema, {
    method: 'PATCH',
    body: { rent },
    fallback: translateNow('manageApartments.rentFailed'),
  });

export const changePhoto = ({ id, photo }: { id: string; photo: File }) =>
  sendJson(`/api/admin/apartments/${encodeURIComponent(id)}/photo`, adminApartmentSchema, {
    method: 'PUT',
    body: photo,
    fallback: translateNow('manageApartments.photoFailed'),
  });

export const retireApartment = (id: string) =>
  sendJson(`/api/admin/apartments/${encodeURIComponent(id)}/retire`, adminApartmentSchema, {
    method: 'POST',
    fallback: translateNow('manageApartments.retireFailed'),
  });

/** The file goes out as text/csv whatever the computer called it (spreadsheet programs label CSV files variously). */
export const importApartments = (file: Blob) =>
  sendJson('/api/admin/apartments/import', apartmentImportSchema, {
    method: 'POST',
    body: new Blob([file], { type: 'text/csv' }),
    fallback: translateNow('manageApartments.importFailed'),
  });

/** The line of the spreadsheet the server refused, when it named one. */
export function importLine(error: unknown): number | null {
  if (!(error instanceof HttpError) || !error.body) return null;
  try {
    const { line } = JSON.parse(error.body) as { line?: unknown };
    return typeof line === 'number' ? line : null;
  } catch {
    return null;
  }
}

function useApartmentMutation<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    // A refusal may mean the list is out of date (another admin let or retired the flat just now): fetch it again too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PUBLIC }),
        queryClient.invalidateQueries({ queryKey: SUMMARY }),
      ]),
  });
}

export const useAddApartment = () => useApartmentMutation(addApartment);
export const useChangeRent = () => useApartmentMutation(changeRent);
export const useChangePhoto = () => useApartmentMutation(changePhoto);
export const useRetireApartment = () => useApartmentMutation(retireApartment);
export const useImportApartments = () => useApartmentMutation(importApartments);
