/**
 * The one composition root: reads the configuration, picks an adapter for every port, and wires the use-cases.
 * Nothing else in the code base constructs an adapter or looks anything up in the container.
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { Container, type ServiceIdentifier } from 'inversify';
import pino, { type Logger } from 'pino';
import type { Clock, IdentityAccounts, IdentityVerifier, IdGenerator, PaymentGateway } from '../application/ports.ts';
import { AddApartment } from '../application/use-cases/add-apartment.ts';
import { AddCoupon } from '../application/use-cases/add-coupon.ts';
import { ChangeRent } from '../application/use-cases/change-rent.ts';
import { GetApartmentPhoto } from '../application/use-cases/get-apartment-photo.ts';
import { ImportApartments } from '../application/use-cases/import-apartments.ts';
import { ListBuildingApartments } from '../application/use-cases/list-building-apartments.ts';
import { RetireApartment } from '../application/use-cases/retire-apartment.ts';
import { SetApartmentPhoto } from '../application/use-cases/set-apartment-photo.ts';
import { ApplyForAgreement } from '../application/use-cases/apply-for-agreement.ts';
import { CheckCoupon } from '../application/use-cases/check-coupon.ts';
import { CreatePaymentIntent } from '../application/use-cases/create-payment-intent.ts';
import { DecideAgreement } from '../application/use-cases/decide-agreement.ts';
import { GetAdminSummary } from '../application/use-cases/get-admin-summary.ts';
import { GetMyAgreement } from '../application/use-cases/get-my-agreement.ts';
import { GetBuilding } from '../application/use-cases/get-building.ts';
import { GetReceipt } from '../application/use-cases/get-receipt.ts';
import { SaveBuilding } from '../application/use-cases/save-building.ts';
import { GetRentCollection } from '../application/use-cases/get-rent-collection.ts';
import { IdentifyCaller } from '../application/use-cases/identify-caller.ts';
import { ListAgreementRequests } from '../application/use-cases/list-agreement-requests.ts';
import { ListAnnouncements } from '../application/use-cases/list-announcements.ts';
import { ListApartments } from '../application/use-cases/list-apartments.ts';
import { ListAuditLog } from '../application/use-cases/list-audit-log.ts';
import { ListCoupons } from '../application/use-cases/list-coupons.ts';
import { ListMembers } from '../application/use-cases/list-members.ts';
import { ListPayments } from '../application/use-cases/list-payments.ts';
import { MakeAdmin } from '../application/use-cases/make-admin.ts';
import { PostAnnouncement } from '../application/use-cases/post-announcement.ts';
import { RecordPayment } from '../application/use-cases/record-payment.ts';
import { RemoveMember } from '../application/use-cases/remove-member.ts';
import { GetArrears } from '../application/use-cases/get-arrears.ts';
import { GetMyDues } from '../application/use-cases/get-my-dues.ts';
import { SaveOwnProfile } from '../application/use-cases/save-own-profile.ts';
import { SeedDemoData } from '../application/use-cases/seed-demo-data.ts';
import { SeedDemoResidents } from '../application/use-cases/seed-demo-residents.ts';
import { ToggleCoupon } from '../application/use-cases/toggle-coupon.ts';
import type { Config } from './config.ts';
import { apartmentsRoutes } from './http/apartments-routes.ts';
import { buildingRoutes } from './http/building-routes.ts';
import { apiDocsRoutes } from './http/api-docs.ts';
import { SharpPhotoProcessor } from './photos/sharp-photo-processor.ts';
import { createApp } from './http/app.ts';
import type { AppConfigDto } from './http/contract.ts';
import { recordsRoutes } from './http/records-routes.ts';
import { apiRoutes, type Route } from './http/routes.ts';
import type { UseCases } from './http/use-cases.ts';
import { FirebaseIdentityAccounts, FirebaseIdentityVerifier, firebaseAuth } from './identity/firebase-identity.ts';
import { createPaymentAdapter, type PaymentAdapter } from './payments/payment-adapter.ts';
import { createMemoryPersistence } from './persistence/memory/memory-persistence.ts';
import type { Persistence } from './persistence/persistence.ts';
import { serveUi } from './http/static-ui.ts';
import { createRateLimitStore, rateLimit, type RateLimitStore } from './http/rate-limit.ts';

export const TOKENS = {
  Persistence: Symbol('Persistence'),
  Logger: Symbol('Logger'),
  Clock: Symbol('Clock'),
  Ids: Symbol('Ids'),
  IdentityVerifier: Symbol('IdentityVerifier'),
  IdentityAccounts: Symbol('IdentityAccounts'),
  Payments: Symbol('PaymentAdapter'),
  RateLimitStore: Symbol('RateLimitStore'),
} as const;

/** Adapters a test may supply instead of the configured ones (a fake clock, a prepared store). */
export interface Overrides {
  persistence?: Persistence;
  clock?: Clock;
  verifier?: IdentityVerifier;
  payments?: PaymentAdapter;
  logger?: Logger;
}

