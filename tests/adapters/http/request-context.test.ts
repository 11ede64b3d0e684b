/**
 * The ORM's per-request context as the HTTP stack gives it: every repository call of a request shares one
 * EntityManager, each request its own, whether the route's path is fixed (found by one lookup) or has parameters
 * (found by the router); and a fixed path is answered by the route the router would have chosen.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MikroORM } from '@mikro-orm/core';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import type { IdentifyCaller } from '../../../application/identity/identify-caller.ts';
import { createApp } from '../../../adapters/http/app.ts';
import { route } from '../../../adapters/http/route.ts';
import { Db } from '../../../adapters/persistence/mikro-orm/db.ts';
import { openOrm } from '../../../adapters/persistence/mikro-orm/mikro-orm-persistence.ts';

let dir: string;
let orm: MikroORM;
let server: Server;
let url: string;
const managers: { route: string; first: unknown; second: unknown }[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'request-context-'));
  orm = await openOrm(`sqlite:${join(dir, 'db.sqlite')}`);
  const db = new Db(orm);
  // Asks for the EntityManager twice, with an await between, as two repository calls of one request would.
  const twice = (name: string) => async () => {
    const first = db.em();
    await new Promise((resolve) => setImmediate(resolve));
    managers.push({ route: name, first, second: db.em() });
    return { body: { answered: name } };
  };
  const guest = (path: string, handle: () => Promise<{ body: { answered: string } }>) =>
    route({
      method: 'GET',
      path,
      access: 'guest',
      rateLimit: 'standard',
      summary: path,
      response: z.strictObject({ answered: z.string() }),
      handle,
    });
  const app = createApp({
    routes: [
      guest('/api/store', twice('store')),
      guest('/api/things/:id', twice('thing')),
      // Shadowed: the router runs the route above for this path, registered first.
      guest('/api/things/fixed', twice('fixed')),
    ],
    identifyCaller: {} as IdentifyCaller,
    inRequestScope: (work) => db.inRequest(work),
    logger: pino({ level: 'silent' }),
    settings: {
      trustProxy: false,
      corsOrigins: [],
      security: { production: false, connectOrigins: [], frameOrigins: [], scriptOrigins: [], imageOrigins: [] },
    },
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await orm?.close(true);
  rmSync(dir, { recursive: true, force: true });
});

const get = async (path: string) => {
  const res = await fetch(url + path);
  return { status: res.status, body: await res.json() };
};

it('gives every request to a route that reaches the store one EntityManager of its own, shared within it', async () => {
  managers.length = 0;
  const answers = await Promise.all([get('/api/store'), get('/api/store')]);
  expect(answers).toEqual([
    { status: 200, body: { answered: 'store' } },
    { status: 200, body: { answered: 'store' } },
  ]);
  expect(managers).toHaveLength(2);
  for (const m of managers) expect(m.second).toBe(m.first);
  expect(managers[0]!.first).not.toBe(managers[1]!.first);
});

it('shares one EntityManager within each request to a route with parameters too', async () => {
  managers.length = 0;
  expect(await get('/api/things/7')).toEqual({ status: 200, body: { answered: 'thing' } });
  expect(managers).toHaveLength(1);
  expect(managers[0]!.second).toBe(managers[0]!.first);
});

it('answers a fixed path with the route the router would choose, and its other spellings as the router does', async () => {
  expect(await get('/api/things/fixed')).toEqual({ status: 200, body: { answered: 'thing' } });
  expect(await get('/api/store/')).toEqual({ status: 200, body: { answered: 'store' } });
  expect((await fetch(url + '/api/store', { method: 'HEAD' })).status).toBe(200);
  expect((await get('/api/Store')).status).toBe(404);
});
