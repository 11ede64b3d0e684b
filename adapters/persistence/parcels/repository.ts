import { forResident, type Parcel } from '../../../domain/parcels/parcels.ts';
import type { ParcelPhoto, Parcels } from '../../../application/parcels/ports.ts';
import { READ, type Db } from '../mikro-orm/db.ts';
import { ParcelPhotoRow, ParcelRow } from './entity.ts';
import { parcelOf } from './mapper.ts';

/** Reads are plain values; a collection and a reminder are each one conditional statement on the state read. */
export class MikroOrmParcels implements Parcels {
  constructor(private readonly db: Db) {}

  add(parcel: Parcel, photo?: ParcelPhoto): Promise<void> {
    return this.db.transaction(() =>
      this.db.write(async (em) => {
        await em.insert(ParcelRow, { ...parcel });
        if (photo) {
          await em.insert(ParcelPhotoRow, {
            ...photo,
            bytes: Buffer.from(photo.bytes),
            size: photo.bytes.byteLength,
          });
        }
      }),
    );
  }

  byId(id: string): Promise<Parcel | undefined> {
    return this.db.run(async (em) => {
      const row = await em.findOne(ParcelRow, { id }, READ);
      return row ? parcelOf(row) : undefined;
    });
  }

  photo(parcelId: string): Promise<ParcelPhoto | undefined> {
    return this.db.run(async (em) => {
      const row = await em.findOne(ParcelPhotoRow, { parcelId }, READ);
      return row
        ? {
            parcelId: row.parcelId,
            contentType: row.contentType,
            bytes: new Uint8Array(row.bytes),
            createdAt: new Date(row.createdAt),
          }
        : undefined;
    });
  }

  waiting(): Promise<Parcel[]> {
    return this.db.run(async (em) =>
      (await em.find(ParcelRow, { status: 'waiting' }, { ...READ, orderBy: { loggedAt: 'asc', id: 'asc' } })).map(
        parcelOf,
      ),
    );
  }

  /** A flat keeps few parcels at a time: its rows are read and ordered here, alike on both databases. */
  forFlat(apartmentId: string, limit: number): Promise<Parcel[]> {
    return this.db.run(async (em) =>
      (await em.find(ParcelRow, { apartmentId }, READ)).map(parcelOf).sort(forResident).slice(0, limit),
    );
  }

  async collect(parcel: Parcel): Promise<boolean> {
    const updated = await this.db.write((em) =>
      em.nativeUpdate(
        ParcelRow,
        { id: parcel.id, status: 'waiting' },
        {
          status: parcel.status,
          collectedBy: parcel.collectedBy,
          collectedAt: parcel.collectedAt,
          collectedRecordedBy: parcel.collectedRecordedBy,
        },
      ),
    );
    return updated === 1;
  }

  async markReminded(parcelId: string, day: string): Promise<boolean> {
    const updated = await this.db.write((em) =>
      em.nativeUpdate(
        ParcelRow,
        { id: parcelId, status: 'waiting', $or: [{ remindedOn: null }, { remindedOn: { $lt: day } }] },
        { remindedOn: day },
      ),
    );
    return updated === 1;
  }
}
