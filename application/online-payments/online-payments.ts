import {
  expired,
  methodOf,
  overdue,
  refundReasonOf,
  refusalOf,
  settled,
  toRefund,
  CONFIRMATION_WINDOW_MS,
  type OnlinePayment,
  type OnlinePaymentState,
} from '../../domain/online-payments/online-payment.ts';
import { onlineCredit } from '../../domain/online-payments/crediting.ts';
import { amountToPay } from '../../domain/ledger/paying.ts';
import type { LedgerCredit } from '../../domain/ledger/ledger.ts';
import { DomainError, isDomainError } from '../../domain/shared/errors.ts';
import { toTaka, type Money } from '../../domain/shared/money.ts';
import type { Agreements, TenantDetailsStore } from '../agreements/ports.ts';
import type { LeaseBooks } from '../ledger/books.ts';
import type { LedgerEntries } from '../ledger/ports.ts';
import type { RefundStage } from '../../domain/notifications/notification.ts';
import type { Notifier, Recipient } from '../notifications/notifier.ts';
import { leaseToPayUnder } from '../payments/payment-terms.ts';
import type {
  Actor,
  BackgroundJob,
  BuildingCalendar,
  Clock,
  IdGenerator,
  Logger,
  UnitOfWork,
} from '../shared/ports.ts';
import type { OnlineGateway, OnlinePayments } from './ports.ts';

/** The gateway, or ONLINEPAYMENT.OFF when the building has none. */
const gatewayOf = (p: OnlinePaying): OnlineGateway => {
  if (!p.gateway) throw new DomainError('ONLINEPAYMENT.OFF', 'Online payments are not available in this building');
  return p.gateway;
};

const notFound = () => new DomainError('ONLINEPAYMENT.NOT_FOUND', 'There is no such online payment');

/** What the online-payment use cases work with. */
export interface OnlinePaying {
  readonly agreements: Agreements;
  /** Where the member's mobile number is, for the gateway's customer fields. */
  readonly tenantDetails: TenantDetailsStore;
  readonly books: LeaseBooks;
  readonly ledger: LedgerEntries;
  readonly payments: OnlinePayments;
  /** Absent when the building has no online gateway: the channel is off. */
  readonly gateway: OnlineGateway | undefined;
  readonly uow: UnitOfWork;
  readonly ids: IdGenerator;
  readonly clock: Clock;
  readonly calendar: BuildingCalendar;
  readonly notifier: Notifier;
  /** The building's admins, told of money given back. */
  readonly admins: () => Promise<readonly Recipient[]>;
  readonly logger: Logger;
}

/** The payer and the admins are told a refund started or is done. */
async function tellOfRefund(p: OnlinePaying, payment: OnlinePayment, stage: RefundStage): Promise<void> {
  const amount = toTaka(payment.amount);
  await p.notifier.notify([{ email: payment.memberEmail, name: payment.memberName }], {
    type: 'online-refund',
    stage,
    amount,
    tranId: payment.tranId,
  });
  await p.notifier.notify(await p.admins(), {
    type: 'online-refund-admin',
    stage,
    name: payment.memberName,
    amount,
    leaseId: payment.leaseId,
  });
}

/** The gateway's transaction ids are short (at most 30 characters) letters and digits. */
const tranIdFrom = (id: string) => `LV${id.replace(/[^A-Za-z0-9]/g, '').slice(0, 28)}`;

/**
 * Starts an online payment of the caller's whole balance, or of what is left of one charge: priced from the books
 * as a card payment is, opened at the gateway, and kept as pending. A gateway that cannot open the checkout leaves
 * nothing behind (PAYMENT.PROVIDER_FAILED).
 */
export class StartOnlinePayment {
  constructor(private readonly p: OnlinePaying) {}

