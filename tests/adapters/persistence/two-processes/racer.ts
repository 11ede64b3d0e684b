/**
 * One of the two processes of a race: opens the database named by RACE_DATABASE_URL (and RACE_SCHEMA), says it is
 * ready, and on each message runs the attempts it names all at once, from the moment it names, answering with each
 * one's outcome and when the first began and the last ended (wall-clock milliseconds, comparable across processes).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { createMikroOrmPersistence } from '../../../../adapters/persistence/mikro-orm/mikro-orm-persistence.ts';
import { SequentialIds } from '../../../support/fakes.ts';
import { RACES, type RaceName } from './scenarios.ts';

const schema = process.env.RACE_SCHEMA;
const store = await createMikroOrmPersistence(process.env.RACE_DATABASE_URL!, schema ? { schema } : {});
const side = process.env.RACE_SIDE ?? '0';
let round = 0;

process.on('message', (message: { race: RaceName; attempts: number[]; at: number } | 'stop') => {
  if (message === 'stop') {
    void store.close().then(() => process.exit(0));
    return;
  }
  void (async () => {
    const ids = new SequentialIds(`p${side}-${round++}-`);
    const race = RACES[message.race];
    // Both processes start at the moment the test named, whenever its message reached each of them.
    await sleep(Math.max(0, message.at - Date.now()));
    const began = Date.now();
    const settled = await Promise.allSettled(message.attempts.map((i) => race.attempt(store, i, ids)));
    const ended = Date.now();
    const outcomes = settled.map((r) =>
      r.status === 'fulfilled' ? 'ok' : String((r.reason as { code?: string }).code ?? r.reason),
    );
    process.send!({ outcomes, began, ended });
  })();
});
process.send!('ready');
