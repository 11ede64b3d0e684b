import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const AnnouncementRow = defineEntity({
  name: 'AnnouncementRow',
  tableName: 'announcements',
  properties: {
    id: p.text().primary(),
    title: p.text(),
    description: p.text(),
    createdAt: p.datetime(),
    version: p.integer(),
    editedAt: p.datetime().nullable(),
  },
});

export type AnnouncementRow = InferEntity<typeof AnnouncementRow>;