  async execute(input: {
    actor: Actor;
    forCharge?: string;
    amountMinor?: Money;
  }): Promise<{ payment: OnlinePayment; pageUrl: string }> {
    const lease = await leaseToPayUnder(this.p.agreements, input.actor.email);
    const { settlement } = await this.p.books.of(lease);
    const due = amountToPay(settlement, input.forCharge);
    if (input.amountMinor !== undefined && input.amountMinor !== due) {
      throw new DomainError(
        'PAYMENT.AMOUNT_MISMATCH',
        `What you owe changed meanwhile: it is now ৳${toTaka(due).toLocaleString('en-US')}`,
      );
    }
    const at = this.p.clock.now();
    const payment: OnlinePayment = {
      tranId: tranIdFrom(this.p.ids.next()),
      leaseId: lease.id,
      memberEmail: lease.userEmail,
      memberName: lease.userName,
      amount: due,
      ...(input.forCharge !== undefined ? { forCharge: input.forCharge } : {}),
      state: 'pending',
      createdAt: at,
      updatedAt: at,
    };
    const phone = (await this.p.tenantDetails.of(lease.id))?.phone;
    const { pageUrl } = await gatewayOf(this.p).openCheckout({
      tranId: payment.tranId,
      amount: due,
      customer: {
        name: lease.userName,
        email: lease.userEmail,
        address: `Flat ${lease.block}-${lease.number}, floor ${lease.floor}`,
        ...(phone ? { phone } : {}),
      },
      product: input.forCharge === undefined ? 'Balance of the books' : 'A charge of the books',
    });
    await this.p.payments.add(payment);
    return { payment, pageUrl };
  }
}

/** The caller's own online payment; anyone else's is not found. */
export class GetOnlinePayment {
  constructor(private readonly payments: OnlinePayments) {}

  async execute({ actor, tranId }: { actor: Actor; tranId: string }): Promise<OnlinePayment> {
    const payment = await this.payments.byTranId(tranId);
    if (!payment || payment.memberEmail !== actor.email) throw notFound();
    return payment;
  }
}

/** Where a payment stands, for the gateway's posts that carry no validation id; an unknown one is not found. */
export class GetOnlinePaymentState {
  constructor(private readonly payments: OnlinePayments) {}

  async execute(tranId: string): Promise<OnlinePaymentState> {
    const payment = await this.payments.byTranId(tranId);
    if (!payment) throw notFound();
    return payment.state;
  }
}

/**
 * Records an online payment in the books once the gateway's validation service confirms it (valid, this
 * transaction, the amount asked in taka, no risk), exactly once whichever reports it first: the browser coming back
 * or the gateway's notice. The report itself is never trusted: only the validation service's answer is. A validation
 * that contradicts the payment records nothing (ONLINEPAYMENT.NOT_VALIDATED); a validation service that does not
 * answer leaves the payment pending, with its validation id kept for the background check.
 */
export class ConfirmOnlinePayment {
  constructor(private readonly p: OnlinePaying) {}

  async execute({ tranId, valId }: { tranId: string; valId: string }): Promise<OnlinePayment> {
    const gateway = gatewayOf(this.p);
    const payment = await this.p.payments.byTranId(tranId);
    if (!payment) throw notFound();
    if (['paid', 'refund_pending', 'refunded', 'refund_failed'].includes(payment.state)) return payment;
    if (payment.state === 'pending') await this.p.payments.noteValidationId(tranId, valId);
    const validation = await gateway.validate(valId);
    const refusal = refusalOf(payment, validation);
    if (refusal) {
      this.p.logger.warn({ tranId, valId, status: validation.status }, `online payment not confirmed: ${refusal}`);
      throw new DomainError('ONLINEPAYMENT.NOT_VALIDATED', refusal);
    }
    return this.record(payment, methodOf(validation.cardType), validation.bankTranId);
  }

