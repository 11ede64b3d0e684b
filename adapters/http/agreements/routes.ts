import type { UseCases } from '../../../application/use-cases.ts';
import { agreementBody, decisionBody, type ApplicationDto } from './contract.ts';
import { idParam } from '../shared/contract.ts';
import { agreementDto, tenantDetailsDto } from './dto.ts';
import { type Route, route, ok } from '../route.ts';
import { z } from 'zod';
import { agreementSchema, applicationSchema, latestAgreementSchema, requestDetailsSchema } from './contract.ts';
import { toTaka } from '../../../domain/shared/money.ts';

export function agreementsRoutes(u: UseCases): Route[] {
  return [
    route({
      method: 'POST',
      path: '/api/agreements',
      access: 'signed-in',
      rateLimit: 'strict',
      creates: true,
      summary:
        'Apply for an apartment with the tenant details; its rent comes from the building, not the request. Sent again for the flat already asked for, it answers that request (200, alreadySent)',
      body: agreementBody,
      formFields: true,
      response: applicationSchema,
      handle: async ({ actor, body }) => {
        const { agreement, alreadySent } = await u.applyForAgreement.execute({
          actor,
          apartment: 'apartmentId' in body ? { apartmentId: body.apartmentId } : body,
          details: body,
        });
        const answer: ApplicationDto = { ...agreementDto(agreement), alreadySent };
        // The request sent before, for this same flat, is the answer: nothing new was made.
        return alreadySent ? { status: 200, body: answer } : ok(answer);
      },
    }),
    route({
      method: 'GET',
      path: '/api/agreements/user',
      access: 'signed-in',
      rateLimit: 'standard',
      summary: "The caller's current (pending or accepted) agreement; 404 when there is none",
      response: agreementSchema,
      handle: async ({ actor }) => ok(agreementDto(await u.getMyAgreement.execute(actor))),
    }),
    route({
      method: 'GET',
      path: '/api/agreements/user/latest',
      access: 'signed-in',
      rateLimit: 'standard',
      summary:
        "The caller's latest request, whatever became of it (pending, accepted, rejected, withdrawn or ended); null when they never applied",
      response: latestAgreementSchema,
      handle: async ({ actor }) => {
        const latest = await u.getMyApplication.execute(actor);
        return ok({ agreement: latest ? agreementDto(latest) : null });
      },
    }),
    route({
      method: 'GET',
      path: '/api/agreements/:id/details',
      access: 'signed-in',
      rateLimit: 'standard',
      summary:
        "A request's tenant details, for its applicant and the admins only (403 for anyone else); details null for a request sent without them",
      params: idParam,
      response: requestDetailsSchema,
      handle: async ({ actor, params }) => {
        const { agreement, details } = await u.getTenantDetails.execute({ actor, id: params.id });
        return ok({ agreement: agreementDto(agreement), details: details ? tenantDetailsDto(details) : null });
      },
    }),
    route({
      method: 'POST',
      path: '/api/agreements/user/withdraw',
      access: 'signed-in',
      rateLimit: 'standard',
      summary: "Withdraw the caller's own request while no admin has decided it (409 once decided)",
      response: agreementSchema,
      handle: async ({ actor }) => ok(agreementDto(await u.withdrawAgreement.execute({ actor }))),
    }),
    route({
      method: 'PATCH',
      path: '/api/agreements/:id',
      access: 'admin',
      rateLimit: 'standard',
      summary:
        'Accept (the applicant becomes a member; the lease starts in startMonth, this month by default, on the terms given: rent, endMonth, advanceMonths, deposit) or reject a pending request',
      params: idParam,
      body: decisionBody,
      formFields: true,
      response: agreementSchema,
      handle: async ({ actor, params, body }) =>
        ok(
          agreementDto(
            await u.decideAgreement.execute({
              id: params.id,
              decision: body.action,
              by: actor.email,
              ...(body.startMonth ? { startMonth: body.startMonth } : {}),
              ...(body.reason === undefined ? {} : { reason: body.reason }),
              ...(body.action === 'accept'
                ? {
                    terms: {
                      rent: body.rent,
                      endMonth: body.endMonth,
                      advanceMonths: body.advanceMonths,
                      deposit: body.deposit,
                    },
                  }
                : {}),
            }),
          ),
        ),
    }),
    route({
      method: 'GET',
      path: '/api/admin/agreements',
      access: 'admin',
      rateLimit: 'standard',
      summary: 'Pending agreement requests, oldest first',
      response: z.array(agreementSchema),
      handle: async () =>
        ok(
          (await u.listAgreementRequests.execute()).map((a) => ({
            ...agreementDto(a),
            startMonths: [...a.startMonths],
            owed: toTaka(a.owedMinor),
          })),
        ),
    }),
  ];
}
