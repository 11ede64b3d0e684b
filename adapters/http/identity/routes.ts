import type { UseCases } from '../../../application/use-cases.ts';
import { type RoleDto } from './contract.ts';
import { type Route, route, ok } from '../route.ts';
import { roleSchema } from './contract.ts';

export function identityRoutes(u: UseCases): Route[] {
  return [
    route({
      method: 'GET',
      path: '/api/users/role',
      access: 'signed-in',
      rateLimit: 'standard',
      summary: "The caller's role and language as stored now, and whether they are a former resident",
      response: roleSchema,
      handle: async ({ actor }) => {
        const former = await u.isFormerResident.execute(actor);
        return ok({
          role: actor.role,
          language: actor.language,
          ...(former ? { formerResident: true } : {}),
        } satisfies RoleDto);
      },
    }),
  ];
}
