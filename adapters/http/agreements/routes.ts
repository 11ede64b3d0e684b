import type { UseCases } from '../../../application/use-cases.ts';
import {
  agreementBody,
  decisionBody,
  leaseChangesSchema,
  renewalAnswerBody,
  renewalOfferBody,
  renewalOfferSchema,
  rentChangeBody,
  rentChangeSchema,
  type ApplicationDto,
} from './contract.ts';
import { idParam } from '../shared/contract.ts';
import { agreementDto, leaseChangesDto, renewalOfferDto, rentChangeDto, tenantDetailsDto } from './dto.ts';
import { type Route, route, ok } from '../route.ts';
import { messageSchema } from '../shared/contract.ts';
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
    ...leaseChangeRoutes(u),
  ];
}

/** Changes to a running lease: new rents scheduled by the admins, and renewal offers its member answers. */
function leaseChangeRoutes(u: UseCases): Route[] {
  return [
    route({
      method: 'GET',
      path: '/api/admin/leases/:id/changes',
      access: 'admin',
      rateLimit: 'standard',
      summary: "A lease's rent now, its rent changes not yet in effect and its pending renewal offer",
      params: idParam,
      response: leaseChangesSchema,
      handle: async ({ params }) => ok(leaseChangesDto(await u.listLeaseChanges.execute({ leaseId: params.id }))),
    }),
    route({
      method: 'POST',
      path: '/api/admin/leases/:id/rent-changes',
      access: 'admin',
      rateLimit: 'standard',
      creates: true,
      summary:
        'Schedule a new rent (whole taka) on a running lease from a month that starts at least a month from today; one change a month (409 for a second)',
      params: idParam,
      body: rentChangeBody,
      formFields: true,
      response: rentChangeSchema,
      handle: async ({ actor, params, body }) =>
        ok(rentChangeDto(await u.scheduleRentChange.execute({ leaseId: params.id, ...body, by: actor.email }))),
    }),
    route({
      method: 'DELETE',
      path: '/api/admin/rent-changes/:id',
      access: 'admin',
      rateLimit: 'standard',
      summary: 'Cancel a rent change before its month begins (409 once in effect, 404 when already cancelled)',
      params: idParam,
      response: messageSchema,
      handle: async ({ actor, params }) => {
        await u.cancelRentChange.execute({ id: params.id, by: actor.email });
        return ok({ message: 'Rent change cancelled' });
      },
    }),
    route({
      method: 'POST',
      path: '/api/admin/leases/:id/renewal-offers',
      access: 'admin',
      rateLimit: 'standard',
      creates: true,
      summary:
        'Offer to renew a running lease with a planned end: a later end month, and the rent from the month after the current end (409 while one is pending)',
      params: idParam,
      body: renewalOfferBody,
      formFields: true,
      response: renewalOfferSchema,
      handle: async ({ actor, params, body }) =>
        ok(renewalOfferDto(await u.offerRenewal.execute({ leaseId: params.id, ...body, by: actor.email }))),
    }),
    route({
      method: 'GET',
      path: '/api/me/lease-changes',
      access: 'member',
      rateLimit: 'standard',
      summary: "The caller's lease: its rent now, rent changes not yet in effect and a pending renewal offer",
      response: leaseChangesSchema,
      handle: async ({ actor }) => ok(leaseChangesDto(await u.getMyLeaseChanges.execute(actor))),
    }),
    route({
      method: 'POST',
      path: '/api/me/renewal-offers/:id/answer',
      access: 'member',
      rateLimit: 'standard',
      summary:
        "Accept or decline the renewal offer on the caller's lease, once (409 when already answered); accepting moves the end and schedules the rent",
      params: idParam,
      body: renewalAnswerBody,
      response: renewalOfferSchema,
      handle: async ({ actor, params, body }) =>
        ok(renewalOfferDto(await u.answerRenewal.execute({ actor, id: params.id, accept: body.answer === 'accept' }))),
    }),
  ];
}
