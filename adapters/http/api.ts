import type { UseCases } from '../../application/use-cases.ts';
import { apartmentsRoutes } from './apartments-routes.ts';
import { apiDocsRoutes } from './api-docs.ts';
import { buildingRoutes } from './building-routes.ts';
import type { AppConfigDto } from './contract.ts';
import { maintenanceRoutes } from './maintenance-routes.ts';
import { notificationRoutes } from './notification-routes.ts';
import { paymentProviderRoutes, type ProviderHooks } from './payment-provider-routes.ts';
import { recordsRoutes } from './records-routes.ts';
import { apiRoutes, route, type Route } from './routes.ts';

export interface ApiDeps {
  readonly useCases: UseCases;
  /** The card provider's own routes' hooks. */
  readonly payments: ProviderHooks;
  /** What GET /api/config tells the web app. */
  readonly publicConfig: AppConfigDto;
  /** Throws SERVICE.UNAVAILABLE while the database cannot be reached. */
  readonly ping: () => Promise<void>;
}

/**
 * Everything /api serves, as the router mounts it: the one route table. Access, rate limits, the OpenAPI
 * description and the access-control tests all read it, so a route declared here is covered by each of them.
 */
export function apiRouteTable({ useCases, payments, publicConfig, ping }: ApiDeps): Route[] {
  const routes = [
    route({
      method: 'GET',
      path: '/api/health',
      access: 'guest',
      rateLimit: 'standard',
      summary: 'Answers 200 while the database can be reached, 503 otherwise',
      handle: async () => {
        await ping();
        return { body: { status: 'ok' } };
      },
    }),
    ...apiRoutes(useCases, publicConfig),
    ...recordsRoutes(useCases),
    ...buildingRoutes(useCases),
    ...apartmentsRoutes(useCases),
    ...maintenanceRoutes(useCases),
    ...notificationRoutes(useCases),
    ...paymentProviderRoutes(useCases, payments),
  ];
  return [...routes, ...apiDocsRoutes(routes, publicConfig.buildingName)];
}
