/** One way to call /api, so every feature reads errors the same way ({ message, code, requestId }). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly body?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  token?: string | null;
  signal?: AbortSignal;
}

/** A body goes out as JSON, except a Blob (a picture, a spreadsheet), which goes out as it is with its own type. */
export async function request(path: string, { method = 'GET', body, token, signal }: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const raw = body instanceof Blob;
  if (body !== undefined) headers['content-type'] = raw ? body.type : 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch(path, { method, headers, body: body === undefined ? undefined : raw ? body : JSON.stringify(body), signal });
}

/** Reads the server's error message, falling back to the given text when the body is not our error JSON. */
export async function errorFrom(res: Response, fallback: string): Promise<HttpError> {
  const text = await res.text().catch(() => '');
  try {
    const json = JSON.parse(text) as { message?: unknown; code?: unknown };
    if (typeof json.message === 'string' && json.message) {
      return new HttpError(res.status, json.message, typeof json.code === 'string' ? json.code : undefined, text);
    }
  } catch {
    // not JSON: use the fallback
  }
  return new HttpError(res.status, fallback, undefined, text);
}

export async function getJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const res = await request(path, options);
  if (!res.ok) throw await errorFrom(res, `Request failed: ${res.status}`);
  return (await res.json()) as T;
}

/** The sentence for each field the server refused in a form (a 400 whose body names `fields`); none otherwise. */
export function fieldErrorsOf<F extends string>(error: unknown): Partial<Record<F, string>> {
  if (!(error instanceof HttpError) || error.status !== 400 || !error.body) return {};
  try {
    const { fields } = JSON.parse(error.body) as { fields?: Partial<Record<F, string>> };
    return fields && typeof fields === 'object' ? fields : {};
  } catch {
    return {};
  }
}
