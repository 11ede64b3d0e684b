import { isOpen, leaseOf, type Agreement, type AgreementStatus } from '../../../domain/agreements/agreement.ts';
import { covers } from '../../../domain/agreements/lease.ts';
import type { Announcement } from '../../../domain/announcements/announcement.ts';
import {
  inRentRange,
  isRetired,
  locationKey,
  type Apartment,
  type ListedApartment,
  type ApartmentFilter,
} from '../../../domain/apartments/apartment.ts';
import { couponKey, type Coupon } from '../../../domain/coupons/coupon.ts';
import type { MaintenanceRequest } from '../../../domain/maintenance/maintenance.ts';
import { offsetOf, type Page, type PageRequest } from '../../../domain/shared/paging.ts';
import type { Payment } from '../../../domain/payments/payment.ts';
import type { Role } from '../../../domain/identity/roles.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../../domain/shared/language.ts';
import { normalizeEmail, type User } from '../../../domain/members/user.ts';
import type { SavedBuilding } from '../../../domain/building/building.ts';
import type { SavedReminderSchedule } from '../../../domain/notifications/notifications.ts';
import type { Agreements } from '../../../application/agreements/ports.ts';
import type { Announcements } from '../../../application/announcements/ports.ts';
import type { BuildingDetails, RentSchedules } from '../../../application/building/ports.ts';
import type { ApartmentPhoto, ApartmentPhotos, Apartments } from '../../../application/apartments/ports.ts';
import type { Coupons } from '../../../application/coupons/ports.ts';
import type {
  MaintenanceFilter,
  MaintenancePhoto,
  MaintenanceRequests,
} from '../../../application/maintenance/ports.ts';
import type { Payments } from '../../../application/payments/ports.ts';
import type { Users } from '../../../application/members/ports.ts';
import { couponCodeTaken, uniqueViolation } from '../unique-rules.ts';
import type { MemoryTables } from './memory-store.ts';

/*
 * Each check and its write run without an await in between, so they are atomic in one event loop,
 * which is what the SQL adapters get from unique indexes.
 */

/** Code-point order, as SQL compares text (SQLite's BINARY, PostgreSQL's "C"), not the host's locale. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const byRentThenId = (a: Apartment, b: Apartment) => a.rent - b.rent || compareText(a.id, b.id);

export class MemoryApartments implements Apartments {
  constructor(private readonly t: MemoryTables) {}

  async page(filter: ApartmentFilter, request: PageRequest): Promise<Page<ListedApartment>> {
    const rented = this.rentedIds();
    const matching = this.listed()
      .filter((a) => inRentRange(a.rent, filter) && !(filter.availableOnly && rented.has(a.id)))
      .sort(byRentThenId);
    const start = offsetOf(request);
    const items = matching.slice(start, start + request.limit).map((a) => ({ ...a, available: !rented.has(a.id) }));
    return { items, total: matching.length };
  }

  async byId(id: string) {
    return this.t.apartments.get(id);
  }

  async byLocation(block: string, floor: number, number: string) {
    return [...this.t.apartments.values()].find((a) => a.block === block && a.floor === floor && a.number === number);
  }

  async hold(id: string) {
    // The memory store runs one unit of work at a time, so nothing can change the flat meanwhile.
    return this.t.apartments.get(id);
  }

  async listAll() {
    const rented = this.rentedIds();
    return [...this.t.apartments.values()]
      .sort((a, b) => compareText(a.block, b.block) || a.floor - b.floor || compareText(a.number, b.number))
      .map((a) => ({ ...a, available: !rented.has(a.id) }));
  }

  async count() {
    return this.listed().length;
  }

  async countRented() {
    return this.rentedIds().size;
  }

  async addMissing(apartments: readonly Apartment[]) {
    const taken = new Set([...this.t.apartments.values()].map(locationKey));
    let added = 0;
    for (const apartment of apartments) {
      if (taken.has(locationKey(apartment)) || this.t.apartments.has(apartment.id)) continue;
      taken.add(locationKey(apartment));
      this.t.apartments.set(apartment.id, apartment);
      added++;
    }
    return added;
  }

  async add(apartments: readonly Apartment[]) {
    const taken = new Set([...this.t.apartments.values()].map(locationKey));
    const added = new Map(this.t.apartments);
    for (const apartment of apartments) {
      if (taken.has(locationKey(apartment))) {
        throw uniqueViolation('apartments_location_unique');
      }
      taken.add(locationKey(apartment));
      added.set(apartment.id, apartment);
    }
    this.t.apartments = added;
  }

  async update(apartment: Apartment, from: Apartment) {
    const stored = this.t.apartments.get(apartment.id);
    if (!stored || !sameState(stored, from)) return false;
    const { retiredAt: _ignored, ...rest } = stored;
    this.t.apartments.set(apartment.id, {
      ...rest,
      rent: apartment.rent,
      image: apartment.image,
      ...(apartment.retiredAt ? { retiredAt: apartment.retiredAt } : {}),
    });
    return true;
  }

  private listed(): Apartment[] {
    return [...this.t.apartments.values()].filter((a) => !isRetired(a));
  }

  private rentedIds(): Set<string> {
    return new Set([...this.t.agreements.values()].filter((a) => a.status === 'accepted').map((a) => a.apartmentId));
  }
}

/** What `Apartments.update` changes, as it was read. */
const sameState = (a: Apartment, b: Apartment) =>
  a.rent === b.rent && a.image === b.image && a.retiredAt?.getTime() === b.retiredAt?.getTime();

