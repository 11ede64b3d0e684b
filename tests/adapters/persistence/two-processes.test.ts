/**
 * The races of the concurrency contract, run by two processes at once on one database, as two server instances
 * would run them: each its own event loop and its own connection, so on SQLite only the file's lock, its indexes and
 * the conditional updates can decide them. Each race must come to the one outcome its rule allows, and the two
 * processes' attempts must have been in flight together.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/core';
import { createMikroOrmPersistence, openOrm } from '../../../adapters/persistence/mikro-orm/mikro-orm-persistence.ts';
import type { Persistence } from '../../../adapters/persistence/persistence.ts';
import { dropSchema, TEST_DATABASE_URL, tempSqliteUrl, uniqueSchema, wipe } from './stores.ts';
import { N, RACES, type Race, type RaceName } from './two-processes/scenarios.ts';

const RACER = fileURLToPath(new URL('./two-processes/racer.ts', import.meta.url));

interface Answer {
  readonly outcomes: string[];
  readonly began: number;
  readonly ended: number;
}

interface Database {
  readonly env: Record<string, string>;
  drop(): Promise<void>;
}

const DATABASES: { name: string; unavailable?: string; create(): Database }[] = [
  {
    name: 'sqlite',
    create() {
      const file = tempSqliteUrl();
      return { env: { RACE_DATABASE_URL: file.url }, drop: async () => file.cleanup() };
    },
  },
  {
    name: 'postgresql',
    ...(TEST_DATABASE_URL ? {} : { unavailable: 'TEST_DATABASE_URL is not set' }),
    create() {
      const schema = uniqueSchema('race');
      return {
        env: { RACE_DATABASE_URL: TEST_DATABASE_URL!, RACE_SCHEMA: schema },
        drop: () => dropSchema(TEST_DATABASE_URL!, schema),
      };
    },
  },
];

/** Starts a racer and waits until its store is open. */
async function racer(side: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = fork(RACER, [], {
    env: { ...process.env, ...env, RACE_SIDE: String(side) },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`racer ${side} exited (${String(code)}) before its store was open`);
  });
  const [message] = (await Promise.race([once(child, 'message'), exited])) as [unknown];
  exited.catch(() => {});
  expect(message).toBe('ready');
  return child;
}

const answerOf = async (child: ChildProcess) => ((await once(child, 'message')) as [Answer])[0];

describe.each(DATABASES)('races run by two processes at once on $name', (database) => {
  const db = database.create();
  let store: Persistence;
  let admin: MikroORM | undefined;
  const racers: ChildProcess[] = [];

  beforeAll(async () => {
    if (database.unavailable) return;
    const { RACE_DATABASE_URL: url, RACE_SCHEMA: schema } = db.env;
    // Migrated here, before the racers open it.
    store = await createMikroOrmPersistence(url!, schema ? { schema } : {});
    admin = await openOrm(url!, schema ? { schema } : {});
    racers.push(...(await Promise.all([racer(0, db.env), racer(1, db.env)])));
    // Each racer starts Node and loads the stores through tsx: seconds each, and much longer on a busy machine.
  }, 180_000);
  // Emptied before each race through a connection of its own, as the contract suite does.
  beforeEach(async () => {
    if (!database.unavailable) await wipe(admin!);
  });
  afterAll(async () => {
    for (const child of racers) {
      child.send('stop');
      await once(child, 'exit');
    }
    await store?.close();
    await admin?.close(true);
    if (!database.unavailable) await db.drop();
  });

  const races = (Object.keys(RACES) as RaceName[]).filter(
    (name) => database.name === 'sqlite' || !('sqliteOnly' in RACES[name]),
  );
  it.skipIf(database.unavailable !== undefined).each(races)('%s', async (name) => {
    const race: Race = RACES[name];
    await race.given(store);
    const attempts = Array.from({ length: N }, (_, i) => i);
    const answers = Promise.all(racers.map(answerOf));
    // Each runs its half (the even attempts, the odd ones) all at once, both from the same moment.
    const at = Date.now() + 250;
    racers.forEach((child, side) => child.send({ race: name, attempts: attempts.filter((i) => i % 2 === side), at }));
    const [first, second] = await answers;
    const counts: Record<string, number> = {};
    for (const outcome of [...first!.outcomes, ...second!.outcomes]) counts[outcome] = (counts[outcome] ?? 0) + 1;
    expect(counts).toEqual(typeof race.outcome === 'function' ? await race.outcome(store) : race.outcome);
    expect(await race.after(store)).toEqual(race.holds);
    // The two processes were at it at the same time.
    expect(first!.began).toBeLessThan(second!.ended);
    expect(second!.began).toBeLessThan(first!.ended);
  });
});
