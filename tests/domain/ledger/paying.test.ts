import { describe, expect, it } from 'vitest';
import { amountToPay, cardPayment } from '../../../domain/ledger/paying.ts';
import { settle, type LedgerCharge, type LedgerCredit } from '../../../domain/ledger/ledger.ts';
import { DomainError } from '../../../domain/shared/errors.ts';
import { poisha } from '../../../domain/shared/money.ts';

const AT = new Date('2026-11-10T06:00:00Z');

const charge = (id: string, month: string, amount: number): LedgerCharge => ({
  type: 'charge',
  id,
  leaseId: 'L1',
  kind: id.startsWith('rent') ? 'rent' : 'service',
  month,
  label: id.startsWith('rent') ? 'Rent' : 'Service charge',
  amount: poisha(amount),
  at: AT,
});

const cash = (amount: number, forCharge?: string): LedgerCredit => ({
  type: 'credit',
  id: `cash-${amount}`,
  leaseId: 'L1',
  kind: 'payment',
  amount: poisha(amount),
  paidOn: '2026-11-02',
  at: AT,
  method: 'cash',
  ...(forCharge ? { forCharge } : {}),
});

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, message: error.message, fields: error.fields };
  }
  throw new Error('expected a refusal');
};

describe('what a resident pays from their books', () => {
  const entries = [charge('rent-10', '2026-10', 20_000_00), charge('svc-11', '2026-11', 3_000_00), cash(5_000_00)];

  it('is everything owed when no charge is named', () => {
    expect(amountToPay(settle(entries))).toBe(18_000_00);
  });

  it('is what is left of the charge the payer names, after what settled part of it', () => {
    expect(amountToPay(settle(entries), 'rent-10')).toBe(15_000_00);
    expect(amountToPay(settle(entries), 'svc-11')).toBe(3_000_00);
  });

  it('refuses a charge that is paid, an account that owes nothing, and a charge that is not on the books', () => {
    const paid = [...entries, cash(3_000_00, 'svc-11')];
    expect(refusal(() => amountToPay(settle(paid), 'svc-11'))).toMatchObject({
      code: 'PAYMENT.NOTHING_OWED',
      message: 'Service charge for 2026-11 is paid already',
    });
    const inCredit = [...entries, cash(20_000_00)];
    expect(refusal(() => amountToPay(settle(inCredit)))).toMatchObject({ code: 'PAYMENT.NOTHING_OWED' });
    expect(refusal(() => amountToPay(settle(entries), 'rent-12'))).toMatchObject({
      code: 'VALIDATION.INVALID_INPUT',
      fields: { forCharge: expect.stringContaining('Pick one of your charges') },
    });
  });

  it('is kept as a card payment whose reference is the transaction, naming the charge only when it was given', () => {
    const base = { id: 'e1', amount: poisha(3_000_00), transactionId: 'pi_1', paidOn: '2026-11-27', by: 'm@x', at: AT };
    const named = cardPayment({ id: 'L1', startMonth: '2026-10' }, { ...base, forCharge: 'svc-11' });
    expect(named).toEqual({
      type: 'credit',
      id: 'e1',
      leaseId: 'L1',
      kind: 'payment',
      amount: 3_000_00,
      paidOn: '2026-11-27',
      at: AT,
      method: 'card',
      reference: 'pi_1',
      forCharge: 'svc-11',
      by: 'm@x',
    });
    expect(cardPayment({ id: 'L1', startMonth: '2026-10' }, base)).not.toHaveProperty('forCharge');
    // Settled like any payment: the named charge first, the rest the oldest first.
    const settlement = settle([...entries, named]);
    expect(settlement.owed).toBe(15_000_00);
    expect(settlement.charges.find((c) => c.charge.id === 'svc-11')?.remaining).toBe(0);
  });
});
