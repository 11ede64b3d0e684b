import type { ApartmentFilter, ListedApartment } from '../../domain/apartments/apartment.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import { APARTMENT_PAGE_SIZE, type Page } from '../../domain/shared/paging.ts';
import type { Apartments } from './ports.ts';

export interface ListApartmentsInput extends ApartmentFilter {
  readonly page?: number;
  readonly limit?: number;
}

export class ListApartments {
  constructor(private readonly apartments: Apartments) {}

  async execute({
    page = 1,
    limit = APARTMENT_PAGE_SIZE,
    minRent,
    maxRent,
    availableOnly = false,
  }: ListApartmentsInput): Promise<Page<ListedApartment>> {
    if (minRent !== undefined && maxRent !== undefined && minRent > maxRent) {
      throw new DomainError('VALIDATION.INVALID_INPUT', 'minRent must not be greater than maxRent');
    }
    return this.apartments.page({ minRent, maxRent, availableOnly }, { page, limit });
  }
}
