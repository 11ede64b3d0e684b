import { describe, expect, it } from 'vitest';
import { HttpError } from '@/lib/api-client.ts';
import { createQueryClient, QUERY_DEFAULTS } from './query-client.ts';

describe('query defaults', () => {
  it('never retry a refusal, retry other failures 3 times with doubling delays capped at 30 s', () => {
    const defaults = createQueryClient().getDefaultOptions().queries!;
    expect(defaults).toMatchObject({ staleTime: 0, refetchOnMount: true, gcTime: 300_000 });
    const retry = QUERY_DEFAULTS.retry;
    expect(retry(0, new HttpError(400, 'minRent must not be above maxRent'))).toBe(false);
    expect(retry(0, new HttpError(404, 'No such page'))).toBe(false);
    expect([0, 1, 2, 3].map((failures) => retry(failures, new HttpError(503, 'busy')))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(retry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect([0, 1, 2, 3, 4, 5, 10].map(QUERY_DEFAULTS.retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});
