/** Accountability: the audit log of every admin action. */
import type { UseCases } from '../../../application/use-cases.ts';
import { AUDIT_PAGE_SIZE } from '../../../application/audit/list-audit-log.ts';
import { auditQuery } from './contract.ts';
import { auditLogDto } from './dto.ts';
import { route, type Route } from '../route.ts';
import { auditLogSchema } from './contract.ts';

export function auditRoutes(u: UseCases): Route[] {
  return [
    route({
      method: 'GET',
      path: '/api/admin/audit-log',
      access: 'admin',
      rateLimit: 'standard',
      summary: 'Every admin action, newest first, 20 a page, optionally one kind of action',
      query: auditQuery,
      response: auditLogSchema,
      handle: async ({ query }) => {
        const page = query.page ?? 1;
        const { items, total } = await u.listAuditLog.execute({
          page,
          ...(query.action ? { action: query.action } : {}),
        });
        const body = auditLogDto(items, total, page, AUDIT_PAGE_SIZE);
        return { body };
      },
    }),
  ];
}
