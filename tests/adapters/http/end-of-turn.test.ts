/**
 * A route's work starts at the end of the turn of the event loop its request arrived in, so that the requests read in
 * one turn are worked through together; the requests of one turn share one wait for that end. The shared wait is
 * dropped once its turn ends: a request of any later turn still waits for the end of its own turn, never for a turn
 * long gone (which would let its work start at once, alone).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useCasesOf } from '../../../adapters/container.ts';
import { startTestApi, type TestApi } from '../../support/api.ts';

describe('the wait for the end of the turn', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('holds each request’s work until the end of the turn it arrived in, turn after turn', async () => {
    const seen: string[] = [];
    const listing = useCasesOf(api.container).listApartments;
    const list = listing.execute.bind(listing);
    vi.spyOn(listing, 'execute').mockImplementation((query) => {
      seen.push('work');
      return list(query);
    });
    // The end of the turn a request is read in: a callback queued for that turn's check phase as it arrives, before
    // the server sees the request.
    let round = 0;
    const arrived = () => {
      const turn = round;
      seen.push(`request ${turn}`);
      setImmediate(() => seen.push(`end of turn ${turn}`));
    };
    api.server.prependListener('request', arrived);
    try {
      for (round = 1; round <= 3; round++)
        expect((await api.call('GET', `/api/apartments?page=${round}`)).status).toBe(200);
    } finally {
      api.server.off('request', arrived);
      vi.restoreAllMocks();
    }
    expect(seen).toEqual([1, 2, 3].flatMap((n) => [`request ${n}`, `end of turn ${n}`, 'work']));
  });
});
