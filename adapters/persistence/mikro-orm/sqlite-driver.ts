/** better-sqlite3, the driver MikroORM uses for SQLite, loaded directly (the package ships no types). */
import { createRequire } from 'node:module';

export interface Statement {
  all(...params: unknown[]): unknown[];
  get(...params: unknown[]): unknown;
}

export interface SqliteDb {
  pragma(sql: string): unknown;
  exec(sql: string): void;
  prepare(sql: string): Statement;
  transaction<T>(work: () => T): () => T;
  close(): void;
}

type Open = (path: string, options?: { fileMustExist?: boolean; timeout?: number }) => SqliteDb;

export const openSqlite = createRequire(import.meta.url)('better-sqlite3') as unknown as Open;
