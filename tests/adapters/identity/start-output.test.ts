/**
 * What `npm start`'s entry says as it starts, run as a real process on a building of its own: the migrations it
 * applied, and the demo residents' logins only where the demo seed made them.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../../adapters/persistence/mikro-orm/migrations/index.ts';
import { embeddedBuildings } from './support/embedded-building.ts';

const building = embeddedBuildings();

/** The demo logins a start prints after it listens, once all of them (and the blank line closing them) are in. */
const LOGINS = / {2}Demo admin: [^\n]*\n(?: {2}Demo resident: [^\n]*\n)*\n/;
async function logins(server: { output(): string }): Promise<string> {
  await expect.poll(() => LOGINS.test(server.output()), { timeout: 30_000 }).toBe(true);
  return LOGINS.exec(server.output())![0];
}

describe('what a start says', () => {
  it('names the migrations it applied, and prints the demo residents’ logins only where the demo seed made them', async () => {
    const seeded = await building();
    let server = await seeded.start({ LOG_LEVEL: 'info' });
    const names = MIGRATIONS.sqlite.map((m) => m.name);
    const applied = server
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { msg: string; migrations?: string[] })
      .find((l) => l.migrations);
    expect(applied).toMatchObject({
      migrations: names,
      msg: `Applied ${names.length} migration(s): ${names.join(', ')}. Database is up to date.`,
    });
    expect(await logins(server)).toContain('Demo resident: nadia@lakeview.test / Member123');
    expect(await server.stop('SIGTERM')).toBe(0);

    // A building whose flats were imported: no demo residents, no logins for them, no accounts made for them.
    const imported = await building();
    const csv = join(imported.dir, 'flats.csv');
    writeFileSync(csv, 'block,floor,number,rent\nA,1,A101,15000\nA,1,A102,15000\nB,2,B201,18000\n');
    expect(await imported.cli('import', csv)).toMatchObject({ code: 0 });
    server = await imported.start({ LOG_LEVEL: 'info' });
    const printed = await logins(server);
    expect(printed).toContain('Demo admin: admin@lakeview.test');
    expect(printed).not.toContain('Demo resident');
    expect(server.output()).not.toContain('migration(s)');
    expect(await imported.signIn('nadia@lakeview.test', 'Member123')).toBeUndefined();
    expect(await server.stop('SIGTERM')).toBe(0);
  }, 300_000);
});
