import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const MaintenanceRequestRow = defineEntity({
  name: 'MaintenanceRequestRow',
  tableName: 'maintenance_requests',
  properties: {
    id: p.text().primary(),
    category: p.text(),
    title: p.text(),
    description: p.text(),
    emergency: p.boolean(),
    /** The flat's id and label for a request about a flat; both null for a common area. */
    apartmentId: p.text().nullable(),
    placeLabel: p.text().nullable(),
    /** Null for a common area, which nobody needs leave to enter. */
    entryAllowed: p.boolean().nullable(),
    entryNotes: p.text().nullable(),
    residentEmail: p.text(),
    residentName: p.text(),
    createdAt: p.datetime(),
    status: p.text(),
    /** How many history rows the request has: what a change is conditional on. */
    version: p.integer(),
    /** How many rows of maintenance_photos it has, written with it and never changed. */
    photoCount: p.integer(),
    /** The staff member an admin gave the work to; both null while nobody has it. */
    assigneeEmail: p.text().nullable(),
    assigneeName: p.text().nullable(),
  },
});

export type MaintenanceRequestRow = InferEntity<typeof MaintenanceRequestRow>;

/** One thing that happened to a request; the columns a kind of entry does not have are null. */
export const MaintenanceHistoryRow = defineEntity({
  name: 'MaintenanceHistoryRow',
  tableName: 'maintenance_history',
  properties: {
    requestId: p.text().primary(),
    position: p.integer().primary(),
    at: p.datetime(),
    kind: p.text(),
    byEmail: p.text(),
    byName: p.text(),
    byRole: p.text(),
    fromStatus: p.text().nullable(),
    toStatus: p.text().nullable(),
    reason: p.text().nullable(),
    text: p.text().nullable(),
    rating: p.integer().nullable(),
    comment: p.text().nullable(),
    /** An assignment's staff member; both null for one that took the work back, and for every other kind. */
    assigneeEmail: p.text().nullable(),
    assigneeName: p.text().nullable(),
  },
});

export type MaintenanceHistoryRow = InferEntity<typeof MaintenanceHistoryRow>;

/** A photo sent with a report, re-encoded; its position (1 to 3) is unique within its request. */
export const MaintenancePhotoRow = defineEntity({
  name: 'MaintenancePhotoRow',
  tableName: 'maintenance_photos',
  properties: {
    id: p.text().primary(),
    requestId: p.text(),
    position: p.integer(),
    contentType: p.text(),
    bytes: p.blob(),
    size: p.integer(),
    createdAt: p.datetime(),
  },
});

export type MaintenancePhotoRow = InferEntity<typeof MaintenancePhotoRow>;
