import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { cacheStatements } from '../../../adapters/persistence/mikro-orm/statement-cache.ts';

interface Statement {
  all(...params: unknown[]): Record<string, unknown>[];
  run(...params: unknown[]): unknown;
}
interface Database {
  prepare(sql: string): Statement;
  exec(sql: string): void;
  close(): void;
}
const Sqlite = createRequire(import.meta.url)('better-sqlite3') as new (path: string) => Database;

function database() {
  const db = new Sqlite(':memory:');
  db.exec('create table t (id integer primary key, name text)');
  cacheStatements(db, 3);
  return db;
}

describe('the SQLite statement cache', () => {
  it('prepares a statement once and reuses it, with the values bound on each run', () => {
    const db = database();
    const insert = db.prepare('insert into t (name) values (?)');
    expect(db.prepare('insert into t (name) values (?)')).toBe(insert);
    insert.run('a');
    db.prepare('insert into t (name) values (?)').run('b');
    const byName = db.prepare('select name from t where name = ?');
    expect(byName.all('a')).toEqual([{ name: 'a' }]);
    expect(db.prepare('select name from t where name = ?').all('b')).toEqual([{ name: 'b' }]);
    db.close();
  });

  it('keeps at most its bound, dropping the oldest statement first', () => {
    const db = database();
    const first = db.prepare('select 1');
    const second = db.prepare('select 2');
    db.prepare('select 3');
    db.prepare('select 4');
    expect(db.prepare('select 2')).toBe(second);
    expect(db.prepare('select 1')).not.toBe(first);
    db.close();
  });

  it('answers with the new schema after the table changes under a kept statement', () => {
    const db = database();
    db.prepare('insert into t (name) values (?)').run('a');
    expect(db.prepare('select * from t').all()).toEqual([{ id: 1, name: 'a' }]);
    db.exec('alter table t add column floor integer not null default 3');
    expect(db.prepare('select * from t').all()).toEqual([{ id: 1, name: 'a', floor: 3 }]);
    db.close();
  });
});
