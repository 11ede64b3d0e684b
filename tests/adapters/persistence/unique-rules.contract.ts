import { describe, expect, it } from 'vitest';
import type { Persistence } from '../../../adapters/persistence/persistence.ts';
import {
  UNIQUE_INDEXES_WITHOUT_RULE,
  UNIQUE_RULES,
  type UniqueIndex,
  type UniqueIndexWithoutRule,
} from '../../../adapters/persistence/unique-rules.ts';
import type { SandboxIntentRecord } from '../../../application/payments/sandbox-intents.ts';
import { submitRequest } from '../../../domain/maintenance/reporting.ts';
import { aCoupon, anAgreement, anApartment, aPayment, aUser, AT } from '../../support/builders.ts';
import { poisha } from '../../../domain/shared/money.ts';
import { aStaffMember, aVisit } from '../../support/front-desk.ts';
import { aBooking, rooftop } from './common-spaces/fixtures.ts';
import { aCharge, aLateFee, aPayment as aRecordedPayment, aVoid, OTHER_LEASE } from './ledger/entries.ts';

/** Writes that the stores accept, then the one that breaks the rule, and the message it is refused with. */
interface Breach {
  readonly given?: (store: Persistence) => Promise<void>;
  readonly breaking: (store: Persistence) => Promise<unknown>;
  readonly message?: string;
}

const karim = aUser().withId('user-karim').withEmail('karim@example.com').withName('Karim').build();
const b202 = anApartment().withId('apt-b202').at('B', 2, 'B202').build();
const request = submitRequest(
  'm-1',
  { category: 'plumbing', title: 'Leak', description: 'It drips', emergency: false, entryAllowed: true },
  { kind: 'flat', apartmentId: 'apt-a101', label: 'A101' },
  { email: 'rahim@example.com', name: 'Rahim Uddin' },
  0,
  AT,
);
const photo = (id: string, position: number) => ({
  id,
  requestId: request.id,
  position,
  contentType: 'image/webp',
  bytes: new Uint8Array([1, 2, 3]),
  createdAt: AT,
});
const intent = (id: string): SandboxIntentRecord => ({
  id,
  clientSecret: `${id}_secret`,
  amountMinor: poisha(1_200_000),
  currency: 'bdt',
  status: 'requires_payment_method',
  metadata: {
    userEmail: 'rahim@example.com',
    agreementId: 'agr-1',
    month: '2026-11',
    monthKey: '2026-11',
    discount: 0,
    couponCode: '',
    couponLimit: '',
  },
  amountRefunded: poisha(0),
  idempotencyKey: 'intent:rahim:2026-11',
  createdAt: AT,
});
const rentChange = (id: string, leaseId: string, effectiveMonth: string) => ({
  id,
  leaseId,
  effectiveMonth,
  rent: 13_000,
  scheduledAt: AT,
  scheduledBy: 'admin@example.com',
});
const offer = (id: string, leaseId: string, status: 'pending' | 'declined' = 'pending') => ({
  id,
  leaseId,
  fromEndMonth: '2027-08',
  endMonth: '2028-08',
  rent: 13_000,
  status,
  offeredAt: AT,
  offeredBy: 'admin@example.com',
  ...(status === 'pending' ? {} : { answeredAt: AT }),
});
const oncePayment = (id: string, monthKey: string, transactionId: string) => ({
  ...aPayment().withId(id).forMonth(monthKey).withTransactionId(transactionId).build(),
  couponCode: 'WELCOME',
  couponLimit: 'once-per-member' as const,
});

