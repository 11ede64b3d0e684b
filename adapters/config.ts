/** The environment, validated once at start into typed configuration. Nothing else reads process.env. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { isPhone } from '../domain/building/building.ts';

const DEFAULT_EMULATOR = '127.0.0.1:9099';

/**
 * A whole number from the environment, read from its digits only: "1e3", " 80" or "0x50" is refused rather than read
 * as some other number; an empty value counts as unset.
 */
const envInt = (name: string, min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^\d+$/, `${name} must be a whole number written in digits`)
      .transform(Number)
      .pipe(z.number().min(min, `${name} must be at least ${min}`).max(max, `${name} must be at most ${max}`))
      .optional(),
  );

const environment = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: envInt('PORT', 0, 65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .default('sqlite:data/residency.sqlite')
    .refine((v) => v === 'memory' || v.startsWith('sqlite:') || /^postgres(ql)?:\/\//.test(v), {
      message: 'DATABASE_URL must be "memory", "sqlite:<path>" or "postgres://..."',
    }),
  FIREBASE_PROJECT_ID: z.preprocess((v) => (v === '' ? undefined : v), z.string().default('demo-residency')),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
  /** Production: the service account's key file firebase-admin signs in with (or other Application Default Credentials). */
  GOOGLE_APPLICATION_CREDENTIALS: z.string().optional(),
  /** How often the embedded Auth emulator's accounts are saved: a crash loses at most this much. */
  AUTH_EMULATOR_SAVE_SECONDS: envInt('AUTH_EMULATOR_SAVE_SECONDS', 1, 3600).default(60),
  /** Required in production; the demo key works only with the Auth emulator. */
  FIREBASE_API_KEY: z.string().optional(),
  FIREBASE_AUTH_DOMAIN: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** SSLCommerz (bKash, Nagad, cards on one hosted page): the store's id and password; unset, the channel is off. */
  SSLCOMMERZ_STORE_ID: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  SSLCOMMERZ_STORE_PASSWORD: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  /** "true" for real payments (securepay.sslcommerz.com); otherwise the sandbox (sandbox.sslcommerz.com). */
  SSLCOMMERZ_LIVE: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['true', 'false']).default('false')),
  /** Another address for the gateway than the sandbox's or the live one's (a local fake in tests). */
  SSLCOMMERZ_BASE_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .refine((v) => /^https?:\/\//.test(v) && URL.canParse(v), {
        message: 'SSLCOMMERZ_BASE_URL must be an http:// or https:// address',
      })
      .optional(),
  ),
  /** How long a call to SSLCommerz may take before it counts as unreachable. */
  SSLCOMMERZ_TIMEOUT_SECONDS: envInt('SSLCOMMERZ_TIMEOUT_SECONDS', 1, 120).default(15),
  PAYMENTS_PROVIDER: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['sandbox', 'stripe']).optional()),
  BUILDING_NAME: z.string().min(1).default('Lakeview Residency'),
  /** The number an emergency maintenance report shows at once, until an admin saves the building's own. */
  BUILDING_EMERGENCY_PHONE: z
    .string()
    .default('')
    .refine((phone) => phone === '' || isPhone(phone), {
      message: 'BUILDING_EMERGENCY_PHONE must be a phone number of 6 to 20 digits, like +880 1711-000000',
    }),
  /** The building's calendar: which month is "this month" for rent, whatever the server's own zone. */
  BUILDING_TIMEZONE: z
    .string()
    .default('Asia/Dhaka')
    .refine((zone) => isTimeZone(zone), { message: 'BUILDING_TIMEZONE must be an IANA time zone, e.g. Asia/Dhaka' }),
  UI_DIST: z.string().default('dist/ui'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MAP_TILE_URL: z.string().default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
  CORS_ORIGINS: z.string().default(''),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** The demo admin, made on start only with the Auth emulator; refused in production. */
  DEMO_ADMIN_EMAIL: z.string().optional(),
  DEMO_ADMIN_PASSWORD: z.string().optional(),
  /** PostgreSQL only: the schema that holds the tables (several instances share one; tests use one per run). */
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'DATABASE_SCHEMA must be a lower-case SQL name')
    .optional(),
  /** Off by default under NODE_ENV=test so suites never trip it; on everywhere else. */
  RATE_LIMIT_ENABLED: z.enum(['true', 'false']).optional(),
  RATE_LIMIT_WINDOW_SECONDS: envInt('RATE_LIMIT_WINDOW_SECONDS', 1, 86_400).default(60),
  RATE_LIMIT_WRITE_MAX: envInt('RATE_LIMIT_WRITE_MAX', 1).default(30),
  RATE_LIMIT_READ_MAX: envInt('RATE_LIMIT_READ_MAX', 1).default(600),
  /** "memory" for one instance; "postgres://...[?schema=name]" to share the counters between instances. */
  RATE_LIMIT_STORE: z
    .string()
    .default('memory')
    .refine((v) => v === 'memory' || /^postgres(ql)?:\/\//.test(v), {
      message: 'RATE_LIMIT_STORE must be "memory" or "postgres://..."',
    }),
  /** Where emails go out: smtp://user:pass@host:port, or smtps:// for TLS from the start. Required in production. */
  SMTP_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .refine((v) => /^smtps?:\/\/[^/?#]+/.test(v) && URL.canParse(v), {
        message: 'SMTP_URL must be smtp://user:pass@host:port or smtps://...',
      })
      .optional(),
  ),
  /** Outside production without SMTP_URL: the ports of the embedded mail catcher (SMTP, and its web page of mail). */
  MAIL_CATCHER_SMTP_PORT: envInt('MAIL_CATCHER_SMTP_PORT', 1, 65_535).default(1025),
  MAIL_CATCHER_WEB_PORT: envInt('MAIL_CATCHER_WEB_PORT', 1, 65_535).default(1080),
  MAIL_FROM: z.string().email('MAIL_FROM must be an email address').default('no-reply@lakeview.local'),
  /** The product as its users reach it: links in emails lead there. */
  PUBLIC_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .refine((v) => /^https?:\/\//.test(v) && URL.canParse(v), {
        message: 'PUBLIC_URL must be an http:// or https:// address',
      })
      .optional(),
  ),
  /** Signs unsubscribe links; required in production, where a known secret would let anyone switch emails off. */
  EMAIL_TOKEN_SECRET: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(24, 'EMAIL_TOKEN_SECRET must be at least 24 characters').optional(),
  ),
});