export async function createPersistence(databaseUrl: string, schema?: string): Promise<Persistence> {
  if (databaseUrl === 'memory') return createMemoryPersistence();
  const { createMikroOrmPersistence } = await import('./persistence/mikro-orm/mikro-orm-persistence.ts');
  return createMikroOrmPersistence(databaseUrl, schema ? { schema } : {});
}

export async function createContainer(config: Config, overrides: Overrides = {}): Promise<Container> {
  const c = new Container({ defaultScope: 'Singleton' });
  const logger = overrides.logger ?? pino({ level: config.logLevel, base: { service: 'residency' } });
  const auth = firebaseAuth(config.firebase);

  c.bind(TOKENS.Logger).toConstantValue(logger);
  c.bind(TOKENS.Persistence).toConstantValue(
    overrides.persistence ?? (await createPersistence(config.databaseUrl, config.databaseSchema)),
  );
  c.bind<Clock>(TOKENS.Clock).toConstantValue(overrides.clock ?? { now: () => new Date() });
  c.bind<IdGenerator>(TOKENS.Ids).toConstantValue({ next: () => randomUUID() });
  c.bind<IdentityVerifier>(TOKENS.IdentityVerifier).toConstantValue(
    overrides.verifier ?? new FirebaseIdentityVerifier(auth),
  );
  c.bind<IdentityAccounts>(TOKENS.IdentityAccounts).toConstantValue(new FirebaseIdentityAccounts(auth));
  c.bind<PaymentAdapter>(TOKENS.Payments).toConstantValue(
    overrides.payments ?? createPaymentAdapter(config.payments, logger, c.get<Persistence>(TOKENS.Persistence)),
  );

  if (config.rateLimit.enabled)
    c.bind<RateLimitStore>(TOKENS.RateLimitStore).toConstantValue(await createRateLimitStore(config.rateLimit.store));

  const store = c.get<Persistence>(TOKENS.Persistence);
  const gateway: PaymentGateway = c.get<PaymentAdapter>(TOKENS.Payments).gateway;
  const clock = c.get<Clock>(TOKENS.Clock);
  const ids = c.get<IdGenerator>(TOKENS.Ids);
  const { apartments, photos, users, agreements, coupons, announcements, payments, audit, uow } = store;
  const calendar = config.calendar;

  const useCase = <T>(type: ServiceIdentifier<T>, make: () => T) => c.bind<T>(type).toResolvedValue(make);
  useCase(IdentifyCaller, () => new IdentifyCaller(c.get(TOKENS.IdentityVerifier), users));
  useCase(ListApartments, () => new ListApartments(apartments));
  useCase(ListCoupons, () => new ListCoupons(coupons, clock, calendar));
  useCase(SaveOwnProfile, () => new SaveOwnProfile(users, uow, ids));
  useCase(ApplyForAgreement, () => new ApplyForAgreement(apartments, agreements, uow, ids, clock));
  useCase(GetMyAgreement, () => new GetMyAgreement(agreements));
  useCase(DecideAgreement, () => new DecideAgreement(agreements, users, uow, ids, clock, audit, calendar));
  useCase(ListPayments, () => new ListPayments(payments));
  useCase(
    CreatePaymentIntent,
    () => new CreatePaymentIntent(agreements, coupons, payments, gateway, uow, ids, clock, calendar),
  );
  useCase(CheckCoupon, () => new CheckCoupon(coupons, payments, clock, calendar));
  useCase(RecordPayment, () => new RecordPayment(agreements, payments, gateway, uow, ids, clock, logger, calendar));
  useCase(ListAnnouncements, () => new ListAnnouncements(announcements));
  useCase(GetBuilding, () => new GetBuilding(store.building, config.building));
  useCase(SaveBuilding, () => new SaveBuilding(store.building, c.get(GetBuilding), uow, ids, clock, audit));
  useCase(PostAnnouncement, () => new PostAnnouncement(announcements, uow, ids, clock, audit));
  useCase(ListAgreementRequests, () => new ListAgreementRequests(agreements, clock, calendar));
  useCase(ListMembers, () => new ListMembers(users));
  useCase(RemoveMember, () => new RemoveMember(users, agreements, uow, clock, audit, ids, gateway, logger, calendar));
  useCase(AddCoupon, () => new AddCoupon(coupons, uow, ids, clock, audit, calendar));
  useCase(ToggleCoupon, () => new ToggleCoupon(coupons, uow, ids, clock, audit));
  useCase(GetAdminSummary, () => new GetAdminSummary(apartments, users));
  useCase(GetReceipt, () => new GetReceipt(payments));
  useCase(ListAuditLog, () => new ListAuditLog(audit));
  useCase(GetRentCollection, () => new GetRentCollection(agreements, payments));
  useCase(GetArrears, () => new GetArrears(agreements, payments, clock, calendar));
  useCase(GetMyDues, () => new GetMyDues(agreements, payments, clock, calendar));
  useCase(SeedDemoData, () => new SeedDemoData(apartments, coupons, announcements, uow, ids, clock));
  useCase(
    SeedDemoResidents,
    () => new SeedDemoResidents(apartments, users, agreements, payments, uow, ids, clock, calendar),
  );
  useCase(ListBuildingApartments, () => new ListBuildingApartments(apartments));
  useCase(AddApartment, () => new AddApartment(apartments, uow, ids, clock, audit));
  useCase(ChangeRent, () => new ChangeRent(apartments, uow, ids, clock, audit));
  useCase(
    SetApartmentPhoto,
    () => new SetApartmentPhoto(apartments, photos, new SharpPhotoProcessor(), uow, ids, clock, audit),
  );
  useCase(RetireApartment, () => new RetireApartment(apartments, agreements, uow, ids, clock, audit));
  useCase(ImportApartments, () => new ImportApartments(apartments, uow, ids, clock, audit));
  useCase(GetApartmentPhoto, () => new GetApartmentPhoto(photos));
  useCase(MakeAdmin, () => new MakeAdmin(c.get(TOKENS.IdentityAccounts), users, uow, ids, clock, audit));
  return c;
}

