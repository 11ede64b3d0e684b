import { HttpResponse, type JsonBodyType } from 'msw';
import type { z } from 'zod';

/**
 * A mock's JSON answer, typed by the route's answer schema (from @contract): a body the server could not send does
 * not compile, and under test one that does not fit it throws.
 */
export function json<S extends z.ZodType>(schema: S, body: z.output<S>, status = 200) {
  if (import.meta.env.MODE === 'test') schema.parse(body);
  return HttpResponse.json(body as JsonBodyType, { status });
}
