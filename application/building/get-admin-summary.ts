import { occupancy, type Occupancy } from '../../domain/apartments/apartment.ts';
import type { Apartments } from '../apartments/ports.ts';
import type { Users } from '../members/ports.ts';

export interface AdminSummary extends Occupancy {
  readonly totalUsers: number;
  readonly totalMembers: number;
}

export class GetAdminSummary {
  constructor(
    private readonly apartments: Apartments,
    private readonly users: Users,
  ) {}

  async execute(): Promise<AdminSummary> {
    const [totalRooms, rented, totalUsers, totalMembers] = await Promise.all([
      this.apartments.count(),
      this.apartments.countRented(),
      this.users.count(),
      this.users.countByRole('member'),
    ]);
    return { ...occupancy(totalRooms, rented), totalUsers, totalMembers };
  }
}
