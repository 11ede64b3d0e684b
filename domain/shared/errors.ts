import type { ErrorCode } from '../areas.ts';

/** Each area's codes are in its `area.ts`: what it refuses with, and the kind of each refusal. */
export type { ErrorCode };

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Input refused field by field: each field's problem in words a person reads. */
    readonly fields?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;
