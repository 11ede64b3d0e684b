import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminApartmentDto, AdminApartmentListDto, ApartmentImportDto } from '@contract';
import type { ApartmentField } from '@domain/apartment.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { errorFrom, fieldErrorsOf, HttpError, request } from '@/lib/http.ts';
import { getStrictJson } from '@/lib/strict-json.ts';

// ['apartments'] also prefixes the public list and ['admin'] the summary's room count: a change refreshes them too.
const KEY = ['apartments', 'admin'];
const PUBLIC = ['apartments'];
const SUMMARY = ['admin'];

export const fetchAdminApartments = async (token: string | null) =>
  (await getStrictJson<AdminApartmentListDto>('/api/admin/apartments', token)).apartments;

export const adminApartmentsQuery = (getToken: () => Promise<string | null>) =>
  queryOptions({ queryKey: KEY, queryFn: async () => fetchAdminApartments(await getToken()) });

export const useAdminApartments = () => useQuery(adminApartmentsQuery(useAuth().getIdToken));

export interface ApartmentInput {
  block: string;
  /** Null when the text is not a whole number written in digits: the server refuses it and says why. */
  floor: number | null;
  number: string;
  rent: number | null;
}

/** The pictures the server takes, and how large; it checks the content itself, this only saves a pointless upload. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** Why a picked file cannot be a flat's photo, or null when it may be sent. */
export function photoProblem(file: File): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'That file is not a JPEG, PNG or WebP picture';
  if (file.size > MAX_PHOTO_BYTES) return 'That picture is larger than 5 MB; pick a smaller one';
  return null;
}

/** The sentence for each field the server refused (a 400 from adding a flat or changing its rent). */
export const fieldErrors = (error: unknown) => fieldErrorsOf<ApartmentField>(error);

async function send<T>(path: string, method: string, body: unknown, token: string | null, fallback: string): Promise<T> {
  const res = await request(path, { method, body, token });
  if (!res.ok) throw await errorFrom(res, fallback);
  return (await res.json()) as T;
}

const flat = (id: string) => `/api/admin/apartments/${encodeURIComponent(id)}`;

export const addApartment = (input: ApartmentInput, token: string | null) =>
  send<AdminApartmentDto>('/api/admin/apartments', 'POST', input, token, 'Failed to add the apartment');

export const changeRent = ({ id, rent }: { id: string; rent: number | null }, token: string | null) =>
  send<AdminApartmentDto>(flat(id), 'PATCH', { rent }, token, 'Failed to change the rent');

export const changePhoto = ({ id, photo }: { id: string; photo: File }, token: string | null) =>
  send<AdminApartmentDto>(`${flat(id)}/photo`, 'PUT', photo, token, 'Failed to save the photo');

export const retireApartment = (id: string, token: string | null) =>
  send<AdminApartmentDto>(`${flat(id)}/retire`, 'POST', undefined, token, 'Failed to retire the apartment');

/** The file goes out as text/csv whatever the computer called it (spreadsheet programs label CSV files variously). */
export const importApartments = (file: Blob, token: string | null) =>
  send<ApartmentImportDto>('/api/admin/apartments/import', 'POST', new Blob([file], { type: 'text/csv' }), token, 'Failed to import the apartments');

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

function useApartmentMutation<I, O>(call: (input: I, token: string | null) => Promise<O>) {
  const { getIdToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) => call(input, await getIdToken()),
    // A refusal may mean the list is out of date (another admin let or retired the flat just now): fetch it again too.
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: PUBLIC }), queryClient.invalidateQueries({ queryKey: SUMMARY })]),
  });
}

export const useAddApartment = () => useApartmentMutation(addApartment);
export const useChangeRent = () => useApartmentMutation(changeRent);
export const useChangePhoto = () => useApartmentMutation(changePhoto);
export const useRetireApartment = () => useApartmentMutation(retireApartment);
export const useImportApartments = () => useApartmentMutation(importApartments);
