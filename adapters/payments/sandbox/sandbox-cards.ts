import { DomainError } from '../../../domain/shared/errors.ts';

export interface SandboxCard {
  readonly number: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly cvc: string;
}

/** Stripe's own wording: the UI shows it as it is, so it must not depend on which provider is active. */
export const CARD_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  invalidNumber: 'Your card number is invalid.',
  expired: 'Your card has expired.',
  invalidCvc: "Your card's security code is invalid.",
  invalidExpiryMonth: "Your card's expiration month is invalid.",
} as const;

const SUCCEEDS = '4242424242424242';
const DECLINES: Readonly<Record<string, string>> = {
  '4000000000000002': CARD_MESSAGES.declined,
  '4000000000009995': CARD_MESSAGES.insufficientFunds,
};

/**
 * Charges the card in the sandbox's imagination: returns when it would be charged, throws
 * PAYMENT.CARD_DECLINED with Stripe's message when not. The form is checked before the issuer is
 * "asked", in Stripe's order (number, expiry, CVC). A well-formed number that is not one of the test
 * cards is declined, as Stripe's test mode declines real cards.
 */
export function chargeCard(card: SandboxCard, now: Date): void {
  const digits = card.number.replace(/ /g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) throw declined(CARD_MESSAGES.invalidNumber);
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
    throw declined(CARD_MESSAGES.invalidExpiryMonth);
  }
  if (hasExpired(card.expMonth, card.expYear, now)) throw declined(CARD_MESSAGES.expired);
  if (!/^\d{3,4}$/.test(card.cvc)) throw declined(CARD_MESSAGES.invalidCvc);
  if (digits === SUCCEEDS) return;
  throw declined(DECLINES[digits] ?? CARD_MESSAGES.declined);
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card is good through the last day of its expiry month; "MM/YY" forms send two-digit years. */
function hasExpired(month: number, year: number, now: Date): boolean {
  const fullYear = year < 100 ? 2000 + year : year;
  return fullYear * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

const declined = (message: string) => new DomainError('PAYMENT.CARD_DECLINED', message);
