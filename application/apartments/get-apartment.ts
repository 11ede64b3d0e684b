import { isRetired, type ListedApartment } from '../../domain/apartments/apartment.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import type { Apartments } from './ports.ts';

/** One listed flat, as the catalogue shows it: a retired one is no longer there. */
export class GetApartment {
  constructor(private readonly apartments: Apartments) {}

  async execute(id: string): Promise<ListedApartment> {
    const flat = (await this.apartments.listAll()).find((a) => a.id === id);
    if (!flat || isRetired(flat)) throw new DomainError('APARTMENT.NOT_FOUND', 'No such apartment');
    return flat;
  }
}
