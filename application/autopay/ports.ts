import type { Autopay, AutopayAttempt, SavedCard } from '../../domain/autopay/autopay.ts';
import type { MonthKey } from '../../domain/shared/month.ts';
import type { Money } from '../../domain/shared/money.ts';
import type { IntentMetadata } from '../payments/ports.ts';

export interface AutopaySettings {
  /** The member's autopay; `noAutopay` for one never stored. */
  of(userEmail: string): Promise<Autopay | undefined>;
  /** Every stored setting, on or off, by email. */
  listAll(): Promise<Autopay[]>;
  /**
   * Writes the setting with `version + 1`, only if the stored one still has `version` (0: none is stored yet).
   * Throws AUTOPAY.CHANGED when another write came first.
   */
  save(autopay: Autopay): Promise<Autopay>;
}

export interface AutopayAttempts {
  /** Claims the lease's month: true for the one caller that wrote the row, false when it was there already. */
  claim(attempt: AutopayAttempt): Promise<boolean>;
  /** Claims the retry of a declined month: true for the one caller that moved it from 'declined' after one try. */
  claimRetry(leaseId: string, month: MonthKey, triedOn: string): Promise<boolean>;
  /**
   * Takes over a month a round of an earlier day left 'charging' (see `wasInterrupted`): true for the one caller that
   * moved its day to `today`.
   */
  claimInterrupted(leaseId: string, month: MonthKey, today: string): Promise<boolean>;
  /** Writes how the claimed month ended (from 'charging'): true when it did, false when another caller finished it. */
  finish(attempt: AutopayAttempt): Promise<boolean>;
  of(leaseId: string, month: MonthKey): Promise<AutopayAttempt | undefined>;
  /** The member's latest attempt (newest month). */
  latestFor(userEmail: string): Promise<AutopayAttempt | undefined>;
}

/** A card setup started with the provider, confirmed by the member's browser. */
export interface CardSetup {
  readonly setupIntentId: string;
  readonly clientSecret: string;
}

export type OffSessionCharge =
  | { readonly outcome: 'succeeded'; readonly intentId: string }
  | { readonly outcome: 'declined'; readonly message: string }
  | { readonly outcome: 'needs-authentication'; readonly intentId?: string };

/** The provider's saved cards: set up once with the member present, charged later without them. */
export interface SavedCards {
  startSetup(userEmail: string, customerId?: string): Promise<CardSetup>;
  /**
   * The card a succeeded setup saved for this member. Throws AUTOPAY.CARD_NOT_SAVED when the setup did not succeed
   * or belongs to someone else.
   */
  savedCard(setupIntentId: string, userEmail: string): Promise<Omit<SavedCard, 'savedAt'>>;
  /** Charges the saved card with no member present; the intent carries the same metadata a card payment's does. */
  chargeSaved(input: {
    readonly card: Pick<SavedCard, 'customerId' | 'paymentMethodId'>;
    readonly amountMinor: Money;
    readonly currency: string;
    readonly metadata: IntentMetadata;
    readonly idempotencyKey: string;
  }): Promise<OffSessionCharge>;
}
