import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppConfigDto } from '@contract/shared';
import { getPublicJson } from '@/lib/api-client.ts';

export const fetchConfig = () =>
  getPublicJson('/api/config', () => import('@contract/shared').then((c) => c.appConfigSchema));

/**
 * The server writes GET /api/config's answer into the page (a JSON block with this id), so the app draws without
 * asking first; a page without it (the dev server, a test) asks.
 */
export const INLINE_CONFIG_ID = 'app-config';

export function inlinedConfig(): AppConfigDto | undefined {
  const text = typeof document === 'undefined' ? null : document.getElementById(INLINE_CONFIG_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as AppConfigDto;
  } catch {
    return undefined;
  }
}

/** One UI build serves every deployment: the building, identity and map settings come from the server. */
export const configQuery = queryOptions({
  queryKey: ['config'],
  queryFn: fetchConfig,
  initialData: inlinedConfig,
  staleTime: Infinity,
  gcTime: Infinity,
});

export const useConfigQuery = () => useQuery(configQuery);
