import {
  APARTMENT_PHOTO_MAX_BYTES,
  rephotograph,
  type Apartment,
  describeLocation,
} from '../../domain/apartments/apartment.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import type { ApartmentPhotos, Apartments } from './ports.ts';
import type { Clock, IdGenerator, PhotoProcessor, UnitOfWork } from '../shared/ports.ts';
import type { AuditTrail } from '../audit/audit-trail.ts';
import { changedMeanwhile, heldApartment } from '../agreements/held-apartment.ts';

export const MAX_PHOTO_BYTES = APARTMENT_PHOTO_MAX_BYTES;

/** Where a stored photo is served; the photo's id in the URL lets browsers keep it for ever. */
export const photoUrl = (apartmentId: string, photoId: string) =>
  `/api/apartments/${encodeURIComponent(apartmentId)}/photo?v=${encodeURIComponent(photoId)}`;

/** A new photo is a new row: the one it replaces stays, so a page still showing the old URL never breaks. */
export class SetApartmentPhoto {
  constructor(
    private readonly apartments: Apartments,
    private readonly photos: ApartmentPhotos,
    private readonly processor: PhotoProcessor,
    private readonly uow: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly audit: AuditTrail,
  ) {}

  async execute({ id, bytes, by }: { id: string; bytes: Uint8Array; by: string }): Promise<Apartment> {
    if (bytes.byteLength > MAX_PHOTO_BYTES) {
      throw new DomainError('APARTMENT.PHOTO_TOO_LARGE', 'That picture is larger than 5 MB; pick a smaller one');
    }
    // Re-encoding takes a while: it is done before the flat is held, so nothing waits on it.
    const prepared = await this.processor.prepare(bytes);
    return this.uow.run(async () => {
      const apartment = await heldApartment(this.apartments, id);
      const photo = { id: this.ids.next(), apartmentId: apartment.id, ...prepared, createdAt: this.clock.now() };
      const changed = rephotograph(apartment, photoUrl(apartment.id, photo.id));
      await this.photos.add(photo);
      if (!(await this.apartments.update(changed, apartment))) throw changedMeanwhile();
      await this.audit.record({
        actor: by,
        action: 'apartment.photo',
        subject: apartment.id,
        label: describeLocation(apartment),
        before: { image: apartment.image },
        after: { image: changed.image },
      });
      return changed;
    });
  }
}
