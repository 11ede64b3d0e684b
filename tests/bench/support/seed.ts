/**
 * Bulk data for the benchmarks, inserted with raw SQL straight through the driver (a million payments through the
 * ORM would take minutes). The tables come from the real migrations; only the rows are made here.
 *
 * Shape: rents spread evenly over 1000..9999 (so a rent filter keeps a fixed share of the building), every fifth
 * apartment rented (an accepted agreement, so "available" has to be computed), and payments in histories of
 * twelve months per member (so a member's history is the same size whatever the table holds).
 */
import pg from 'pg';
import { openSqlite } from './sqlite.ts';

export const MONTHS_PER_MEMBER = 12;
export const BENCH_MEMBER = 'member-1@bench.test';
/** The filter every apartments benchmark uses: about a third of the building. */
export const RENT_FILTER = { minRent: 3000, maxRent: 6000 } as const;

export interface Sizes {
  readonly apartments: number;
  readonly payments: number;
}

type Dialect = 'sqlite' | 'postgresql';

/** A 1..n integer series named s(n): a recursive CTE on SQLite, generate_series on PostgreSQL. */
const series = (d: Dialect, n: number) =>
  d === 'sqlite'
    ? `with recursive s(n) as (select 1 union all select n + 1 from s where n < ${n}) `
    : `with s(n) as (select generate_series(1, ${n})) `;

const pad = (d: Dialect, expr: string) =>
  d === 'sqlite' ? `printf('%07d', ${expr})` : `lpad((${expr})::text, 7, '0')`;
const text = (d: Dialect, expr: string) => (d === 'sqlite' ? `(${expr})` : `(${expr})::text`);
/** Epoch seconds to the column type MikroORM uses: milliseconds on SQLite, timestamptz on PostgreSQL. */
const instant = (d: Dialect, seconds: string) =>
  d === 'sqlite' ? `((${seconds}) * 1000)` : `to_timestamp(${seconds})`;

export function seedStatements(d: Dialect, { apartments, payments }: Sizes): string[] {
  const members = Math.ceil(payments / MONTHS_PER_MEMBER);
  const month = `((n - 1) % ${MONTHS_PER_MEMBER} + 1)`;
  const member = `((n - 1) / ${MONTHS_PER_MEMBER} + 1)`;
  return [
    `${series(d, apartments)}insert into apartments (id, image, floor, block, number, rent)
       select 'apt-' || ${pad(d, 'n')}, '/images/apartments/' || ${text(d, 'n % 12')} || '.jpg',
              n % 20 + 1, 'B' || ${text(d, 'n % 7')}, ${text(d, 'n')}, 1000 + (n * 7919) % 9000 from s`,
    `${series(d, Math.floor(apartments / 5))}insert into agreements
       (id, user_email, user_name, apartment_id, floor, block, number, rent, status, request_date, decided_at, ended_at)
       select 'agr-' || ${pad(d, 'n')}, 'tenant-' || ${text(d, 'n')} || '@bench.test', 'Tenant', 'apt-' || ${pad(d, 'n * 5')},
              1, 'B', ${text(d, 'n * 5')}, 1000, 'accepted', ${instant(d, '1735689600')}, ${instant(d, '1735689600')}, null from s`,
    `${series(d, members * MONTHS_PER_MEMBER)}insert into payments
       (id, user_email, user_name, floor, block, number, rent, month, month_key, discount, amount_minor, coupon_code,
        status, transaction_id, paid_at)
       select 'pay-' || ${pad(d, 'n')}, 'member-' || ${text(d, member)} || '@bench.test', 'Member', 1, 'B', '1', 5000,
              '2025-' || ${d === 'sqlite' ? `printf('%02d', ${month})` : `lpad(${month}::text, 2, '0')`},
              '2025-' || ${d === 'sqlite' ? `printf('%02d', ${month})` : `lpad(${month}::text, 2, '0')`},
              0, 500000, null, 'paid', 'tx-' || ${pad(d, 'n')}, ${instant(d, `1735689600 + ${month} * 2592000`)} from s`,
  ];
}

export function seedSqlite(path: string, sizes: Sizes): void {
  const db = openSqlite(path);
  try {
    db.pragma('journal_mode = WAL');
    db.transaction(() => seedStatements('sqlite', sizes).forEach((sql) => db.exec(sql)))();
    db.exec('analyze');
  } finally {
    db.close();
  }
}

export async function seedPostgres(url: string, schema: string, sizes: Sizes): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`set search_path to "${schema}"`);
    await client.query('begin');
    for (const sql of seedStatements('postgresql', sizes)) await client.query(sql);
    await client.query('commit');
    // What autovacuum does soon after a bulk load: statistics, and the visibility map index-only scans rely on.
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}

export async function dropPostgresSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}
