/**
 * A refused call is proved harmless by comparing every table before and after it (`world.rows()`): that proof
 * holds only if no table of the memory store is left out of the comparison.
 */
import { describe, expect, it } from 'vitest';
import { MemoryTables } from '../../adapters/persistence/memory/memory-store.ts';
import { aWorld, rowsOf } from './world.ts';

const tableNames = (tables: MemoryTables) => Object.keys(tables).sort();

describe('the rows a test world compares', () => {
  it('every field of the memory store is a table', () => {
    const tables = new MemoryTables();
    expect(Object.entries(tables).filter(([, table]) => !(table instanceof Map))).toEqual([]);
    expect(tableNames(tables).length).toBeGreaterThan(0);
  });

  it('are every table of the memory store, each with its rows', () => {
    const tables = new MemoryTables();
    expect(Object.keys(rowsOf(tables)).sort()).toEqual(tableNames(tables));
  });

  it('change when a row is written to any table, whichever it is', async () => {
    const w = await aWorld();
    const unseen: string[] = [];
    for (const name of tableNames(w.tables)) {
      const before = w.rows();
      (w.tables[name as keyof MemoryTables] as Map<unknown, unknown>).set(`written-${name}`, { name });
      if (JSON.stringify(w.rows()) === JSON.stringify(before)) unseen.push(name);
    }
    expect(unseen).toEqual([]);
  });
});
