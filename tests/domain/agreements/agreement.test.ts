import { describe, expect, it } from 'vitest';
import {
  decide,
  rejectionReason,
  REJECTION_REASON_MAX,
  REJECTION_RULES,
  end,
  isOpen,
  leaseOf,
  startMonthChoices,
  requestAgreement,
  wireStatus,
  withdraw,
  type Agreement,
  type AgreementStatus,
} from '../../../domain/agreements/agreement.ts';
import { DomainError } from '../../../domain/shared/errors.ts';
import { AT, anAgreement, anApartment } from '../../support/builders.ts';

const LATER = new Date('2026-12-01T00:00:00.000Z');
const STATUSES: AgreementStatus[] = ['pending', 'accepted', 'rejected', 'withdrawn', 'ended'];
type Event = 'accept' | 'reject' | 'withdraw' | 'end';

const DHAKA = { timeZone: 'Asia/Dhaka' };
const apply = (agreement: Agreement, event: Event) =>
  event === 'end'
    ? end(agreement, LATER, DHAKA)
    : event === 'withdraw'
      ? withdraw(agreement, LATER)
      : decide(agreement, event, LATER, DHAKA);

/** The whole machine: every (status, event) pair, with the state reached or the code it fails with. */
const TRANSITIONS: [AgreementStatus, Event, AgreementStatus | `throws ${string}`][] = [
  ['pending', 'accept', 'accepted'],
  ['pending', 'reject', 'rejected'],
  ['pending', 'withdraw', 'withdrawn'],
  ['pending', 'end', 'throws AGREEMENT.NOT_ACCEPTED'],
  ['accepted', 'accept', 'throws AGREEMENT.ALREADY_ACCEPTED'],
  ['accepted', 'reject', 'throws AGREEMENT.ALREADY_ACCEPTED'],
  ['accepted', 'withdraw', 'throws AGREEMENT.ALREADY_DECIDED'],
  ['accepted', 'end', 'ended'],
  ['rejected', 'accept', 'throws AGREEMENT.ALREADY_REJECTED'],
  ['rejected', 'reject', 'throws AGREEMENT.ALREADY_REJECTED'],
  ['rejected', 'withdraw', 'throws AGREEMENT.ALREADY_DECIDED'],
  ['rejected', 'end', 'throws AGREEMENT.NOT_ACCEPTED'],
  ['withdrawn', 'accept', 'throws AGREEMENT.ALREADY_DECIDED'],
  ['withdrawn', 'reject', 'throws AGREEMENT.ALREADY_DECIDED'],
  ['withdrawn', 'withdraw', 'throws AGREEMENT.ALREADY_DECIDED'],
  ['withdrawn', 'end', 'throws AGREEMENT.NOT_ACCEPTED'],
  ['ended', 'accept', 'throws AGREEMENT.ALREADY_ACCEPTED'],
  ['ended', 'reject', 'throws AGREEMENT.ALREADY_ACCEPTED'],
  ['ended', 'withdraw', 'throws AGREEMENT.ALREADY_DECIDED'],
  ['ended', 'end', 'throws AGREEMENT.NOT_ACCEPTED'],
];

describe('a reason for a rejection', () => {
  it('is trimmed, none when blank, and refused beside its field when too long', () => {
    expect(rejectionReason('  Held for a family \n')).toBe('Held for a family');
    expect(rejectionReason(' \n ')).toBeUndefined();
    expect(rejectionReason(undefined)).toBeUndefined();
    expect(rejectionReason(` ${'x'.repeat(REJECTION_REASON_MAX)} `)).toHaveLength(REJECTION_REASON_MAX);
    expect(() => rejectionReason('x'.repeat(REJECTION_REASON_MAX + 1))).toThrow(
      expect.objectContaining({ code: 'VALIDATION.INVALID_INPUT', fields: { reason: REJECTION_RULES.reason } }),
    );
  });

  it('is kept with the rejection only', () => {
    expect(decide(anAgreement().build(), 'reject', AT, DHAKA, undefined, 'Held')).toMatchObject({ reason: 'Held' });
    expect(decide(anAgreement().build(), 'reject', AT, DHAKA)).not.toHaveProperty('reason');
    expect(decide(anAgreement().build(), 'accept', AT, DHAKA, undefined, 'Held')).not.toHaveProperty('reason');
  });
});

