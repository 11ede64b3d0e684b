import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const StaffMemberRow = defineEntity({
  name: 'StaffMemberRow',
  tableName: 'staff_members',
  properties: {
    id: p.text().primary(),
    /** Normalised; unique, so a person is on the roster once. */
    email: p.text(),
    name: p.text(),
    /** guard, caretaker or assistant. */
    job: p.text(),
    addedAt: p.datetime(),
  },
});
export type StaffMemberRow = InferEntity<typeof StaffMemberRow>;

export const VisitRow = defineEntity({
  name: 'VisitRow',
  tableName: 'visits',
  properties: {
    id: p.text().primary(),
    /** pass or walk-in. */
    kind: p.text(),
    /** A pass's code: unique among the expected passes of its day. */
    code: p.text().nullable(),
    apartmentId: p.text(),
    flat: p.text(),
    hostEmail: p.text().nullable(),
    visitorName: p.text(),
    phone: p.text(),
    /** "YYYY-MM-DD" in the building's calendar. */
    date: p.text(),
    note: p.text(),
    /** expected, arrived, left or cancelled. */
    status: p.text(),
    createdBy: p.text(),
    createdAt: p.datetime(),
    arrivedAt: p.datetime().nullable(),
    leftAt: p.datetime().nullable(),
  },
});
export type VisitRow = InferEntity<typeof VisitRow>;

export const VisitorSettingsRow = defineEntity({
  name: 'VisitorSettingsRow',
  tableName: 'visitor_settings',
  properties: {
    /** Always "building": one row. */
    id: p.text().primary(),
    retentionDays: p.integer(),
    version: p.integer(),
  },
});
export type VisitorSettingsRow = InferEntity<typeof VisitorSettingsRow>;
