import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const AgreementRow = defineEntity({
  name: 'AgreementRow',
  tableName: 'agreements',
  properties: {
    id: p.text().primary(),
    userEmail: p.text(),
    userName: p.text(),
    apartmentId: p.text(),
    floor: p.integer(),
    block: p.text(),
    number: p.text(),
    rent: p.integer(),
    status: p.text(),
    requestDate: p.datetime(),
    decidedAt: p.datetime().nullable(),
    endedAt: p.datetime().nullable(),
    startMonth: p.text().nullable(),
    endMonth: p.text().nullable(),
    reason: p.text().nullable(),
  },
});

export type AgreementRow = InferEntity<typeof AgreementRow>;
