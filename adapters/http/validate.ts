import type { z } from 'zod';
import { DomainError } from '../../domain/errors.ts';

type Issue = z.core.$ZodIssue;

/** Parses untrusted input; the first problem becomes a 400 whose message names the field. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = firstProblem(result.error.issues[0]!, input);
  const field = issue.path.join('.');
  const missing = issue.code === 'invalid_type' && field !== '' && valueAt(input, issue.path) === undefined;
  const notObject = issue.code === 'invalid_type' && field === '' && issue.expected === 'object';
  throw new DomainError(
    'VALIDATION.INVALID_INPUT',
    missing ? `${field} is required` : notObject ? 'The request body must be a JSON object' : issue.message,
  );
}

/**
 * When the input matches none of a schema's alternatives (an apartment by id, or by block, floor and number), the
 * alternative the client chose is the one whose every problem is a value it sent that is wrong: that problem is
 * reported. Otherwise the alternatives' own summary is.
 */
function firstProblem(issue: Issue, input: unknown): Issue {
  if (issue.code !== 'invalid_union') return issue;
  const within = issue.errors.map((problems) => problems.map((p) => ({ ...p, path: [...issue.path, ...p.path] }) as Issue));
  const chosen = within.filter((problems) => problems.length > 0 && problems.every((p) => valueAt(input, p.path) !== undefined));
  return chosen.length === 1 ? firstProblem(chosen[0]![0]!, input) : issue;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined), input);
}