export class MemoryApartmentPhotos implements ApartmentPhotos {
  constructor(private readonly t: MemoryTables) {}

  async add(photo: ApartmentPhoto) {
    this.t.photos.set(photo.id, photo);
  }

  async byId(apartmentId: string, photoId: string) {
    const photo = this.t.photos.get(photoId);
    return photo?.apartmentId === apartmentId ? photo : undefined;
  }
}

export class MemoryUsers implements Users {
  constructor(private readonly t: MemoryTables) {}

  async byEmail(email: string) {
    return this.t.users.get(normalizeEmail(email));
  }

  /** One caller at a time runs between awaits here, so there is nothing to hold. */
  hold(email: string) {
    return this.byEmail(email);
  }

  async save(user: User) {
    const existing = this.t.users.get(user.email);
    if (existing && existing.id !== user.id) throw uniqueViolation('users_email_unique');
    // The same user under a new email is a change of email, not a second user; a stored role stays.
    const stored = [...this.t.users.values()].find((other) => other.id === user.id);
    if (stored) this.t.users.delete(stored.email);
    this.t.users.set(user.email, stored ? { ...user, role: stored.role, language: stored.language } : user);
  }

  async changeRole(email: string, from: Role, to: Role) {
    const user = this.t.users.get(normalizeEmail(email));
    if (user?.role !== from) return false;
    this.t.users.set(user.email, { ...user, role: to });
    return true;
  }

  async setLanguage(email: string, language: Language) {
    const user = this.t.users.get(normalizeEmail(email));
    if (!user) return false;
    this.t.users.set(user.email, { ...user, language });
    return true;
  }

  async languagesOf(emails: readonly string[]) {
    return new Map(emails.map((e) => [e, this.t.users.get(normalizeEmail(e))?.language ?? DEFAULT_LANGUAGE]));
  }

  async count() {
    return this.t.users.size;
  }

  async countByRole(role: Role) {
    return (await this.listByRole(role)).length;
  }

  async listByRole(role: Role) {
    return [...this.t.users.values()].filter((u) => u.role === role).sort((a, b) => compareText(a.email, b.email));
  }
}

export class MemoryAgreements implements Agreements {
  constructor(private readonly t: MemoryTables) {}

  async add(agreement: Agreement) {
    this.assertNoOtherOpen(agreement);
    this.assertApartmentFree(agreement);
    this.t.agreements.set(agreement.id, agreement);
  }

  async byId(id: string) {
    return this.t.agreements.get(id);
  }

  async openFor(email: string) {
    return [...this.t.agreements.values()].find((a) => a.userEmail === email && isOpen(a));
  }

  async latestFor(email: string) {
    return [...this.t.agreements.values()]
      .filter((a) => a.userEmail === email)
      .sort((a, b) => b.requestDate.getTime() - a.requestDate.getTime() || compareText(b.id, a.id))[0];
  }

  async listPending() {
    return [...this.t.agreements.values()]
      .filter((a) => a.status === 'pending')
      .sort((a, b) => a.requestDate.getTime() - b.requestDate.getTime() || compareText(a.id, b.id));
  }

  async listAccepted() {
    return [...this.t.agreements.values()]
      .filter((a) => a.status === 'accepted')
      .sort((a, b) => compareText(a.id, b.id));
  }

  async listLeases() {
    return [...this.t.agreements.values()]
      .filter((a) => a.startMonth !== undefined)
      .sort((a, b) => compareText(a.id, b.id));
  }