  private async record(
    payment: OnlinePayment,
    method: LedgerCredit['method'] & string,
    bankTranId: string,
  ): Promise<OnlinePayment> {
    const lease = await this.p.agreements.byId(payment.leaseId);
    if (!lease) throw notFound();
    try {
      const done = await this.p.uow.run(async (): Promise<boolean | 'refund'> => {
        const at = this.p.clock.now();
        const books = await this.p.books.of(lease);
        // Money the books no longer owe is not written as credit: it goes back through the gateway.
        const refund = refundReasonOf(payment, books.settlement);
        if (refund !== undefined) {
          const moved = await this.p.payments.moveOn(
            payment.tranId,
            payment.state,
            toRefund(payment, refund, bankTranId, at),
          );
          if (!moved) return false;
          await tellOfRefund(this.p, payment, 'started');
          return 'refund';
        }
        // Conditional on the state it was read in: of the browser and the notice racing, one moves it and writes.
        if (!(await this.p.payments.moveOn(payment.tranId, payment.state, settled(payment, 'paid', at)))) return false;
        const stillOpen = books.settlement.charges.some((c) => c.charge.id === payment.forCharge && c.remaining > 0);
        const credit = (await this.p.ledger.add(
          onlineCredit(books.span, {
            id: this.p.ids.next(),
            amount: payment.amount,
            method,
            tranId: payment.tranId,
            ...(stillOpen ? { forCharge: payment.forCharge! } : {}),
            paidOn: this.p.calendar.today(),
            by: payment.memberEmail,
            at,
          }),
        )) as LedgerCredit;
        await this.p.payments.moveOn(
          payment.tranId,
          'paid',
          settled(payment, 'paid', at, credit.receiptNumber ?? undefined),
        );
        await this.p.notifier.notify([{ email: lease.userEmail, name: lease.userName }], {
          type: 'payment-received',
          receipt: credit.receiptNumber!,
          amount: toTaka(credit.amount),
          method,
        });
        return true;
      });
      if (done === 'refund') {
        this.p.logger.warn({ tranId: payment.tranId }, 'online payment no longer owed: refunding it');
        await new RefundOnlinePayments(this.p).start(payment.tranId);
      } else if (done) this.p.logger.info({ tranId: payment.tranId }, 'online payment recorded');
    } catch (error) {
      // Written by the other report meanwhile: that entry is this payment.
      if (!(isDomainError(error) && error.code === 'LEDGER.DUPLICATE_REFERENCE')) throw error;
    }
    return (await this.p.payments.byTranId(payment.tranId))!;
  }
}

/**
 * The gateway sent the browser back from a failed or cancelled checkout: a pending payment is marked so. It records
 * nothing, and a payment the validation service confirms later is still recorded.
 */
export class EndOnlinePayment {
  constructor(
    private readonly payments: OnlinePayments,
    private readonly clock: Clock,
  ) {}

  async execute({
    tranId,
    state,
  }: {
    tranId: string;
    state: Extract<OnlinePaymentState, 'failed' | 'cancelled'>;
  }): Promise<OnlinePayment> {
    const payment = await this.payments.byTranId(tranId);
    if (!payment) throw notFound();
    if (payment.state === 'pending')
      await this.payments.moveOn(tranId, 'pending', settled(payment, state, this.clock.now()));
    return (await this.payments.byTranId(tranId))!;
  }
}

/** How long a refund just decided is left to the call that decided it before the background check asks again. */
const REFUND_GRACE_MS = 60_000;

/**
 * Gives back, through the gateway's refund API, money it confirmed that the books no longer owe, and follows the
 * refund until the gateway says it is done. Asking for the refund is attempted by whoever moved the payment to
 * refund_pending, then by the background check while the gateway has given no refund id; a refund the gateway
 * accepted is only ever queried, never asked for again.
 */
export class RefundOnlinePayments {
  constructor(private readonly p: OnlinePaying) {}

  /** Asks the gateway for the refund; a gateway that is down or refuses leaves it for the next check. */
  async start(tranId: string): Promise<OnlinePayment | undefined> {
    const payment = await this.p.payments.byTranId(tranId);
    if (payment?.state !== 'refund_pending' || payment.refundRefId !== undefined) return payment;
    if (!payment.bankTranId) {
      this.p.logger.error({ tranId }, 'online payment to refund has no bank transaction id: refund it by hand');
      return payment;
    }
    try {
      const answer = await gatewayOf(this.p).refund({
        bankTranId: payment.bankTranId,
        amount: payment.amount,
        remarks: payment.reason ?? 'Not owed',
        reference: payment.tranId,
      });
      if ('refused' in answer) {
        this.p.logger.warn({ tranId, reason: answer.refused }, 'the gateway refused the refund for now');
        return payment;
      }
      const noted = { ...payment, refundRefId: answer.refundRefId, updatedAt: this.p.clock.now() };
      await this.p.payments.moveOn(tranId, 'refund_pending', noted);
      this.p.logger.info({ tranId, refundRefId: answer.refundRefId }, 'online payment refund accepted by the gateway');
    } catch (error) {
      this.p.logger.warn({ tranId, error: String(error) }, 'online payment refund not asked yet');
    }
    return this.p.payments.byTranId(tranId);
  }

