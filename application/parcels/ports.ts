import type { Parcel } from '../../domain/parcels/parcels.ts';

/** A parcel's photo as served: re-encoded at the desk (never the file as sent), kept in the database; never changed. */
export interface ParcelPhoto {
  readonly parcelId: string;
  readonly contentType: string;
  readonly bytes: Uint8Array;
  readonly createdAt: Date;
}

export interface Parcels {
  /** The parcel and its photo (already re-encoded), both written or neither. */
  add(parcel: Parcel, photo?: ParcelPhoto): Promise<void>;
  byId(id: string): Promise<Parcel | undefined>;
  photo(parcelId: string): Promise<ParcelPhoto | undefined>;
  /** Every parcel still waiting at the desk, the longest waiting first. */
  waiting(): Promise<Parcel[]>;
  /** A flat's parcels: every one still waiting, then the latest collected ones, at most `limit` in all. */
  forFlat(apartmentId: string, limit: number): Promise<Parcel[]>;
  /**
   * Writes the parcel's collection (status, who took it, when, who recorded it) only while it is still waiting, in
   * one conditional statement; false when it is not (someone marked it collected meanwhile).
   */
  collect(parcel: Parcel): Promise<boolean>;
  /**
   * Records that the parcel's resident was reminded on `day`, only while it is still waiting and was last reminded
   * before `day` (or never), in one conditional statement; false otherwise (another instance reminded them today).
   */
  markReminded(parcelId: string, day: string): Promise<boolean>;
}