  async leasesOf(email: string) {
    return (await this.listLeases())
      .filter((a) => a.userEmail === email)
      .sort((a, b) => compareText(a.startMonth!, b.startMonth!) || compareText(a.id, b.id));
  }

  async listCovering(monthKey: string) {
    return (await this.listLeases()).filter((a) => covers(leaseOf(a)!, monthKey));
  }

  async openOn(apartmentId: string) {
    return [...this.t.agreements.values()]
      .filter((a) => a.apartmentId === apartmentId && isOpen(a))
      .sort((a, b) => compareText(a.id, b.id));
  }

  async isRented(apartmentId: string) {
    return [...this.t.agreements.values()].some((a) => a.apartmentId === apartmentId && a.status === 'accepted');
  }

  async holdAccepted(email: string) {
    // The memory store runs one unit of work at a time, so nothing can end the agreement meanwhile.
    const open = await this.openFor(email);
    return open?.status === 'accepted' ? open : undefined;
  }

  async update(agreement: Agreement, from: AgreementStatus) {
    if (this.t.agreements.get(agreement.id)?.status !== from) return false;
    this.assertNoOtherOpen(agreement);
    this.assertApartmentFree(agreement);
    this.t.agreements.set(agreement.id, agreement);
    return true;
  }

  private assertNoOtherOpen(agreement: Agreement) {
    if (!isOpen(agreement)) return;
    const other = [...this.t.agreements.values()].some(
      (a) => a.id !== agreement.id && a.userEmail === agreement.userEmail && isOpen(a),
    );
    if (other) throw uniqueViolation('agreements_one_open_per_user');
  }

  private assertApartmentFree(agreement: Agreement) {
    if (agreement.status !== 'accepted') return;
    const other = [...this.t.agreements.values()].some(
      (a) => a.id !== agreement.id && a.apartmentId === agreement.apartmentId && a.status === 'accepted',
    );
    if (other) throw uniqueViolation('agreements_one_accepted_per_apartment');
  }
}

export class MemoryCoupons implements Coupons {
  constructor(private readonly t: MemoryTables) {}

  async add(coupon: Coupon) {
    this.assertCodeFree(coupon);
    this.t.coupons.set(coupon.id, coupon);
  }

  async byCode(code: string) {
    const key = couponKey(code);
    return [...this.t.coupons.values()].find((c) => couponKey(c.code) === key);
  }

  async list(filter?: { activeOnly: boolean }) {
    return [...this.t.coupons.values()]
      .filter((c) => !filter?.activeOnly || c.isActive)
      .sort((a, b) => compareText(a.code, b.code) || compareText(a.id, b.id));
  }

  async setActive(code: string, isActive: boolean) {
    const coupon = await this.byCode(code);
    if (!coupon || coupon.isActive === isActive) return false;
    this.t.coupons.set(coupon.id, { ...coupon, isActive });
    return true;
  }

  private assertCodeFree(coupon: Coupon) {
    const key = couponKey(coupon.code);
    if ([...this.t.coupons.values()].some((c) => c.id !== coupon.id && couponKey(c.code) === key)) {
      throw couponCodeTaken(coupon.code);
    }
  }
}

export class MemoryBuildingDetails implements BuildingDetails {
  constructor(private readonly t: MemoryTables) {}

  async get() {
    return this.t.building.get('building');
  }

  async save(next: SavedBuilding, fromVersion: number) {
    if ((this.t.building.get('building')?.version ?? 0) !== fromVersion) return false;
    this.t.building.set('building', next);
    return true;
  }
}

export class MemoryRentSchedules implements RentSchedules {
  constructor(private readonly t: MemoryTables) {}

  async get() {
    return this.t.rentSchedule.get('schedule');
  }

  async save(next: SavedReminderSchedule, fromVersion: number) {
    if ((this.t.rentSchedule.get('schedule')?.version ?? 0) !== fromVersion) return false;
    this.t.rentSchedule.set('schedule', next);
    return true;
  }
}

export class MemoryAnnouncements implements Announcements {
  constructor(private readonly t: MemoryTables) {}

  async add(announcement: Announcement) {
    this.t.announcements.set(announcement.id, announcement);
  }

  async byId(id: string) {
    return this.t.announcements.get(id);
  }

  async replace(next: Announcement, fromVersion: number) {
    if (this.t.announcements.get(next.id)?.version !== fromVersion) return false;
    this.t.announcements.set(next.id, next);
    return true;
  }

