/** Proof and accountability: receipts for residents, the audit log and the month's rent collection for the admin. */
import { toCsv } from '../../domain/shared/csv.ts';
import { arrearsSheet, rentCollectionSheet } from '../../domain/payments/report-sheets.ts';
import type { UseCases } from '../../application/use-cases.ts';
import { AUDIT_PAGE_SIZE } from '../../application/audit/list-audit-log.ts';
import { auditQuery, collectionQuery, receiptParam, type CollectionDto } from './contract.ts';
import { arrearsDto, auditLogDto, collectionDto, receiptDto } from './dto.ts';
import { route, type Route } from './routes.ts';

export function recordsRoutes(u: UseCases): Route[] {
  const collection = async (month: string | undefined): Promise<CollectionDto> =>
    collectionDto(await u.getRentCollection.execute({ month }));

  return [
    route({
      method: 'GET',
      path: '/api/payments/receipts/:number',
      access: 'signed-in',
      rateLimit: 'standard',
      summary: 'A printable receipt; only the payer and admins can see it',
      params: receiptParam,
      handle: async ({ actor, params }) => {
        const p = await u.getReceipt.execute({ actor, receiptNumber: params.number });
        const building = await u.getBuilding.execute();
        return { body: receiptDto(p, building) };
      },
    }),
    route({
      method: 'GET',
      path: '/api/admin/audit-log',
      access: 'admin',
      rateLimit: 'standard',
      summary: 'Every admin action, newest first, 20 a page, optionally one kind of action',
      query: auditQuery,
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
    route({
      method: 'GET',
      path: '/api/admin/rent-collection',
      access: 'admin',
      rateLimit: 'standard',
      summary: "A month's rent collection: each member's rent due, paid or not, and the totals",
      query: collectionQuery,
      handle: async ({ query }) => ({ body: await collection(query.month) }),
    }),
    route({
      method: 'GET',
      path: '/api/admin/rent-collection/csv',
      access: 'admin',
      rateLimit: 'standard',
      summary:
        "The same rent collection as a CSV file (RFC 4180, UTF-8) with its words in the caller's language; amounts " +
        'in taka as plain numbers and days as YYYY-MM-DD in every language',
      query: collectionQuery,
      handle: async ({ query, actor, ctx }) => {
        const report = await u.getRentCollection.execute({ month: query.month });
        ctx.type = 'text/csv; charset=utf-8';
        ctx.attachment(`rent-collection-${report.month}.csv`);
        // The byte-order mark tells spreadsheet programs the file is UTF-8.
        return { body: `\uFEFF${toCsv(rentCollectionSheet(report, actor.language))}` };
      },
    }),
    route({
      method: 'GET',
      path: '/api/admin/arrears',
      access: 'admin',
      rateLimit: 'standard',
      summary:
        'Everyone, current or former member, who owes rent up to this month: the months and the total, largest first',
      handle: async () => ({ body: arrearsDto(await u.getArrears.execute()) }),
    }),
    route({
      method: 'GET',
      path: '/api/admin/arrears/csv',
      access: 'admin',
      rateLimit: 'standard',
      summary:
        "The same arrears as a CSV file (RFC 4180, UTF-8) with its words in the caller's language; amounts in taka " +
        'as plain numbers in every language',
      handle: async ({ actor, ctx }) => {
        const report = await u.getArrears.execute();
        ctx.type = 'text/csv; charset=utf-8';
        ctx.attachment(`arrears-${report.currentMonth}.csv`);
        return { body: `\uFEFF${toCsv(arrearsSheet(report, actor.language))}` };
      },
    }),
  ];
}
