/**
 * Unusual HTTP methods answered 500 and logged a stack trace each, so anyone could flood the logs. A method no route
 * has is answered 501, a known path asked with a method it does not take 405 with an Allow header, both in the usual
 * error shape and with no error-level log line. A corrupt compressed body, the same kind of client mistake, is a 415.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';

const UNUSUAL = ['TRACE', 'PROPFIND', 'MKCOL', 'SEARCH', 'PURGE', 'LOCK'];
/** pino's number for the error level; fatal is above it. */
const ERROR_LEVEL = 50;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: any;
}

/** node:http rather than fetch, which refuses to send TRACE. */
function send(url: string, method: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // A body is framed by its length: node sends DELETE's body unframed otherwise.
    const framed = body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) };
    const req = request(url, { method, headers: framed }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: text ? JSON.parse(text) : undefined }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

function expectErrorShape(answer: Answer, code: string, what: string) {
  expect(answer.headers['content-type'], what).toMatch(/^application\/json/);
  expect(answer.body, what).toEqual({ message: expect.any(String), code, requestId: expect.any(String) });
  expect(answer.body.message, what).not.toMatch(/\bat \S+:\d+|Error:/);
}

const allowed = (answer: Answer) =>
  String(answer.headers.allow ?? '')
    .split(/,\s*/)
    .filter(Boolean)
    .sort();

describe.each([
  ['with the web app served', true],
  ['without a web app', false],
])('unusual HTTP methods (%s)', (_label, withUi) => {
  const lines: { level: number; msg: string; err?: unknown }[] = [];
  let api: TestApi;
  let uiDir: string | undefined;

  beforeAll(async () => {
    const logger = pino({ level: 'trace' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    if (withUi) {
      uiDir = mkdtempSync(join(tmpdir(), 'residency-ui-'));
      writeFileSync(join(uiDir, 'index.html'), '<!doctype html><title>Lakeview</title>');
    }
    api = await startTestApi({ logger, env: { UI_DIST: uiDir ?? 'tests/no-ui' } });
  });
  afterAll(async () => {
    await api?.close();
    if (uiDir) rmSync(uiDir, { recursive: true, force: true });
  });

  /** Sends one request and returns its answer with the log lines it caused. */
  async function sendLogged(method: string, path: string, headers?: Record<string, string>, body?: string) {
    lines.length = 0;
    const answer = await send(api.url + path, method, headers, body);
    return { answer, logged: [...lines] };
  }

  function expectNoErrorLogged(logged: typeof lines, what: string) {
    expect(
      logged.filter((l) => l.level >= ERROR_LEVEL || l.err !== undefined),
      what,
    ).toEqual([]);
  }

  it.each(UNUSUAL)('answers %s on /api/apartments 501, offering the methods the path takes', async (method) => {
    const { answer, logged } = await sendLogged(method, '/api/apartments');
    expect(answer.status, method).toBe(501);
    expectErrorShape(answer, 'HTTP.NOT_IMPLEMENTED', method);
    expect(allowed(answer), method).toEqual(['GET', 'HEAD']);
    expectNoErrorLogged(logged, method);
  });

  it.each(UNUSUAL)('answers %s on an unknown /api/x 501, with no Allow header', async (method) => {
    const { answer, logged } = await sendLogged(method, '/api/x');
    expect(answer.status, method).toBe(501);
    expectErrorShape(answer, 'HTTP.NOT_IMPLEMENTED', method);
    expect(answer.headers.allow, method).toBeUndefined();
    expectNoErrorLogged(logged, method);
  });

  it.each(UNUSUAL)('answers %s on / 501', async (method) => {
    const { answer, logged } = await sendLogged(method, '/');
    expect(answer.status, method).toBe(501);
    expectErrorShape(answer, 'HTTP.NOT_IMPLEMENTED', method);
    expectNoErrorLogged(logged, method);
  });

  it('answers a method the server has but the path does not take 405, with an Allow header', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
      const { answer, logged } = await sendLogged(
        method,
        '/api/apartments',
        { 'content-type': 'application/json' },
        '{}',
      );
      expect(answer.status, method).toBe(405);
      expectErrorShape(answer, 'HTTP.METHOD_NOT_ALLOWED', method);
      expect(allowed(answer), method).toEqual(['GET', 'HEAD']);
      expectNoErrorLogged(logged, method);
    }
  });

  it('still serves the usual methods', async () => {
    expect((await send(`${api.url}/api/apartments`, 'GET')).status).toBe(200);
    const options = await send(`${api.url}/api/apartments`, 'OPTIONS');
    expect(options.status).toBe(200);
    expect(allowed(options)).toEqual(['GET', 'HEAD']);
  });

  it('answers a corrupt compressed body 415 instead of failing inside the body parser', async () => {
    for (const encoding of ['gzip', 'deflate', 'br']) {
      const { answer, logged } = await sendLogged(
        'POST',
        '/api/admin/coupons',
        { 'content-type': 'application/json', 'content-encoding': encoding },
        'not compressed at all',
      );
      expect(answer.status, encoding).toBe(415);
      expectErrorShape(answer, 'HTTP.UNSUPPORTED_MEDIA_TYPE', encoding);
      expectNoErrorLogged(logged, encoding);
    }
  });
});
