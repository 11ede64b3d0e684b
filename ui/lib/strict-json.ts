import { errorFrom, HttpError, request } from './http.ts';

/**
 * GET a protected JSON resource, refusing anything that is not JSON (an HTML error page from a proxy
 * must not be read as data).
 */
export async function getStrictJson<T>(path: string, token: string | null): Promise<T> {
  const res = await request(path, { token });
  if (!res.ok) throw await errorFrom(res, `Request failed: ${res.status}`);
  if (!(res.headers.get('content-type') ?? '').includes('application/json')) {
    throw new HttpError(res.status, 'Server returned non-JSON response');
  }
  return (await res.json()) as T;
}

/**
 * Retrying cannot fix a refused or missing resource (4xx): answer at once. Other failures keep the app's default
 * of 3 retries.
 */
export const noRetryOnClientError = (failures: number, error: unknown): boolean =>
  !(error instanceof HttpError && error.status >= 400 && error.status < 500) && failures < 3;
