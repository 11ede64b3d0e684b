import type { OnlinePayment, OnlinePaymentState } from '../../../domain/online-payments/online-payment.ts';
import { poisha } from '../../../domain/shared/money.ts';
import type { OnlinePayments } from '../../../application/online-payments/ports.ts';
import { READ, type Db } from '../mikro-orm/db.ts';
import { OnlinePaymentRow } from './entity.ts';

const paymentOf = (r: OnlinePaymentRow): OnlinePayment => ({
  tranId: r.tranId,
  leaseId: r.leaseId,
  memberEmail: r.memberEmail,
  memberName: r.memberName,
  amount: poisha(r.amountMinor),
  ...(r.forCharge !== null && r.forCharge !== undefined ? { forCharge: r.forCharge } : {}),
  state: r.state as OnlinePaymentState,
  createdAt: new Date(r.createdAt),
  updatedAt: new Date(r.updatedAt),
  ...(r.receiptNumber !== null && r.receiptNumber !== undefined ? { receiptNumber: r.receiptNumber } : {}),
  ...(r.reason ? { reason: r.reason } : {}),
  ...(r.bankTranId ? { bankTranId: r.bankTranId } : {}),
  ...(r.refundRefId ? { refundRefId: r.refundRefId } : {}),
});

/** The columns a move writes. */
const movedColumns = (to: OnlinePayment) => ({
  state: to.state,
  updatedAt: to.updatedAt,
  receiptNumber: to.receiptNumber ?? null,
  reason: to.reason ?? null,
  bankTranId: to.bankTranId ?? null,
  refundRefId: to.refundRefId ?? null,
});

/** Every move is one conditional update on the state it starts from, so of two racing reports one moves it. */
export class MikroOrmOnlinePayments implements OnlinePayments {
  constructor(private readonly db: Db) {}

  async add(p: OnlinePayment): Promise<void> {
    await this.db.write((em) =>
      em.insert(OnlinePaymentRow, {
        tranId: p.tranId,
        leaseId: p.leaseId,
        memberEmail: p.memberEmail,
        memberName: p.memberName,
        amountMinor: p.amount as number,
        forCharge: p.forCharge ?? null,
        state: p.state,
        valId: null,
        receiptNumber: p.receiptNumber ?? null,
        reason: p.reason ?? null,
        bankTranId: p.bankTranId ?? null,
        refundRefId: p.refundRefId ?? null,
        createdAt: p.createdAt,
        updatedAt: p.updatedAt,
      }),
    );
  }

  byTranId(tranId: string): Promise<OnlinePayment | undefined> {
    return this.db.run(async (em) => {
      const row = await em.findOne(OnlinePaymentRow, { tranId }, READ);
      return row ? paymentOf(row) : undefined;
    });
  }

  async moveOn(tranId: string, from: OnlinePaymentState, to: OnlinePayment): Promise<boolean> {
    const updated = await this.db.write((em) =>
      em.nativeUpdate(OnlinePaymentRow, { tranId, state: from }, movedColumns(to)),
    );
    return updated === 1;
  }

  async noteValidationId(tranId: string, valId: string): Promise<void> {
    await this.db.write((em) => em.nativeUpdate(OnlinePaymentRow, { tranId, state: 'pending' }, { valId }));
  }

  validationIdOf(tranId: string): Promise<string | undefined> {
    return this.db.run(async (em) => (await em.findOne(OnlinePaymentRow, { tranId }, READ))?.valId ?? undefined);
  }

  pendingToCheck(limit: number): Promise<{ tranId: string; valId: string }[]> {
    return this.db.run(async (em) =>
      (
        await em.find(
          OnlinePaymentRow,
          { state: 'pending', valId: { $ne: null } },
          { ...READ, orderBy: { createdAt: 'asc' }, limit },
        )
      ).map((r) => ({ tranId: r.tranId, valId: r.valId! })),
    );
  }

  unreportedBefore(before: Date, limit: number): Promise<OnlinePayment[]> {
    return this.db.run(async (em) =>
      (
        await em.find(
          OnlinePaymentRow,
          { state: 'pending', valId: null, createdAt: { $lt: before } },
          { ...READ, orderBy: { createdAt: 'asc' }, limit },
        )
      ).map(paymentOf),
    );
  }

  refundsToFollow(limit: number): Promise<OnlinePayment[]> {
    return this.db.run(async (em) =>
      (
        await em.find(OnlinePaymentRow, { state: 'refund_pending' }, { ...READ, orderBy: { createdAt: 'asc' }, limit })
      ).map(paymentOf),
    );
  }
}
