import { createMikroOrmPersistence } from '../../../adapters/persistence/mikro-orm/mikro-orm-persistence.ts';
import { seedSqlite } from './seed.ts';
import { openSqlite } from './sqlite.ts';

/**
 * A SQLite file for a section that loads the server over HTTP: the real migrations, `apartments` flats, and a member
 * signed in as `email`, whose own row the signed-in read answers with.
 */
export async function benchDatabase(path: string, { apartments, email }: { apartments: number; email: string }) {
  await (await createMikroOrmPersistence(`sqlite:${path}`)).close();
  seedSqlite(path, { apartments, payments: 0 });
  const db = openSqlite(path);
  try {
    // The email is the section's own constant, never input.
    db.exec(
      `insert into users (id, email, name, photo_url, role) values ('bench-user', '${email}', 'Bench', '', 'member')`,
    );
  } finally {
    db.close();
  }
}
