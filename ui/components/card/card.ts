/** What paying needs from a card input, whichever provider draws it. */
/**
 * A refusal may carry the server's error code, so the flow can tell a month paid meanwhile from a declined card. A card
 * whose own fields are incomplete is said beside those fields by the card input, so that outcome carries no words and
 * the flow adds none.
 */
export type CardOutcome =
  { ok: true; transactionId: string } | { ok: false; message: string; code?: string } | { ok: false; incomplete: true };

export interface Billing {
  name: string;
  email: string;
}

export type ConfirmCard = (clientSecret: string, billing: Billing) => Promise<CardOutcome>;

/** A card input hands its confirm function up once it can take a payment, and null when it cannot. */
export type OnCardReady = (confirm: ConfirmCard | null) => void;
