import type { Apartment, ApartmentFilter, ListedApartment } from '../../domain/apartments/apartment.ts';
import type { Page, PageRequest } from '../../domain/shared/paging.ts';

export interface Apartments {
  /** A page of the listed flats (never a retired one) the filter lets through, and how many it lets through. */
  page(filter: ApartmentFilter, page: PageRequest): Promise<Page<ListedApartment>>;
  /** Any flat, retired ones included. */
  byId(id: string): Promise<Apartment | undefined>;
  byLocation(block: string, floor: number, number: string): Promise<Apartment | undefined>;
  /**
   * The flat, retired or not, held until the unit of work ends: nothing else can retire, re-price or apply for it
   * meanwhile, so what is decided about it stays true until the work commits. Call inside `UnitOfWork.run`.
   */
  hold(id: string): Promise<Apartment | undefined>;
  /** Every flat, retired ones included, by block, floor, then number: the admin's list. */
  listAll(): Promise<ListedApartment[]>;
  /** The listed flats: retired ones are no longer rooms of the building. */
  count(): Promise<number>;
  countRented(): Promise<number>;
  /** Inserts apartments whose (block, floor, number) is not there yet; returns how many were new. */
  addMissing(apartments: readonly Apartment[]): Promise<number>;
  /** Inserts every one of them or none: throws APARTMENT.DUPLICATE when a block, floor and number is taken. */
  add(apartments: readonly Apartment[]): Promise<void>;
  /**
   * Writes its rent, image and retirement only if the stored flat still has `from`'s, in one conditional statement;
   * false when it does not (someone else changed it first).
   */
  update(apartment: Apartment, from: Apartment): Promise<boolean>;
}

/** A flat's photo as served: already checked and re-encoded, kept in the database so every server has it. */
export interface ApartmentPhoto {
  readonly id: string;
  readonly apartmentId: string;
  readonly contentType: string;
  readonly bytes: Uint8Array;
  readonly createdAt: Date;
}

/** Photos are never changed: a new photo is a new row, so a URL naming one may be cached for ever. */
export interface ApartmentPhotos {
  add(photo: ApartmentPhoto): Promise<void>;
  byId(apartmentId: string, photoId: string): Promise<ApartmentPhoto | undefined>;
}
