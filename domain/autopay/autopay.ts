/**
 * Autopay: a member's saved card charged on the rent's due day for what their books say is owed, never more than the
 * cap they chose. These are its rules as pure functions; the store, the provider and the calendar are the caller's.
 */
import { dueDate } from '../ledger/reading.ts';
import { DomainError } from '../shared/errors.ts';
import { addMonths, type MonthKey } from '../shared/month.ts';
import { taka, type Money } from '../shared/money.ts';

/** A card the provider keeps for the member: its ids and what the member recognises it by, never its number. */
export interface SavedCard {
  /** The provider's customer the card is attached to (Stripe's `cus_...`; the sandbox's stand-in). */
  readonly customerId: string;
  /** The provider's payment method (`pm_...`), charged off-session. */
  readonly paymentMethodId: string;
  readonly brand: string;
  readonly last4: string;
  readonly savedAt: Date;
}

export interface Autopay {
  readonly userEmail: string;
  readonly card?: SavedCard;
  readonly enabled: boolean;
  /** The most one charge may take; zero until autopay was first turned on. */
  readonly cap: Money;
  /** A month the member asked to skip: nothing is charged for it. */
  readonly skipMonth?: MonthKey;
  /** How many times the setting was written; 0 for one never stored. Each write is conditional on it. */
  readonly version: number;
}

export const MAX_CAP: Money = taka(10_000_000);

export const AUTOPAY_RULES = {
  cap: 'A cap is an amount from ৳0.01 to ৳10,000,000',
  setupIntentId: 'The saved card’s setup is missing',
  consent: 'Allow the building to charge this card on the rent’s due day',
} as const;

/** A member who never set autopay up. */
export const noAutopay = (userEmail: string): Autopay => ({ userEmail, enabled: false, cap: 0 as Money, version: 0 });

/** Saving a card (a first one, or a new one in place of the old) leaves autopay on or off as it was. */
export const withCard = (autopay: Autopay, card: SavedCard): Autopay => ({ ...autopay, card });

export function checkCap(cap: Money): Money {
  if (!Number.isSafeInteger(cap) || cap <= 0 || cap > MAX_CAP)
    throw new DomainError('VALIDATION.INVALID_INPUT', AUTOPAY_RULES.cap, { cap: AUTOPAY_RULES.cap });
  return cap;
}

/**
 * Turns autopay on (or changes its cap). Only a resident with a running lease and a saved card may: a former resident
 * owes nothing new each month, and there is nothing to charge without a card.
 */
export function turnOn(autopay: Autopay, cap: Money, { hasLease }: { hasLease: boolean }): Autopay {
  checkCap(cap);
  if (!hasLease) throw new DomainError('AUTOPAY.NO_LEASE', 'Autopay is for residents with a running lease');
  if (!autopay.card) throw new DomainError('AUTOPAY.NO_CARD', 'Save a card before turning autopay on');
  return { ...autopay, enabled: true, cap };
}

export function turnOff(autopay: Autopay): Autopay {
  if (!autopay.enabled) throw notOn();
  const { skipMonth: _skipped, ...rest } = autopay;
  return { ...rest, enabled: false };
}

/** Skips the month autopay would charge next; asking again for the same month changes nothing. */
export function skipNext(autopay: Autopay, nextMonth: MonthKey): Autopay {
  if (!autopay.enabled) throw notOn();
  return { ...autopay, skipMonth: nextMonth };
}

/** Another write of the member's autopay came first (a second tab, say). */
export const changedMeanwhile = () =>
  new DomainError('AUTOPAY.CHANGED', 'Your autopay was changed meanwhile (in another tab?); reload to see it');

const notOn = () => new DomainError('AUTOPAY.NOT_ON', 'Autopay is not on');

/** Whether the month's charge is due by `today` (the building's day): on its due day or any later day of the month. */
export const isDue = (today: string, dueDay: number): boolean => today >= dueDate(today.slice(0, 7), dueDay);

/** The next month autopay has yet to charge: this month until its charge was tried, the next one after. */
export const nextMonth = (today: string, triedThisMonth: boolean): MonthKey =>
  triedThisMonth ? addMonths(today.slice(0, 7), 1) : today.slice(0, 7);

/** The day autopay will next charge, past a skipped month; none while it is off. */
export function nextChargeDate(
  autopay: Autopay,
  today: string,
  dueDay: number,
  triedThisMonth: boolean,
): string | undefined {
  if (!autopay.enabled) return undefined;
  const month = nextMonth(today, triedThisMonth);
  const charged = autopay.skipMonth === month ? addMonths(month, 1) : month;
  // A charge missed on its very day (the server was down) is made later that day or month: today, then.
  return charged === today.slice(0, 7) && today > dueDate(charged, dueDay) ? today : dueDate(charged, dueDay);
}

/** What a charge comes to: the books' balance, unless it is nothing or more than the cap. */
export type ChargeDecision =
  | { readonly kind: 'nothing-owed' }
  | { readonly kind: 'over-cap'; readonly amount: Money }
  | { readonly kind: 'charge'; readonly amount: Money };

export function decideCharge(owed: Money, cap: Money): ChargeDecision {
  if (owed <= 0) return { kind: 'nothing-owed' };
  if (owed > cap) return { kind: 'over-cap', amount: owed };
  return { kind: 'charge', amount: owed };
}

/** How a month's autopay ended, or 'charging' while a charge is being made. */
export const ATTEMPT_OUTCOMES = [
  'charging',
  'paid',
  'declined',
  'needs-authentication',
  'over-cap',
  'nothing-owed',
  'failed',
] as const;
export type AttemptOutcome = (typeof ATTEMPT_OUTCOMES)[number];

/** One lease's autopay for one month: claimed once (one row a lease and month), then finished with its outcome. */
export interface AutopayAttempt {
  readonly leaseId: string;
  readonly month: MonthKey;
  readonly userEmail: string;
  readonly outcome: AttemptOutcome;
  /** How many charges were tried: 1, or 2 after a declined card's retry. */
  readonly tries: number;
  readonly amount: Money;
  /** The building's day of the latest try. */
  readonly triedOn: string;
  readonly intentId?: string;
  /** The provider's words for a decline. */
  readonly message?: string;
}

/** A declined card is tried once more, on a later day of the same month, and then not again that month. */
export const MAX_TRIES = 2;

export const mayRetry = (attempt: AutopayAttempt, today: string): boolean =>
  attempt.outcome === 'declined' &&
  attempt.tries < MAX_TRIES &&
  attempt.triedOn < today &&
  attempt.month === today.slice(0, 7);

/**
 * A month left 'charging' by a round of an earlier day: its process stopped half-way (a round takes seconds), so a
 * later round may take it over.
 */
export const wasInterrupted = (attempt: AutopayAttempt, today: string): boolean =>
  attempt.outcome === 'charging' && attempt.triedOn < today;
