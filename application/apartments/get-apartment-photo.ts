import { DomainError } from '../../domain/shared/errors.ts';
import type { ApartmentPhoto, ApartmentPhotos } from './ports.ts';

export class GetApartmentPhoto {
  constructor(private readonly photos: ApartmentPhotos) {}

  async execute({ apartmentId, photoId }: { apartmentId: string; photoId: string }): Promise<ApartmentPhoto> {
    const photo = await this.photos.byId(apartmentId, photoId);
    if (!photo) throw new DomainError('APARTMENT.NOT_FOUND', 'No such photo');
    return photo;
  }
}
