/**
 * The one composition root: reads the configuration, picks an adapter for every port, wires the use cases and
 * builds the HTTP app. Nothing else in the code base constructs an adapter or looks anything up in the container.
 */
import 'reflect-metadata';
import { randomInt, randomUUID } from 'node:crypto';
import { Container } from 'inversify';
import { DomainError } from '../domain/shared/errors.ts';
import pino, { type Logger } from 'pino';
import { logDestination } from './log-destination.ts';
import type { Clock, IdGenerator, PhotoNarrower, PhotoProcessor } from '../application/shared/ports.ts';
import type { IdentityAccounts, IdentityVerifier, PageSessions } from '../application/identity/ports.ts';
import type { Mailer, UnsubscribeTokens } from '../application/notifications/ports.ts';
import { createUseCases, type UseCases } from '../application/use-cases.ts';
import type { Config } from './config.ts';
import { apiRouteTable } from './http/api.ts';
import { SmtpMailer } from './email/smtp-mailer.ts';
import { HmacUnsubscribeTokens } from './email/unsubscribe-tokens.ts';
import { createApp } from './http/app.ts';
import type { AppConfigDto } from './http/shared/contract.ts';
import { rateLimit, type RateLimitStore } from './http/rate-limit.ts';
import type { Route } from './http/route.ts';
import { securitySettingsFor } from './http/security.ts';
import { firstAnswersFrom } from './http/first-answers.ts';
import { serveUi } from './http/static-ui.ts';
import { apartmentsAnswerFor } from './http/apartments/routes.ts';
import {
  FirebaseIdentityAccounts,
  FirebaseIdentityVerifier,
  FirebasePageSessions,
  firebaseAuth,
} from './identity/firebase-identity.ts';
import { createPaymentAdapter, type PaymentAdapter } from './payments/payment-adapter.ts';
import { createMemoryPersistence } from './persistence/memory/memory-persistence.ts';
import type { Persistence } from './persistence/persistence.ts';
import { openRateLimitStore } from './persistence/rate-limit/rate-limit-stores.ts';
import { SharpPhotoProcessor } from './photos/sharp-photo-processor.ts';
import { catalogueWording } from './wording/notification-wording.ts';
import { buildingCalendar } from '../application/shared/building-calendar.ts';
import type { PassCodes } from '../application/front-desk/ports.ts';
import { PASS_CODE_ALPHABET, PASS_CODE_LENGTH } from '../domain/front-desk/visitors.ts';
import type { OnlineGateway } from '../application/online-payments/ports.ts';
import { SslCommerzGateway } from './sslcommerz/sslcommerz-gateway.ts';
import { GATEWAY_PATHS } from './http/online-payments/contract.ts';

/** The container's entries: one adapter per port, chosen by the configuration, and the wired use cases. */
export const TOKENS = {
  Config: Symbol('Config'),
  Persistence: Symbol('Persistence'),
  Logger: Symbol('Logger'),
  Clock: Symbol('Clock'),
  Ids: Symbol('Ids'),
  PassCodes: Symbol('PassCodes'),
  IdentityVerifier: Symbol('IdentityVerifier'),
  PageSessions: Symbol('PageSessions'),
  IdentityAccounts: Symbol('IdentityAccounts'),
  PhotoProcessor: Symbol('PhotoProcessor'),
  Payments: Symbol('PaymentAdapter'),
  RateLimitStore: Symbol('RateLimitStore'),
  UnsubscribeTokens: Symbol('UnsubscribeTokens'),
  Mailer: Symbol('Mailer'),
  OnlineGateway: Symbol('OnlineGateway'),
  UseCases: Symbol('UseCases'),
} as const;

/** Adapters a test may supply instead of the configured ones (a fake clock, a prepared store). */
export interface Overrides {
  persistence?: Persistence;
  clock?: Clock;
  verifier?: IdentityVerifier;
  payments?: PaymentAdapter;
  logger?: Logger;
  /** Sends emails; tests give one even without SMTP_URL, to drive the sender. */
  mailer?: Mailer;
  /** The online gateway; tests give one pointed at a local fake, whose return addresses lead to their server. */
  onlineGateway?: OnlineGateway;
}

const systemClock: Clock = { now: () => new Date() };

