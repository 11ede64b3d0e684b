import { describe, expect, it } from 'vitest';
import {
  changedMeanwhile,
  checkCap,
  decideCharge,
  isDue,
  MAX_CAP,
  mayRetry,
  nextChargeDate,
  nextMonth,
  noAutopay,
  skipNext,
  turnOff,
  turnOn,
  withCard,
  type Autopay,
  type AutopayAttempt,
} from '../../../domain/autopay/autopay.ts';
import { poisha, taka, ZERO } from '../../../domain/shared/money.ts';

const card = { customerId: 'cus_1', paymentMethodId: 'pm_1', brand: 'visa', last4: '4242', savedAt: new Date(0) };
const saved: Autopay = withCard(noAutopay('rahim@example.com'), card);
const on = turnOn(saved, taka(15_000), { hasLease: true });

describe('turning autopay on', () => {
  it('takes a cap from one poisha to ten million taka, with a running lease and a saved card', () => {
    expect(turnOn(saved, poisha(1), { hasLease: true })).toMatchObject({ enabled: true, cap: 1, card });
    expect(turnOn(saved, MAX_CAP, { hasLease: true }).cap).toBe(1_000_000_000);
  });

  it.each([0, -100, MAX_CAP + 1, 1.5])('refuses a cap of %s poisha, by field', (cap) => {
    expect(() => turnOn(saved, cap as never, { hasLease: true })).toThrow(
      expect.objectContaining({ code: 'VALIDATION.INVALID_INPUT', fields: { cap: expect.any(String) } }),
    );
    expect(() => checkCap(cap as never)).toThrow();
  });

  it('refuses a former resident and a member without a saved card', () => {
    expect(() => turnOn(saved, taka(1), { hasLease: false })).toThrow(
      expect.objectContaining({ code: 'AUTOPAY.NO_LEASE' }),
    );
    expect(() => turnOn(noAutopay('x@example.com'), taka(1), { hasLease: true })).toThrow(
      expect.objectContaining({ code: 'AUTOPAY.NO_CARD' }),
    );
  });

  it('keeps its state when a new card is saved', () => {
    const other = { ...card, paymentMethodId: 'pm_2', last4: '0341' };
    expect(withCard(on, other)).toEqual({ ...on, card: other });
  });
});

describe('turning off and skipping', () => {
  it('turns off only what is on, forgetting a skipped month', () => {
    const skipped = skipNext(on, '2026-12');
    expect(skipped.skipMonth).toBe('2026-12');
    expect(turnOff(skipped)).toEqual({ ...on, enabled: false });
    expect(() => turnOff(saved)).toThrow(expect.objectContaining({ code: 'AUTOPAY.NOT_ON' }));
    expect(() => skipNext(saved, '2026-12')).toThrow(expect.objectContaining({ code: 'AUTOPAY.NOT_ON' }));
  });

  it('says so when another write came first', () => {
    expect(changedMeanwhile()).toMatchObject({ code: 'AUTOPAY.CHANGED' });
  });
});

describe('when autopay charges', () => {
  it('is due from the due day to the month’s end, the due day held to a short month', () => {
    expect(isDue('2026-11-04', 5)).toBe(false);
    expect(isDue('2026-11-05', 5)).toBe(true);
    expect(isDue('2026-11-30', 5)).toBe(true);
    expect(isDue('2027-02-28', 31)).toBe(true);
    expect(isDue('2027-02-27', 31)).toBe(false);
  });

  it('looks at this month until its charge was tried, then the next', () => {
    expect(nextMonth('2026-12-20', false)).toBe('2026-12');
    expect(nextMonth('2026-12-20', true)).toBe('2027-01');
  });

  it('names the next charge day, past a skipped month, and none while off', () => {
    expect(nextChargeDate(on, '2026-11-01', 5, false)).toBe('2026-11-05');
    expect(nextChargeDate(on, '2026-11-09', 5, true)).toBe('2026-12-05');
    expect(nextChargeDate(skipNext(on, '2026-11'), '2026-11-01', 5, false)).toBe('2026-12-05');
    expect(nextChargeDate(on, '2026-11-09', 5, false)).toBe('2026-11-09');
    expect(nextChargeDate(saved, '2026-11-01', 5, false)).toBeUndefined();
  });
});

describe('what a charge comes to', () => {
  it('charges what is owed within the cap, nothing when nothing is owed, and not over the cap', () => {
    expect(decideCharge(ZERO, taka(100))).toEqual({ kind: 'nothing-owed' });
    expect(decideCharge(poisha(-500), taka(100))).toEqual({ kind: 'nothing-owed' });
    expect(decideCharge(taka(100), taka(100))).toEqual({ kind: 'charge', amount: taka(100) });
    expect(decideCharge(taka(101), taka(100))).toEqual({ kind: 'over-cap', amount: taka(101) });
  });
});

describe('retrying a declined card', () => {
  const declined: AutopayAttempt = {
    leaseId: 'L-1',
    month: '2026-11',
    userEmail: 'rahim@example.com',
    outcome: 'declined',
    tries: 1,
    amount: taka(100),
    triedOn: '2026-11-05',
  };

  it('tries once more on a later day of the same month, then not again', () => {
    expect(mayRetry(declined, '2026-11-06')).toBe(true);
    expect(mayRetry(declined, '2026-11-05')).toBe(false);
    expect(mayRetry({ ...declined, tries: 2, triedOn: '2026-11-06' }, '2026-11-07')).toBe(false);
    expect(mayRetry(declined, '2026-12-01')).toBe(false);
    expect(mayRetry({ ...declined, outcome: 'needs-authentication' }, '2026-11-06')).toBe(false);
  });
});
