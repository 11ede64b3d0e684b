/** Proof and accountability: receipts for residents, the audit log and the month's rent collection for the admin. */
import { toCsv } from '../../domain/csv.ts';
import { formatMonth } from '../../domain/month.ts';
import type { UseCases } from '../../application/use-cases/index.ts';
import { AUDIT_PAGE_SIZE } from '../../application/use-cases/list-audit-log.ts';
import { auditQuery, collectionQuery, receiptParam, type CollectionDto } from './contract.ts';
import { arrearsDto, auditLogDto, collectionDto, receiptDto } from './dto.ts';
import { route, type Route } from './routes.ts';

export function recordsRoutes(u: UseCases): Route[] {
  const collection = async (month: string): Promise<CollectionDto> =>
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
      summary: 'The same rent collection as a CSV file (RFC 4180, UTF-8, amounts in taka as plain numbers)',
      query: collectionQuery,
      handle: async ({ query, ctx }) => {
        const { month, rows, totals } = await collection(query.month);
        const records: (string | number)[][] = [
          ['Month', formatMonth(month)],
          [],
          ['Member', 'Email', 'Block', 'Floor', 'Apartment', 'Rent due (BDT)', 'Paid', 'Amount paid (BDT)', 'Paid on'],
          ...rows.map((r) => [
            r.memberName,
            r.memberEmail,
            r.block,
            r.floor,
            r.number,
            r.rentDue,
            r.paid ? 'yes' : 'no',
            r.amountPaid,
            r.paidAt?.slice(0, 10) ?? '',
          ]),
          [],
          ['Expected (BDT)', totals.expected],
          ['Collected (BDT)', totals.collected],
          ['Outstanding (BDT)', totals.outstanding],
          ['Collection rate (%)', totals.collectionRate],
        ];
        ctx.type = 'text/csv; charset=utf-8';
        ctx.attachment(`rent-collection-${month}.csv`);
        // The byte-order mark tells spreadsheet programs the file is UTF-8.
        return { body: `\uFEFF${toCsv(records)}` };
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
      summary: 'The same arrears as a CSV file (RFC 4180, UTF-8, amounts in taka as plain numbers)',
      handle: async ({ ctx }) => {
        const { currentMonth, rows, total } = arrearsDto(await u.getArrears.execute());
        const records: (string | number)[][] = [
          ['Arrears up to', formatMonth(currentMonth)],
          [],
          ['Member', 'Email', 'Living here', 'Months unpaid', 'Unpaid months', 'Owed (BDT)'],
          ...rows.map((r) => [
            r.memberName,
            r.memberEmail,
            r.current ? 'yes' : 'no',
            r.months.length,
            r.months.map(formatMonth).join('; '),
            r.owed,
          ]),
          [],
          ['Total owed (BDT)', total],
        ];
        ctx.type = 'text/csv; charset=utf-8';
        ctx.attachment(`arrears-${currentMonth}.csv`);
        return { body: `\uFEFF${toCsv(records)}` };
      },
    }),
  ];
}
