import { isOpen, leaseOf, type Agreement, type AgreementStatus } from '../../../domain/agreements/agreement.ts';
import { covers } from '../../../domain/agreements/lease.ts';
import type { Agreements } from '../../../application/agreements/ports.ts';
import { uniqueViolation } from '../unique-rules.ts';
import type { MemoryTables } from '../memory/memory-store.ts';
import { compareText } from '../memory/compare-text.ts';

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

  async holdLease(id: string) {
    // One unit of work at a time here too: no other one writes to the lease's books meanwhile.
    const lease = this.t.agreements.get(id);
    return lease && leaseOf(lease) !== undefined ? lease : undefined;
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
