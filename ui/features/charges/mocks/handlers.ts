import { delay, http, HttpResponse } from 'msw';
import {
  billImportSchema,
  recurringChargeSchema,
  recurringChargesSchema,
  type RecurringChargeDto,
  type RecurringChargesDto,
} from '@contract/charges';
import { json } from '@/lib/mocks/json.ts';

/** The building in the samples: November 2026, three running leases and one that ended. */
export const sampleCharges: RecurringChargesDto = {
  currentMonth: '2026-11',
  charges: [
    {
      id: 'rc-service',
      name: 'Service charge',
      kind: 'service',
      amount: 1500,
      fromMonth: '2026-01',
      untilMonth: null,
      leaseIds: 'all',
      by: 'admin@example.com',
      at: '2025-12-20T10:00:00.000Z',
    },
    {
      id: 'rc-generator',
      name: 'Generator',
      kind: 'electricity',
      amount: 850.5,
      fromMonth: '2026-06',
      untilMonth: '2026-12',
      leaseIds: ['L-karim', 'L-nadia'],
      by: 'admin@example.com',
      at: '2026-05-28T10:00:00.000Z',
    },
  ],
  leases: [
    { id: 'L-karim', resident: 'Karim Ahmed', flat: 'A101', running: true },
    { id: 'L-nadia', resident: 'Nadia Rahman', flat: 'B203', running: true },
    { id: 'L-tania', resident: 'Tania Akter', flat: 'C302', running: true },
    { id: 'L-rafiq', resident: 'Rafiq Islam', flat: 'A102', running: false },
  ],
};

const refusal = (status: number, code: string, message: string, extra: object = {}) =>
  HttpResponse.json({ message, code, requestId: 'story', ...extra }, { status });

/** The recurring charges, and the writes answered as the server would: an add, an end, a file of bills. */
export const chargesList = (list: RecurringChargesDto = sampleCharges) => [
  http.get('/api/admin/charges/recurring', () => json(recurringChargesSchema, list)),
  http.post('/api/admin/charges/recurring', async ({ request }) => {
    const body = (await request.json()) as Omit<RecurringChargeDto, 'id' | 'by' | 'at' | 'untilMonth'> & {
      untilMonth?: string;
    };
    return json(
      recurringChargeSchema,
      {
        ...body,
        id: 'rc-new',
        untilMonth: body.untilMonth ?? null,
        by: 'admin@example.com',
        at: '2026-11-28T10:00:00.000Z',
      },
      201,
    );
  }),
  http.post('/api/admin/charges/recurring/:id/end', async ({ params, request }) => {
    const charge = list.charges.find((c) => c.id === params.id);
    if (!charge) return refusal(404, 'CHARGE.RECURRING_NOT_FOUND', 'There is no such recurring charge');
    const { untilMonth } = (await request.json()) as { untilMonth: string };
    return json(recurringChargeSchema, { ...charge, untilMonth });
  }),
  http.post('/api/admin/charges/import', () => json(billImportSchema, { imported: 12 }, 201)),
];

export const chargesPending = () =>
  http.get('/api/admin/charges/recurring', async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

export const chargesFailing = () =>
  http.get('/api/admin/charges/recurring', () => refusal(500, 'SERVER.ERROR', 'Something went wrong'));

/** The server refuses a file of bills, naming its third line. */
export const billsRefused = () =>
  http.post('/api/admin/charges/import', () =>
    refusal(400, 'CHARGE.IMPORT_INVALID', 'Line 3: no lease of C302 covers October 2026', { line: 3 }),
  );

/** Another admin ended the charge a moment before. */
export const endRefused = () =>
  http.post('/api/admin/charges/recurring/:id/end', () =>
    refusal(409, 'CHARGE.RECURRING_CHANGED', 'This recurring charge was changed meanwhile, perhaps by another admin'),
  );
