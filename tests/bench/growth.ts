/**
 * The `growth` section: does a read slow down as the building grows? The apartments page (rent filter; page 1
 * and random pages) and one member's payment history, timed at the repository (where growth would come from:
 * plans, counts, offsets), on a small and a large database of each kind, both open at once and timed interleaved.
 * Growth = large p50 / small p50, target within 2x. The page cache is off (every page read from the database): a page
 * answered from memory says nothing about indexes and paging, and the small building would fit in it whole.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMikroOrmPersistence } from '../../adapters/persistence/mikro-orm/mikro-orm-persistence.ts';
import type { Persistence } from '../../adapters/persistence/persistence.ts';
import { round, timeInterleaved } from './support/load.ts';
import type { Line, SectionResult } from './support/report.ts';
import {
  dropPostgresSchema,
  MONTHS_PER_MEMBER,
  RENT_FILTER,
  seedPostgres,
  seedSqlite,
  type Sizes,
} from './support/seed.ts';

export interface GrowthOptions {
  readonly small: Sizes;
  readonly large: Sizes;
  readonly postgresUrl?: string;
  readonly calls: number;
}

const PAGE = 6;
const UNCACHED = { cachedPages: 0 } as const;
const pick = (n: number) => 1 + Math.floor(Math.random() * n);

interface Opened {
  readonly store: Persistence;
  readonly sizes: Sizes;
  readonly filtered: number;
  close(): Promise<void>;
}

/** The three reads, for one database. */
function reads({ store, sizes, filtered }: Opened): Record<string, () => Promise<unknown>> {
  const pages = Math.max(1, Math.ceil(filtered / PAGE));
  const members = Math.ceil(sizes.payments / MONTHS_PER_MEMBER);
  return {
    'apartments page 1 (filtered)': () => store.apartments.page(RENT_FILTER, { page: 1, limit: PAGE }),
    'apartments any page (filtered)': () => store.apartments.page(RENT_FILTER, { page: pick(pages), limit: PAGE }),
    "a member's payment history": async () => {
      const history = await store.payments.listFor(`member-${pick(members)}@bench.test`);
      if (history.length !== MONTHS_PER_MEMBER)
        throw new Error(`expected ${MONTHS_PER_MEMBER} payments, got ${history.length}`);
    },
  };
}

async function opened(store: Persistence, sizes: Sizes, cleanUp: () => Promise<void>): Promise<Opened> {
  const filtered = (await store.apartments.page(RENT_FILTER, { page: 1, limit: PAGE })).total;
  return { store, sizes, filtered, close: async () => (await store.close(), await cleanUp()) };
}

async function openSqlite(sizes: Sizes): Promise<Opened> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-growth-'));
  const path = join(dir, 'growth.sqlite');
  await (await createMikroOrmPersistence(`sqlite:${path}`)).close();
  seedSqlite(path, sizes);
  return opened(await createMikroOrmPersistence(`sqlite:${path}`, UNCACHED), sizes, async () =>
    rmSync(dir, { recursive: true, force: true }),
  );
}

async function openPostgres(url: string, sizes: Sizes): Promise<Opened> {
  const schema = `bench_growth_${process.pid}_${sizes.apartments}`;
  await dropPostgresSchema(url, schema);
  await (await createMikroOrmPersistence(url, { schema })).close();
  await seedPostgres(url, schema, sizes);
  return opened(await createMikroOrmPersistence(url, { schema, ...UNCACHED }), sizes, () =>
    dropPostgresSchema(url, schema),
  );
}

const label = (s: Sizes) =>
  `${s.apartments / 1000}k apts/${s.payments >= 1e6 ? `${s.payments / 1e6}M` : `${s.payments / 1000}k`} pays`;

export async function benchGrowth({ small, large, postgresUrl, calls }: GrowthOptions): Promise<SectionResult> {
  const lines: Line[] = [];
  const data: Record<string, unknown> = {};
  const engines: [string, (s: Sizes) => Promise<Opened>][] = [['sqlite', openSqlite]];
  if (postgresUrl) engines.push(['postgresql', (s) => openPostgres(postgresUrl, s)]);
  for (const [engine, open] of engines) {
    console.log(`  ${engine}: seeding ${label(small)} and ${label(large)}`);
    const started = performance.now();
    const a = await open(small);
    const b = await open(large).catch(async (e) => (await a.close(), Promise.reject(e)));
    const seconds = round((performance.now() - started) / 1000, 1);
    try {
      const [ra, rb] = [reads(a), reads(b)];
      const timings: Record<string, unknown> = {};
      for (const name of Object.keys(ra)) {
        const [s, l] = (await timeInterleaved([ra[name]!, rb[name]!], calls)) as [
          { p50: number; p95: number },
          { p50: number; p95: number },
        ];
        const growth = round(l.p50 / s.p50);
        timings[name] = { small: s, large: l, growth };
        lines.push({
          section: `growth ${engine}`,
          name,
          figures: `${label(small)}: p50 ${s.p50} p95 ${s.p95} ms | ${label(large)}: p50 ${l.p50} p95 ${l.p95} ms | growth p50 ${growth}x, p95 ${round(l.p95 / s.p95)}x`,
          target: 'growth <= 2x',
          met: growth <= 2,
        });
      }
      data[engine] = { small, large, filtered: [a.filtered, b.filtered], setupSeconds: seconds, timings };
    } finally {
      await a.close();
      await b.close();
    }
  }
  if (!postgresUrl)
    lines.push({
      section: 'growth postgresql',
      name: 'skipped',
      figures: 'not run: smoke run, or no TEST_DATABASE_URL',
    });
  return { lines, data };
}
