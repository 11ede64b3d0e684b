import { createMikroOrmPersistence } from '../../../adapters/persistence/mikro-orm/mikro-orm-persistence.ts';
import { seedSqlite } from './seed.ts';
import { openSqlite, type Statement } from './sqlite.ts';

/**
 * A SQLite file for a section that loads the server over HTTP: the real migrations, `apartments` flats, and members
 * signed in as `email` (and as each of `others`), whose own rows the signed-in read answers with.
 */
export async function benchDatabase(
  path: string,
  { apartments, email, others = [] }: { apartments: number; email: string; others?: readonly string[] },
) {
  await (await createMikroOrmPersistence(`sqlite:${path}`)).close();
  seedSqlite(path, { apartments, payments: 0 });
  const db = openSqlite(path);
  try {
    const insert = db.prepare(
      `insert into users (id, email, name, photo_url, role) values (?, ?, 'Bench', '', 'member')`,
    ) as Statement & { run(...values: unknown[]): unknown };
    for (const [i, member] of [email, ...others].entries())
      insert.run(i === 0 ? 'bench-user' : `bench-user-${i}`, member);
  } finally {
    db.close();
  }
}
