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

export interface Reply {
  /**
   * Only for an answer other than the route's success (304 Not Modified; 200 from a route that creates, when the
   * thing asked for existed already): success is 200, or 201 for a route that creates.
   */
  readonly status?: number;
  readonly body: unknown;
}

/**
 * A JSON answer serialised ahead of time, for one that many requests share (a constant, a cached page): it is sent
 * as it is, the same bytes and Content-Type the value itself would have been sent with.
 */
export class JsonAnswer {
  private constructor(readonly text: string) {}

  static of(value: unknown): JsonAnswer {
    return new JsonAnswer(JSON.stringify(value));
  }
}

/**
 * The answer made from `source`, serialised the first time and sent as those bytes while the same object comes back.
 * Only for a source that never changes once made (a cached page is frozen); a new source is a new answer.
 */
export function answerFor<S extends object>(answers: WeakMap<S, JsonAnswer>, source: S, build: (s: S) => unknown) {
  let answer = answers.get(source);
  if (!answer) {
    answer = JsonAnswer.of(build(source));
    answers.set(source, answer);
  }
  return answer;
}

export interface Route<B = any, Q = any, P = any> {
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
  /** A form's body: a refusal says what is wrong with each field (`fields`), for the form to show beside it. */
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
  readonly handle: (request: ApiRequest<B, Q, P>) => Promise<Reply>;
}

/** Declares a route; its handler's input types follow from its schemas. */
export const route = <B = undefined, Q = undefined, P = undefined>(r: Route<B, Q, P>): Route => r;

export const ok = (body: unknown): Reply => ({ body });