describe('agreement state machine', () => {
  it('lists every status x event pair exactly once', () => {
    const pairs = TRANSITIONS.map(([status, event]) => `${status}/${event}`);
    expect(new Set(pairs).size).toBe(STATUSES.length * 4);
  });

  it.each(TRANSITIONS)('%s + %s -> %s', (status, event, outcome) => {
    const agreement = anAgreement().withStatus(status).build();
    if (outcome.startsWith('throws ')) {
      const code = outcome.slice('throws '.length);
      expect(() => apply(agreement, event)).toThrow(DomainError);
      expect(() => apply(agreement, event)).toThrow(expect.objectContaining({ code }));
    } else {
      expect(apply(agreement, event).status).toBe(outcome);
    }
    expect(agreement.status).toBe(status);
  });

  it('stamps the decision and the end with the time given, and the lease with their months in the building', () => {
    const accepted = decide(anAgreement().build(), 'accept', AT, DHAKA);
    expect(accepted).toMatchObject({ decidedAt: AT, startMonth: '2026-11' });
    const ended = end(accepted, LATER, DHAKA);
    // 1 Dec 2026 00:00 UTC is already 6 am on 1 December in Dhaka.
    expect(ended).toMatchObject({
      status: 'ended',
      decidedAt: AT,
      endedAt: LATER,
      startMonth: '2026-11',
      endMonth: '2026-12',
    });
    expect(leaseOf(ended)).toEqual({ startMonth: '2026-11', endMonth: '2026-12' });
    expect(leaseOf(anAgreement().build())).toBeUndefined();
  });

  it("reads this month in the building's time zone, not the server's", () => {
    // 30 Nov 2026 20:00 UTC is 1 December in Dhaka, still November in New York.
    const evening = new Date('2026-11-30T20:00:00Z');
    expect(decide(anAgreement().build(), 'accept', evening, DHAKA).startMonth).toBe('2026-12');
    expect(decide(anAgreement().build(), 'accept', evening, { timeZone: 'America/New_York' }).startMonth).toBe(
      '2026-11',
    );
  });

  it('starts the lease in any month from the request to next month, and in no other', () => {
    const request = { ...anAgreement().build(), requestDate: new Date('2026-09-20T10:00:00Z') };
    expect(startMonthChoices(request, '2026-11', DHAKA)).toEqual(['2026-09', '2026-10', '2026-11', '2026-12']);
    expect(decide(request, 'accept', AT, DHAKA, '2026-09').startMonth).toBe('2026-09');
    expect(decide(request, 'accept', AT, DHAKA, '2026-12').startMonth).toBe('2026-12');
    for (const month of ['2026-08', '2027-01']) {
      expect(() => decide(request, 'accept', AT, DHAKA, month)).toThrow(
        expect.objectContaining({
          code: 'AGREEMENT.INVALID_START',
          message: `The lease can start from September 2026 (the month of the request) to December 2026 (next month), not ${month === '2026-08' ? 'August 2026' : 'January 2027'}`,
        }),
      );
    }
    expect(decide(request, 'reject', AT, DHAKA, '2027-05')).not.toHaveProperty('startMonth');
  });
});

describe('requestAgreement', () => {
  it('copies the location and rent from the apartment and starts pending', () => {
    const apartment = anApartment().withId('apt-b305').at('B', 3, 'B305').withRent(18_500).build();
    const agreement = requestAgreement('agr-9', { email: 'rahim@example.com', name: 'Rahim' }, apartment, AT);
    expect(agreement).toEqual({
      id: 'agr-9',
      userEmail: 'rahim@example.com',
      userName: 'Rahim',
      apartmentId: 'apt-b305',
      floor: 3,
      block: 'B',
      number: 'B305',
      rent: 18_500,
      status: 'pending',
      requestDate: AT,
    });
  });
});

describe('isOpen and wireStatus', () => {
  it.each([
    ['pending', true, 'pending'],
    ['accepted', true, 'checked'],
    ['rejected', false, 'checked'],
    ['ended', false, 'checked'],
  ] as const)('%s: open=%s, shown on the wire as %s', (status, open, wire) => {
    expect(isOpen(anAgreement().withStatus(status).build())).toBe(open);
    expect(wireStatus(status)).toBe(wire);
  });
});
