import type { Context } from 'koa';
import type { UseCases } from '../../../application/use-cases.ts';
import { type RoleDto } from './contract.ts';
import { type Route, route, ok } from '../route.ts';
import {
  endedSessionSchema,
  PAGE_SESSION_COOKIE,
  PAGE_SESSION_PATH,
  pageSessionSchema,
  roleSchema,
} from './contract.ts';

/**
 * The page session's cookie: scripts cannot read it; it goes with the dashboard's pages alone, and with a link from
 * another site only when it opens a page (Lax): it reads a person's data into their own page and does nothing else.
 */
const setPageSession = (ctx: Context, value: string | null, maxAgeSeconds: number) =>
  ctx.cookies.set(PAGE_SESSION_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    path: PAGE_SESSION_PATH,
    secure: ctx.secure,
    maxAge: maxAgeSeconds * 1000,
    overwrite: true,
  });

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
    route({
      method: 'POST',
      path: '/api/session',
      access: 'signed-in',
      rateLimit: 'standard',
      summary:
        "Starts a page session for the caller's bearer token: a cookie with which the dashboard's pages arrive with their first data",
      response: pageSessionSchema,
      handle: async ({ ctx }) => {
        // The route's access already vouched for the bearer token (and checked revocation, as for every write).
        const token = /^Bearer (\S+)$/.exec(ctx.get('authorization'))![1]!;
        const session = await u.identifyCaller.startSession(token);
        setPageSession(ctx, session.value, session.maxAgeSeconds);
        return ok({ maxAgeSeconds: session.maxAgeSeconds });
      },
    }),
    route({
      method: 'DELETE',
      path: '/api/session',
      access: 'guest',
      rateLimit: 'standard',
      summary: "Ends this browser's page session (signing out)",
      response: endedSessionSchema,
      handle: async ({ ctx }) => {
        // No value: the browser is told the cookie expired long ago, and drops it.
        setPageSession(ctx, null, 0);
        return ok({ ended: true as const });
      },
    }),
  ];
}