  /**
   * Asks the gateway where the refund stands: refunded once it says so. A refund it cancelled is not asked for again
   * (it would be cancelled again): the member and the admins are told, and the building gives the money back by hand.
   */
  async follow(payment: OnlinePayment): Promise<boolean> {
    if (payment.refundRefId === undefined) {
      if (this.p.clock.now().getTime() - payment.updatedAt.getTime() < REFUND_GRACE_MS) return false;
      await this.start(payment.tranId);
      return false;
    }
    const { progress, note } = await gatewayOf(this.p).refundStatus(payment.refundRefId);
    if (progress !== 'refunded' && progress !== 'cancelled') return false;
    const state = progress === 'refunded' ? 'refunded' : 'refund_failed';
    const done: OnlinePayment = { ...payment, state, updatedAt: this.p.clock.now() };
    const moved = await this.p.uow.run(async () => {
      if (!(await this.p.payments.moveOn(payment.tranId, 'refund_pending', done))) return false;
      await tellOfRefund(this.p, payment, progress === 'refunded' ? 'done' : 'cancelled');
      return true;
    });
    if (moved && state === 'refund_failed')
      this.p.logger.error(
        { tranId: payment.tranId, amount: payment.amount, note },
        'the gateway cancelled an online payment refund: the building gives it back by hand',
      );
    return moved && state === 'refunded';
  }
}

/**
 * Every few minutes, asks the validation service again about the pending payments it could not answer for (a
 * timeout at the browser's return or the notice): each confirmed one is recorded, each contradicted one stays as it
 * is for the building to look at, and one still unanswered waits for the next round.
 */
export class CheckPendingOnlinePayments implements BackgroundJob {
  readonly background = { name: 'pending online payments', everyMs: 5 * 60_000 };

  constructor(
    private readonly payments: OnlinePayments,
    private readonly confirm: ConfirmOnlinePayment,
    private readonly refunds: RefundOnlinePayments,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly on: boolean,
  ) {}

  /** How many payments it recorded or saw refunded. */
  async execute(): Promise<number> {
    let recorded = 0;
    if (!this.on) return recorded;
    for (const { tranId, valId } of await this.payments.pendingToCheck(50)) {
      try {
        const state = (await this.confirm.execute({ tranId, valId })).state;
        if (state === 'paid') recorded += 1;
      } catch (error) {
        this.logger.warn({ tranId, error: String(error) }, 'pending online payment still unconfirmed');
        await this.giveUpIfOverdue(tranId, error instanceof Error ? error.message : String(error));
      }
    }
    const cutoff = new Date(this.clock.now().getTime() - CONFIRMATION_WINDOW_MS);
    for (const payment of await this.payments.unreportedBefore(cutoff, 50))
      await this.giveUpIfOverdue(payment.tranId, 'SSLCommerz never reported it');
    for (const payment of await this.payments.refundsToFollow(50)) {
      try {
        if (await this.refunds.follow(payment)) recorded += 1;
      } catch (error) {
        this.logger.warn({ tranId: payment.tranId, error: String(error) }, 'online payment refund not confirmed yet');
      }
    }
    return recorded;
  }

  /**
   * A payment still pending a day after it started is not checked for ever: it is marked expired with why. The
   * gateway confirming it later (its notice) still records it.
   */
  private async giveUpIfOverdue(tranId: string, why: string): Promise<void> {
    const payment = await this.payments.byTranId(tranId);
    const now = this.clock.now();
    if (payment?.state !== 'pending' || !overdue(payment, now)) return;
    if (await this.payments.moveOn(tranId, 'pending', expired(payment, why, now)))
      this.logger.warn({ tranId, why }, 'online payment expired unconfirmed');
  }
}
