export { openSqlite, type SqliteDb, type Statement } from '../../../adapters/persistence/mikro-orm/sqlite-driver.ts';
