import { QueryClient } from '@tanstack/react-query';
import { noRetryOnClientError } from '@/lib/api-client.ts';

/**
 * Query defaults: stale on mount; a refusal (4xx) answered at once, other failures retried 3 times with doubling
 * delay capped at 30 s; dropped after 5 minutes idle.
 */
export const QUERY_DEFAULTS = {
  staleTime: 0,
  refetchOnMount: true,
  retry: noRetryOnClientError,
  retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000),
  gcTime: 5 * 60 * 1000,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } });
}
