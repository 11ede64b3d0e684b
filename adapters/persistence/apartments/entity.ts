import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const ApartmentRow = defineEntity({
  name: 'ApartmentRow',
  tableName: 'apartments',
  properties: {
    id: p.text().primary(),
    image: p.text(),
    floor: p.integer(),
    block: p.text(),
    number: p.text(),
    rent: p.integer(),
    retiredAt: p.datetime().nullable(),
  },
});

export type ApartmentRow = InferEntity<typeof ApartmentRow>;

export const ApartmentPhotoRow = defineEntity({
  name: 'ApartmentPhotoRow',
  tableName: 'apartment_photos',
  properties: {
    id: p.text().primary(),
    apartmentId: p.text(),
    contentType: p.text(),
    bytes: p.blob(),
    createdAt: p.datetime(),
  },
});

export type ApartmentPhotoRow = InferEntity<typeof ApartmentPhotoRow>;