export function useCasesOf(c: Container): UseCases {
  return {
    identifyCaller: c.get(IdentifyCaller),
    listApartments: c.get(ListApartments),
    listCoupons: c.get(ListCoupons),
    saveOwnProfile: c.get(SaveOwnProfile),
    applyForAgreement: c.get(ApplyForAgreement),
    getMyAgreement: c.get(GetMyAgreement),
    decideAgreement: c.get(DecideAgreement),
    listPayments: c.get(ListPayments),
    createPaymentIntent: c.get(CreatePaymentIntent),
    checkCoupon: c.get(CheckCoupon),
    recordPayment: c.get(RecordPayment),
    listAnnouncements: c.get(ListAnnouncements),
    postAnnouncement: c.get(PostAnnouncement),
    listAgreementRequests: c.get(ListAgreementRequests),
    listMembers: c.get(ListMembers),
    removeMember: c.get(RemoveMember),
    addCoupon: c.get(AddCoupon),
    toggleCoupon: c.get(ToggleCoupon),
    getAdminSummary: c.get(GetAdminSummary),
    getMyDues: c.get(GetMyDues),
  };
}

export function publicConfig(config: Config, payments: PaymentAdapter): AppConfigDto {
  return {
    buildingName: config.buildingName,
    firebase: {
      apiKey: config.firebase.apiKey,
      authDomain: config.firebase.authDomain,
      projectId: config.firebase.projectId,
      emulatorUrl: config.firebase.emulatorHost ? `http://${config.firebase.emulatorHost}` : null,
    },
    payments: { provider: payments.provider, publishableKey: payments.publishableKey },
    map: config.map,
  };
}

