import type { Persistence } from '../persistence.ts';
import { areaStores } from '../area-stores.ts';
import { CachedApartments } from './cached-repository.ts';
import { ApartmentPhotoRow, ApartmentRow } from './entity.ts';
import { MemoryApartmentPhotos, MemoryApartments } from './memory.ts';
import { MikroOrmApartmentPhotos } from './photos-repository.ts';
import { MikroOrmApartments } from './repository.ts';

/** The apartments area's tables, and its stores in memory and in the database. */
export const apartmentsStores = areaStores<Pick<Persistence, 'apartments' | 'photos'>>({
  entities: [ApartmentRow, ApartmentPhotoRow],
  memory: (tables) => ({ apartments: new MemoryApartments(tables), photos: new MemoryApartmentPhotos(tables) }),
  sql: ({ db, options }) => ({
    apartments: new CachedApartments(new MikroOrmApartments(db), db, options.cachedPages),
    photos: new MikroOrmApartmentPhotos(db),
  }),
});