/** Pass codes drawn by the operating system's secure random numbers, each character alike likely. */
const randomPassCodes: PassCodes = {
  next: () =>
    Array.from({ length: PASS_CODE_LENGTH }, () => PASS_CODE_ALPHABET[randomInt(PASS_CODE_ALPHABET.length)]).join(''),
};

/** SSLCommerz as configured, its return addresses on the public address; undefined when it is not. */
function configuredOnlineGateway(config: Config): OnlineGateway | undefined {
  if (!config.sslcommerz) return undefined;
  const at = (path: string) => `${config.email.publicUrl}${path}`;
  return new SslCommerzGateway({
    ...config.sslcommerz,
    callbacks: {
      success: at(GATEWAY_PATHS.success),
      fail: at(GATEWAY_PATHS.fail),
      cancel: at(GATEWAY_PATHS.cancel),
      ipn: at(GATEWAY_PATHS.ipn),
    },
  });
}

export async function createPersistence(databaseUrl: string, schema?: string): Promise<Persistence> {
  if (databaseUrl === 'memory') return createMemoryPersistence();
  const { createMikroOrmPersistence } = await import('./persistence/mikro-orm/mikro-orm-persistence.ts');
  return createMikroOrmPersistence(databaseUrl, schema ? { schema } : {});
}

export async function createContainer(config: Config, overrides: Overrides = {}): Promise<Container> {
  const c = new Container({ defaultScope: 'Singleton' });
  const logger = overrides.logger ?? pino({ level: config.logLevel, base: { service: 'residency' } }, logDestination());
  const persistence = overrides.persistence ?? (await createPersistence(config.databaseUrl, config.databaseSchema));
  const auth = firebaseAuth(config.firebase);

  c.bind<Config>(TOKENS.Config).toConstantValue(config);
  c.bind<Logger>(TOKENS.Logger).toConstantValue(logger);
  c.bind<Persistence>(TOKENS.Persistence).toConstantValue(persistence);
  c.bind<Clock>(TOKENS.Clock).toConstantValue(overrides.clock ?? systemClock);
  c.bind<IdGenerator>(TOKENS.Ids).toConstantValue({ next: () => randomUUID() });
  c.bind<PassCodes>(TOKENS.PassCodes).toConstantValue(randomPassCodes);
  c.bind<IdentityVerifier>(TOKENS.IdentityVerifier).toConstantValue(
    overrides.verifier ?? new FirebaseIdentityVerifier(auth),
  );
  c.bind<PageSessions>(TOKENS.PageSessions).toConstantValue(new FirebasePageSessions(auth));
  c.bind<IdentityAccounts>(TOKENS.IdentityAccounts).toConstantValue(new FirebaseIdentityAccounts(auth));
  c.bind<PhotoProcessor & PhotoNarrower>(TOKENS.PhotoProcessor).toConstantValue(new SharpPhotoProcessor());
  c.bind<PaymentAdapter>(TOKENS.Payments).toConstantValue(
    overrides.payments ?? createPaymentAdapter(config.payments, logger, persistence),
  );
  const tokens = new HmacUnsubscribeTokens(config.email.tokenSecret, overrides.clock ?? systemClock);
  c.bind<UnsubscribeTokens>(TOKENS.UnsubscribeTokens).toConstantValue(tokens);
  const mailer =
    overrides.mailer ??
    (config.email.smtpUrl
      ? new SmtpMailer({
          smtpUrl: config.email.smtpUrl,
          fromAddress: config.email.from,
          publicUrl: config.email.publicUrl,
          tokens,
        })
      : undefined);
  if (mailer) c.bind<Mailer>(TOKENS.Mailer).toConstantValue(mailer);
  const onlineGateway = overrides.onlineGateway ?? configuredOnlineGateway(config);
  if (onlineGateway) c.bind<OnlineGateway>(TOKENS.OnlineGateway).toConstantValue(onlineGateway);
  if (config.rateLimit.enabled)
    c.bind<RateLimitStore>(TOKENS.RateLimitStore).toConstantValue(await openRateLimitStore(config.rateLimit.store));

  c.bind<UseCases>(TOKENS.UseCases).toResolvedValue(
    (
      clock: Clock,
      ids: IdGenerator,
      passCodes: PassCodes,
      verifier: IdentityVerifier,
      pageSessions: PageSessions,
      accounts: IdentityAccounts,
      photoProcessor: PhotoProcessor & PhotoNarrower,
      payments: PaymentAdapter,
    ) =>
      createUseCases(persistence, {
        clock,
        ids,
        passCodes,
        calendar: buildingCalendar(clock, config.calendar.timeZone),
        gateway: payments.gateway,
        savedCards: payments.savedCards,
        verifier,
        pageSessions,
        accounts,
        photoProcessor,
        logger,
        unsubscribeTokens: tokens,
        wording: catalogueWording,
        ...(mailer ? { mailer } : {}),
        ...(onlineGateway ? { onlineGateway } : {}),
        buildingDefaults: config.building,
      }),
    [
      TOKENS.Clock,
      TOKENS.Ids,
      TOKENS.PassCodes,
      TOKENS.IdentityVerifier,
      TOKENS.PageSessions,
      TOKENS.IdentityAccounts,
      TOKENS.PhotoProcessor,
      TOKENS.Payments,
    ],
  );
  return c;
}

