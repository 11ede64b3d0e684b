/**
 * Migrating a PostgreSQL schema while someone else drops another one: the migrator's listing of every schema's tables
 * fails, and is looked at again, up to three times in all; nothing else is tried twice.
 */
import { describe, expect, it } from 'vitest';
import { lookingAgainIfASchemaVanished } from '../../../adapters/persistence/mikro-orm/mikro-orm-persistence.ts';

const vanished = new Error('select table_name ... - schema "lakeview_contract_1_x" does not exist');

describe('a migration run that meets a vanished schema', () => {
  it('is tried again, and answers what the first try that gets through answers', async () => {
    let tries = 0;
    const run = () => (++tries < 3 ? Promise.reject(vanished) : Promise.resolve(['Migration1']));
    expect(await lookingAgainIfASchemaVanished(run)).toEqual(['Migration1']);
    expect(tries).toBe(3);
  });

  it('stands when the schema is still missing the third time', async () => {
    let tries = 0;
    const run = () => (++tries, Promise.reject(vanished));
    await expect(lookingAgainIfASchemaVanished(run)).rejects.toBe(vanished);
    expect(tries).toBe(3);
  });

  it('is not tried again for any other failure', async () => {
    let tries = 0;
    const other = new Error('relation "apartments" already exists');
    const run = () => (++tries, Promise.reject(other));
    await expect(lookingAgainIfASchemaVanished(run)).rejects.toBe(other);
    expect(tries).toBe(1);
  });
});
