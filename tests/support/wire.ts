/**
 * Holds every successful answer a test receives to its route's response schema: the route is the one the router
 * would run for the method and path as sent (the first whose pattern matches, a trailing slash allowed), and its schema must
 * accept the body as it came over the wire (parsed JSON, or the text of a CSV or page). A file answer is only
 * checked for its content type.
 */
import { z } from 'zod';
import type { Route } from '../../adapters/http/route.ts';

export interface WireCheck {
  check(answer: { method: string; path: string; status: number; body: unknown; contentType: string | null }): void;
  /** The routes whose answers were checked, as "METHOD /path". */
  readonly checked: ReadonlySet<string>;
}

export function wireCheck(routes: readonly Route[]): WireCheck {
  const patterns = routes.map((route) => ({
    route,
    pattern: new RegExp(`^${route.path.replace(/:\w+/g, '[^/]+')}/?$`),
  }));
  const checked = new Set<string>();
  return {
    checked,
    check({ method, path, status, body, contentType }) {
      // The path as the server received it: a client resolves "." and ".." segments before sending.
      const bare = new URL(path.split('?')[0]!, 'http://wire.test').pathname;
      if (status < 200 || status >= 300 || method === 'HEAD' || !bare.startsWith('/api/')) return;
      const route = patterns.find((p) => p.route.method === method && p.pattern.test(bare))?.route;
      // Not a route's answer (a CORS preflight): the router answered it itself.
      if (!route) return;
      const name = `${route.method} ${route.path}`;
      if (route.produces && !route.produces.startsWith('text/')) {
        if (!contentType?.startsWith(route.produces)) throw new Error(`${name} answered ${contentType}`);
      } else {
        const result = route.response.safeParse(body);
        if (!result.success)
          throw new Error(`${name} answered what its response schema refuses:\n${z.prettifyError(result.error)}`);
      }
      checked.add(name);
    },
  };
}