/** Every use case, wired: what the CLI, the start-up seed and the tests call. */
export const useCasesOf = (c: Container): UseCases => c.get<UseCases>(TOKENS.UseCases);

export function publicConfig(config: Config, payments: PaymentAdapter, onlineGatewayOn = false): AppConfigDto {
  return {
    buildingName: config.buildingName,
    firebase: {
      apiKey: config.firebase.apiKey,
      authDomain: config.firebase.authDomain,
      projectId: config.firebase.projectId,
      emulatorUrl: config.firebase.emulatorHost ? `http://${config.firebase.emulatorHost}` : null,
    },
    payments: { provider: payments.provider, publishableKey: payments.publishableKey },
    onlinePayments: { sslcommerz: onlineGatewayOn },
    map: config.map,
    timeZone: config.calendar.timeZone,
  };
}

/** What the health check asks besides the database: whether the embedded sign-in service answers. */
export interface HealthChecks {
  readonly identityAnswering?: () => boolean;
}

/** Everything /api serves, as the router will mount it: the access-control sweep calls each of them. */
export function allRoutes(c: Container, config: Config, health: HealthChecks = {}): Route[] {
  const payments = c.get<PaymentAdapter>(TOKENS.Payments);
  const persistence = c.get<Persistence>(TOKENS.Persistence);
  return apiRouteTable({
    useCases: useCasesOf(c),
    payments,
    publicConfig: publicConfig(config, payments, c.isBound(TOKENS.OnlineGateway)),
    ping: async () => {
      await persistence.ping();
      // A server whose sign-in service is gone answers every page but lets nobody in: not healthy.
      if (health.identityAnswering && !health.identityAnswering())
        throw new DomainError('SERVICE.UNAVAILABLE', 'The sign-in service (the Auth emulator) is not answering');
    },
  });
}

export function buildHttpApp(c: Container, config: Config, health: HealthChecks = {}) {
  const payments = c.get<PaymentAdapter>(TOKENS.Payments);
  const persistence = c.get<Persistence>(TOKENS.Persistence);
  const logger = c.get<Logger>(TOKENS.Logger);
  const routes = allRoutes(c, config, health);
  const { identifyCaller } = useCasesOf(c);
  return createApp({
    routes,
    identifyCaller,
    inRequestScope: (work) => persistence.inRequestContext(work),
    logger,
    ui: serveUi(config.uiDist, {
      config: publicConfig(config, payments, c.isBound(TOKENS.OnlineGateway)),
      apartments: apartmentsAnswerFor(useCasesOf(c)),
      firstAnswers: firstAnswersFrom(routes, identifyCaller),
      onDrawFailed: (error) => logger.error({ err: error }, 'Drawing a landing page failed: sent undrawn'),
    }),
    ...(config.rateLimit.enabled
      ? { rateLimit: rateLimit(config.rateLimit, c.get<RateLimitStore>(TOKENS.RateLimitStore), logger, routes) }
      : {}),
    settings: {
      trustProxy: config.trustProxy,
      corsOrigins: config.corsOrigins,
      security: securitySettingsFor({
        production: config.production,
        identity: { authDomain: config.firebase.authDomain, emulatorHost: config.firebase.emulatorHost },
        payments: payments.csp,
        mapTileUrl: config.map.tileUrl,
      }),
    },
  });
}
