import type { SavedBuilding } from '../../../domain/building/building.ts';
import type { BuildingDetails } from '../../../application/building/ports.ts';
import type { Db } from '../mikro-orm/db.ts';
import { BuildingDetailsRow } from './entity.ts';

/** One row, id 1, made by its migration with version 0 (never saved); a save is an update on the version read. */
export class MikroOrmBuildingDetails implements BuildingDetails {
  constructor(private readonly db: Db) {}

  get(): Promise<SavedBuilding | undefined> {
    return this.db.run(async (em) => {
      const row = await em.findOne(BuildingDetailsRow, { id: 1 }, { disableIdentityMap: true });
      if (!row || row.version === 0) return undefined;
      const { name, address, phone, email, emergencyPhone, version } = row;
      // PostgreSQL's driver may hand a double precision column back as text.
      return {
        name,
        address,
        latitude: Number(row.latitude),
        longitude: Number(row.longitude),
        phone,
        email,
        emergencyPhone,
        version,
      };
    });
  }

  save(next: SavedBuilding, fromVersion: number): Promise<boolean> {
    return this.db.write(
      async (em) => (await em.nativeUpdate(BuildingDetailsRow, { id: 1, version: fromVersion }, { ...next })) === 1,
    );
  }
}
