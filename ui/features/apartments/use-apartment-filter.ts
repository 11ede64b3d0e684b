import { useSearchParams } from 'react-router-dom';
import type { ApartmentFilter } from './api/apartments.ts';

/**
 * The filter lives in the address (?page&minRent&maxRent&availableOnly) so a result can be shared, reloaded and gone
 * back to. "Available only" is on unless the address says availableOnly=false: let flats would otherwise crowd the
 * free ones out of the first pages.
 */
export function useApartmentFilter(): [ApartmentFilter, (next: ApartmentFilter) => void] {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const set = (next: ApartmentFilter) => {
    const search = new URLSearchParams();
    if (next.page > 1) search.set('page', String(next.page));
    if (next.minRent) search.set('minRent', next.minRent);
    if (next.maxRent) search.set('maxRent', next.maxRent);
    if (!next.availableOnly) search.set('availableOnly', 'false');
    setParams(search);
  };
  return [filter, set];
}

/** The filter an address's query asks for (what the page shows, and what the server writes into its first page). */
export function filterOf(params: URLSearchParams): ApartmentFilter {
  return {
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
    minRent: params.get('minRent') ?? '',
    maxRent: params.get('maxRent') ?? '',
    availableOnly: params.get('availableOnly') !== 'false',
  };
}
