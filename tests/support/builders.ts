/**
 * Small builders with fixed defaults, not random data (random belongs to property tests): a test names only what
 * matters to it, and every other field is the same in every run.
 */
import type { Agreement, AgreementStatus } from '../../domain/agreements/agreement.ts';
import type { Apartment } from '../../domain/apartments/apartment.ts';
import type { Coupon } from '../../domain/coupons/coupon.ts';
import type { Payment } from '../../domain/payments/payment.ts';
import type { Role } from '../../domain/identity/roles.ts';
import type { User } from '../../domain/members/user.ts';
import type { Actor } from '../../application/shared/ports.ts';
import type { IntentMetadata, IntentStatus, PaymentIntent } from '../../application/payments/ports.ts';
import { poisha } from '../../domain/shared/money.ts';

/** The instant every fixed clock and every default date in the tests stands at. */
export const AT = new Date('2026-11-05T10:00:00.000Z');

class Builder<T extends object> {
  constructor(protected value: T) {}
  protected with(change: Partial<T>): this {
    this.value = { ...this.value, ...change };
    return this;
  }
  build(): T {
    return { ...this.value };
  }
}

class ApartmentBuilder extends Builder<Apartment> {
  withId = (id: string) => this.with({ id });
  withRent = (rent: number) => this.with({ rent });
  at = (block: string, floor: number, number: string) => this.with({ block, floor, number });
}
export const anApartment = () =>
  new ApartmentBuilder({
    id: 'apt-a101',
    image: '/images/apartments/apartment-1.webp',
    floor: 1,
    block: 'A',
    number: 'A101',
    rent: 12_000,
  });

class ActorBuilder extends Builder<Actor> {
  withEmail = (email: string) => this.with({ email });
  withName = (name: string) => this.with({ name });
  withRole = (role: Role) => this.with({ role });
  member = () => this.withRole('member');
  admin = () => this.withRole('admin');
}
export const anActor = () =>
  new ActorBuilder({ email: 'rahim@example.com', name: 'Rahim Uddin', photoURL: '', role: 'user', language: 'en' });

class UserBuilder extends Builder<User> {
  withId = (id: string) => this.with({ id });
  withEmail = (email: string) => this.with({ email });
  withName = (name: string) => this.with({ name });
  withRole = (role: Role) => this.with({ role });
  inBangla = () => this.with({ language: 'bn' });
  member = () => this.withRole('member');
  admin = () => this.withRole('admin');
}
export const aUser = () =>
  new UserBuilder({
    id: 'user-rahim',
    email: 'rahim@example.com',
    name: 'Rahim Uddin',
    photoURL: '',
    role: 'user',
    language: 'en',
  });

class AgreementBuilder extends Builder<Agreement> {
  withId = (id: string) => this.with({ id });
  by = (user: Pick<User, 'email' | 'name'>) => this.with({ userEmail: user.email, userName: user.name });
  on = (a: Apartment) =>
    this.with({ apartmentId: a.id, floor: a.floor, block: a.block, number: a.number, rent: a.rent });
  /** An accepted or ended status comes with a lease: from September 2026, ended (when ended) in November 2026. */
  withStatus = (status: AgreementStatus) =>
    status === 'accepted'
      ? this.accepted()
      : status === 'ended'
        ? this.with({
            status,
            decidedAt: AT,
            startMonth: this.value.startMonth ?? LEASE_START,
            endedAt: AT,
            endMonth: '2026-11',
          })
        : this.with({ status });
  accepted = () => this.with({ status: 'accepted', decidedAt: AT, startMonth: this.value.startMonth ?? LEASE_START });
  /** The lease's first month (YYYY-MM); set it before accepted() or withStatus(). */
  startingIn = (startMonth: string) => this.with({ startMonth });
  endingIn = (endMonth: string) => this.with({ status: 'ended', endedAt: AT, endMonth });
}
/** Where the builders' leases start: a couple of months before AT, so there is a history to owe and pay. */
/** The building's details as an admin's form sends them: every rule met. */
export const BUILDING_DETAILS = {
  name: 'Lakeview Residency',
  address: 'Road 12, Gulshan, Dhaka',
  latitude: 23.79,
  longitude: 90.41,
  phone: '+880 2-9881234',
  email: 'office@lakeview.example',
  emergencyPhone: '01711-000000',
} as const;

export const LEASE_START = '2026-09';
export const anAgreement = () =>
  new AgreementBuilder({
    id: 'agr-1',
    userEmail: 'rahim@example.com',
    userName: 'Rahim Uddin',
    apartmentId: 'apt-a101',
    floor: 1,
    block: 'A',
    number: 'A101',
    rent: 12_000,
    status: 'pending',
    requestDate: AT,
  });

class CouponBuilder extends Builder<Coupon> {
  withId = (id: string) => this.with({ id });
  withCode = (code: string) => this.with({ code });
  withDiscount = (discountPercentage: number) => this.with({ discountPercentage });
  inactive = () => this.with({ isActive: false });
  oncePerMember = () => this.with({ limit: 'once-per-member' });
  expiringOn = (expiresOn: string) => this.with({ expiresOn });
}
export const aCoupon = () =>
  new CouponBuilder({
    id: 'coupon-save10',
    code: 'SAVE10',
    description: 'Ten percent off',
    discountPercentage: 10,
    isActive: true,
    limit: 'every-month',
  });

class PaymentBuilder extends Builder<Payment> {
  withId = (id: string) => this.with({ id });
  by = (email: string) => this.with({ userEmail: email });
  forMonth = (monthKey: string) => this.with({ month: monthKey, monthKey });
  withTransactionId = (transactionId: string) => this.with({ transactionId });
  paidAt = (paidAt: Date) => this.with({ paidAt });
}
export const aPayment = () =>
  new PaymentBuilder({
    id: 'pay-1',
    userEmail: 'rahim@example.com',
    userName: 'Rahim Uddin',
    floor: 1,
    block: 'A',
    number: 'A101',
    rent: 12_000,
    month: '2026-10',
    monthKey: '2026-10',
    discount: 0,
    amountMinor: poisha(1_200_000),
    status: 'paid',
    transactionId: 'pi_old',
    paidAt: AT,
  });

/** A provider's intent as the fake gateway hands it back: by default a succeeded 12 000 taka charge for 2026-11. */
class IntentBuilder extends Builder<PaymentIntent> {
  withId = (id: string) => this.with({ id, clientSecret: `${id}_secret_fixed` });
  withAmount = (amountMinor: number) => this.with({ amountMinor: poisha(amountMinor) });
  withStatus = (status: IntentStatus) => this.with({ status });
  withMetadata = (change: Partial<IntentMetadata>) => this.with({ metadata: { ...this.value.metadata, ...change } });
}
export const anIntent = () =>
  new IntentBuilder({
    id: 'pi_1',
    clientSecret: 'pi_1_secret_fixed',
    amountMinor: poisha(1_200_000),
    currency: 'bdt',
    status: 'succeeded',
    metadata: {
      userEmail: 'rahim@example.com',
      agreementId: 'agr-1',
      month: '2026-11',
      monthKey: '2026-11',
      discount: 0,
      couponCode: '',
      couponLimit: '',
    },
  });
