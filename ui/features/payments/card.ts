/** What paying needs from a card input, whichever provider draws it. */
/** A refusal may carry the server's error code, so the flow can tell a month paid meanwhile from a declined card. */
export type CardOutcome = { ok: true; transactionId: string } | { ok: false; message: string; code?: string };

/** The card input found the card's own fields incomplete and says so beside them: the flow adds nothing. */
export const CARD_INCOMPLETE = 'CARD.INCOMPLETE';

export interface Billing {
  name: string;
  email: string;
}

export type ConfirmCard = (clientSecret: string, billing: Billing) => Promise<CardOutcome>;

/** A card input hands its confirm function up once it can take a payment, and null when it cannot. */
export type OnCardReady = (confirm: ConfirmCard | null) => void;
