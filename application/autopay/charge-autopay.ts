import type { Agreement } from '../../domain/agreements/agreement.ts';
import {
  decideCharge,
  isDue,
  MAX_TRIES,
  mayRetry,
  type Autopay,
  type AutopayAttempt,
  type SavedCard,
  wasInterrupted,
} from '../../domain/autopay/autopay.ts';
import { CURRENCY } from '../../domain/payments/payment.ts';
import type { MonthKey } from '../../domain/shared/month.ts';
import { toTaka, ZERO, type Money } from '../../domain/shared/money.ts';
import type { Books } from '../ledger/books.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { IntentMetadata, PaymentGateway } from '../payments/ports.ts';
import type { BackgroundJob, Logger } from '../shared/ports.ts';
import type { AutopayDeps } from './manage-autopay.ts';

export interface ChargeAutopayDeps extends AutopayDeps {
  readonly books: { of(agreement: Agreement): Promise<Books> };
  /** Records a succeeded card charge in the books, exactly as a member's own card payment is recorded. */
  readonly recorder: { execute(input: { transactionId: string }): Promise<unknown> };
  readonly gateway: Pick<PaymentGateway, 'refund'>;
  readonly notifier: Notifier;
  readonly logger: Logger;
}

/** How the month ended; `unfinished` when whether the card was charged is not known here (the books will show it). */
type Outcome = Pick<AutopayAttempt, 'outcome' | 'amount'> &
  Partial<Pick<AutopayAttempt, 'intentId' | 'message'>> & { readonly unfinished?: true };

/**
 * One round of autopay. From the rent's due day to the month's end (in the building's calendar), each running lease
 * whose member has autopay on, a card saved and the month not skipped is charged what its books say is owed, if that is
 * within the cap. A lease's month is claimed first (one row a lease and month, written by one caller only), so two
 * instances, or a round after a restart, never charge it twice; the card is charged only after the claim, and a charge
 * the books cannot record is refunded. A declined card is tried once more on a later day of the month, then not again.
 * A month a stopped round left half-way is taken over by a round of a later day, and settled without a second charge.
 * The member is told of every month autopay did not pay.
 */
export class ChargeAutopay implements BackgroundJob {
  /** The due day is a building's day: a look every quarter of an hour finds it soon after it begins. */
  readonly background = { name: 'autopay', everyMs: 15 * 60_000 };

  constructor(private readonly d: ChargeAutopayDeps) {}

  async execute(): Promise<{ charged: number }> {
    const today = this.d.calendar.today();
    const month = today.slice(0, 7);
    if (!isDue(today, await this.d.dueDay())) return { charged: 0 };
    let charged = 0;
    for (const autopay of await this.d.settings.listAll()) {
      if (!autopay.enabled || !autopay.card || autopay.skipMonth === month) continue;
      const lease = (await this.d.agreements.leasesOf(autopay.userEmail)).find((l) => l.status === 'accepted');
      if (!lease) continue;
      const won = await this.claim(lease, autopay.userEmail, month, today);
      if (!won) continue;
      const { tries } = won;
      const { unfinished, ...outcome } = won.interrupted
        ? await this.afterInterruption(lease)
        : await this.charge(autopay, autopay.card, lease, month, tries);
      await this.d.uow.run(async () => {
        const finished = await this.d.attempts.finish({
          leaseId: lease.id,
          month,
          userEmail: autopay.userEmail,
          tries,
          triedOn: today,
          ...outcome,
        });
        if (finished && outcome.outcome !== 'paid' && outcome.outcome !== 'nothing-owed')
          await this.d.notifier.notify([{ email: lease.userEmail, name: lease.userName }], {
            type: 'autopay-not-charged',
            month,
            amount: toTaka(outcome.amount),
            reason: unfinished ? 'unfinished' : outcome.outcome === 'charging' ? 'failed' : outcome.outcome,
            retry: outcome.outcome === 'declined' && tries < MAX_TRIES,
          });
      });
      if (outcome.outcome === 'paid') charged += 1;
    }
    return { charged };
  }

