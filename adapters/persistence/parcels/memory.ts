import { forResident, type Parcel } from '../../../domain/parcels/parcels.ts';
import type { ParcelPhoto, Parcels } from '../../../application/parcels/ports.ts';
import type { MemoryTables } from '../memory/memory-store.ts';

/** Each check and its write happen with no `await` between them, so they are atomic. */
export class MemoryParcels implements Parcels {
  constructor(private readonly t: MemoryTables) {}

  private all() {
    return [...this.t.parcels.values()];
  }

  async add(parcel: Parcel, photo?: ParcelPhoto) {
    this.t.parcels.set(parcel.id, parcel);
    if (photo) this.t.parcelPhotos.set(parcel.id, photo);
  }

  async byId(id: string) {
    return this.t.parcels.get(id);
  }

  async photo(parcelId: string) {
    return this.t.parcelPhotos.get(parcelId);
  }

  async waiting() {
    return this.all()
      .filter((p) => p.status === 'waiting')
      .sort((a, b) => a.loggedAt.getTime() - b.loggedAt.getTime() || a.id.localeCompare(b.id));
  }

  async forFlat(apartmentId: string, limit: number) {
    return this.all()
      .filter((p) => p.apartmentId === apartmentId)
      .sort(forResident)
      .slice(0, limit);
  }

  async collect(parcel: Parcel) {
    const stored = this.t.parcels.get(parcel.id);
    if (stored?.status !== 'waiting') return false;
    this.t.parcels.set(parcel.id, {
      ...stored,
      status: parcel.status,
      collectedBy: parcel.collectedBy,
      collectedAt: parcel.collectedAt,
      collectedRecordedBy: parcel.collectedRecordedBy,
    });
    return true;
  }

  async markReminded(parcelId: string, day: string) {
    const stored = this.t.parcels.get(parcelId);
    if (stored?.status !== 'waiting' || (stored.remindedOn !== null && stored.remindedOn >= day)) return false;
    this.t.parcels.set(parcelId, { ...stored, remindedOn: day });
    return true;
  }
}
