import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const ParcelRow = defineEntity({
  name: 'ParcelRow',
  tableName: 'parcels',
  properties: {
    id: p.text().primary(),
    apartmentId: p.text(),
    flat: p.text(),
    carrier: p.text(),
    note: p.text(),
    hasPhoto: p.boolean(),
    /** waiting or collected. */
    status: p.text(),
    loggedBy: p.text(),
    loggedAt: p.datetime(),
    /** "YYYY-MM-DD" in the building's calendar. */
    loggedOn: p.text(),
    collectedBy: p.text().nullable(),
    collectedAt: p.datetime().nullable(),
    collectedRecordedBy: p.text().nullable(),
    /** The building day of the last reminder, "YYYY-MM-DD"; null before the first. */
    remindedOn: p.text().nullable(),
  },
});
export type ParcelRow = InferEntity<typeof ParcelRow>;

export const ParcelPhotoRow = defineEntity({
  name: 'ParcelPhotoRow',
  tableName: 'parcel_photos',
  properties: {
    parcelId: p.text().primary(),
    contentType: p.text(),
    bytes: p.blob(),
    size: p.integer(),
    createdAt: p.datetime(),
  },
});
export type ParcelPhotoRow = InferEntity<typeof ParcelPhotoRow>;