/** Everything /api serves, as the router will mount it: the access-control sweep calls each of them. */
export function allRoutes(c: Container, config: Config): Route[] {
  const payments = c.get<PaymentAdapter>(TOKENS.Payments);
  const health: Route = {
    method: 'GET',
    path: '/api/health',
    access: 'guest',
    summary: 'Answers 200 while the database can be reached, 503 otherwise',
    handle: async () => {
      await c.get<Persistence>(TOKENS.Persistence).ping();
      return { body: { status: 'ok' } };
    },
  };
  const routes = [
    health,
    ...apiRoutes(useCasesOf(c), publicConfig(config, payments)),
    ...recordsRoutes({
      getReceipt: c.get(GetReceipt),
      listAuditLog: c.get(ListAuditLog),
      getRentCollection: c.get(GetRentCollection),
      getArrears: c.get(GetArrears),
      getBuilding: c.get(GetBuilding),
    }),
    ...buildingRoutes({ getBuilding: c.get(GetBuilding), saveBuilding: c.get(SaveBuilding) }),
    ...apartmentsRoutes({
      listBuildingApartments: c.get(ListBuildingApartments),
      addApartment: c.get(AddApartment),
      changeRent: c.get(ChangeRent),
      setApartmentPhoto: c.get(SetApartmentPhoto),
      retireApartment: c.get(RetireApartment),
      importApartments: c.get(ImportApartments),
      getApartmentPhoto: c.get(GetApartmentPhoto),
    }),
    ...payments.routes(useCasesOf(c)),
  ];
  return [...routes, ...apiDocsRoutes(routes, config.buildingName)];
}

export function buildHttpApp(c: Container, config: Config) {
  const payments = c.get<PaymentAdapter>(TOKENS.Payments);
  const mapHost = new URL(config.map.tileUrl.replace('{s}.', 'a.').replace(/\{[^}]+\}/g, '0')).origin.replace(
    '//a.',
    '//*.',
  );
  return createApp({
    routes: allRoutes(c, config),
    identifyCaller: c.get(IdentifyCaller),
    persistence: c.get<Persistence>(TOKENS.Persistence),
    logger: c.get<Logger>(TOKENS.Logger),
    ui: serveUi(config.uiDist),
    ...(config.rateLimit.enabled
      ? {
          rateLimit: rateLimit(
            config.rateLimit,
            c.get<RateLimitStore>(TOKENS.RateLimitStore),
            c.get<Logger>(TOKENS.Logger),
            payments.rawBodyPaths,
          ),
        }
      : {}),
    settings: {
      trustProxy: config.trustProxy,
      corsOrigins: config.corsOrigins,
      rawBodyPaths: payments.rawBodyPaths,
      security: {
        production: config.production,
        connectOrigins: [
          ...(config.firebase.emulatorHost ? [`http://${config.firebase.emulatorHost}`] : []),
          'https://identitytoolkit.googleapis.com',
          'https://securetoken.googleapis.com',
          ...payments.csp.connect,
        ],
        // Google sign-in by popup loads Google's gapi script and frames the auth domain (or the emulator's helper).
        frameOrigins: [
          `https://${config.firebase.authDomain}`,
          ...(config.firebase.emulatorHost ? [`http://${config.firebase.emulatorHost}`] : []),
          ...payments.csp.frame,
        ],
        scriptOrigins: ['https://apis.google.com', ...payments.csp.script],
        imageOrigins: [mapHost],
      },
    },
  });
}
