import { createHash, randomBytes } from 'node:crypto';
import type { CardSetup, OffSessionCharge, SavedCards } from '../../../application/autopay/ports.ts';
import type { SavedCard } from '../../../domain/autopay/autopay.ts';
import { DomainError } from '../../../domain/shared/errors.ts';
import type { Clock } from '../../../application/shared/ports.ts';
import type { SandboxGateway } from './sandbox-gateway.ts';
import { CARD_MESSAGES, chargeCard, type SandboxCard } from './sandbox-cards.ts';

/**
 * The test cards a card can be saved with, by what a later off-session charge does (Stripe's own test numbers):
 * 4242... succeeds, 4000 0000 0000 0341 saves but is declined when charged, 4000 0027 6000 3184 saves but its bank
 * asks the cardholder to authenticate every charge. The cards Stripe declines outright (0002, 9995) are not saved.
 */
const ON_CHARGE: Readonly<Record<string, 'ok' | 'decline' | 'auth'>> = {
  '4242424242424242': 'ok',
  '4000000000000341': 'decline',
  '4000002760003184': 'auth',
};

const token = (bytes: number) => randomBytes(bytes).toString('hex');
const PM = /^pm_sandbox_(ok|decline|auth)_(\d{4})_[0-9a-f]{16}$/;
const SETI = /^seti_sandbox_(ok|decline|auth)_(\d{4})_([0-9a-f]{16})$/;

/**
 * Saved cards in the sandbox. Nothing of a card is kept, not even here: a saved card's id names what its charges do
 * and its last four digits, so any server instance charges it alike. Its charges are the sandbox's intents, recorded and
 * refunded like any other.
 */
export class SandboxSavedCards implements SavedCards {
  constructor(
    private readonly gateway: SandboxGateway,
    private readonly clock: Clock = { now: () => new Date() },
  ) {}

  async startSetup(): Promise<CardSetup> {
    const id = `seti_sandbox_${token(8)}`;
    return { setupIntentId: id, clientSecret: `${id}_secret_${token(12)}` };
  }

  /** Stands in for Stripe.js's confirmCardSetup: checks the form and the test card, and names the setup that saved it. */
  confirmSetup(card: SandboxCard): { id: string; status: 'succeeded' } {
    const digits = card.number.replace(/ /g, '');
    chargeCard({ ...card, number: digits in ON_CHARGE ? '4242424242424242' : digits }, this.clock.now());
    const behaviour = ON_CHARGE[digits];
    if (!behaviour) throw new DomainError('PAYMENT.CARD_DECLINED', CARD_MESSAGES.declined);
    return { id: `seti_sandbox_${behaviour}_${digits.slice(-4)}_${token(8)}`, status: 'succeeded' };
  }

  async savedCard(setupIntentId: string, userEmail: string): Promise<Omit<SavedCard, 'savedAt'>> {
    const match = SETI.exec(setupIntentId);
    if (!match) throw new DomainError('AUTOPAY.CARD_NOT_SAVED', 'The card was not saved: its setup did not succeed');
    const [, behaviour, last4, rest] = match;
    return {
      customerId: `cus_sandbox_${createHash('sha256').update(userEmail).digest('hex').slice(0, 16)}`,
      paymentMethodId: `pm_sandbox_${behaviour}_${last4}_${rest}`,
      brand: 'visa',
      last4: last4!,
    };
  }

  async chargeSaved(input: Parameters<SavedCards['chargeSaved']>[0]): Promise<OffSessionCharge> {
    const match = PM.exec(input.card.paymentMethodId);
    if (!match || match[1] === 'decline') return { outcome: 'declined', message: CARD_MESSAGES.declined };
    if (match[1] === 'auth') return { outcome: 'needs-authentication' };
    const intent = await this.gateway.createIntent(input);
    await this.gateway.markCharged(intent.id);
    return { outcome: 'succeeded', intentId: intent.id };
  }
}
