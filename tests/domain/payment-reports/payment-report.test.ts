import { describe, expect, it } from 'vitest';
import {
  alreadyDecided,
  confirmed,
  newPaymentReport,
  PAYMENT_REPORT_RULES,
  rejected,
  reportOrder,
  withReceipt,
  type PaymentReport,
} from '../../../domain/payment-reports/payment-report.ts';
import { DomainError } from '../../../domain/shared/errors.ts';

const lease = { id: 'L-1', startMonth: '2026-09' };
const AT = new Date('2026-11-05T06:00:00Z');
const TODAY = '2026-11-05';
const input = (extra: Record<string, unknown> = {}) => ({
  id: 'r-1',
  reporterEmail: 'rahim@example.com',
  amountInTaka: 12_000,
  paidOn: '2026-11-04',
  method: 'bkash',
  reference: '  TX-123 ',
  at: AT,
  ...extra,
});
const report = (extra: Record<string, unknown> = {}) => newPaymentReport(lease, input(extra), TODAY);

const refusedField = (work: () => unknown): string | undefined => {
  try {
    work();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return Object.keys((error as DomainError).fields ?? {})[0] ?? (error as DomainError).code;
  }
  return undefined;
};

describe('a payment a resident reports', () => {
  it('waits for an admin, in poisha, with its reference trimmed and no note unless one was written', () => {
    expect(report()).toEqual({
      id: 'r-1',
      leaseId: 'L-1',
      reporterEmail: 'rahim@example.com',
      amount: 1_200_000,
      paidOn: '2026-11-04',
      method: 'bkash',
      reference: 'TX-123',
      status: 'pending',
      createdAt: AT,
      version: 0,
    });
    expect(report({ note: ' paid from my brother’s account ' }).note).toBe('paid from my brother’s account');
    expect(report({ note: '   ' })).not.toHaveProperty('note');
  });

  it.each([
    ['amount', { amountInTaka: 0 }],
    ['amount', { amountInTaka: 10.001 }],
    ['amount', { amountInTaka: 10_000_001 }],
    ['method', { method: 'cash' }],
    ['method', { method: 'card' }],
    ['paidOn', { paidOn: '2026-11-06' }],
    ['paidOn', { paidOn: '2026-08-31' }],
    ['paidOn', { paidOn: '4 Nov 2026' }],
    ['reference', { reference: '  ' }],
    ['reference', { reference: 'x'.repeat(61) }],
    ['note', { note: 'x'.repeat(301) }],
  ])('is refused for its %s (%o), in the words the form shows', (field, extra) => {
    expect(refusedField(() => report(extra))).toBe(field);
    expect(PAYMENT_REPORT_RULES).toHaveProperty(field);
  });

  it('accepts the lease’s first day, today, and every reported method', () => {
    expect(report({ paidOn: '2026-09-01' }).paidOn).toBe('2026-09-01');
    expect(report({ paidOn: TODAY }).paidOn).toBe(TODAY);
    for (const method of ['bank', 'bkash', 'nagad', 'cheque']) expect(report({ method }).method).toBe(method);
  });
});

describe('deciding a report', () => {
  it('is confirmed once, then carries the receipt of the payment it became', () => {
    const taken = confirmed(report(), 'admin@example.com', AT);
    expect(taken).toMatchObject({ status: 'confirmed', decidedBy: 'admin@example.com', decidedAt: AT, version: 1 });
    expect(withReceipt(taken, 'credit-1', 12)).toMatchObject({ creditId: 'credit-1', receiptNumber: 12, version: 2 });
    expect(() => withReceipt(report(), 'credit-1', 12)).toThrow(/already/);
  });

  it('is rejected with a trimmed reason, and never without one', () => {
    expect(rejected(report(), 'admin@example.com', AT, '  No such transaction ')).toMatchObject({
      status: 'rejected',
      reason: 'No such transaction',
      decidedBy: 'admin@example.com',
      version: 1,
    });
    expect(refusedField(() => rejected(report(), 'a', AT, ' '))).toBe('reason');
    expect(refusedField(() => rejected(report(), 'a', AT, 'x'.repeat(301)))).toBe('reason');
  });

  it('a second decision is refused, saying what became of it and who decided', () => {
    const done = withReceipt(confirmed(report(), 'nadia@example.com', AT), 'c', 12);
    expect(() => confirmed(done, 'b', AT)).toThrow('already confirmed by nadia@example.com (receipt 12)');
    expect(() => rejected(done, 'b', AT, 'no')).toThrow(expect.objectContaining({ code: 'PAYMENT.REPORT_DECIDED' }));
    const no = rejected(report(), 'nadia@example.com', AT, 'Wrong amount');
    expect(() => confirmed(no, 'b', AT)).toThrow('already rejected by nadia@example.com: Wrong amount');
    const bare = { ...report(), status: 'confirmed' } as PaymentReport;
    expect(alreadyDecided(bare).message).toBe('This payment report was already confirmed');
    expect(alreadyDecided({ ...bare, status: 'rejected' }).message).toBe('This payment report was already rejected');
  });
});

describe('the order reports are listed in', () => {
  it('puts the waiting first, oldest first, then the decided, latest first', () => {
    const at = (iso: string) => new Date(`2026-11-0${iso}T00:00:00Z`);
    const r = (id: string, day: string, status: PaymentReport['status']) =>
      ({ ...report({ id, at: at(day) }), status }) as PaymentReport;
    const list = [
      r('d-old', '1', 'rejected'),
      r('w-new', '4', 'pending'),
      r('d-new', '3', 'confirmed'),
      r('w-old', '2', 'pending'),
      r('w-tie-b', '2', 'pending'),
      r('d-tie-a', '3', 'rejected'),
    ];
    expect([...list].sort(reportOrder).map((x) => x.id)).toEqual([
      'w-old',
      'w-tie-b',
      'w-new',
      'd-new',
      'd-tie-a',
      'd-old',
    ]);
    expect(reportOrder(list[1]!, list[1]!)).toBe(0);
    expect(reportOrder(list[4]!, list[3]!)).toBe(1);
    expect(reportOrder(list[3]!, list[4]!)).toBe(-1);
  });
});
