import { byLabel, type ParkingSpace } from '../../../domain/parking/parking.ts';
import { DomainError } from '../../../domain/shared/errors.ts';
import type { ParkingSpaces } from '../../../application/parking/ports.ts';
import { READ, type Db } from '../mikro-orm/db.ts';
import { ParkingSpaceRow } from './entity.ts';

const toDomain = (r: ParkingSpaceRow): ParkingSpace => ({
  id: r.id,
  label: r.label,
  ...(r.memberEmail ? { memberEmail: r.memberEmail } : {}),
});

/** Labels and members are each unique through the migrations' unique indexes. */
export class MikroOrmParkingSpaces implements ParkingSpaces {
  constructor(private readonly db: Db) {}

  list(): Promise<ParkingSpace[]> {
    // Ordered here, not in SQL: "P-2" comes before "P-10", which neither database's text order gives.
    return this.db.run(async (em) => (await em.find(ParkingSpaceRow, {}, READ)).map(toDomain).sort(byLabel));
  }

  async add(space: ParkingSpace): Promise<void> {
    await this.db.write((em) => em.insert(ParkingSpaceRow, { id: space.id, label: space.label, memberEmail: null }));
  }

  async assign(space: ParkingSpace): Promise<void> {
    const updated = await this.db.write((em) =>
      em.nativeUpdate(ParkingSpaceRow, { id: space.id }, { memberEmail: space.memberEmail ?? null }),
    );
    if (updated !== 1) throw new DomainError('PARKING.NOT_FOUND', 'There is no such parking space');
  }
}
