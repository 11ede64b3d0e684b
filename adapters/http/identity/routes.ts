import type { UseCases } from '../../../application/use-cases.ts';
import { type RoleDto } from './contract.ts';
import { type Reply, type Route, route, ok } from '../route.ts';

export function identityRoutes(u: UseCases): Route[] {
  return [
    route({
      method: 'GET',
      path: '/api/users/role',
      access: 'signed-in',
      rateLimit: 'standard',
      summary: "The caller's role and language as stored now, and whether they are a former resident",
      handle: async ({ actor }): Promise<Reply> => {
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
