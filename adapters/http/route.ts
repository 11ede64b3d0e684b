/**
 * The Route type: what every area's routes.ts declares. A route names its method and path, who may call it, its
 * rate-limit budget, and the zod schemas of what it accepts (body, query, params) and of what it answers on success
 * (response), all from its area's contract.ts. Its handler's inputs are typed by the request schemas and its answer
 * (Reply.body, or a JsonAnswer<T> serialised ahead of time) must be of the response schema's type, so a handler
 * answering another shape does not compile; the OpenAPI description shows the same schemas, and a test parses real
 * answers with them.
 */
import type { Context } from 'koa';
import type { z } from 'zod';
import type { Access } from '../../domain/identity/roles.ts';
import type { Actor } from '../../application/shared/ports.ts';
import type { MultipartRule, Upload } from './multipart.ts';

export interface ApiRequest<B = unknown, Q = unknown, P = unknown> {
  /** The caller; present on every route whose access is not 'guest'. */
  readonly actor: Actor;
  /** Body, query and path parameters, already validated by the route's schemas. */
  readonly body: B;
  readonly query: Q;
  readonly params: P;
  /** The files of a multipart body, in the order they came; none for a JSON body. */
  readonly files: readonly Upload[];
  readonly ctx: Context;
}

/**
 * What a handler answers: its route's success (200, or 201 for a route that creates) with a body of the route's
 * response type, as the value or serialised ahead of time; or 304 Not Modified, with no body; or 303 See Other, sending
 * the browser on to `location` (a form another site posts, such as a payment gateway's return).
 */
export type Reply<R = unknown> =
  | {
      /** Only for 200 from a route that creates, when the thing asked for existed already. */
      readonly status?: 200;
      readonly body: R | JsonAnswer<R>;
    }
  | { readonly status: 304; readonly body: null }
  | { readonly status: 303; readonly body: null; readonly location: string };

/**
 * A JSON answer serialised ahead of time, for one that many requests share (a constant, a cached page): it is sent
 * as it is, the same bytes and Content-Type the value itself would have been sent with. T is the value's type, so
 * the answer is held to its route's response type like any other.
 */
export class JsonAnswer<T = unknown> {
  /** The serialised value's type, for the compiler only: never set. */
  declare readonly value?: T;

  private constructor(readonly text: string) {}

  static of<T>(value: T): JsonAnswer<T> {
    return new JsonAnswer<T>(JSON.stringify(value));
  }
}

/**
 * The answer made from `source`, serialised the first time and sent as those bytes while the same object comes back.
 * Only for a source that never changes once made (a cached page is frozen); a new source is a new answer.
 */
export function answerFor<S extends object, T>(
  answers: WeakMap<S, JsonAnswer<T>>,
  source: S,
  build: (s: S) => T,
): JsonAnswer<T> {
  let answer = answers.get(source);
  if (!answer) {
    answer = JsonAnswer.of(build(source));
    answers.set(source, answer);
  }
  return answer;
}

export interface Route<B = any, Q = any, P = any, R = any> {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  /** Who may call it; checked before the handler runs, against the role stored for the caller now. */
  readonly access: Access;
  /**
   * Its budget per client address (rate-limit.ts): 'strict' for the writes an abuser would script (creating
   * profiles, applications and payment attempts), 'none' for signed provider callbacks that must never be dropped.
   */
  readonly rateLimit: 'standard' | 'strict' | 'none';
  /** It makes something new: success is 201 Created instead of 200. */
  readonly creates?: boolean;
  /** The content type of a successful answer when it is not JSON (a photo). */
  readonly produces?: string;
  /** One line for the API description. */
  readonly summary: string;
  /** What the route accepts; the router validates before the handler runs and the API description shows them. */
  readonly body?: z.ZodType<B>;
  readonly query?: z.ZodType<Q>;
  readonly params?: z.ZodType<P>;
  /**
   * What it answers on success: the handler's answer is type-checked against it, the API description shows it, and
   * a test parses real answers with it. Not JSON when the route `produces` another content type (a file, a CSV).
   */
  readonly response: z.ZodType<R>;
  /**
   * A form's body (or a filter form's query): a refusal says what is wrong with each field (`fields`), for the form to
   * show beside it.
   */
  readonly formFields?: boolean;
  /** Public lists that may be cached briefly by browsers and proxies. */
  readonly cacheSeconds?: number;
  /** What is served never changes under its URL (a versioned photo): caches keep it for cacheSeconds unasked. */
  readonly immutable?: boolean;
  /**
   * The route takes its body as it comes (a picture, a spreadsheet), not as JSON: only these content types, at most
   * maxBytes (413 with the given error beyond), handed to the handler as `body`, a Buffer.
   */
  readonly rawBody?: { readonly types: readonly string[]; readonly maxBytes: number; readonly tooLarge: () => Error };
  /**
   * The route also takes multipart/form-data: the JSON object `body` validates comes as one text part, with files
   * beside it (readMultipart in multipart.ts), handed to the handler as `files`.
   */
  readonly multipart?: MultipartRule;
  /** Served only to the caller (a request's photo): their own browser may keep it for cacheSeconds, no shared cache. */
  readonly privateCache?: boolean;
  readonly handle: (request: ApiRequest<B, Q, P>) => Promise<Reply<R>>;
}

/**
 * Declares a route: its handler's input types follow from its request schemas, and what it answers must be of its
 * response schema's type (taken from `response` alone, so a handler cannot widen it).
 */
export const route = <B = undefined, Q = undefined, P = undefined, R = unknown>(
  r: Omit<Route<B, Q, P, R>, 'handle'> & {
    readonly handle: (request: ApiRequest<B, Q, P>) => Promise<Reply<NoInfer<R>>>;
  },
): Route => r;

/** The route's success, with this body. */
export const ok = <T>(body: T | JsonAnswer<T>): Reply<T> => ({ body });