/** Signs unsubscribe links outside production only: production refuses to start without its own secret. */
const DEVELOPMENT_EMAIL_SECRET = 'development-only-unsubscribe-secret-not-for-production';

export type Config = ReturnType<typeof loadConfig>;

/** Every environment variable the server and the CLI read (the README's configuration table lists each). */
export const CONFIG_VARIABLES: readonly string[] = environment.keyof().options;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Why the Application Default Credentials firebase-admin looks for cannot be found, or undefined when they can: the
 * key file GOOGLE_APPLICATION_CREDENTIALS names, gcloud's own file, or Google Cloud's metadata server (a Cloud Run,
 * App Engine or Functions service says so in its environment; elsewhere GCE_METADATA_HOST names it). Without them
 * the server cannot see disabled accounts and `create-admin` cannot make one.
 */
function missingGoogleCredentials(env: Record<string, string | undefined>): string | undefined {
  const file = env.GOOGLE_APPLICATION_CREDENTIALS;
  if (file) {
    try {
      JSON.parse(readFileSync(file, 'utf8'));
      return undefined;
    } catch (error) {
      const why = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : 'not a readable JSON key file';
      return `GOOGLE_APPLICATION_CREDENTIALS names ${file}: ${why}. Point it at the service account's key file`;
    }
  }
  const gcloud = env.CLOUDSDK_CONFIG ?? (env.HOME && join(env.HOME, '.config', 'gcloud'));
  if (gcloud && existsSync(join(gcloud, 'application_default_credentials.json'))) return undefined;
  if (env.K_SERVICE || env.GAE_SERVICE || env.FUNCTION_TARGET || env.GCE_METADATA_HOST) return undefined;
  return (
    "Production needs Google credentials for the building's Firebase project: set GOOGLE_APPLICATION_CREDENTIALS " +
    "to its service account's key file (on Google Cloud with a service account attached, GCE_METADATA_HOST=metadata.google.internal)"
  );
}

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && e.FIREBASE_AUTH_EMULATOR_HOST) {
    // The emulator accepts unsigned tokens: a production server trusting it would let anyone in.
    throw new Error('FIREBASE_AUTH_EMULATOR_HOST must not be set in production');
  }
  const stripeKeys = Boolean(e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY);
  const provider = e.PAYMENTS_PROVIDER ?? (stripeKeys ? 'stripe' : 'sandbox');
  if (production && provider === 'sandbox' && e.PAYMENTS_PROVIDER !== 'sandbox') {
    throw new Error('Production needs Stripe keys, or PAYMENTS_PROVIDER=sandbox said explicitly');
  }
  if (provider === 'stripe' && !stripeKeys) {
    throw new Error('PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY');
  }
  if (Boolean(e.SSLCOMMERZ_STORE_ID) !== Boolean(e.SSLCOMMERZ_STORE_PASSWORD)) {
    throw new Error(
      'SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD go together: set both, or neither to turn it off',
    );
  }
  if (production && e.SSLCOMMERZ_STORE_ID && e.SSLCOMMERZ_LIVE !== 'true' && !e.SSLCOMMERZ_BASE_URL) {
    // A production server on the sandbox would show residents a checkout that takes no real money.
    throw new Error('Production with SSLCommerz needs SSLCOMMERZ_LIVE=true (the sandbox takes no real money)');
  }
  if (production && !e.FIREBASE_API_KEY) {
    throw new Error("Production needs FIREBASE_API_KEY: set it to the Web API key of the building's Firebase project");
  }
  if (production && (e.DEMO_ADMIN_EMAIL || e.DEMO_ADMIN_PASSWORD)) {
    // Production never makes the demo admin: a password everyone can read in the README would open the building.
    throw new Error(
      'DEMO_ADMIN_EMAIL and DEMO_ADMIN_PASSWORD are for the demo only: unset them and create the first admin with npm run cli -- create-admin --email <email> --password <password>',
    );
  }
  if (production && !e.SMTP_URL) {
    throw new Error('Production needs SMTP_URL (smtp://user:pass@host:port): without it no email would ever go out');
  }
  if (production && !e.EMAIL_TOKEN_SECRET) {
    // The development secret is in the source: unsubscribe links signed with it could be forged by anyone.
    throw new Error('Production needs EMAIL_TOKEN_SECRET (at least 24 random characters) to sign unsubscribe links');
  }
  if (production && !e.PUBLIC_URL) {
    // Without it every link in an email would lead to localhost, on the reader's own computer.
    throw new Error('Production needs PUBLIC_URL (https://your.domain): the links in emails lead there');
  }
  if (production && (!env.FIREBASE_PROJECT_ID || e.FIREBASE_PROJECT_ID.startsWith('demo-'))) {
    // A demo- project exists only in the emulator: no real account could ever sign in.
    throw new Error(
      "Production needs FIREBASE_PROJECT_ID: set it to the ID of the building's Firebase project (not a demo- one)",
    );
  }
  const credentials = production ? missingGoogleCredentials(env) : undefined;
  if (credentials) throw new Error(credentials);
  const emulatorHost = production ? undefined : (e.FIREBASE_AUTH_EMULATOR_HOST ?? DEFAULT_EMULATOR);
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    buildingName: e.BUILDING_NAME,
    /** The building's details until the admin first saves their own in the Building screen. */
    building: {
      name: e.BUILDING_NAME,
      address: 'Dhaka, Bangladesh',
      latitude: 23.8103,
      longitude: 90.4125,
      phone: '',
      email: '',
      emergencyPhone: e.BUILDING_EMERGENCY_PHONE.trim(),
    },
    calendar: { timeZone: e.BUILDING_TIMEZONE },
    uiDist: e.UI_DIST,
    logLevel: e.NODE_ENV === 'test' && !env.LOG_LEVEL ? ('silent' as const) : e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true',
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    firebase: {
      projectId: e.FIREBASE_PROJECT_ID,
      apiKey: e.FIREBASE_API_KEY || 'demo-api-key',
      authDomain: e.FIREBASE_AUTH_DOMAIN ?? `${e.FIREBASE_PROJECT_ID}.firebaseapp.com`,
      emulatorHost,
      emulatorSaveSeconds: e.AUTH_EMULATOR_SAVE_SECONDS,
    },
    payments: {
      provider,
      stripe: stripeKeys
        ? {
            secretKey: e.STRIPE_SECRET_KEY!,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY!,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          }
        : undefined,
    },
    /** The online gateway (SSLCommerz), or undefined when the building has none: the channel is off. */
    sslcommerz:
      e.SSLCOMMERZ_STORE_ID && e.SSLCOMMERZ_STORE_PASSWORD
        ? {
            storeId: e.SSLCOMMERZ_STORE_ID,
            storePassword: e.SSLCOMMERZ_STORE_PASSWORD,
            baseUrl:
              e.SSLCOMMERZ_BASE_URL ??
              (e.SSLCOMMERZ_LIVE === 'true' ? 'https://securepay.sslcommerz.com' : 'https://sandbox.sslcommerz.com'),
            timeoutMs: e.SSLCOMMERZ_TIMEOUT_SECONDS * 1000,
          }
        : undefined,
    map: {
      tileUrl: e.MAP_TILE_URL,
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
      center: [23.8103, 90.4125] as [number, number],
      zoom: 15,
    },
    demoAdmin: { email: e.DEMO_ADMIN_EMAIL || 'admin@lakeview.test', password: e.DEMO_ADMIN_PASSWORD || 'Admin123' },
    email: {
      smtpUrl: e.SMTP_URL,
      /** Where `npm start` runs its own mail server when no SMTP_URL is given (never in production). */
      catcher:
        production || e.SMTP_URL ? undefined : { smtpPort: e.MAIL_CATCHER_SMTP_PORT, webPort: e.MAIL_CATCHER_WEB_PORT },
      from: e.MAIL_FROM,
      publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
      tokenSecret: e.EMAIL_TOKEN_SECRET ?? DEVELOPMENT_EMAIL_SECRET,
    },
    rateLimit: {
      enabled: e.RATE_LIMIT_ENABLED ? e.RATE_LIMIT_ENABLED === 'true' : e.NODE_ENV !== 'test',
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      writeMax: e.RATE_LIMIT_WRITE_MAX,
      readMax: e.RATE_LIMIT_READ_MAX,
      store: e.RATE_LIMIT_STORE,
    },
  };
}
