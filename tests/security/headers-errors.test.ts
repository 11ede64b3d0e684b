/**
 * Security headers on every kind of answer (success, refusal, failure), HSTS only in production,
 * CORS only for configured origins; a forced internal error answers { message, code, requestId } with no stack,
 * SQL or secret, and its request id is the one in the log lines; a hostile X-Request-Id is replaced.
 * (The browser check that the app itself raises no CSP violation belongs to the e2e suite.)
 */
import { connect } from 'node:net';
import type { Server } from 'node:http';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../adapters/config.ts';
import { buildHttpApp, createContainer } from '../../adapters/container.ts';
import { createMemoryPersistence } from '../../adapters/persistence/memory/memory-persistence.ts';
import type { Persistence } from '../../adapters/persistence/persistence.ts';
import { startTestApi, type TestApi } from '../support/api.ts';
import { figures } from './support/figures.ts';

const fig = figures('headers-errors');
afterAll(() => fig.print());

function expectSecurityHeaders(headers: Headers, where: string) {
  expect(headers.get('x-content-type-options'), where).toBe('nosniff');
  expect(headers.get('referrer-policy'), where).toBe('strict-origin-when-cross-origin');
  expect(headers.get('x-powered-by'), where).toBeNull();
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp, where).toContain("default-src 'self'");
  expect(csp, where).toContain("frame-ancestors 'none'");
  expect(csp, where).toContain("object-src 'none'");
  expect(csp, where).toMatch(/script-src 'self'[^;]*/);
  expect(/script-src[^;]*'unsafe-(inline|eval)'/.test(csp), where).toBe(false);
}

