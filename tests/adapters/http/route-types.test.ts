/**
 * A route's handler is held to its response schema by the compiler: these declarations only type-check (and so this
 * file only passes `tsc`) while a wrong answer is refused. Each refused line carries @ts-expect-error, which fails
 * the compile if the line stops being an error.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JsonAnswer, ok, route } from '../../../adapters/http/route.ts';

const counted = z.strictObject({ total: z.number() });
const base = { method: 'GET', path: '/api/count', access: 'guest', rateLimit: 'standard', summary: 'A count' } as const;

describe('a route declaration', () => {
  it('takes a handler answering its response type, as a value or serialised ahead of time', async () => {
    const plain = route({ ...base, response: counted, handle: async () => ok({ total: 3 }) });
    const kept = JsonAnswer.of({ total: 4 });
    const serialised = route({ ...base, response: counted, handle: async () => ok(kept) });
    expect(await plain.handle({} as never)).toEqual({ body: { total: 3 } });
    expect(await serialised.handle({} as never)).toEqual({ body: kept });
  });

  it('refuses, at compile time, a handler answering another shape', () => {
    // @ts-expect-error the total is text, not a number
    route({ ...base, response: counted, handle: async () => ({ body: { total: 'three' } }) });
    // @ts-expect-error the answer lacks the total
    route({ ...base, response: counted, handle: async () => ok({ count: 3 }) });
    // @ts-expect-error a pre-serialised answer of another shape
    route({ ...base, response: counted, handle: async () => ok(JsonAnswer.of({ total: 'three' })) });
    // @ts-expect-error a route says what it answers
    route({ ...base, handle: async () => ok({ total: 3 }) });
    expect(counted.safeParse({ total: 3 }).success).toBe(true);
  });
});
