import type { Calendar } from '../agreements/agreement.ts';
import { monthIn, type MonthKey } from '../shared/month.ts';
import type { MaintenanceRequest } from './request.ts';
import { resolvedAt } from './lifecycle.ts';

/** How the building answers its requests: response and resolution times, ratings, and each month's summary. */

/**
 * How long the building took to answer, in milliseconds: from submission to the first thing an admin did (a status
 * change, a comment or an internal note). None while no admin has acted.
 */
export function responseTime(request: MaintenanceRequest): number | undefined {
  const first = request.history.find((entry) => entry.by.role === 'admin');
  return first === undefined ? undefined : first.at.getTime() - request.createdAt.getTime();
}

/**
 * How long the problem took to fix, in milliseconds: from submission to its last resolution. None while it is not
 * resolved (a reopened request has none until it is resolved again) and for a declined one.
 */
export function resolutionTime(request: MaintenanceRequest): number | undefined {
  const at = resolvedAt(request);
  return at === undefined ? undefined : at.getTime() - request.createdAt.getTime();
}

/** The rating the resident gave on closing, if any. */
export const ratingOf = (request: MaintenanceRequest): number | undefined =>
  request.history.findLast((entry) => entry.kind === 'closed')?.rating;

const closedAt = (request: MaintenanceRequest): Date | undefined =>
  request.history.findLast((entry) => entry.kind === 'closed')?.at;

export interface MonthlySummary {
  readonly month: MonthKey;
  /** Requests submitted in the month. */
  readonly opened: number;
  /** Requests whose last resolution fell in the month and that still stand resolved or closed. */
  readonly resolved: number;
  /** The median time from submission to resolution of those, in milliseconds; none when none was resolved. */
  readonly medianResolutionMs?: number;
  /** How many requests closed in the month were rated, and their average rating (not rounded); none when none was. */
  readonly rated: number;
  readonly averageRating?: number;
}

function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The month in figures, each event counted in the month it happened in the building's calendar: a request opened in
 * October and resolved in November counts as opened in October and resolved in November.
 */
export function monthlySummary(
  requests: readonly MaintenanceRequest[],
  month: MonthKey,
  calendar: Calendar,
): MonthlySummary {
  const inMonth = (at: Date | undefined) => at !== undefined && monthIn(at, calendar.timeZone) === month;
  const resolved = requests.filter((request) => inMonth(resolvedAt(request)));
  const ratings = requests
    .filter((request) => inMonth(closedAt(request)))
    .map(ratingOf)
    .filter((rating) => rating !== undefined);
  const medianResolutionMs = median(resolved.map((request) => resolutionTime(request)!));
  return {
    month,
    opened: requests.filter((request) => inMonth(request.createdAt)).length,
    resolved: resolved.length,
    ...(medianResolutionMs !== undefined ? { medianResolutionMs } : {}),
    rated: ratings.length,
    ...(ratings.length > 0 ? { averageRating: ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length } : {}),
  };
}
