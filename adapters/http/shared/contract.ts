/**
 * What every area's wire uses: the schema pieces requests are built from (text, numbers in a query, months, emails,
 * ids), the error every refusal answers with, and the web app's runtime configuration. The UI imports this file as
 * `@contract/shared`, so both ends read one definition.
 */
import { z } from 'zod';
import { isEmailAddress, USER_RULES } from '../../../domain/members/user.ts';
import { LANGUAGES, type Language } from '../../../domain/shared/language.ts';

export const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

/** Text a form asks for: required, trimmed, at most `max` characters; every refusal is the field's one sentence. */
export const formText = (rule: string, max: number) => z.string({ error: rule }).trim().min(1, rule).max(max, rule);

/**
 * Query strings arrive as text, so a number there is read from its digits and nothing else: "1e2", "true", " 5 " and
 * "0x10" are refused, and so is a repeated parameter (it arrives as a list).
 */
export const queryInt = (field: string, min: number, max: number) =>
  z
    .string({ error: `${field} must be given once, as a number` })
    .regex(/^-?\d+$/, `${field} must be a whole number written in digits only, like 5`)
    .transform(Number)
    .pipe(z.number().min(min, `${field} must be at least ${min}`).max(max, `${field} must be at most ${max}`));

export const optionalQueryInt = (field: string, min: number, max: number) =>
  z.preprocess((v) => (v === '' ? undefined : v), queryInt(field, min, max).optional());

/** A query parameter that is text: given once (a repeated one arrives as a list and is refused). */
export const queryText = <T extends z.ZodType<unknown, string>>(field: string, rule: T) =>
  z.string({ error: `${field} must be given once, as text` }).pipe(rule);

/** JSON bodies take JSON numbers only: "10", true or [10] is refused, never read as a number. */
export const jsonNumber = (field: string) =>
  z.number({ error: `${field} must be a number, like 10 (not text, true/false or a list)` });

/** A yes or no in a query string: the word true or false, given once; anything else ("1", "yes", a list) is refused. */
export const optionalQueryFlag = (field: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .enum(['true', 'false'], { error: `${field} must be true or false, given once` })
      .transform((v) => v === 'true')
      .optional(),
  );

export const emailField = z
  .string({ error: 'email must be text' })
  .trim()
  .toLowerCase()
  .refine(isEmailAddress, USER_RULES.email);

/** A month on the wire: "YYYY-MM". */
export const monthKeyField = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, `${field} must be a month written YYYY-MM, like 2026-11`);

export const idParam = z.object({ id: text('id', 64) });

export const wholeNumberIn = (rule: string, min: number, max: number) =>
  z.number({ error: rule }).int(rule).min(min, rule).max(max, rule);

export const monthField = text('month', 40);

export type { Language };

export const errorSchema = z.strictObject({
  /** What went wrong, in words a person can act on. */
  message: z.string(),
  /** Stable machine-readable code, e.g. PAYMENT.MONTH_ALREADY_PAID. */
  code: z.string(),
  /** Ties this answer to the server log line. */
  requestId: z.string(),
  /** A body's fields that were refused, each with a sentence a person reads. */
  fields: z.record(z.string(), z.string()).optional(),
  /** A spreadsheet import: the line (the header is 1) of the first row that was refused. */
  line: z.number().optional(),
});
export type ErrorDto = z.infer<typeof errorSchema>;

export const appConfigSchema = z.strictObject({
  buildingName: z.string(),
  firebase: z.strictObject({
    apiKey: z.string(),
    authDomain: z.string(),
    projectId: z.string(),
    emulatorUrl: z.string().nullable(),
  }),
  payments: z.strictObject({ provider: z.enum(['sandbox', 'stripe']), publishableKey: z.string().nullable() }),
  /** The online gateway (SSLCommerz: bKash, Nagad, cards): offered on the pay page only when on. */
  onlinePayments: z.strictObject({ sslcommerz: z.boolean() }).optional(),
  map: z.strictObject({
    tileUrl: z.string(),
    attribution: z.string(),
    center: z.tuple([z.number(), z.number()]),
    zoom: z.number(),
  }),
  /** The building's time zone (an IANA name such as "Asia/Dhaka"): what every screen's today and this month are in. */
  timeZone: z.string(),
});
export type AppConfigDto = z.infer<typeof appConfigSchema>;

/** GET /api/health while the database can be reached. */
export const healthSchema = z.strictObject({ status: z.literal('ok') });

/** An answer that says in words what was done (a deletion, a removal). */
export const messageSchema = z.strictObject({ message: z.string() });

/** An answer that is not JSON: the bytes of a file (a photo). */
export const fileSchema = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array, 'a file')
  .meta({ type: 'string', format: 'binary' });

/** A CSV file (RFC 4180, UTF-8, starting with a byte-order mark). */
export const csvSchema = z.string().meta({ description: 'CSV (RFC 4180, UTF-8 with a byte-order mark)' });

/** The languages the product writes in. */
export const languageSchema = z.enum(LANGUAGES);

export const yesNo = (field: string) => z.boolean({ error: `${field} must be true or false` });
