import { formatMonth } from '../../../domain/shared/month.ts';
import { amountDue, type Payment } from '../../../domain/payments/payment.ts';
import type { Building } from '../../../domain/building/building.ts';
import type { ArrearsRow, CollectionRow } from '../../../domain/payments/collection.ts';
import type { MyDues } from '../../../application/payments/get-my-dues.ts';
import type { Receipt } from '../../../application/payments/get-receipt.ts';
import type { GetRentCollection } from '../../../application/payments/get-rent-collection.ts';
import type { ArrearsDto, CollectionDto, CollectionRowDto, DuesDto, PaymentDto, ReceiptDto } from './contract.ts';
import { agreementDto } from '../agreements/dto.ts';
import { sum, toTaka } from '../../../domain/shared/money.ts';

type RentCollection = Awaited<ReturnType<GetRentCollection['execute']>>;

export const paymentDto = (p: Payment): PaymentDto => ({
  _id: p.id,
  userName: p.userName,
  userEmail: p.userEmail,
  floor: p.floor,
  block: p.block,
  number: p.number,
  rent: p.rent,
  month: formatMonth(p.monthKey),
  monthKey: p.monthKey,
  discount: p.discount,
  amount: toTaka(p.amountMinor),
  status: p.status,
  transactionId: p.transactionId,
  paidAt: p.paidAt.toISOString(),
  receiptNumber: p.receiptNumber ?? null,
  method: 'card',
});

export const duesDto = (d: MyDues): DuesDto => ({
  agreement: agreementDto(d.agreement),
  rent: d.rent,
  currentMonth: d.currentMonth,
  lease: { startMonth: d.lease.startMonth, endMonth: d.lease.endMonth ?? null },
  dueDay: d.dueDay,
  owed: d.owed.map((m) => ({ month: m.month, amount: toTaka(m.amountMinor), overdue: m.overdue })),
  total: toTaka(d.totalMinor),
  payable: [...d.payable],
});

export const arrearsDto = ({
  currentMonth,
  rows,
}: {
  currentMonth: string;
  rows: readonly ArrearsRow[];
}): ArrearsDto => ({
  currentMonth,
  rows: rows.map((r) => ({
    memberName: r.memberName,
    memberEmail: r.memberEmail,
    current: r.current,
    months: [...r.months],
    owed: toTaka(r.owedMinor),
  })),
  total: toTaka(sum(rows.map((r) => r.owedMinor))),
});

const rowDto = (r: CollectionRow): CollectionRowDto => ({
  memberName: r.memberName,
  memberEmail: r.memberEmail,
  floor: r.floor,
  block: r.block,
  number: r.number,
  rentDue: toTaka(r.dueMinor),
  paid: r.paid,
  amountPaid: toTaka(r.paidMinor),
  paidAt: r.paidAt?.toISOString() ?? null,
  receiptNumber: r.receiptNumber ?? null,
  state: r.state,
  method: r.method ?? null,
  paidOn: r.paidOn ?? null,
});

export const collectionDto = ({ month, firstMonth, currentMonth, rows, totals }: RentCollection): CollectionDto => ({
  month,
  firstMonth,
  currentMonth,
  rows: rows.map(rowDto),
  totals: {
    members: totals.members,
    paidMembers: totals.paidMembers,
    expected: toTaka(totals.expectedMinor),
    collected: toTaka(totals.collectedMinor),
    outstanding: toTaka(totals.outstandingMinor),
    collectionRate: totals.collectionRate,
  },
});

export const receiptDto = (r: Receipt, building: Pick<Building, 'name' | 'address'>): ReceiptDto => {
  const common = { buildingName: building.name, buildingAddress: building.address };
  if (r.kind === 'card') {
    const p = r.payment;
    return {
      ...common,
      receiptNumber: p.receiptNumber!,
      memberName: p.userName,
      memberEmail: p.userEmail,
      floor: p.floor,
      block: p.block,
      number: p.number,
      month: formatMonth(p.monthKey),
      monthKey: p.monthKey,
      rent: p.rent,
      discount: p.discount,
      totalPaid: toTaka(amountDue(p.rent, p.discount)),
      transactionId: p.transactionId,
      paidAt: p.paidAt.toISOString(),
      method: 'card',
      reference: p.transactionId,
      receivedOn: null,
      voided: false,
    };
  }
  const { credit, lease } = r;
  return {
    ...common,
    receiptNumber: credit.receiptNumber,
    memberName: lease.userName,
    memberEmail: lease.userEmail,
    floor: lease.floor,
    block: lease.block,
    number: lease.number,
    month: null,
    monthKey: null,
    rent: null,
    discount: null,
    totalPaid: toTaka(credit.amount),
    // A card payment made from the books carries its provider's transaction like a month's rent paid by card.
    transactionId: credit.method === 'card' ? (credit.reference ?? null) : null,
    paidAt: credit.at.toISOString(),
    method: credit.method ?? 'cash',
    reference: credit.reference ?? null,
    receivedOn: credit.paidOn,
    voided: r.voided !== undefined,
  };
};
