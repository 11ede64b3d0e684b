/**
 * A dashboard page's first data: what the signed-in person's first screen reads, answered on the server for the page
 * session the request carries, by the same routes and under the same rules (access, validation) as each read made
 * through /api. The page then needs no request, and no request waiting on another, before it draws the screen.
 */
import type { Context } from 'koa';
import { mayAccess } from '../../domain/identity/roles.ts';
import type { Actor } from '../../application/shared/ports.ts';
import type { IdentifyCaller } from '../../application/identity/identify-caller.ts';
import { PAGE_SESSION_COOKIE, type FirstAnswersDto } from './identity/contract.ts';
import { JsonAnswer, type Route } from './route.ts';
import { parse } from './validate.ts';

/** Who the page's session names and what each read answers them; undefined when it names nobody. */
export type FirstAnswers = (ctx: Context, paths: readonly string[]) => Promise<FirstAnswersDto | undefined>;

export function firstAnswersFrom(routes: readonly Route[], identifyCaller: IdentifyCaller): FirstAnswers {
  // The JSON reads, in the route table's order: the router, too, runs the first route whose path matches.
  const reads = routes
    .filter((r) => r.method === 'GET' && !r.produces)
    .map((route) => ({ route, pattern: new RegExp(`^${route.path.replace(/:(\w+)/g, '(?<$1>[^/]+)')}$`) }));

  /** What a read answers the actor, or undefined where /api would refuse it or answer no JSON of its own. */
  const readAs = async (actor: Actor, ctx: Context, path: string): Promise<unknown> => {
    const url = new URL(path, 'http://page.invalid');
    const found = reads.find((r) => r.pattern.test(url.pathname));
    if (!found || !mayAccess(actor.role, found.route.access)) return undefined;
    const { route } = found;
    const params = Object.fromEntries(
      Object.entries(found.pattern.exec(url.pathname)!.groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)]),
    );
    const reply = await route.handle({
      actor,
      body: undefined,
      files: [],
      query: route.query ? parse(route.query, Object.fromEntries(url.searchParams)) : undefined,
      params: route.params ? parse(route.params, params) : undefined,
      ctx,
    });
    if (reply.status === 303 || reply.status === 304) return undefined;
    return reply.body instanceof JsonAnswer ? (JSON.parse(reply.body.text) as unknown) : reply.body;
  };

  return async (ctx, paths) => {
    const session = ctx.cookies.get(PAGE_SESSION_COOKIE);
    if (!session) return undefined;
    let caller;
    try {
      caller = await identifyCaller.ofSession(session);
    } catch {
      // Expired, revoked, forged, or the identity service is away: the page comes as it would without one.
      return undefined;
    }
    const answers: Record<string, unknown> = {};
    for (const path of paths) {
      // A read that fails here (no rent account yet, say) is left to the app, which asks and shows what /api says.
      const answer = await readAs(caller.actor, ctx, path).catch(() => undefined);
      if (answer !== undefined) answers[path] = answer;
    }
    return { uid: caller.uid, answers };
  };
}
