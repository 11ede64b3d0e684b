import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { z } from 'zod';
import { errorFrom, getJson, getPublicJson, HttpError, request, sendJson } from './api-client.ts';
import { useIdTokenSource, type IdTokenSource } from './auth/id-token.ts';

function TokenSource({ source }: { source: IdTokenSource }) {
  useIdTokenSource(source);
  return null;
}

const calls: { url: string; init: RequestInit }[] = [];
const answer = (body: string, status = 200, type = 'application/json') =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(body, { status, headers: { 'content-type': type } });
    }),
  );
const role = z.object({ role: z.enum(['user', 'member', 'admin']) });
const anything = z.unknown();
const sentHeaders = () => calls.at(-1)!.init.headers as Record<string, string>;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  calls.length = 0;
});

describe('the API client', () => {
  it("sends the signed-in user's ID token, asked for on each call", async () => {
    const source = vi.fn(async () => 'token-1');
    render(<TokenSource source={source} />);
    answer('{"role":"user"}');
    await expect(getJson('/api/users/role', role)).resolves.toEqual({ role: 'user' });
    expect(sentHeaders().authorization).toBe('Bearer token-1');
    source.mockResolvedValue('token-2');
    await request('/api/users/role');
    expect(sentHeaders().authorization).toBe('Bearer token-2');
  });

  it('sends no token when nobody is signed in, or once the provider is gone', async () => {
    answer('{}');
    await request('/api/users/role');
    expect(sentHeaders().authorization).toBeUndefined();
    render(<TokenSource source={async () => null} />);
    await request('/api/users/role');
    expect(sentHeaders().authorization).toBeUndefined();
  });

  it('never asks for a token for a public read', async () => {
    const source = vi.fn(async () => 'token-1');
    render(<TokenSource source={source} />);
    answer('{"buildingName":"Lakeview"}');
    await getPublicJson('/api/config', anything);
    expect(source).not.toHaveBeenCalled();
    expect(sentHeaders().authorization).toBeUndefined();
  });

  it("reads the server's error body: message, code, request id and refused fields", async () => {
    answer(
      JSON.stringify({
        message: 'Rent is too high',
        code: 'VALIDATION',
        requestId: 'r-1',
        fields: { rent: 'Too high' },
      }),
      400,
    );
    const error = await sendJson('/api/admin/apartments', anything, {
      method: 'POST',
      body: { rent: 1 },
      fallback: 'Failed to add',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Rent is too high',
      code: 'VALIDATION',
      requestId: 'r-1',
      fields: { rent: 'Too high' },
    });
  });

  it('falls back to the given message when the body is not our error', async () => {
    const error = await errorFrom(new Response('<html>Bad gateway</html>', { status: 502 }), 'Failed to load');
    expect(error).toMatchObject({
      status: 502,
      message: 'Failed to load',
      code: undefined,
      body: '<html>Bad gateway</html>',
    });
  });

  it('says a refusal in Bangla on a page that holds only the public words, loading the refusals’ words first', async () => {
    // A fresh page's copies of the modules: this project's setup has asked for every word already.
    vi.resetModules();
    const intl = await import('./i18n/intl.tsx');
    const { errorFrom: freshErrorFrom } = await import('./api-client.ts');
    const { bn } = await import('@/i18n/bn/index.ts');
    const bangla = await intl.messagesFor('bn');
    expect(bangla['errors.PARKING.NOT_FOUND']).toBeUndefined();
    render(<intl.LocaleProvider initial="bn" messages={bangla} children={null} />);

    const refused = new Response(
      JSON.stringify({ message: 'There is no such parking space', code: 'PARKING.NOT_FOUND' }),
      { status: 404 },
    );
    expect((await freshErrorFrom(refused, 'Failed')).message).toBe(bn['errors.PARKING.NOT_FOUND']);
  });

  it('refuses a protected read that is not JSON', async () => {
    answer('<html>Bad gateway</html>', 200, 'text/html');
    await expect(getJson('/api/payments/user', anything)).rejects.toThrow('Server returned non-JSON response');
  });

  it("reads an answer as the route's schema says, and under test refuses one that does not fit it", async () => {
    answer('{"role":"member"}');
    const account: { role: 'user' | 'member' | 'admin' } = await getJson('/api/users/role', role);
    expect(account).toEqual({ role: 'member' });
    answer('{"role":"landlord"}');
    await expect(getJson('/api/users/role', role)).rejects.toThrow(/does not fit its schema/);
    answer('{"role":"landlord"}');
    await expect(getPublicJson('/api/users/role', role)).rejects.toThrow(/does not fit its schema/);
  });
});
