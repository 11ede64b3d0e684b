import type { Building, SavedBuilding } from '../../domain/building/building.ts';
import type { BuildingDetails } from './ports.ts';

/** The building's details as saved, or, until the admin first saves them, the configured defaults (version 0). */
export class GetBuilding {
  constructor(
    private readonly building: BuildingDetails,
    private readonly defaults: Building,
  ) {}

  async execute(): Promise<SavedBuilding> {
    return (await this.building.get()) ?? { ...this.defaults, version: 0 };
  }
}
