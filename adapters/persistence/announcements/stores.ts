import type { Persistence } from '../persistence.ts';
import { areaStores } from '../area-stores.ts';
import { AnnouncementRow } from './entity.ts';
import { MemoryAnnouncements } from './memory.ts';
import { MikroOrmAnnouncements } from './repository.ts';

/** The announcements area's tables, and its stores in memory and in the database. */
export const announcementsStores = areaStores<Pick<Persistence, 'announcements'>>({
  entities: [AnnouncementRow],
  memory: (tables) => ({ announcements: new MemoryAnnouncements(tables) }),
  sql: ({ db }) => ({ announcements: new MikroOrmAnnouncements(db) }),
});
