import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const BuildingDetailsRow = defineEntity({
  name: 'BuildingDetailsRow',
  tableName: 'building_details',
  properties: {
    id: p.integer().primary(),
    name: p.text(),
    address: p.text(),
    latitude: p.double(),
    longitude: p.double(),
    phone: p.text(),
    email: p.text(),
    emergencyPhone: p.text(),
    version: p.integer(),
  },
});

export type BuildingDetailsRow = InferEntity<typeof BuildingDetailsRow>;

/** The building's rent schedule: no row until the admin first saves one (the default applies), then row 1. */
export const RentScheduleRow = defineEntity({
  name: 'RentScheduleRow',
  tableName: 'rent_schedule',
  properties: {
    id: p.integer().primary(),
    dueDay: p.integer(),
    /** Null: no early reminder. */
    daysBefore: p.integer().nullable(),
    /** Null: no overdue reminder. */
    daysAfter: p.integer().nullable(),
    version: p.integer(),
  },
});

export type RentScheduleRow = InferEntity<typeof RentScheduleRow>;
