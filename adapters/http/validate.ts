import type { z } from 'zod';
import { RULE_SETS as AREA_RULE_SETS } from '../../domain/areas.ts';
import { DomainError } from '../../domain/shared/errors.ts';

type Issue = z.core.$ZodIssue;

/**
 * Parses untrusted input; the first problem becomes a 400 whose message names the field. With `fields`, the error
 * also gives each refused field its problem, for a form to show beside it.
 */
export function parse<S extends z.ZodType>(
  schema: S,
  input: unknown,
  { fields: withFields = false } = {},
): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => firstProblem(issue, input));
  const fields: Record<string, string> = {};
  for (const issue of problems) {
    const field = issue.path.join('.');
    if (field !== '' && !(field in fields)) fields[field] = messageOf(issue, input);
  }
  throw new DomainError(
    'VALIDATION.INVALID_INPUT',
    messageOf(problems[0]!, input),
    withFields && Object.keys(fields).length > 0 ? fields : undefined,
  );
}

/**
 * Every set of rules the domain writes as sentences for a form's fields, as each area declares them (each domain
 * export named *_RULES; a test holds this list to the domain's exports).
 */
export const RULE_SETS = AREA_RULE_SETS;

/** The rules' sentences: they say what is wanted even when the field was left out. */
const SENTENCES: ReadonlySet<string> = new Set(RULE_SETS.flatMap((rules) => Object.values(rules)));

function messageOf(issue: Issue, input: unknown): string {
  const field = issue.path.join('.');
  const missing =
    issue.code === 'invalid_type' &&
    field !== '' &&
    valueAt(input, issue.path) === undefined &&
    !SENTENCES.has(issue.message);
  const notObject = issue.code === 'invalid_type' && field === '' && issue.expected === 'object';
  return missing ? `${field} is required` : notObject ? 'The request body must be a JSON object' : issue.message;
}

/**
 * When the input matches none of a schema's alternatives (an apartment by id, or by block, floor and number), the
 * alternative the client chose is the one whose every problem is a value it sent that is wrong: that problem is
 * reported. Otherwise the alternatives' own summary is.
 */
function firstProblem(issue: Issue, input: unknown): Issue {
  if (issue.code !== 'invalid_union') return issue;
  const within = issue.errors.map((problems) =>
    problems.map((p) => ({ ...p, path: [...issue.path, ...p.path] }) as Issue),
  );
  const chosen = within.filter(
    (problems) => problems.length > 0 && problems.every((p) => valueAt(input, p.path) !== undefined),
  );
  return chosen.length === 1 ? firstProblem(chosen[0]![0]!, input) : issue;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) => (value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined),
    input,
  );
}
