/**
 * SQLite statements are prepared once per text and kept on their own connection (a bounded number, least recently used
 * going first), and a kept statement answers with the values of each call and the rows as they are now.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { openSqlite, type SqliteDb, type Statement } from '../../../adapters/persistence/mikro-orm/sqlite-driver.ts';
import { keepPreparedStatements } from '../../../adapters/persistence/mikro-orm/sqlite-statements.ts';

const open: SqliteDb[] = [];
afterEach(() => {
  for (const db of open.splice(0)) db.close();
});

function connection() {
  const raw = openSqlite(':memory:');
  open.push(raw);
  raw.exec('create table flats (id text primary key, rent integer)');
  const prepared = vi.spyOn(raw, 'prepare');
  // Writes run their statement; the driver's own type lists only what the product's reads use.
  const db = raw as Omit<SqliteDb, 'prepare'> & { prepare(sql: string): Statement & { run(...p: unknown[]): unknown } };
  return { db, prepared };
}

it('prepares a text once and answers each call with its own values and the rows as they are now', () => {
  const { db, prepared } = connection();
  keepPreparedStatements(db);
  const insert = (id: string, rent: number) => db.prepare('insert into flats (id, rent) values (?, ?)').run(id, rent);
  const rentOf = (id: string) => (db.prepare('select rent from flats where id = ?').get(id) as { rent: number }).rent;
  insert('a', 1000);
  insert('b', 2000);
  expect(rentOf('a')).toBe(1000);
  db.prepare('update flats set rent = ? where id = ?').run(1500, 'a');
  expect([rentOf('a'), rentOf('b')]).toEqual([1500, 2000]);
  expect(prepared.mock.calls.map(([sql]) => sql)).toEqual([
    'insert into flats (id, rent) values (?, ?)',
    'select rent from flats where id = ?',
    'update flats set rent = ? where id = ?',
  ]);
});

it('keeps at most the given number, preparing again a text it let go', () => {
  const { db, prepared } = connection();
  keepPreparedStatements(db, 2);
  const ask = (n: number) => db.prepare(`select ${n} as n`).get();
  ask(1);
  ask(2);
  ask(1); // kept, and now the most recently used
  ask(3); // lets 2 go
  ask(1);
  ask(2);
  expect(prepared.mock.calls.map(([sql]) => sql)).toEqual([
    'select 1 as n',
    'select 2 as n',
    'select 3 as n',
    'select 2 as n',
  ]);
});

it('still works after the schema changed under a kept statement', () => {
  const { db } = connection();
  keepPreparedStatements(db);
  db.prepare('insert into flats (id, rent) values (?, ?)').run('a', 1000);
  expect(db.prepare('select * from flats').all()).toEqual([{ id: 'a', rent: 1000 }]);
  db.exec('alter table flats add column floor integer default 3');
  expect(db.prepare('select * from flats').all()).toEqual([{ id: 'a', rent: 1000, floor: 3 }]);
  db.prepare('insert into flats (id, rent) values (?, ?)').run('b', 2000);
  expect(db.prepare('select * from flats').all()).toHaveLength(2);
});

it('keeps each connection’s statements to itself: the same text on two databases reads each one’s rows', () => {
  const first = connection();
  const second = connection();
  keepPreparedStatements(first.db);
  keepPreparedStatements(second.db);
  first.db.prepare('insert into flats (id, rent) values (?, ?)').run('a', 1000);
  second.db.prepare('insert into flats (id, rent) values (?, ?)').run('b', 2000);
  expect(first.db.prepare('select * from flats').all()).toEqual([{ id: 'a', rent: 1000 }]);
  expect(second.db.prepare('select * from flats').all()).toEqual([{ id: 'b', rent: 2000 }]);
  expect(first.db.prepare('select * from flats').all()).toEqual([{ id: 'a', rent: 1000 }]);
});