  /**
   * The try this caller won for the lease's month (1, or 2 for a declined card's retry), or the month a stopped round
   * left half-way; undefined when none.
   */
  private async claim(
    lease: Agreement,
    userEmail: string,
    month: MonthKey,
    today: string,
  ): Promise<{ tries: number; interrupted?: true } | undefined> {
    const first: AutopayAttempt = {
      leaseId: lease.id,
      month,
      userEmail,
      outcome: 'charging',
      tries: 1,
      amount: ZERO,
      triedOn: today,
    };
    if (await this.d.attempts.claim(first)) return { tries: 1 };
    const prior = await this.d.attempts.of(lease.id, month);
    if (!prior) return undefined;
    if (wasInterrupted(prior, today))
      return (await this.d.attempts.claimInterrupted(lease.id, month, today))
        ? { tries: prior.tries, interrupted: true }
        : undefined;
    if (!mayRetry(prior, today)) return undefined;
    return (await this.d.attempts.claimRetry(lease.id, month, today)) ? { tries: prior.tries + 1 } : undefined;
  }

  /**
   * A month a stopped round left half-way is not charged again: had its charge gone through, the provider's own report
   * of it (the payment webhook) records it in the books. What the books still say is owed, the member is told to pay.
   */
  private async afterInterruption(lease: Agreement): Promise<Outcome> {
    const { owed } = (await this.d.books.of(lease)).settlement;
    return owed > 0 ? { outcome: 'failed', amount: owed, unfinished: true } : { outcome: 'nothing-owed', amount: ZERO };
  }

  private async charge(
    autopay: Autopay,
    card: SavedCard,
    lease: Agreement,
    month: MonthKey,
    tries: number,
  ): Promise<Outcome> {
    const { settlement } = await this.d.books.of(lease);
    const decision = decideCharge(settlement.owed, autopay.cap);
    if (decision.kind === 'nothing-owed') return { outcome: 'nothing-owed', amount: ZERO };
    if (decision.kind === 'over-cap') return { outcome: 'over-cap', amount: decision.amount };
    const amount: Money = decision.amount;
    const metadata: IntentMetadata = {
      userEmail: lease.userEmail,
      agreementId: lease.id,
      leaseStatus: lease.status,
      month: '',
      monthKey: '',
      discount: 0,
      couponCode: '',
      couponLimit: '',
      purpose: 'books',
    };
    let result;
    try {
      result = await this.d.cards.chargeSaved({
        card,
        amountMinor: amount,
        currency: CURRENCY,
        metadata,
        idempotencyKey: `autopay:${lease.id}:${month}:${tries}`,
      });
    } catch (error) {
      this.d.logger.error({ leaseId: lease.id, month, error: String(error) }, 'autopay charge failed');
      return { outcome: 'failed', amount, unfinished: true };
    }
    if (result.outcome === 'declined') return { outcome: 'declined', amount, message: result.message };
    if (result.outcome === 'needs-authentication')
      return { outcome: 'needs-authentication', amount, ...(result.intentId ? { intentId: result.intentId } : {}) };
    try {
      await this.d.recorder.execute({ transactionId: result.intentId });
      return { outcome: 'paid', amount, intentId: result.intentId };
    } catch (error) {
      await this.refund(result.intentId, error);
      return { outcome: 'failed', amount, intentId: result.intentId };
    }
  }

  private async refund(intentId: string, cause: unknown): Promise<void> {
    try {
      await this.d.gateway.refund(intentId);
      this.d.logger.warn({ intentId, cause: String(cause) }, 'autopay charge refunded: the books could not record it');
    } catch (refundError) {
      this.d.logger.error(
        { intentId, refundError: String(refundError) },
        'REFUND FAILED: an autopay charge is neither recorded nor refunded',
      );
    }
  }
}
