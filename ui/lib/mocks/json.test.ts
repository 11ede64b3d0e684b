import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { json } from './json.ts';

const unread = z.object({ unread: z.number().int().nonnegative() });

describe("a mock's JSON answer", () => {
  it('answers the body with the status asked for', async () => {
    const res = json(unread, { unread: 3 }, 201);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ unread: 3 });
  });

  it("refuses a body the route's schema does not describe", () => {
    // @ts-expect-error a count is a number
    expect(() => json(unread, { unread: 'three' })).toThrow();
    expect(() => json(unread, { unread: -1 })).toThrow();
  });
});
