import type { PhotoWidth } from '../../domain/apartments/apartment.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import type { PhotoNarrower } from '../shared/ports.ts';
import type { ApartmentPhoto, ApartmentPhotos } from './ports.ts';

/** A flat's photo as stored, or narrowed to one of the smaller widths a phone asks for. */
export class GetApartmentPhoto {
  constructor(
    private readonly photos: ApartmentPhotos,
    private readonly processor: PhotoNarrower,
  ) {}

  async execute({
    apartmentId,
    photoId,
    width,
  }: {
    apartmentId: string;
    photoId: string;
    width?: PhotoWidth;
  }): Promise<ApartmentPhoto> {
    const photo = await this.photos.byId(apartmentId, photoId);
    if (!photo) throw new DomainError('APARTMENT.NOT_FOUND', 'No such photo');
    return width === undefined ? photo : { ...photo, ...(await this.processor.narrower(photo.bytes, width)) };
  }
}
