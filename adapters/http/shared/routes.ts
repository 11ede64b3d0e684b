/** What every caller may ask of the service itself: whether it is up, and the web app's runtime configuration. */
import type { AppConfigDto } from './contract.ts';
import { JsonAnswer, ok, route, type Route } from '../route.ts';
import { appConfigSchema, healthSchema } from './contract.ts';

/**
 * `ping` throws SERVICE.UNAVAILABLE while the database cannot be reached; `config` is what GET /api/config tells the
 * web app, serialised once.
 */
export function sharedRoutes(config: AppConfigDto, ping: () => Promise<void>): Route[] {
  const configAnswer = JsonAnswer.of(config);
  return [
    route({
      method: 'GET',
      path: '/api/health',
      access: 'guest',
      rateLimit: 'standard',
      summary: 'Answers 200 while the database can be reached, 503 otherwise',
      response: healthSchema,
      handle: async () => {
        await ping();
        return ok({ status: 'ok' as const });
      },
    }),
    route({
      method: 'GET',
      path: '/api/config',
      access: 'guest',
      rateLimit: 'standard',
      summary: 'Runtime configuration for the web app',
      response: appConfigSchema,
      handle: async () => ok(configAnswer),
    }),
  ];
}
