import type { z } from 'zod';
import { DomainError } from '../../domain/errors.ts';

/** Parses untrusted input; the first problem becomes a 400 whose message names the field. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.join('.');
  const missing = issue.code === 'invalid_type' && field !== '' && valueAt(input, issue.path) === undefined;
  throw new DomainError('VALIDATION.INVALID_INPUT', missing ? `${field} is required` : issue.message);
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined), input);
}
