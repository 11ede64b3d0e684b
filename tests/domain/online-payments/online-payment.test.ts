import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  gatewayAmount,
  methodOf,
  poishaOf,
  refusalOf,
  settled,
  toRefund,
  refundReasonOf,
  overdue,
  expired,
  CONFIRMATION_WINDOW_MS,
  type GatewayValidation,
  type OnlinePayment,
} from '../../../domain/online-payments/online-payment.ts';
import { onlineCredit } from '../../../domain/online-payments/crediting.ts';
import { poisha } from '../../../domain/shared/money.ts';

const AT = new Date('2027-01-04T10:00:00.000Z');
const payment: OnlinePayment = {
  tranId: 'LV0001',
  leaseId: 'lease-1',
  memberEmail: 'nadia@example.com',
  memberName: 'Nadia Rahman',
  amount: poisha(1_450_050),
  state: 'pending',
  createdAt: AT,
  updatedAt: AT,
};
const valid: GatewayValidation = {
  status: 'VALID',
  tranId: 'LV0001',
  amount: '14500.50',
  currency: 'BDT',
  riskLevel: '0',
  cardType: 'BKASH-BKash',
  bankTranId: '2701041000abc',
};

describe('the gateway amount', () => {
  it('is taka with two decimals, and reads back as the same poisha', () => {
    expect(gatewayAmount(poisha(1_450_050))).toBe('14500.50');
    expect(gatewayAmount(poisha(5))).toBe('0.05');
    fc.assert(fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (p) => poishaOf(gatewayAmount(poisha(p))) === p));
  });

  it('reads one decimal or none, and refuses anything else', () => {
    expect(poishaOf('150')).toBe(15_000);
    expect(poishaOf(' 150.5 ')).toBe(15_050);
    for (const bad of ['', '1.234', '-5', '1e3', 'abc', '1,500.00']) expect(poishaOf(bad)).toBeUndefined();
  });
});

describe('the validation', () => {
  it('confirms a payment the gateway says is valid or validated, for this transaction, amount and currency, at no risk', () => {
    expect(refusalOf(payment, valid)).toBeUndefined();
    expect(refusalOf(payment, { ...valid, status: 'VALIDATED' })).toBeUndefined();
  });

  it.each([
    [{ status: 'INVALID_TRANSACTION' }, /did not confirm the payment \(INVALID_TRANSACTION\)/],
    [{ status: '' }, /no status/],
    [{ tranId: 'LV0002' }, /another transaction/],
    [{ currency: 'USD' }, /in USD, not in taka/],
    [{ amount: '14500.00' }, /৳14500.00, not ৳14500.50/],
    [{ amount: 'lots' }, /৳lots/],
    [{ riskLevel: '1' }, /risky/],
  ])('refuses one that contradicts it: %o', (changes, why) => {
    expect(refusalOf(payment, { ...valid, ...changes })).toMatch(why);
  });
});

describe('the method the books name', () => {
  it('is bKash or Nagad when paid with them, a card otherwise', () => {
    expect(methodOf('BKASH-BKash')).toBe('bkash');
    expect(methodOf(' nagad-Nagad')).toBe('nagad');
    expect(methodOf('VISA-Dutch Bangla')).toBe('card');
    expect(methodOf('')).toBe('card');
  });
});

describe('settling', () => {
  it('moves the payment on, with its receipt when paid', () => {
    const later = new Date('2027-01-04T10:05:00.000Z');
    expect(settled(payment, 'paid', later, 42)).toEqual({
      ...payment,
      state: 'paid',
      updatedAt: later,
      receiptNumber: 42,
    });
    expect(settled(payment, 'failed', later)).toEqual({ ...payment, state: 'failed', updatedAt: later });
  });
});

describe('the credit', () => {
  it('names the transaction, the method and the charge it was priced for', () => {
    const base = {
      id: 'c1',
      amount: poisha(500),
      method: 'nagad' as const,
      tranId: 'LV1',
      paidOn: '2027-01-04',
      by: 'n@x',
      at: AT,
    };
    expect(onlineCredit({ id: 'lease-1' } as never, { ...base, forCharge: 'gas' })).toEqual({
      type: 'credit',
      id: 'c1',
      leaseId: 'lease-1',
      kind: 'payment',
      amount: 500,
      paidOn: '2027-01-04',
      at: AT,
      method: 'nagad',
      reference: 'LV1',
      forCharge: 'gas',
      by: 'n@x',
    });
    expect(onlineCredit({ id: 'lease-1' } as never, base)).not.toHaveProperty('forCharge');
  });
});

describe('money the books no longer owe', () => {
  const charge = { charge: { id: 'gas', label: 'Gas bill', month: '2027-01' }, remaining: poisha(0) };
  const books = (owed: number, remaining: number) =>
    ({ owed: poisha(owed), charges: [{ ...charge, remaining: poisha(remaining) }] }) as never;

  it('is recorded while what it was priced for is owed, and given back once it is not', () => {
    expect(refundReasonOf(payment, books(100, 100))).toBeUndefined();
    expect(refundReasonOf({ ...payment, forCharge: 'gas' }, books(100, 100))).toBeUndefined();
    expect(refundReasonOf(payment, books(0, 0))).toMatch(/^Nothing was owed any more/);
    expect(refundReasonOf({ ...payment, forCharge: 'gas' }, books(100, 0))).toMatch(/^The charge was no longer owed/);
    expect(refundReasonOf({ ...payment, forCharge: 'voided' }, books(100, 100))).toMatch(/^The charge/);
  });

  it('waits for the refund with why and the money taken, and names no bank id the gateway did not give', () => {
    expect(toRefund(payment, 'not owed', 'B1', AT)).toEqual({
      ...payment,
      state: 'refund_pending',
      reason: 'not owed',
      bankTranId: 'B1',
      updatedAt: AT,
    });
    expect(toRefund(payment, 'not owed', '', AT)).not.toHaveProperty('bankTranId');
  });
});

describe('a payment the gateway never confirms', () => {
  it('is overdue a day after it started, and expires with why', () => {
    expect(overdue(payment, new Date(AT.getTime() + CONFIRMATION_WINDOW_MS))).toBe(false);
    expect(overdue(payment, new Date(AT.getTime() + CONFIRMATION_WINDOW_MS + 1))).toBe(true);
    const later = new Date(AT.getTime() + 2 * CONFIRMATION_WINDOW_MS);
    expect(expired(payment, 'INVALID_TRANSACTION', later)).toEqual({
      ...payment,
      state: 'expired',
      reason: 'SSLCommerz did not confirm the payment within a day (INVALID_TRANSACTION); nothing was recorded',
      updatedAt: later,
    });
  });
});
