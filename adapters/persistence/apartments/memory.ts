import {
  inRentRange,
  isRetired,
  locationKey,
  type Apartment,
  type ListedApartment,
  type ApartmentFilter,
} from '../../../domain/apartments/apartment.ts';
import { offsetOf, type Page, type PageRequest } from '../../../domain/shared/paging.ts';
import type { ApartmentPhoto, ApartmentPhotos, Apartments } from '../../../application/apartments/ports.ts';
import { uniqueViolation } from '../unique-rules.ts';
import type { MemoryTables } from '../memory/memory-store.ts';
import { compareText } from '../memory/compare-text.ts';

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
