import type { Context } from 'koa';
import type { UseCases } from '../../../application/use-cases.ts';
import type { FinalStatementView } from '../../../application/move-out/final-statement.ts';
import type { Language } from '../../../domain/shared/language.ts';
import { toTaka } from '../../../domain/shared/money.ts';
import { type Route, route, ok } from '../route.ts';
import {
  deductionBody,
  deductionParam,
  finalStatementFileName,
  finalStatementSchema,
  finalStatementsSchema,
  leaseParam,
  memberParam,
  moveOutPreviewSchema,
  settleBody,
} from './contract.ts';
import { finalStatementDto } from './dto.ts';
import { finalStatementPdf } from './final-statement-pdf.ts';
import { pdfReply } from '../shared/pdf.ts';
import { fileSchema } from '../shared/contract.ts';

export function moveOutRoutes(u: UseCases, timeZone: string): Route[] {
  /** A final statement as a PDF attachment in the reader's language. */
  const pdfOf = async (view: FinalStatementView, language: Language, ctx: Context) => {
    const dto = finalStatementDto(view);
    const pdf = await finalStatementPdf(dto, await u.getBuilding.execute(), language, timeZone);
    return pdfReply(ctx, finalStatementFileName(dto.number), pdf);
  };
  return [
    route({
      method: 'GET',
      path: '/api/admin/members/:email/move-out',
      access: 'admin',
      rateLimit: 'standard',
      summary: 'Before removing a member: what their books ask besides the deposit, and the deposit held',
      params: memberParam,
      response: moveOutPreviewSchema,
      handle: async ({ params }) => {
        const preview = await u.getMoveOutPreview.execute(params.email);
        return ok({
          leaseId: preview.lease?.id ?? null,
          owed: toTaka(preview.owed),
          depositHeld: toTaka(preview.depositHeld),
        });
      },
    }),
    route({
      method: 'GET',
      path: '/api/admin/final-statements',
      access: 'admin',
      rateLimit: 'standard',
      summary: 'Every final statement of an ended lease, drafts and settled, the latest started first',
      response: finalStatementsSchema,
      handle: async () => ok((await u.listFinalStatements.execute()).map(finalStatementDto)),
    }),
    route({
      method: 'GET',
      path: '/api/admin/final-statements/:leaseId',
      access: 'admin',
      rateLimit: 'standard',
      summary: "An ended lease's final statement (404 FINAL.NOT_FOUND)",
      params: leaseParam,
      response: finalStatementSchema,
      handle: async ({ params }) =>
        ok(finalStatementDto(await u.getFinalStatement.execute({ leaseId: params.leaseId }))),
    }),
    route({
      method: 'GET',
      path: '/api/admin/final-statements/:leaseId/pdf',
      access: 'admin',
      rateLimit: 'standard',
      produces: 'application/pdf',
      summary: "The same final statement as a PDF file in the caller's language (404 FINAL.NOT_FOUND)",
      params: leaseParam,
      response: fileSchema,
      handle: async ({ actor, params, ctx }) =>
        pdfOf(await u.getFinalStatement.execute({ leaseId: params.leaseId }), actor.language, ctx),
    }),
    route({
      method: 'POST',
      path: '/api/admin/final-statements/:leaseId/deductions',
      access: 'admin',
      rateLimit: 'standard',
      creates: true,
      formFields: true,
      summary:
        'Add a deduction from the deposit to a draft statement: whole taka and a reason; beyond the deposit only ' +
        'with restOwed (409 FINAL.ALREADY_SETTLED, FINAL.CHANGED)',
      params: leaseParam,
      body: deductionBody,
      response: finalStatementSchema,
      handle: async ({ actor, params, body }) =>
        ok(
          finalStatementDto(
            await u.addDeduction.execute({
              leaseId: params.leaseId,
              amount: body.amount,
              reason: body.reason,
              restOwed: body.restOwed ?? false,
              by: actor.email,
            }),
          ),
        ),
    }),
    route({
      method: 'POST',
      path: '/api/admin/final-statements/:leaseId/deductions/:deductionId/remove',
      access: 'admin',
      rateLimit: 'standard',
      summary: 'Take a deduction off a draft statement (409 FINAL.ALREADY_SETTLED, 404 FINAL.DEDUCTION_NOT_FOUND)',
      params: deductionParam,
      response: finalStatementSchema,
      handle: async ({ actor, params }) =>
        ok(finalStatementDto(await u.removeDeduction.execute({ ...params, by: actor.email }))),
    }),
    route({
      method: 'POST',
      path: '/api/admin/final-statements/:leaseId/settle',
      access: 'admin',
      rateLimit: 'standard',
      formFields: true,
      summary:
        'Settle a draft statement once: the deposit applied to the books, the deductions charged, the refund written ' +
        'with how it was paid (reference except in cash) or the balance left owed; the resident is told ' +
        '(409 FINAL.ALREADY_SETTLED)',
      params: leaseParam,
      body: settleBody,
      response: finalStatementSchema,
      handle: async ({ actor, params, body }) =>
        ok(
          finalStatementDto(
            await u.settleFinalStatement.execute({
              leaseId: params.leaseId,
              ...(body.method !== undefined ? { method: body.method } : {}),
              ...(body.reference !== undefined ? { reference: body.reference } : {}),
              by: actor.email,
            }),
          ),
        ),
    }),
    route({
      method: 'GET',
      path: '/api/final-statement/mine',
      access: 'signed-in',
      rateLimit: 'standard',
      summary:
        "The caller's final statement: the latest of their ended leases that has one, which a former resident keeps " +
        '(404 FINAL.NOT_FOUND)',
      response: finalStatementSchema,
      handle: async ({ actor }) => ok(finalStatementDto(await u.getFinalStatement.execute({ actor }))),
    }),
    route({
      method: 'GET',
      path: '/api/final-statement/mine/pdf',
      access: 'signed-in',
      rateLimit: 'standard',
      produces: 'application/pdf',
      summary: "The caller's final statement as a PDF file in their language (404 FINAL.NOT_FOUND)",
      response: fileSchema,
      handle: async ({ actor, ctx }) => pdfOf(await u.getFinalStatement.execute({ actor }), actor.language, ctx),
    }),
  ];
}
