import type { ApartmentPhoto, ApartmentPhotos } from '../../../application/apartments/ports.ts';
import { READ, type Db } from '../mikro-orm/db.ts';
import { ApartmentPhotoRow } from './entity.ts';

/** Photo bytes as a blob (SQLite) or bytea (PostgreSQL). */
export class MikroOrmApartmentPhotos implements ApartmentPhotos {
  constructor(private readonly db: Db) {}

  add(photo: ApartmentPhoto): Promise<void> {
    return this.db.write(async (em) => {
      await em.insert(ApartmentPhotoRow, { ...photo, bytes: Buffer.from(photo.bytes) });
    });
  }

  byId(apartmentId: string, photoId: string): Promise<ApartmentPhoto | undefined> {
    return this.db.run(async (em) => {
      const row = await em.findOne(ApartmentPhotoRow, { id: photoId, apartmentId }, READ);
      return row
        ? {
            id: row.id,
            apartmentId: row.apartmentId,
            contentType: row.contentType,
            bytes: new Uint8Array(row.bytes),
            createdAt: new Date(row.createdAt),
          }
        : undefined;
    });
  }
}
