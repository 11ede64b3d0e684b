/**
 * The largest flats import the limits allow, over the real HTTP stack and a real database (the embedded default, a
 * SQLite file, and PostgreSQL): the server keeps answering everyone else while it runs, and a larger file is refused
 * in words before anything is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMPORT_ROWS } from '../../../domain/apartments/apartment.ts';
import { createMikroOrmPersistence } from '../../../adapters/persistence/mikro-orm/mikro-orm-persistence.ts';
import type { Persistence } from '../../../adapters/persistence/persistence.ts';
import { startTestApi, type TestApi } from '../../support/api.ts';
import { dropSchema, tempSqliteUrl, TEST_DATABASE_URL, uniqueSchema } from '../persistence/stores.ts';
import { announceSkippedPostgres } from '../persistence/notice.ts';

announceSkippedPostgres();

const STORES: { name: string; skip?: string; open(): Promise<{ store: Persistence; dispose(): Promise<void> }> }[] = [
  {
    name: 'a SQLite file',
    async open() {
      const file = tempSqliteUrl();
      return { store: await createMikroOrmPersistence(file.url), dispose: async () => file.cleanup() };
    },
  },
  {
    name: 'PostgreSQL',
    ...(TEST_DATABASE_URL ? {} : { skip: 'TEST_DATABASE_URL is not set' }),
    async open() {
      const schema = uniqueSchema('import');
      return {
        store: await createMikroOrmPersistence(TEST_DATABASE_URL!, { schema }),
        dispose: () => dropSchema(TEST_DATABASE_URL!, schema),
      };
    },
  },
];

/** A spreadsheet of `rows` new flats in block Z, every row valid. */
const flats = (rows: number) =>
  ['block,floor,number,rent', ...Array.from({ length: rows }, (_, i) => `Z,${1 + (i % 400)},Z${i + 1},${10_000 + i}`)]
    .join('\n')
    .concat('\n');

describe.each(STORES)('importing flats over $name', ({ skip, open }) => {
  let api: TestApi;
  let admin: string;
  let dispose: () => Promise<void>;
  /** Resolves when the import first reaches the building's flats in the store: it is under way. */
  let reachedStore: Promise<void>;

  beforeAll(async () => {
    if (skip) return;
    const opened = await open();
    dispose = opened.dispose;
    let reached!: () => void;
    reachedStore = new Promise((resolve) => (reached = resolve));
    // The store itself, unchanged: it only says when it is first asked about flats after the start.
    const watched = new Proxy(opened.store.apartments, {
      get(target, name, receiver) {
        const value = Reflect.get(target, name, receiver);
        return typeof value !== 'function'
          ? value
          : (...args: unknown[]) => {
              if (importing) reached();
              return value.apply(target, args);
            };
      },
    });
    api = await startTestApi({ persistence: { ...opened.store, apartments: watched } });
    admin = await api.admin('import-admin');
  });
  afterAll(async () => {
    if (skip) return;
    await api?.close();
    await dispose?.();
  });

  let importing = false;
  const importCsv = (csv: string) =>
    fetch(`${api.url}/api/admin/apartments/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'text/csv' },
      body: csv,
    });

  it.skipIf(skip !== undefined)(
    'answers reads sent while the largest import allowed is under way before that import finishes, and imports it all',
    async () => {
      const finished: string[] = [];
      importing = true;
      const imported = importCsv(flats(MAX_IMPORT_ROWS)).then(async (res) => {
        finished.push('import');
        return { status: res.status, body: await res.json() };
      });
      await reachedStore;
      const paths = ['/api/config', '/api/health', '/api/apartments?limit=6&page=1', '/api/apartments?limit=6&page=2'];
      const reads = paths.map((path) =>
        api.call('GET', path).then((res) => {
          finished.push(path);
          return res.status;
        }),
      );
      expect(await Promise.all(reads)).toEqual(paths.map(() => 200));
      expect(await imported).toEqual({ status: 201, body: { imported: MAX_IMPORT_ROWS } });
      importing = false;
      // Every read was answered while the import was still running.
      expect(finished.at(-1)).toBe('import');
      const page = (await api.call('GET', '/api/apartments?limit=1&page=1&minRent=0')).body;
      expect(page.total).toBeGreaterThanOrEqual(MAX_IMPORT_ROWS);
    },
  );

  it.skipIf(skip !== undefined)('refuses a file of more flats than that in words, and adds none of them', async () => {
    const before = (await api.call('GET', '/api/admin/apartments', { token: admin })).body.apartments.length;
    const refused = await importCsv(
      flats(MAX_IMPORT_ROWS + 1)
        .replaceAll('Z,', 'Y,')
        .replaceAll(',Z', ',Y'),
    );
    expect(refused.status).toBe(413);
    expect(await refused.json()).toMatchObject({
      code: 'APARTMENT.IMPORT_TOO_MANY_ROWS',
      message: `A spreadsheet may load at most ${MAX_IMPORT_ROWS} flats; split it into smaller files and load them one by one`,
    });
    expect((await api.call('GET', '/api/admin/apartments', { token: admin })).body.apartments).toHaveLength(before);
  });
});