/** One breach per rule of UNIQUE_RULES: a rule added there without one here does not compile, nor pass below. */
const BREACHES: Record<UniqueIndex, Breach> = {
  apartments_location_unique: {
    given: (s) => s.apartments.add([anApartment().build()]),
    breaking: (s) => s.apartments.add([anApartment().withId('apt-other').build()]),
  },
  agreements_one_open_per_user: {
    given: (s) => s.agreements.add(anAgreement().build()),
    breaking: (s) => s.agreements.add(anAgreement().withId('agr-2').on(b202).build()),
  },
  agreements_one_accepted_per_apartment: {
    given: (s) => s.agreements.add(anAgreement().accepted().build()),
    breaking: (s) => s.agreements.add(anAgreement().withId('agr-2').by(karim).accepted().build()),
  },
  coupons_code_key_unique: {
    given: (s) => s.coupons.add(aCoupon().build()),
    breaking: (s) => s.coupons.add(aCoupon().withId('coupon-other').withCode('save10').build()),
    // The answer names the code that is taken.
    message: 'A coupon with code SAVE10 already exists',
  },
  users_email_unique: {
    given: (s) => s.users.save(aUser().build()),
    breaking: (s) => s.users.save(aUser().withId('user-other').build()),
  },
  payments_user_month_unique: {
    given: async (s) => void (await s.payments.add(aPayment().build())),
    breaking: (s) => s.payments.add(aPayment().withId('pay-2').withTransactionId('pi_other').build()),
  },
  payments_once_coupon_unique: {
    given: async (s) => void (await s.payments.add(oncePayment('pay-1', '2026-10', 'pi_oct'))),
    breaking: (s) => s.payments.add(oncePayment('pay-2', '2026-11', 'pi_nov')),
  },
  payments_transaction_id_unique: {
    given: async (s) => void (await s.payments.add(aPayment().build())),
    breaking: (s) => s.payments.add(aPayment().withId('pay-2').by('karim@example.com').build()),
  },
  maintenance_photos_request_position_unique: {
    breaking: (s) => s.maintenance.add({ ...request, photoCount: 2 }, [photo('p-1', 1), photo('p-2', 1)]),
  },
  parking_spaces_label_unique: {
    given: (s) => s.parkingSpaces.add({ id: 'space-1', label: 'P-01' }),
    breaking: (s) => s.parkingSpaces.add({ id: 'space-2', label: 'P-01' }),
  },
  parking_spaces_member_unique: {
    given: async (s) => {
      await s.parkingSpaces.add({ id: 'space-1', label: 'P-01' });
      await s.parkingSpaces.add({ id: 'space-2', label: 'P-02' });
      await s.parkingSpaces.assign({ id: 'space-1', label: 'P-01', memberEmail: 'rahim@example.com' });
    },
    breaking: (s) => s.parkingSpaces.assign({ id: 'space-2', label: 'P-02', memberEmail: 'rahim@example.com' }),
  },
  ledger_entries_reference_unique: {
    given: async (s) => void (await s.ledger.add(aRecordedPayment('cr-1', { reference: 'TRX-1' }))),
    breaking: (s) => s.ledger.add(aRecordedPayment('cr-2', { reference: 'TRX-1' })),
  },
  ledger_entries_voids_unique: {
    given: async (s) => {
      await s.ledger.add(aCharge('chg-1'));
      await s.ledger.add(aVoid('void-1', 'chg-1'));
    },
    breaking: (s) => s.ledger.add(aVoid('void-2', 'chg-1')),
  },
  rent_changes_lease_month_unique: {
    given: async (s) => {
      await s.rentChanges.add(rentChange('rc-1', 'agr-1', '2027-01'));
      await s.rentChanges.add(rentChange('rc-2', 'agr-1', '2027-02'));
      await s.rentChanges.add(rentChange('rc-3', 'agr-2', '2027-01'));
    },
    breaking: (s) => s.rentChanges.add(rentChange('rc-4', 'agr-1', '2027-01')),
  },
  renewal_offers_one_pending: {
    // An answered offer holds nothing: the lease may be offered again.
    given: async (s) => {
      await s.renewalOffers.add(offer('ro-1', 'agr-1', 'declined'));
      await s.renewalOffers.add(offer('ro-2', 'agr-1'));
      await s.renewalOffers.add(offer('ro-3', 'agr-2'));
    },
    breaking: (s) => s.renewalOffers.add(offer('ro-4', 'agr-1')),
  },
  ledger_entries_late_fee_unique: {
    // A waived (voided) late fee still holds its month: the month never takes another.
    given: async (s) => {
      await s.ledger.add(aLateFee('fee-1'));
      await s.ledger.add(aVoid('void-1', 'fee-1'));
      await s.ledger.add(aLateFee('fee-2', { month: '2026-12' }));
      await s.ledger.add(aLateFee('fee-3', { leaseId: OTHER_LEASE }));
      await s.ledger.add(aCharge('chg-1', { kind: 'fine', label: 'Late fee' }));
    },
    breaking: (s) => s.ledger.add(aLateFee('fee-4')),
  },
  staff_members_email_unique: {
    given: (s) => s.staffRoster.add(aStaffMember()),
    breaking: (s) => s.staffRoster.add(aStaffMember({ name: 'Someone Else', job: 'caretaker' })),
  },
  visits_open_code_unique: {
    // A used or cancelled pass, another day's pass and a walk-in hold no code: only the day's expected passes do.
    given: async (s) => {
      await s.visits.add(aVisit('v-1', { status: 'cancelled' }));
      await s.visits.add(aVisit('v-2', { status: 'arrived', arrivedAt: new Date('2026-11-05T05:00:00Z') }));
      await s.visits.add(aVisit('v-3', { date: '2026-11-06' }));
      await s.visits.add(aVisit('v-4'));
      await s.visits.add(
        aVisit('v-5', { kind: 'walk-in', code: null, status: 'arrived', arrivedAt: new Date('2026-11-05T05:00:00Z') }),
      );
    },
    breaking: (s) => s.visits.add(aVisit('v-6', { hostEmail: 'karim@example.com' })),
  },
  space_bookings_slot_unique: {
    // A cancelled booking holds nothing: the slot is booked again.
    given: async (s) => {
      await s.commonSpaces.add(rooftop);
      await s.spaceBookings.add(aBooking('b-1', { status: 'cancelled' }));
      await s.spaceBookings.add(aBooking('b-2', { status: 'pending' }));
    },
    breaking: (s) => s.spaceBookings.add(aBooking('b-3')),
  },
};

