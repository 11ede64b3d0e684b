import { describe, expect, it } from 'vitest';
import {
  decide,
  end,
  isOpen,
  requestAgreement,
  wireStatus,
  type Agreement,
  type AgreementStatus,
} from '../../domain/agreement.ts';
import { DomainError } from '../../domain/errors.ts';
import { AT, anAgreement, anApartment } from '../support/builders.ts';

const LATER = new Date('2026-12-01T00:00:00.000Z');
const STATUSES: AgreementStatus[] = ['pending', 'accepted', 'rejected', 'ended'];
type Event = 'accept' | 'reject' | 'end';

const apply = (agreement: Agreement, event: Event) =>
  event === 'end' ? end(agreement, LATER) : decide(agreement, event, LATER);

/** The whole machine: every (status, event) pair, with the state reached or the code it fails with. */
const TRANSITIONS: [AgreementStatus, Event, AgreementStatus | `throws ${string}`][] = [
  ['pending', 'accept', 'accepted'],
  ['pending', 'reject', 'rejected'],
  ['pending', 'end', 'throws AGREEMENT.NOT_ACCEPTED'],
  ['accepted', 'accept', 'throws AGREEMENT.ALREADY_DECIDED'],
  ['accepted', 'reject', 'throws AGREEMENT.ALREADY_DECIDED'],
  ['accepted', 'end', 'ended'],
  ['rejected', 'accept', 'throws AGREEMENT.ALREADY_DECIDED'],
  ['rejected', 'reject', 'throws AGREEMENT.ALREADY_DECIDED'],
  ['rejected', 'end', 'throws AGREEMENT.NOT_ACCEPTED'],
  ['ended', 'accept', 'throws AGREEMENT.ALREADY_DECIDED'],
  ['ended', 'reject', 'throws AGREEMENT.ALREADY_DECIDED'],
  ['ended', 'end', 'throws AGREEMENT.NOT_ACCEPTED'],
];

describe('agreement state machine', () => {
  it('lists every status x event pair exactly once', () => {
    const pairs = TRANSITIONS.map(([status, event]) => `${status}/${event}`);
    expect(new Set(pairs).size).toBe(STATUSES.length * 3);
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

  it('stamps the decision and the end with the time given', () => {
    const accepted = decide(anAgreement().build(), 'accept', AT);
    expect(accepted.decidedAt).toEqual(AT);
    const ended = end(accepted, LATER);
    expect(ended).toMatchObject({ status: 'ended', decidedAt: AT, endedAt: LATER });
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
