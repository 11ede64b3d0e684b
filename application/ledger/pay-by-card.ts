import type { Agreement } from '../../domain/agreements/agreement.ts';
import type { LedgerCredit } from '../../domain/ledger/ledger.ts';
import { amountToPay, cardPayment } from '../../domain/ledger/paying.ts';
import { CURRENCY } from '../../domain/payments/payment.ts';
import { DomainError, isDomainError } from '../../domain/shared/errors.ts';
import { toTaka, type Money } from '../../domain/shared/money.ts';
import type { Agreements } from '../agreements/ports.ts';
import type { Notifier } from '../notifications/notifier.ts';
import { leaseToPayUnder } from '../payments/payment-terms.ts';
import type { IntentMetadata, PaymentGateway, PaymentIntent } from '../payments/ports.ts';
import type { Actor, BuildingCalendar, Clock, IdGenerator, Logger, UnitOfWork } from '../shared/ports.ts';
import type { LeaseBooks } from './books.ts';
import type { LedgerEntries } from './ports.ts';
import type { EntryWritten } from './write-books.ts';

export interface BooksIntent {
  readonly clientSecret: string;
  readonly intentId: string;
  readonly amountMinor: Money;
}

/**
 * Prices a card payment from the caller's own books (a member's running lease, or a former resident's last one): the
 * whole balance, or what is left of the charge they picked. The server alone prices it; a client that expected
 * another amount is told, before any card is asked for.
 */
export class CreateBooksIntent {
  constructor(
    private readonly agreements: Agreements,
    private readonly books: LeaseBooks,
    private readonly gateway: PaymentGateway,
  ) {}

  async execute(input: { actor: Actor; forCharge?: string; amountMinor?: Money }): Promise<BooksIntent> {
    const agreement = await leaseToPayUnder(this.agreements, input.actor.email);
    const { settlement } = await this.books.of(agreement);
    const due = amountToPay(settlement, input.forCharge);
    if (input.amountMinor !== undefined && input.amountMinor !== due) {
      throw new DomainError(
        'PAYMENT.AMOUNT_MISMATCH',
        `What you owe changed meanwhile: it is now ৳${toTaka(due).toLocaleString('en-US')}`,
      );
    }
    const metadata: IntentMetadata = {
      userEmail: agreement.userEmail,
      agreementId: agreement.id,
      leaseStatus: agreement.status,
      month: '',
      monthKey: '',
      discount: 0,
      couponCode: '',
      couponLimit: '',
      purpose: 'books',
      ...(input.forCharge !== undefined ? { forCharge: input.forCharge } : {}),
    };
    // One intent while the books stand as they are: asking again reuses it, while any payment or new charge since
    // (what is open changes) makes the next ask a new one, so a paid intent is never offered for a new debt.
    const open = settlement.charges.filter((c) => c.remaining > 0).map((c) => [c.charge.id, c.remaining]);
    const intent = await this.gateway.createIntent({
      amountMinor: due,
      currency: CURRENCY,
      metadata,
      idempotencyKey: `books:${JSON.stringify([due, CURRENCY, metadata, open])}`,
    });
    return { clientSecret: intent.clientSecret, intentId: intent.id, amountMinor: due };
  }
}

/**
 * Records a card payment priced from the books once the provider says it succeeded, on the lease it was priced
 * under, exactly once however often the browser and the provider's webhook report it. The money is never turned away:
 * a charge paid meanwhile (by another tab, or at the desk) leaves it as credit that settles the next charge. Only a
 * charge that no lease of the payer can take (never ours to record) is refunded.
 */
export class RecordBooksCardPayment {
  constructor(
    private readonly agreements: Agreements,
    private readonly ledger: LedgerEntries,
    private readonly books: LeaseBooks,
    private readonly gateway: PaymentGateway,
    private readonly uow: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly calendar: BuildingCalendar,
    private readonly notifier: Notifier,
    private readonly logger: Logger,
  ) {}

  async execute({
    transactionId,
    reportedBy,
  }: {
    transactionId: string;
    reportedBy?: Actor;
  }): Promise<EntryWritten<LedgerCredit>> {
    const intent = await this.gateway.retrieveIntent(transactionId);
    const { metadata } = intent;
    if (metadata.purpose !== 'books')
      throw new DomainError('PAYMENT.INTENT_MISMATCH', 'This card payment was for a month’s rent, not your balance');
    if (reportedBy && metadata.userEmail !== reportedBy.email)
      throw new DomainError('PAYMENT.INTENT_MISMATCH', 'This payment does not belong to you');
    if (intent.status !== 'succeeded')
      throw new DomainError('PAYMENT.INTENT_NOT_SUCCEEDED', 'The card payment has not succeeded');
    if (intent.refunded) throw new DomainError('PAYMENT.INTENT_NOT_SUCCEEDED', 'This card payment was refunded');

    const lease = await this.agreements.byId(metadata.agreementId);
    if (!lease || lease.userEmail !== metadata.userEmail || (lease.status !== 'accepted' && lease.status !== 'ended')) {
      await this.refund(intent);
      throw new DomainError('AGREEMENT.NOT_FOUND', 'There is no lease this payment could be recorded on');
    }
    const recorded = await this.recorded(lease, intent.id);
    if (recorded) return recorded;
    try {
      return await this.uow.run(async () => {
        const books = await this.books.of(lease);
        const stillOpen = books.settlement.charges.some((c) => c.charge.id === metadata.forCharge);
        const credit = (await this.ledger.add(
          cardPayment(books.span, {
            id: this.ids.next(),
            amount: intent.amountMinor,
            transactionId: intent.id,
            ...(stillOpen ? { forCharge: metadata.forCharge! } : {}),
            paidOn: this.calendar.today(),
            by: metadata.userEmail,
            at: this.clock.now(),
          }),
        )) as LedgerCredit;
        await this.notifier.notify([{ email: lease.userEmail, name: lease.userName }], {
          type: 'payment-received',
          receipt: credit.receiptNumber!,
          amount: toTaka(credit.amount),
          method: 'card',
        });
        return { entry: credit, books: await this.books.of(lease) };
      });
    } catch (error) {
      // The browser and the webhook raced and the other one wrote it: that entry is this payment.
      if (isDomainError(error) && error.code === 'LEDGER.DUPLICATE_REFERENCE') {
        const winner = await this.recorded(lease, intent.id);
        if (winner) return winner;
      }
      throw error;
    }
  }

  private async recorded(lease: Agreement, transactionId: string): Promise<EntryWritten<LedgerCredit> | undefined> {
    const books = await this.books.of(lease);
    const entry = books.entries.find(
      (e): e is LedgerCredit => e.type === 'credit' && e.method === 'card' && e.reference === transactionId,
    );
    return entry && { entry, books };
  }

  private async refund(intent: PaymentIntent): Promise<void> {
    try {
      await this.gateway.refund(intent.id);
      this.logger.warn({ intentId: intent.id }, 'charge refunded: no lease could record it');
    } catch (refundError) {
      this.logger.error(
        { intentId: intent.id, refundError: String(refundError) },
        'REFUND FAILED: a charge is neither recorded nor refunded',
      );
    }
  }
}
