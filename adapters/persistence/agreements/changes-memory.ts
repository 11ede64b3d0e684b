import type { RentChange } from '../../../domain/agreements/rent-change.ts';
import type { RenewalOffer } from '../../../domain/agreements/renewal.ts';
import type { MonthKey } from '../../../domain/shared/month.ts';
import type { RenewalOffers, RentChanges } from '../../../application/agreements/ports.ts';
import { uniqueViolation } from '../unique-rules.ts';
import type { MemoryTables } from '../memory/memory-store.ts';

const byMonth = (a: RentChange, b: RentChange) =>
  a.effectiveMonth < b.effectiveMonth ? -1 : a.effectiveMonth > b.effectiveMonth ? 1 : a.id < b.id ? -1 : 1;

export class MemoryRentChanges implements RentChanges {
  constructor(private readonly t: MemoryTables) {}

  async add(change: RentChange) {
    const all = [...this.t.rentChanges.values()];
    if (all.some((c) => c.leaseId === change.leaseId && c.effectiveMonth === change.effectiveMonth))
      throw uniqueViolation('rent_changes_lease_month_unique');
    this.t.rentChanges.set(change.id, change);
  }

  async byId(id: string) {
    return this.t.rentChanges.get(id);
  }

  async listFor(leaseId: string) {
    return [...this.t.rentChanges.values()].filter((c) => c.leaseId === leaseId).sort(byMonth);
  }

  async listAll() {
    return [...this.t.rentChanges.values()].sort(byMonth);
  }

  async cancel(id: string, thisMonth: MonthKey) {
    const stored = this.t.rentChanges.get(id);
    if (!stored || stored.effectiveMonth <= thisMonth) return false;
    this.t.rentChanges.delete(id);
    return true;
  }
}

export class MemoryRenewalOffers implements RenewalOffers {
  constructor(private readonly t: MemoryTables) {}

  async add(offer: RenewalOffer) {
    const pending = (o: RenewalOffer) => o.leaseId === offer.leaseId && o.status === 'pending';
    if (offer.status === 'pending' && [...this.t.renewalOffers.values()].some(pending))
      throw uniqueViolation('renewal_offers_one_pending');
    this.t.renewalOffers.set(offer.id, offer);
  }

  async byId(id: string) {
    return this.t.renewalOffers.get(id);
  }

  async pendingFor(leaseId: string) {
    return [...this.t.renewalOffers.values()].find((o) => o.leaseId === leaseId && o.status === 'pending');
  }

  async answer(offer: RenewalOffer) {
    if (this.t.renewalOffers.get(offer.id)?.status !== 'pending') return false;
    this.t.renewalOffers.set(offer.id, offer);
    return true;
  }
}
