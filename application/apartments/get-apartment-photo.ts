import type { PhotoWidth } from '../../domain/apartments/apartment.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import type { PhotoNarrower } from '../shared/ports.ts';
import type { ApartmentPhoto, ApartmentPhotos } from './ports.ts';

/** Which picture an answer holds: the stored photo's id, and the width of a narrowed copy. */
const photoVersion = (photoId: string, width?: PhotoWidth): string =>
  width === undefined ? photoId : `${photoId}-${width}`;

/**
 * A flat's photo as stored, or narrowed to one of the smaller widths a phone asks for. A caller that already holds
 * this version gets the version alone: nothing is narrowed for it.
 */
export class GetApartmentPhoto {
  constructor(
    private readonly photos: ApartmentPhotos,
    private readonly processor: PhotoNarrower,
  ) {}

  async execute({
    apartmentId,
    photoId,
    width,
    held,
  }: {
    apartmentId: string;
    photoId: string;
    width?: PhotoWidth;
    /** The version the caller already holds, if any. */
    held?: string;
  }): Promise<{ version: string; photo?: ApartmentPhoto }> {
    const photo = await this.photos.byId(apartmentId, photoId);
    if (!photo) throw new DomainError('APARTMENT.NOT_FOUND', 'No such photo');
    const version = photoVersion(photo.id, width);
    if (held === version) return { version };
    return {
      version,
      photo: width === undefined ? photo : { ...photo, ...(await this.processor.narrower(photo.bytes, width)) },
    };
  }
}
