/**
 * The /api route table: one line per area. Each area keeps its wire in adapters/http/<area>/: contract.ts (the zod
 * schemas of what it accepts and of what it answers, with the wire types inferred from them; the one server file the
 * UI may import, as `@contract/<area>`), dto.ts (domain objects to those shapes) and routes.ts (its routes, one
 * array, each naming its request and response schemas). What every area uses (schema pieces, the error shape, the
 * web app's configuration) is in shared/; the Route type, which holds each handler to its response schema, is
 * route.ts.
 */
import type { UseCases } from '../../application/use-cases.ts';
import { agreementsRoutes } from './agreements/routes.ts';
import { announcementsRoutes } from './announcements/routes.ts';
import { apartmentsRoutes } from './apartments/routes.ts';
import { apiDocsRoutes } from './api-docs.ts';
import { auditRoutes } from './audit/routes.ts';
import { buildingRoutes } from './building/routes.ts';
import { couponsRoutes } from './coupons/routes.ts';
import { identityRoutes } from './identity/routes.ts';
import { maintenanceRoutes } from './maintenance/routes.ts';
import { membersRoutes } from './members/routes.ts';
import { notificationsRoutes } from './notifications/routes.ts';
import { parkingRoutes } from './parking/routes.ts';
import { frontDeskRoutes } from './front-desk/routes.ts';
import { commonSpacesRoutes } from './common-spaces/routes.ts';
import { parcelsRoutes } from './parcels/routes.ts';
import { ledgerRoutes } from './ledger/routes.ts';
import { chargesRoutes } from './charges/routes.ts';
import { paymentReportsRoutes } from './payment-reports/routes.ts';
import { lateFeesRoutes } from './late-fees/routes.ts';
import { moveOutRoutes } from './move-out/routes.ts';
import { onlinePaymentsRoutes } from './online-payments/routes.ts';
import { paymentsRoutes, type ProviderHooks } from './payments/routes.ts';
import { autopayRoutes, type AutopayHooks } from './autopay/routes.ts';
import type { Route } from './route.ts';
import type { AppConfigDto } from './shared/contract.ts';
import { sharedRoutes } from './shared/routes.ts';

export interface ApiDeps {
  readonly useCases: UseCases;
  /** The card provider's own routes' hooks. */
  readonly payments: ProviderHooks & AutopayHooks;
  /** What GET /api/config tells the web app. */
  readonly publicConfig: AppConfigDto;
  /** Throws SERVICE.UNAVAILABLE while the database cannot be reached. */
  readonly ping: () => Promise<void>;
}

/**
 * Everything /api serves, as the router mounts it: the one route table. Access, rate limits, the OpenAPI
 * description and the access-control tests all read it, so a route declared here is covered by each of them.
 */
export function apiRouteTable({ useCases: u, payments, publicConfig, ping }: ApiDeps): Route[] {
  const routes = [
    ...sharedRoutes(publicConfig, ping),
    ...identityRoutes(u),
    ...membersRoutes(u),
    ...apartmentsRoutes(u),
    ...agreementsRoutes(u),
    ...paymentsRoutes(u, payments, publicConfig.timeZone),
    ...couponsRoutes(u),
    ...announcementsRoutes(u),
    ...buildingRoutes(u),
    ...maintenanceRoutes(u),
    ...notificationsRoutes(u),
    ...auditRoutes(u),
    ...parkingRoutes(u),
    ...frontDeskRoutes(u),
    ...commonSpacesRoutes(u),
    ...parcelsRoutes(u),
    ...ledgerRoutes(u),
    ...moveOutRoutes(u, publicConfig.timeZone),
    ...chargesRoutes(u),
    ...paymentReportsRoutes(u),
    ...lateFeesRoutes(u),
    ...onlinePaymentsRoutes(u),
    ...autopayRoutes(u, payments),
  ];
  return [...routes, ...apiDocsRoutes(routes, publicConfig.buildingName)];
}
