/** The building's late-fee rule, which only the admin reads and changes; the fees themselves are on the books. */
import { type UseCases } from '../../../application/use-cases.ts';
import { route, type Route } from '../route.ts';
import { lateFeeBody, lateFeeSchema } from './contract.ts';
import { lateFeeDto } from './dto.ts';

export function lateFeesRoutes(u: UseCases): Route[] {
  return [
    route({
      method: 'GET',
      path: '/api/admin/late-fees',
      access: 'admin',
      rateLimit: 'standard',
      summary: 'The late-fee rule (off until an admin saves one) and the due day its grace counts from',
      response: lateFeeSchema,
      handle: async () => ({ body: lateFeeDto(await u.getLateFeeSettings.execute()) }),
    }),
    route({
      method: 'PUT',
      path: '/api/admin/late-fees',
      access: 'admin',
      rateLimit: 'standard',
      summary:
        'Change the late-fee rule over the version it was read at (409 when someone saved meanwhile); switching it on charges no month before this one',
      body: lateFeeBody,
      formFields: true,
      response: lateFeeSchema,
      handle: async ({ actor, body: { version, ...rule } }) => ({
        body: lateFeeDto(await u.saveLateFeeSettings.execute({ rule, version, by: actor.email })),
      }),
    }),
  ];
}
