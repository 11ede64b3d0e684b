/**
 * The ORM knows only the entities registered in mikro-orm/entities.ts: an area's entity left out of that list would
 * compile, and fail only when its repository first runs.
 */
import { describe, expect, it } from 'vitest';
import { EntitySchema } from '@mikro-orm/core';
import { ENTITIES } from '../../../adapters/persistence/mikro-orm/entities.ts';

const AREA_ENTITY_FILES = import.meta.glob<Record<string, unknown>>('../../../adapters/persistence/*/entity.ts', {
  eager: true,
});

describe('the registered entities', () => {
  it('are every entity each area declares, each once', () => {
    const declared = Object.values(AREA_ENTITY_FILES)
      .flatMap((exports) => Object.values(exports))
      .filter((value): value is EntitySchema => value instanceof EntitySchema);
    const names = (entities: readonly EntitySchema[]) => entities.map((e) => e.meta.className).sort();
    expect(declared.length).toBeGreaterThan(0);
    expect(names(ENTITIES)).toEqual(names(declared));
  });
});
