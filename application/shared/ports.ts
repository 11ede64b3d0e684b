import type { Role } from '../../domain/identity/roles.ts';
import type { Language } from '../../domain/shared/language.ts';
import type { MonthKey } from '../../domain/shared/month.ts';

/*
 * The ports every area shares; each area keeps its own in application/<area>/ports.ts. A port has only the methods
 * a use case calls, and every adapter (memory, SQLite, PostgreSQL) raises the same DomainError codes on the same
 * conflicts.
 */

/** Turns an uploaded file into a photo fit to serve, judged by its content alone. */
export interface PhotoProcessor {
  /**
   * Throws `refusal()` (APARTMENT.PHOTO_INVALID when none is given) when the bytes are not a JPEG, PNG or WebP
   * picture, or one too large to decode safely.
   */
  prepare(bytes: Uint8Array, refusal?: () => Error): Promise<{ bytes: Uint8Array; contentType: string }>;
}

export interface PhotoNarrower {
  /** A picture `PhotoProcessor.prepare` made, no wider than `width` (never enlarged), for a small screen. */
  narrower(bytes: Uint8Array, width: number): Promise<{ bytes: Uint8Array; contentType: string }>;
}

export interface UnitOfWork {
  run<T>(work: () => Promise<T>): Promise<T>;
}

export interface Clock {
  now(): Date;
}

export interface IdGenerator {
  next(): string;
}

/** The signed-in caller, with the role read from the store on this very request. */
export interface Actor {
  readonly email: string;
  readonly name: string;
  readonly photoURL: string;
  readonly role: Role;
  /** The language stored for the caller (the default until they choose one). */
  readonly language: Language;
}

/** For events an operator must be able to find later (a refund after a lost race, say). */
export interface Logger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * A use case the server runs on its own, round after round, for the life of the process. Implementing this and being
 * one of the use cases is all it takes to be started: the background runner finds every such use case itself.
 */
export interface BackgroundJob {
  readonly background: {
    /** What the log calls a failed round. */
    readonly name: string;
    /** The time from one round to the next. */
    readonly everyMs: number;
  };
  execute(): Promise<unknown>;
}

/**
 * The building's calendar over the clock: which day and month it is now in the building's time zone, whatever the
 * server's own zone. Every "today" and "this month" of a use case comes from here.
 */
export interface BuildingCalendar {
  /** The building's time zone, an IANA name such as "Asia/Dhaka". */
  readonly timeZone: string;
  /** Today in the building, "YYYY-MM-DD". */
  today(): string;
  /** This month in the building, "YYYY-MM". */
  thisMonth(): MonthKey;
}
