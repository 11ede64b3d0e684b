import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const UserRow = defineEntity({
  name: 'UserRow',
  tableName: 'users',
  properties: {
    id: p.text().primary(),
    email: p.text(),
    name: p.text(),
    photoUrl: p.text(),
    role: p.text(),
    language: p.text(),
  },
});

export type UserRow = InferEntity<typeof UserRow>;
