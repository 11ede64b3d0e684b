import type { ListedApartment } from '../../domain/apartments/apartment.ts';
import type { Apartments } from './ports.ts';

/** Every flat of the building, retired ones too, for the admin. */
export class ListBuildingApartments {
  constructor(private readonly apartments: Apartments) {}

  execute(): Promise<ListedApartment[]> {
    return this.apartments.listAll();
  }
}
