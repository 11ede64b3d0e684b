import { describe, expect, it } from 'vitest';
import { createQueryClient, QUERY_DEFAULTS } from './query-client.ts';

describe('query defaults', () => {
  it('are stale on mount, retry 3 times with doubling delays capped at 30 s, and drop after 5 minutes', () => {
    const defaults = createQueryClient().getDefaultOptions().queries!;
    expect(defaults).toMatchObject({ staleTime: 0, refetchOnMount: true, retry: 3, gcTime: 300_000 });
    expect([0, 1, 2, 3, 4, 5, 10].map(QUERY_DEFAULTS.retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});
