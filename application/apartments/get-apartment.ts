import { isRetired, type ListedApartment } from '../../domain/apartments/apartment.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import type { Agreements } from '../agreements/ports.ts';
import type { Apartments } from './ports.ts';

/** One listed flat, as the catalogue shows it: free unless a lease holds it; a retired one is no longer there. */
export class GetApartment {
  constructor(
    private readonly apartments: Pick<Apartments, 'byId'>,
    private readonly agreements: Pick<Agreements, 'isRented'>,
  ) {}

  async execute(id: string): Promise<ListedApartment> {
    const flat = await this.apartments.byId(id);
    if (!flat || isRetired(flat)) throw new DomainError('APARTMENT.NOT_FOUND', 'No such apartment');
    return { ...flat, available: !(await this.agreements.isRented(id)) };
  }
}
