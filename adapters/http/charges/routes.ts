/** The building's own charges: recurring ones an admin defines and ends, and utility bills loaded from a file. */
import type { UseCases } from '../../../application/use-cases.ts';
import { HttpError } from '../errors.ts';
import { route, ok, type Route } from '../route.ts';
import {
  billImportSchema,
  endRecurringBody,
  recurringChargeBody,
  recurringChargeSchema,
  recurringChargesSchema,
  recurringParam,
  type BillImportDto,
} from './contract.ts';
import { MAX_BILLS_BYTES, readBillsCsv } from './csv.ts';
import { recurringChargeDto, recurringChargesDto } from './dto.ts';

export function chargesRoutes(u: UseCases): Route[] {
  return [
    route({
      method: 'GET',
      path: '/api/admin/charges/recurring',
      access: 'admin',
      rateLimit: 'standard',
      summary: 'Every recurring charge, ended ones too, with the leases they may name and the current month',
      response: recurringChargesSchema,
      handle: async () => ok(recurringChargesDto(await u.listRecurringCharges.execute())),
    }),
    route({
      method: 'POST',
      path: '/api/admin/charges/recurring',
      access: 'admin',
      rateLimit: 'standard',
      creates: true,
      summary:
        'Add a charge billed every month from its first month, on every lease or on running leases chosen; each lease’s books bill it for the months it covers',
      body: recurringChargeBody,
      formFields: true,
      response: recurringChargeSchema,
      handle: async ({ actor, body }) =>
        ok(recurringChargeDto(await u.addRecurringCharge.execute({ ...body, by: actor.email }))),
    }),
    route({
      method: 'POST',
      path: '/api/admin/charges/recurring/:id/end',
      access: 'admin',
      rateLimit: 'standard',
      summary:
        'End a recurring charge after a month, not before this month (409 CHARGE.RECURRING_CHANGED when another admin changed it, CHARGE.RECURRING_ENDED when it ends sooner already)',
      params: recurringParam,
      body: endRecurringBody,
      formFields: true,
      response: recurringChargeSchema,
      handle: async ({ actor, params, body }) =>
        ok(
          recurringChargeDto(
            await u.endRecurringCharge.execute({ id: params.id, untilMonth: body.untilMonth, by: actor.email }),
          ),
        ),
    }),
    route<Buffer, undefined, undefined, BillImportDto>({
      method: 'POST',
      path: '/api/admin/charges/import',
      access: 'admin',
      rateLimit: 'standard',
      creates: true,
      summary:
        'Load utility bills from a CSV file (header flat,month,kind,amount) onto the books of the lease covering each flat and month: all of them, or none when any line is wrong',
      rawBody: {
        types: ['text/csv'],
        maxBytes: MAX_BILLS_BYTES,
        tooLarge: () => new HttpError(413, 'A spreadsheet of bills must be at most 2 MB'),
      },
      response: billImportSchema,
      handle: async ({ actor, body }) =>
        ok(await u.importBills.execute({ rows: readBillsCsv(body.toString('utf8')), by: actor.email })),
    }),
  ];
}
