/**
 * What the server does without being asked: every use case that is a background job (the email sender, the rent
 * reminders, ...), found among the use cases rather than listed here, so a new job starts by being wired.
 */
import type { Logger } from 'pino';
import type { BackgroundJob } from '../../application/shared/ports.ts';
import type { UseCases } from '../../application/use-cases.ts';
import { every, type Repeating } from './every.ts';

const isBackgroundJob = (useCase: unknown): useCase is BackgroundJob =>
  typeof useCase === 'object' && useCase !== null && 'background' in useCase && 'execute' in useCase;

/** The use cases that run on their own; the email sender is among them only when there is a mail server. */
export function backgroundJobs(useCases: UseCases): BackgroundJob[] {
  return Object.values<unknown>(useCases).filter(isBackgroundJob);
}

/**
 * Starts a round for each job, each at its own pace unless `everyMs` sets one pace for all (tests). Every instance
 * runs them; the outbox's claims and the reminders' unique record keep two instances from doing the same work twice.
 */
export function startBackground(
  useCases: UseCases,
  logger: Logger,
  { everyMs }: { everyMs?: number } = {},
): Repeating[] {
  return backgroundJobs(useCases).map((job) =>
    every(
      everyMs ?? job.background.everyMs,
      () => job.execute(),
      (error) => logger.error({ err: error }, `${job.background.name} failed; trying again`),
    ),
  );
}
