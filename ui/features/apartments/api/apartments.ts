import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { APARTMENT_PAGE_SIZE } from '@domain/shared/paging.ts';
import { getPublicJson } from '@/lib/api-client.ts';

export interface ApartmentFilter {
  page: number;
  minRent: string;
  maxRent: string;
  /** Only the flats nobody rents: the server pages and counts only those. */
  availableOnly: boolean;
}

/** Min and max rent go out only when non-empty; "available only" only when on. */
export function apartmentsUrl({ page, minRent, maxRent, availableOnly }: ApartmentFilter): string {
  const params = new URLSearchParams({ page: String(page), limit: String(APARTMENT_PAGE_SIZE) });
  if (minRent.trim() !== '') params.set('minRent', minRent.trim());
  if (maxRent.trim() !== '') params.set('maxRent', maxRent.trim());
  if (availableOnly) params.set('availableOnly', 'true');
  return `/api/apartments?${params}`;
}

export const fetchApartments = (filter: ApartmentFilter) =>
  getPublicJson(apartmentsUrl(filter), () => import('@contract/apartments').then((c) => c.apartmentListSchema));

export const apartmentsQuery = (filter: ApartmentFilter) =>
  queryOptions({
    queryKey: ['apartments', filter],
    queryFn: () => fetchApartments(filter),
    // Keep the current page on screen while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });

export const useApartments = (filter: ApartmentFilter) => useQuery(apartmentsQuery(filter));

/** One listed flat, asked for only when `enabled` (the apply form opened by its address, without the list before it). */
export const useApartment = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: ['apartment', id],
    queryFn: () =>
      getPublicJson(`/api/apartments/${encodeURIComponent(id)}`, () =>
        import('@contract/apartments').then((c) => c.apartmentSchema),
      ),
    enabled,
    retry: false,
  });
