import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const AuditRow = defineEntity({
  name: 'AuditRow',
  tableName: 'audit_log',
  properties: {
    id: p.text().primary(),
    at: p.datetime(),
    actor: p.text(),
    action: p.text(),
    subject: p.text(),
    label: p.text().nullable(),
    before: p.json<Record<string, string | number | boolean | null>>().nullable(),
    after: p.json<Record<string, string | number | boolean | null>>().nullable(),
  },
});

export type AuditRow = InferEntity<typeof AuditRow>;
