import type { Persistence } from '../persistence.ts';
import { areaStores } from '../area-stores.ts';
import { StaffMemberRow, VisitRow, VisitorSettingsRow } from './entity.ts';
import { MemoryStaffRoster, MemoryVisitorSettings, MemoryVisits } from './memory.ts';
import { MikroOrmStaffRoster, MikroOrmVisitorSettings, MikroOrmVisits } from './repository.ts';

/** The front desk area's tables, and its stores in memory and in the database. */
export const frontDeskStores = areaStores<Pick<Persistence, 'staffRoster' | 'visits' | 'visitorSettings'>>({
  entities: [StaffMemberRow, VisitorSettingsRow, VisitRow],
  memory: (tables) => ({
    staffRoster: new MemoryStaffRoster(tables),
    visits: new MemoryVisits(tables),
    visitorSettings: new MemoryVisitorSettings(tables),
  }),
  sql: ({ db }) => ({
    staffRoster: new MikroOrmStaffRoster(db),
    visits: new MikroOrmVisits(db),
    visitorSettings: new MikroOrmVisitorSettings(db),
  }),
});