  async remove(id: string, version: number) {
    if (this.t.announcements.get(id)?.version !== version) return false;
    return this.t.announcements.delete(id);
  }

  async list() {
    return [...this.t.announcements.values()].sort(
      (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || compareText(b.id, a.id),
    );
  }
}

export class MemoryPayments implements Payments {
  constructor(private readonly t: MemoryTables) {}

  async add(payment: Payment) {
    const all = [...this.t.payments.values()];
    if (all.some((p) => p.transactionId === payment.transactionId)) {
      throw uniqueViolation('payments_transaction_id_unique');
    }
    if (all.some((p) => p.userEmail === payment.userEmail && p.monthKey === payment.monthKey)) {
      throw uniqueViolation('payments_user_month_unique');
    }
    const onceCoupon = (p: Payment) => (p.couponLimit === 'once-per-member' ? p.couponCode : undefined);
    if (
      onceCoupon(payment) &&
      all.some((p) => p.userEmail === payment.userEmail && onceCoupon(p) === onceCoupon(payment))
    ) {
      throw uniqueViolation('payments_once_coupon_unique');
    }
    const receiptNumber = (this.t.counters.get('receipt') ?? 0) + 1;
    this.t.counters.set('receipt', receiptNumber);
    const recorded = { ...payment, receiptNumber };
    this.t.payments.set(payment.id, recorded);
    return recorded;
  }

  async byReceiptNumber(receiptNumber: number) {
    return [...this.t.payments.values()].find((p) => p.receiptNumber === receiptNumber);
  }

  async paidMonths() {
    return [...this.t.payments.values()].map((p) => ({ userEmail: p.userEmail, monthKey: p.monthKey }));
  }

  async listForMonth(monthKey: string) {
    return [...this.t.payments.values()]
      .filter((p) => p.monthKey === monthKey)
      .sort((a, b) => compareText(a.userEmail, b.userEmail));
  }

  async listFor(email: string) {
    return [...this.t.payments.values()]
      .filter((p) => p.userEmail === email)
      .sort((a, b) => b.paidAt.getTime() - a.paidAt.getTime() || compareText(b.id, a.id));
  }

  async byTransactionId(transactionId: string) {
    return [...this.t.payments.values()].find((p) => p.transactionId === transactionId);
  }
}

const photoKey = (requestId: string, position: number) => `${requestId}/${position}`;

export class MemoryMaintenanceRequests implements MaintenanceRequests {
  constructor(private readonly t: MemoryTables) {}

  /** Checks every photo's place before writing anything, so a refused add leaves no row, as a transaction would. */
  async add(request: MaintenanceRequest, photos: readonly MaintenancePhoto[] = []) {
    const keys = photos.map((photo) => photoKey(photo.requestId, photo.position));
    if (new Set(keys).size !== keys.length || keys.some((key) => this.t.maintenancePhotos.has(key))) {
      throw uniqueViolation('maintenance_photos_request_position_unique');
    }
    this.t.maintenance.set(request.id, request);
    photos.forEach((photo, i) => this.t.maintenancePhotos.set(keys[i]!, photo));
  }

  async photo(requestId: string, position: number) {
    return this.t.maintenancePhotos.get(photoKey(requestId, position));
  }

  async byId(id: string) {
    return this.t.maintenance.get(id);
  }

  async board(filter: MaintenanceFilter) {
    return [...this.t.maintenance.values()]
      .filter(
        (r) =>
          (filter.status === undefined || r.status === filter.status) &&
          (filter.category === undefined || r.category === filter.category) &&
          (filter.apartmentId === undefined || (r.place.kind === 'flat' && r.place.apartmentId === filter.apartmentId)),
      )
      .sort(
        (a, b) =>
          Number(b.emergency) - Number(a.emergency) ||
          a.createdAt.getTime() - b.createdAt.getTime() ||
          compareText(a.id, b.id),
      );
  }

  async listFor(email: string) {
    const who = normalizeEmail(email);
    return [...this.t.maintenance.values()]
      .filter((r) => r.resident.email === who)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || compareText(b.id, a.id));
  }

  async openedSince(email: string, since: Date) {
    return (await this.listFor(email)).map((r) => r.createdAt).filter((at) => at.getTime() >= since.getTime());
  }

  async replace(next: MaintenanceRequest, fromLength: number) {
    if (this.t.maintenance.get(next.id)?.history.length !== fromLength) return false;
    this.t.maintenance.set(next.id, next);
    return true;
  }
}