describe('headers (development/test configuration)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ env: { CORS_ORIGINS: 'https://allowed.example, https://also.example' } });
  });
  afterAll(() => api?.close());

  it('lets the page show a profile photo from any https: address, never from plain http:', async () => {
    const csp = (await api.call('GET', '/api/health')).headers.get('content-security-policy') ?? '';
    const imgSrc = /(?:^|;)\s*img-src ([^;]*)/.exec(csp)?.[1]?.split(/\s+/) ?? [];
    expect(imgSrc).toContain('https:');
    expect(imgSrc).not.toContain('http:');
    expect(imgSrc).not.toContain('*');
  });

  it('sends the security headers on success, refusal, not-found and method-not-allowed answers, and no HSTS', async () => {
    const answers = {
      'GET /api/health 200': await api.call('GET', '/api/health'),
      'GET /api/users/role 401': await api.call('GET', '/api/users/role'),
      'GET /api/nothing-here 404': await api.call('GET', '/api/nothing-here'),
      'DELETE /api/apartments 405': await api.call('DELETE', '/api/apartments'),
      'PUT /api/users 415': await api.call('PUT', '/api/users', {
        body: 'x',
        headers: { 'content-type': 'text/plain' },
      }),
    };
    for (const [where, res] of Object.entries(answers)) {
      expectSecurityHeaders(res.headers, where);
      expect(res.headers.get('strict-transport-security'), where).toBeNull();
    }
    fig.add(
      'headers',
      'answers checked for nosniff, CSP, Referrer-Policy, frame-ancestors, no X-Powered-By',
      Object.keys(answers).length,
    );
  });

  it('answers CORS only for the configured origins, preflight included', async () => {
    for (const origin of ['https://allowed.example', 'https://also.example']) {
      const res = await api.call('GET', '/api/apartments', { headers: { origin } });
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      const preflight = await api.call('OPTIONS', '/api/users', {
        headers: {
          origin,
          'access-control-request-method': 'PUT',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
      expect(preflight.status).toBeLessThan(300);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
      expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
    }
    for (const origin of [
      'https://evil.example',
      'https://allowed.example.evil.example',
      'null',
      'http://allowed.example',
    ]) {
      const res = await api.call('GET', '/api/apartments', { headers: { origin } });
      expect(res.headers.get('access-control-allow-origin'), origin).toBeFalsy();
      expect(res.headers.get('access-control-allow-credentials'), origin).toBeNull();
      const preflight = await api.call('OPTIONS', '/api/users', {
        headers: { origin, 'access-control-request-method': 'PUT' },
      });
      expect(preflight.headers.get('access-control-allow-origin'), origin).toBeFalsy();
    }
    fig.add('headers', 'CORS: allowed origins answered, foreign origins (incl. null, http, suffix tricks) not', 'yes');
  });

  it('sends no CORS headers at all when no origin is configured', async () => {
    const plain = await startTestApi();
    try {
      const res = await plain.call('GET', '/api/apartments', { headers: { origin: 'https://allowed.example' } });
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await plain.close();
    }
  });
});

describe('headers (production configuration)', () => {
  it('adds HSTS in production', async () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      FIREBASE_API_KEY: 'test-api-key',
      PAYMENTS_PROVIDER: 'sandbox',
      SMTP_URL: 'smtp://127.0.0.1:1',
      EMAIL_TOKEN_SECRET: 'headers-test-secret-of-at-least-32-characters',
      FIREBASE_PROJECT_ID: 'lakeview-headers-test',
      // Google's metadata server, which firebase-admin asks only when it needs a token: never, here.
      GCE_METADATA_HOST: '127.0.0.1:1',
      PUBLIC_URL: 'https://lakeview.example',
      DATABASE_URL: 'memory',
      UI_DIST: 'tests/no-ui',
      RATE_LIMIT_ENABLED: 'false',
    });
    const container = await createContainer(config, { persistence: createMemoryPersistence() });
    const server: Server = buildHttpApp(container, config).listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as { port: number }).port}/api/health`);
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=31536000; includeSubDomains/);
      expectSecurityHeaders(res.headers, 'production /api/health');
      fig.add('headers', 'HSTS only in production', 'yes');
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});

describe('errors', () => {
  const SECRET = 'hunter2-s3cret';
  const lines: Record<string, any>[] = [];
  let api: TestApi;

  beforeAll(async () => {
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const store = createMemoryPersistence();
    // A store whose apartment query fails the way a driver does: SQL, a connection string with a password, a stack.
    const failing: Persistence = {
      ...store,
      inRequestContext: store.inRequestContext,
      apartments: new Proxy(store.apartments, {
        get(target, key) {
          if (key === 'page') {
            return async () => {
              throw new Error(
                `select "a".* from "apartments" as "a" where rent > $1 - connect postgres://admin:${SECRET}@db.internal:5432/prod`,
              );
            };
          }
          const value = Reflect.get(target, key);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      }),
    };
    api = await startTestApi({ persistence: failing, logger });
  });
  afterAll(() => api?.close());

  it('answers a forced internal error with { message, code, requestId } only, and logs it under the same request id', async () => {
    const res = await api.call('GET', '/api/apartments');
    expect(res.status).toBe(500);
    expect(Object.keys(res.body).sort()).toEqual(['code', 'message', 'requestId']);
    expect(res.body.code).toBe('INTERNAL');
    const text = JSON.stringify(res.body);
    for (const leak of [SECRET, 'select', 'apartments"', 'postgres://', 'db.internal', 'at ', '.ts:', 'Error:'])
      expect(text).not.toContain(leak);
    expect(res.headers.get('x-request-id')).toBe(res.body.requestId);
    const mine = lines.filter((l) => l.requestId === res.body.requestId);
    expect(mine.map((l) => l.msg).sort()).toEqual(['request', 'request failed']);
    expect(mine.find((l) => l.msg === 'request')).toMatchObject({
      status: 500,
      path: '/api/apartments',
      code: 'INTERNAL',
    });
    // The log keeps what an operator needs: the error and its stack.
    const logged = mine.find((l) => l.msg === 'request failed')!;
    expect(logged.err.message).toContain('select "a".*');
    expect(logged.err.stack).toContain('at ');
    fig.add('errors', 'forced 500: body has only message/code/requestId, no stack/SQL/secret; id in log lines', 'yes');
  });

  it("writes a refusal's code on its access log line", async () => {
    for (const [path, status, code] of [
      ['/api/users/role', 401, 'AUTH.UNAUTHENTICATED'],
      ['/api/no-such-route', 404, 'HTTP.NOT_FOUND'],
    ] as const) {
      const res = await api.call('GET', path);
      expect(res.status).toBe(status);
      expect(res.body.code).toBe(code);
      expect(lines.find((l) => l.requestId === res.body.requestId && l.msg === 'request')).toMatchObject({
        status,
        code,
      });
    }
    const ok = await api.call('GET', '/api/health');
    const line = lines.find((l) => l.requestId === ok.headers.get('x-request-id') && l.msg === 'request');
    expect(line).toMatchObject({ status: 200 });
    expect(line).not.toHaveProperty('code');
  });

  it('keeps a well-formed incoming request id and replaces hostile ones', async () => {
    expect(
      (await api.call('GET', '/api/health', { headers: { 'x-request-id': 'trace-abc_123.4' } })).headers.get(
        'x-request-id',
      ),
    ).toBe('trace-abc_123.4');
    const hostile = [
      'x'.repeat(10 * 1024),
      'abc%0d%0aSet-Cookie:%20pwned=1',
      'id with spaces',
      'ünïcode',
      '<script>',
      'a'.repeat(65),
      '../../etc',
    ];
    for (const id of hostile) {
      const res = await api.call('GET', '/api/health', { headers: { 'x-request-id': id } });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    fig.add(
      'errors',
      'hostile X-Request-Id values replaced (10 KB, encoded CRLF, spaces, unicode, ...)',
      hostile.length,
    );
  });

  it('never lets a raw CR or LF inside X-Request-Id reach a response header; the server keeps serving', async () => {
    const port = new URL(api.url).port;
    const rawRequest = (text: string) =>
      new Promise<string>((resolve) => {
        const socket = connect(Number(port), '127.0.0.1');
        let answer = '';
        socket.on('data', (d) => (answer += String(d)));
        socket.on('close', () => resolve(answer));
        socket.on('error', () => resolve(answer));
        socket.setTimeout(5000, () => socket.destroy());
        socket.write(text);
      });
    // A bare CR, a bare LF or a folded line inside a header is refused by the HTTP parser with 400 before the app
    // sees the request (so no request id at all); an oversized id reaches the app, which replaces it.
    const attempts: [name: string, request: string, status: number, requestId: RegExp | null][] = [
      [
        'bare CR',
        'GET /api/health HTTP/1.1\r\nHost: x\r\nX-Request-Id: abc\rSet-Cookie: pwned=1\r\nConnection: close\r\n\r\n',
        400,
        null,
      ],
      [
        'bare LF',
        'GET /api/health HTTP/1.1\r\nHost: x\r\nX-Request-Id: abc\nSet-Cookie: pwned=1\r\nConnection: close\r\n\r\n',
        400,
        null,
      ],
      [
        'folded line',
        'GET /api/health HTTP/1.1\r\nHost: x\r\nX-Request-Id: abc\r\n Set-Cookie: pwned=1\r\nConnection: close\r\n\r\n',
        400,
        null,
      ],
      [
        '10 KB id',
        `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Request-Id: ${'y'.repeat(10 * 1024)}\r\nConnection: close\r\n\r\n`,
        200,
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      ],
    ];
    for (const [name, request, status, requestId] of attempts) {
      const answer = await rawRequest(request);
      const head = answer.split('\r\n\r\n')[0] ?? '';
      // An answer must come: a dropped connection would otherwise pass every check below.
      expect(head, name).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      expect(head, name).not.toMatch(/set-cookie/i);
      expect(head, name).not.toMatch(/pwned/);
      const ids = [...head.matchAll(/^x-request-id: (.*)$/gim)].map((m) => m[1]);
      if (requestId === null) expect(ids, name).toEqual([]);
      else {
        expect(ids, name).toHaveLength(1);
        expect(ids[0], name).toMatch(requestId);
      }
    }
    expect((await api.call('GET', '/api/config')).status).toBe(200);
  });
});
