import { describe, expect, it } from 'vitest';
import {
  answerRenewal,
  endAtPlannedEnd,
  isPastPlannedEnd,
  offerRenewal,
  RENEWAL_RULES,
} from '../../../domain/agreements/renewal.ts';
import type { Agreement } from '../../../domain/agreements/agreement.ts';
import { DomainError } from '../../../domain/shared/errors.ts';
import { anAgreement, AT } from '../../support/builders.ts';

const lease: Agreement = {
  ...anAgreement().build(),
  status: 'accepted',
  startMonth: '2026-09',
  termEndMonth: '2027-08',
};
const made = { id: 'ro-1', at: AT, by: 'admin@example.com' };
const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof DomainError ? { code: error.code, fields: error.fields } : error;
  }
  throw new Error('expected a refusal');
};

describe('a renewal offer', () => {
  it('moves the end later and names the rent after the current end', () => {
    expect(offerRenewal({ endMonth: '2028-08', rent: 13_000 }, lease, '2026-11-05', made)).toEqual({
      id: 'ro-1',
      leaseId: lease.id,
      fromEndMonth: '2027-08',
      endMonth: '2028-08',
      rent: 13_000,
      status: 'pending',
      offeredAt: AT,
      offeredBy: 'admin@example.com',
    });
  });

  it('names every broken rule at once', () => {
    expect(code(() => offerRenewal({ endMonth: '2027-08', rent: 0.5 }, lease, '2026-11-05', made))).toEqual({
      code: 'VALIDATION.INVALID_INPUT',
      fields: RENEWAL_RULES,
    });
    expect(code(() => offerRenewal({ endMonth: 7 }, lease, '2026-11-05', made))).toEqual({
      code: 'VALIDATION.INVALID_INPUT',
      fields: RENEWAL_RULES,
    });
    expect(code(() => offerRenewal({ endMonth: 'never', rent: 1 }, lease, '2026-11-05', made))).toEqual({
      code: 'VALIDATION.INVALID_INPUT',
      fields: { endMonth: RENEWAL_RULES.endMonth },
    });
  });

  it('needs a running lease with an end month, offered a month before the month after its end', () => {
    const open = { ...lease, termEndMonth: undefined };
    expect(code(() => offerRenewal({}, open, '2026-11-05', made))).toMatchObject({ code: 'RENEWAL.NOT_RENEWABLE' });
    expect(code(() => offerRenewal({}, { ...lease, status: 'ended' }, '2026-11-05', made))).toMatchObject({
      code: 'RENEWAL.NOT_RENEWABLE',
    });
    // Ending in August: the September rent needs notice by the 1st of August.
    expect(offerRenewal({ endMonth: '2028-08', rent: 1 }, lease, '2027-08-01', made).status).toBe('pending');
    expect(code(() => offerRenewal({ endMonth: '2028-08', rent: 1 }, lease, '2027-08-02', made))).toMatchObject({
      code: 'RENEWAL.TOO_LATE',
    });
  });
});

describe('answering a renewal offer', () => {
  const offer = offerRenewal({ endMonth: '2028-08', rent: 13_000 }, lease, '2026-11-05', made);
  const later = new Date('2026-12-01T00:00:00Z');

  it('accepting moves the end and schedules the rent from the month after the old end', () => {
    expect(answerRenewal(offer, lease, true, later, 'rc-1')).toEqual({
      offer: { ...offer, status: 'accepted', answeredAt: later },
      lease: { ...lease, termEndMonth: '2028-08' },
      change: {
        id: 'rc-1',
        leaseId: lease.id,
        effectiveMonth: '2027-09',
        rent: 13_000,
        scheduledAt: later,
        scheduledBy: lease.userEmail,
      },
    });
  });

  it('declining keeps the end', () => {
    expect(answerRenewal(offer, lease, false, later, 'rc-1')).toEqual({
      offer: { ...offer, status: 'declined', answeredAt: later },
    });
  });

  it('is answered once, and only while the lease runs to the end it was offered against', () => {
    const answered = { ...offer, status: 'declined' as const };
    expect(code(() => answerRenewal(answered, lease, true, later, 'rc-1'))).toMatchObject({ code: 'RENEWAL.ANSWERED' });
    expect(code(() => answerRenewal(offer, { ...lease, termEndMonth: '2027-12' }, true, later, 'x'))).toMatchObject({
      code: 'RENEWAL.NOT_RENEWABLE',
    });
    expect(code(() => answerRenewal(offer, { ...lease, status: 'ended' }, true, later, 'x'))).toMatchObject({
      code: 'RENEWAL.NOT_RENEWABLE',
    });
  });
});

describe('a lease past its planned end', () => {
  it('is over once its end month has passed, and ends at that month', () => {
    expect(isPastPlannedEnd(lease, '2027-08')).toBe(false);
    expect(isPastPlannedEnd(lease, '2027-09')).toBe(true);
    expect(isPastPlannedEnd({ ...lease, termEndMonth: undefined }, '2030-01')).toBe(false);
    expect(isPastPlannedEnd({ ...lease, status: 'ended' }, '2030-01')).toBe(false);
    expect(endAtPlannedEnd(lease, AT)).toEqual({ ...lease, status: 'ended', endedAt: AT, endMonth: '2027-08' });
    expect(() => endAtPlannedEnd({ ...lease, termEndMonth: undefined }, AT)).toThrow(
      expect.objectContaining({ code: 'AGREEMENT.NOT_ACCEPTED' }),
    );
  });
});
