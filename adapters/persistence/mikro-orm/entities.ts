import { AREA_ENTITIES } from '../areas.ts';

/*
 * Every table's entity, registered with the ORM. Entities are table rows, not domain objects: each area's
 * repository maps them explicitly (<area>/mapper.ts), so the ORM stays in the persistence adapter. Only columns
 * are declared in an entity; indexes and constraints live in the migrations, which are the one source of truth
 * for the schema (partial unique indexes cannot be expressed as entity metadata anyway).
 */
export const ENTITIES = AREA_ENTITIES;
