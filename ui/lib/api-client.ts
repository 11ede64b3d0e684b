import type { z } from 'zod';
import { currentIdToken } from './auth/id-token.ts';
import { takeFirstAnswer } from './auth/first-answers.ts';
import { translateNow, withSignedInWords } from './i18n/intl.tsx';

/** A refused or failed call to /api, carrying what the server's error body says ({ message, code, requestId, fields }). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    /** The body as received, for a screen that reads a field of its own from it (the refused line of an import). */
    readonly body?: string,
    readonly requestId?: string,
    /** The sentence for each form field the server refused. */
    readonly fields?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  /** The media type asked for; JSON unless said otherwise. */
  accept?: string;
  /** A public read: no token is asked for and none is sent, so it never waits for the identity service. */
  anonymous?: boolean;
}

/**
 * The one way to call /api. Unless the call is anonymous, it carries the signed-in user's ID token as a bearer token;
 * a signed-in read whose answer the page brought is answered from it, once.
 * A body goes out as JSON, except a Blob (a picture, a spreadsheet), which goes out as it is with its own type, and
 * FormData (a form with files), whose content type the browser writes itself because it must name the boundary.
 */
export async function request(
  path: string,
  { method = 'GET', body, signal, accept = 'application/json', anonymous = false }: RequestOptions = {},
): Promise<Response> {
  // The page brought this read's answer for the person signed in (first-answers.ts): no need to ask.
  const first = method === 'GET' && !anonymous ? takeFirstAnswer(path) : undefined;
  if (first) return first;
  const headers: Record<string, string> = { accept };
  const raw = body instanceof Blob || body instanceof FormData;
  if (body !== undefined && !(body instanceof FormData))
    headers['content-type'] = body instanceof Blob ? body.type : 'application/json';
  const token = anonymous ? null : await currentIdToken();
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
    signal,
  });
}

/**
 * The words of refusals and of the rules the server's sentences state, with the code that matches them: the first page
 * does without both until a request is refused.
 */
const refusalWords = withSignedInWords(() => import('./server-words.ts'));

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/**
 * Reads the server's error body into an HttpError, with the given message when the body is not the server's error.
 * The message and the refused fields' sentences are in the reader's language: the server's own words in English, the
 * catalogue's words for its code and rules in Bangla. The body stays as it came (request id, the server's English).
 */
export async function errorFrom(res: Response, fallback: string): Promise<HttpError> {
  const raw = await res.text().catch(() => '');
  let json: { message?: unknown; code?: unknown; requestId?: unknown; fields?: unknown; line?: unknown } = {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object') json = parsed;
  } catch {
    // not JSON: the fallback message, no details
  }
  const message = text(json.message);
  const code = text(json.code);
  let ours = false;
  let words: { message?: string; fields?: Readonly<Record<string, string>> } = {};
  if (message !== undefined || code !== undefined) {
    const { inReadersWords, isKnownCode } = await refusalWords();
    // The server's error has a message; a code the catalogue knows is the server's too, even when it came without one.
    ours = message !== undefined || isKnownCode(code);
    if (ours)
      words = inReadersWords({
        message,
        code,
        fields: json.fields && typeof json.fields === 'object' ? (json.fields as Record<string, string>) : undefined,
        line: typeof json.line === 'number' ? json.line : undefined,
      });
  }
  return new HttpError(
    res.status,
    words.message ?? fallback,
    ours ? code : undefined,
    raw,
    text(json.requestId),
    words.fields,
  );
}

/** The server's schema of a route's answer (from @contract): what a call answers is the type it describes. */
export type AnswerSchema = z.ZodType;

/**
 * A schema, or how to load it: the first page's reads name their schema by a dynamic import, so the schemas (and
 * zod) stay out of the first page's scripts; only a test loads them, to check the answer.
 */
export type SchemaRef<S extends AnswerSchema> = S | (() => Promise<S>);

/** A JSON answer read as its schema says. Under test the answer is checked against the schema, failing on a misfit. */
export async function readJson<S extends AnswerSchema>(res: Response, schema: SchemaRef<S>): Promise<z.output<S>> {
  const value: unknown = await res.json();
  if (import.meta.env.MODE === 'test') {
    const fit = (typeof schema === 'function' ? await schema() : schema).safeParse(value);
    if (!fit.success)
      throw new TypeError(`The answer of ${res.url || 'a call'} does not fit its schema: ${fit.error.message}`);
  }
  return value as z.output<S>;
}

/** A public JSON read (the configuration, the building, the apartments on offer). */
export async function getPublicJson<S extends AnswerSchema>(path: string, schema: SchemaRef<S>): Promise<z.output<S>> {
  const res = await request(path, { anonymous: true });
  if (!res.ok) throw await errorFrom(res, translateNow('common.requestFailed', { status: res.status }));
  return readJson(res, schema);
}

/**
 * A protected JSON read. Anything that is not JSON is refused: an HTML error page from a proxy must not be read as
 * data.
 */
export async function getJson<S extends AnswerSchema>(path: string, schema: SchemaRef<S>): Promise<z.output<S>> {
  const res = await request(path);
  if (!res.ok) throw await errorFrom(res, translateNow('common.requestFailed', { status: res.status }));
  if (!(res.headers.get('content-type') ?? '').includes('application/json')) {
    throw new HttpError(res.status, translateNow('common.notJson'));
  }
  return readJson(res, schema);
}

/** A protected change whose answer is JSON; a refusal throws the server's error, or `fallback` when it gave none. */
export async function sendJson<S extends AnswerSchema>(
  path: string,
  schema: SchemaRef<S>,
  { method, body, fallback }: { method: string; body?: unknown; fallback: string },
): Promise<z.output<S>> {
  const res = await request(path, { method, body });
  if (!res.ok) throw await errorFrom(res, fallback);
  return readJson(res, schema);
}

/** A protected file (a CSV report), which a plain link could not fetch because it cannot send the token. */
export async function getFile(path: string, accept: string, fallback: string): Promise<Blob> {
  const res = await request(path, { accept });
  if (!res.ok) throw await errorFrom(res, fallback);
  return res.blob();
}

/** The sentence for each field the server refused in a form (a 400 whose body names `fields`); none otherwise. */
export function fieldErrorsOf<F extends string>(error: unknown): Partial<Record<F, string>> {
  if (!(error instanceof HttpError) || error.status !== 400 || !error.fields) return {};
  return error.fields as Partial<Record<F, string>>;
}

/**
 * Retrying cannot fix a refused or missing resource (4xx): answer at once. Other failures keep the app's default
 * of 3 retries.
 */
export const noRetryOnClientError = (failures: number, error: unknown): boolean =>
  !(error instanceof HttpError && error.status >= 400 && error.status < 500) && failures < 3;
