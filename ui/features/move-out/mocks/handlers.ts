import { delay, http, HttpResponse } from 'msw';
import {
  finalStatementSchema,
  finalStatementsSchema,
  type DeductionBody,
  type FinalStatementDto,
  type SettleBody,
} from '@contract/move-out';
import { json } from '@/lib/mocks/json.ts';

/** Karim's lease of B401, ended in November 2026 owing ৳5,000 with ৳40,000 held: a draft with one deduction. */
export const draftStatement = (): FinalStatementDto => ({
  leaseId: 'lease-karim',
  memberName: 'Karim Ahmed',
  memberEmail: 'karim@example.com',
  block: 'B',
  floor: 4,
  number: 'B401',
  startMonth: '2025-12',
  endMonth: '2026-11',
  state: 'draft',
  version: 2,
  startedAt: '2026-11-20T10:00:00.000Z',
  deductions: [{ id: 'ded-1', amount: 3_000, reason: 'Broken kitchen window', at: '2026-11-21T10:00:00.000Z' }],
  owed: 5_000,
  depositHeld: 40_000,
  deductionsTotal: 3_000,
  result: 32_000,
  outcome: null,
});

/** The same statement settled: ৳32,000 refunded by bKash. */
export const refundedStatement = (): FinalStatementDto => ({
  ...draftStatement(),
  state: 'settled',
  version: 3,
  outcome: { kind: 'refund', amount: 32_000, method: 'bkash', reference: 'BK-7781', at: '2026-11-22T10:00:00.000Z' },
});

/** Nadia's lease of A101, ended owing more than her ৳20,000 deposit and a damaged floor: ৳12,500 still owed. */
export const owedStatement = (): FinalStatementDto => ({
  leaseId: 'lease-nadia',
  memberName: 'Nadia Rahman',
  memberEmail: 'nadia@example.com',
  block: 'A',
  floor: 1,
  number: 'A101',
  startMonth: '2025-06',
  endMonth: '2026-11',
  state: 'settled',
  version: 4,
  startedAt: '2026-11-18T10:00:00.000Z',
  deductions: [
    { id: 'ded-2', amount: 7_500, reason: 'Damaged floor tiles', at: '2026-11-19T10:00:00.000Z' },
    { id: 'ded-3', amount: 1_000, reason: 'Unpaid gas bill', at: '2026-11-19T10:05:00.000Z' },
  ],
  owed: 24_000,
  depositHeld: 20_000,
  deductionsTotal: 8_500,
  result: -12_500,
  outcome: { kind: 'owed', amount: 12_500, method: null, reference: null, at: '2026-11-20T10:00:00.000Z' },
});

const refused = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  HttpResponse.json({ message, code, requestId: 'story', ...(fields ? { fields } : {}) }, { status });

/**
 * The admin's final statements, kept as the server keeps them for a story: deductions added and taken off a draft,
 * settled once with a refund's method and reference checked as the server checks them.
 */
export function finalStatements(...given: FinalStatementDto[]) {
  const kept = new Map(given.map((s) => [s.leaseId, s]));
  const figures = (s: FinalStatementDto): FinalStatementDto => {
    const deductionsTotal = s.deductions.reduce((total, d) => total + d.amount, 0);
    return { ...s, deductionsTotal, result: s.depositHeld - s.owed - deductionsTotal };
  };
  const find = (leaseId: string) => kept.get(leaseId);
  const missing = () => refused(404, 'FINAL.NOT_FOUND', 'There is no final statement for this lease');
  return [
    http.get('/api/admin/final-statements', () => json(finalStatementsSchema, [...kept.values()])),
    http.get('/api/admin/final-statements/:leaseId', ({ params }) => {
      const s = find(String(params.leaseId));
      return s ? json(finalStatementSchema, s) : missing();
    }),
    http.post('/api/admin/final-statements/:leaseId/deductions', async ({ params, request }) => {
      const s = find(String(params.leaseId));
      if (!s) return missing();
      const body = (await request.json()) as DeductionBody;
      const next = figures({
        ...s,
        version: s.version + 1,
        deductions: [
          ...s.deductions,
          { id: `ded-${s.version + 1}`, amount: body.amount, reason: body.reason, at: new Date().toISOString() },
        ],
      });
      kept.set(s.leaseId, next);
      return json(finalStatementSchema, next, 201);
    }),
    http.post('/api/admin/final-statements/:leaseId/deductions/:deductionId/remove', ({ params }) => {
      const s = find(String(params.leaseId));
      if (!s) return missing();
      const next = figures({
        ...s,
        version: s.version + 1,
        deductions: s.deductions.filter((d) => d.id !== params.deductionId),
      });
      kept.set(s.leaseId, next);
      return json(finalStatementSchema, next);
    }),
    http.post('/api/admin/final-statements/:leaseId/settle', async ({ params, request }) => {
      const s = find(String(params.leaseId));
      if (!s) return missing();
      if (s.outcome) return refused(409, 'FINAL.ALREADY_SETTLED', 'This final statement was already settled');
      const body = (await request.json()) as SettleBody;
      const at = new Date().toISOString();
      const outcome: FinalStatementDto['outcome'] =
        s.result > 0
          ? { kind: 'refund', amount: s.result, method: body.method!, reference: body.reference ?? null, at }
          : { kind: 'owed', amount: -s.result, method: null, reference: null, at };
      const next = { ...s, state: 'settled' as const, version: s.version + 1, outcome };
      kept.set(s.leaseId, next);
      return json(finalStatementSchema, next);
    }),
  ];
}

/** The caller's own final statement; `null`: they have none (404). */
export const myFinalStatement = (statement: FinalStatementDto | null) =>
  http.get('/api/final-statement/mine', () =>
    statement ? json(finalStatementSchema, statement) : refused(404, 'FINAL.NOT_FOUND', 'No final statement'),
  );

const pdf = (name: string) => new HttpResponse(`%PDF-1.3 ${name}`, { headers: { 'content-type': 'application/pdf' } });

/** The final statements' PDF files, the admin's and the caller's own. */
export const finalStatementPdfs = [
  http.get('/api/admin/final-statements/:leaseId/pdf', ({ params }) =>
    pdf(`final statement ${String(params.leaseId)}`),
  ),
  http.get('/api/final-statement/mine/pdf', () => pdf('my final statement')),
];

/** A PDF the server fails to write, the admin's or the caller's own. */
export const finalStatementPdfFailing = (
  path: '/api/admin/final-statements/:leaseId/pdf' | '/api/final-statement/mine/pdf',
) => http.get(path, () => refused(500, 'STORY.FAILURE', 'Something went wrong on our side'));

/** A PDF still being written. */
export const finalStatementPdfPending = http.get('/api/admin/final-statements/:leaseId/pdf', async () => {
  await delay('infinite');
  return HttpResponse.json({});
});

export const statementPending = http.get('/api/admin/final-statements/:leaseId', async () => {
  await delay('infinite');
  return HttpResponse.json({});
});

export const statementFailing = http.get('/api/admin/final-statements/:leaseId', () =>
  refused(500, 'STORY.FAILURE', 'Internal error'),
);
