/**
 * Backups of the embedded database: a consistent copy of a live SQLite file (SQLite's online backup copies pages
 * under its own locks, so a server writing meanwhile never leaves a half-written transaction in the copy), and a
 * restore that only accepts a database of this product and keeps the file it replaces.
 */
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import { openSqlite, type SqliteDb } from './mikro-orm/sqlite-driver.ts';

type BackupDb = SqliteDb & { backup(destination: string): Promise<unknown> };

/** The tables every database of this product has, whatever its migration. */
const PRODUCT_TABLES = ['mikro_orm_migrations', 'apartments', 'users', 'agreements', 'payments'];

export async function backupSqlite(dbFile: string, destination: string): Promise<{ migration: string }> {
  if (!existsSync(dbFile)) throw new Error(`there is no database at ${dbFile}`);
  if (existsSync(destination)) throw new Error(`${destination} already exists: choose a new file name`);
  const db = openSqlite(dbFile, { fileMustExist: true, timeout: 5000 }) as BackupDb;
  try {
    await db.backup(destination);
  } catch (error) {
    rmSync(destination, { force: true });
    throw error;
  } finally {
    db.close();
  }
  return describeBackup(destination);
}

/** Checks that `file` is an intact database of this product; answers its latest migration. */
export function describeBackup(file: string): { migration: string } {
  if (!existsSync(file)) throw new Error(`there is no file at ${file}`);
  let db: SqliteDb;
  try {
    db = openSqlite(file, { fileMustExist: true });
  } catch {
    throw new Error(`${file} is not a SQLite database`);
  }
  try {
    const tables = new Set(
      (db.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map(
        (t) => t.name,
      ),
    );
    const missing = PRODUCT_TABLES.filter((t) => !tables.has(t));
    if (missing.length)
      throw new Error(`${file} is not a Lakeview Residency database (no ${missing.join(', ')} table)`);
    const check = db.pragma('integrity_check') as { integrity_check: string }[];
    if (check[0]?.integrity_check !== 'ok') throw new Error(`${file} is damaged: ${check[0]?.integrity_check}`);
    const last = db.prepare('select name from mikro_orm_migrations order by id desc limit 1').get() as
      { name: string } | undefined;
    return { migration: last?.name ?? 'none' };
  } catch (error) {
    if (error instanceof Error && error.message.startsWith(file)) throw error;
    if ((error as { code?: string }).code === 'SQLITE_NOTADB') throw new Error(`${file} is not a SQLite database`);
    throw new Error(
      `${file} is not a Lakeview Residency database (${error instanceof Error ? error.message : String(error)})`,
    );
  } finally {
    db.close();
  }
}

/**
 * Puts `backup` in place of `dbFile`. Refuses while a server may have the database open (its write-ahead log is there:
 * stop the server first); the replaced database is kept as `<dbFile>.before-restore-<time>`.
 */
export function restoreSqlite(
  backup: string,
  dbFile: string,
  now = new Date(),
): { keptAs?: string; migration: string } {
  const { migration } = describeBackup(backup);
  if (existsSync(`${dbFile}-wal`))
    throw new Error(
      `${dbFile} is in use (its write-ahead log is there): stop the server first, then restore. ` +
        'If no server runs (it stopped abruptly), run npm run cli -- migrate once to close the database cleanly.',
    );
  let keptAs: string | undefined;
  if (existsSync(dbFile)) {
    keptAs = `${dbFile}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dbFile, keptAs);
    for (const side of ['-shm', '-journal']) if (existsSync(dbFile + side)) rmSync(dbFile + side);
  }
  cpSync(backup, dbFile);
  return { keptAs, migration };
}
