import type { QueryClient } from '@tanstack/react-query';
import type { ApartmentListDto } from '@contract/apartments';
import { filterOf } from '../use-apartment-filter.ts';
import { apartmentsQuery, apartmentsUrl } from './apartments.ts';

/**
 * The server writes the first page of flats an address asks for into that page's HTML (a JSON block with this id,
 * never run), beside the list it drew from it, so the list and its photos need no request before they show.
 */
export const FIRST_APARTMENTS_ID = 'first-apartments';

export interface FirstApartments {
  /** The request the page would have made (GET /api/apartments with its query), and the server's answer to it. */
  readonly url: string;
  readonly answer: ApartmentListDto;
}

/** The request the apartments page makes for an address's query (`?page=2&minRent=...`). */
export const firstApartmentsUrl = (search: string) => apartmentsUrl(filterOf(new URLSearchParams(search)));

/** Puts the written page where the apartments page looks for it, when it answers this address's query. */
export function seedFirstApartments(client: QueryClient, search: string, first: FirstApartments | undefined): void {
  const filter = filterOf(new URLSearchParams(search));
  if (!first || apartmentsUrl(filter) !== first.url) return;
  const { queryKey } = apartmentsQuery(filter);
  client.setQueryData(queryKey, first.answer);
  // The server read these flats a moment ago: taking the page over does not ask for them again (a request that would
  // compete with the page's own code on a slow phone). Later visits to this page ask as usual once this has passed.
  client.setQueryDefaults(queryKey, { staleTime: WRITTEN_PAGE_FRESH_MS });
}

/** How long the page of flats written into the document counts as fresh. */
export const WRITTEN_PAGE_FRESH_MS = 60_000;

/** The page the server wrote into this document, if any. */
export function inlinedFirstApartments(): FirstApartments | undefined {
  const text = typeof document === 'undefined' ? null : document.getElementById(FIRST_APARTMENTS_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as FirstApartments;
  } catch {
    return undefined;
  }
}