/** What each store does instead where a unique index holds no rule, as UNIQUE_INDEXES_WITHOUT_RULE says. */
const KEPT: Record<UniqueIndexWithoutRule, (store: Persistence) => Promise<void>> = {
  async payments_receipt_number_unique(s) {
    const first = await s.payments.add(aPayment().build());
    const second = await s.payments.add(
      aPayment().withId('pay-2').by('karim@example.com').withTransactionId('pi_k').build(),
    );
    expect(second.receiptNumber).not.toBe(first.receiptNumber);
  },
  async ledger_entries_receipt_number_unique(s) {
    const card = await s.payments.add(aPayment().build());
    const first = await s.ledger.add(aRecordedPayment('cr-1'));
    const second = await s.ledger.add(aRecordedPayment('cr-2', { leaseId: OTHER_LEASE }));
    const recorded = [first, second].map((e) => (e.type === 'credit' ? e.receiptNumber : undefined));
    expect(new Set([card.receiptNumber, ...recorded]).size).toBe(3);
  },
  async sandbox_intents_idempotency_key_unique(s) {
    await s.sandboxIntents.addOnce(intent('pi_sandbox_1'));
    expect(await s.sandboxIntents.addOnce(intent('pi_sandbox_2'))).toEqual(intent('pi_sandbox_1'));
    expect(await s.sandboxIntents.byId('pi_sandbox_2')).toBeUndefined();
  },
};

export function uniqueRulesContract(store: () => Persistence) {
  describe('unique rules', () => {
    it('has a breach for every rule and a check for every other unique index', () => {
      expect(Object.keys(BREACHES).sort()).toEqual(Object.keys(UNIQUE_RULES).sort());
      expect(Object.keys(KEPT).sort()).toEqual(Object.keys(UNIQUE_INDEXES_WITHOUT_RULE).sort());
    });

    describe.each(Object.keys(UNIQUE_RULES) as UniqueIndex[])('%s', (index) => {
      it('refuses a write that breaks it with its domain error', async () => {
        const breach = BREACHES[index];
        await breach.given?.(store());
        await expect(breach.breaking(store())).rejects.toMatchObject({
          name: 'DomainError',
          code: UNIQUE_RULES[index].code,
          message: breach.message ?? UNIQUE_RULES[index].message,
        });
      });
    });

    describe.each(Object.keys(UNIQUE_INDEXES_WITHOUT_RULE) as UniqueIndexWithoutRule[])('%s', (index) => {
      it('is kept by the store itself', () => KEPT[index](store()));
    });
  });
}
