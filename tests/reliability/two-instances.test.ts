/**
 * Two server PROCESSES on two loopback ports over one PostgreSQL schema. The business races (support/races.ts) run with
 * their requests split across both instances, and the rate limit (PostgreSQL-backed store) holds across both.
 * Both instances trust one proxy hop (TRUST_PROXY=true), so each scenario can speak as a client address of its
 * own, the way clients behind a load balancer do.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMikroOrmPersistence } from '../../adapters/persistence/mikro-orm/mikro-orm-persistence.ts';
import type { Persistence } from '../../adapters/persistence/persistence.ts';
import { newUser, withRole } from '../../domain/members/user.ts';
import { uniqueEmail } from '../support/api.ts';
import { jpegWithGps, reportForm } from '../support/pictures.ts';
import { tokenFor } from '../support/emulator.ts';
import { dropSchema, uniqueSchema } from '../adapters/persistence/stores.ts';
import { figures } from '../security/support/figures.ts';
import { killStarted, request, startInstance, type Instance } from './support/processes.ts';
import {
  acceptRace,
  applyRace,
  decideRace,
  withdrawRace,
  dailyLimitRace,
  describeTally,
  recordRace,
  removeRace,
  removeWhilePayingRace,
  repriceRace,
  retireWhileApplyingRace,
  sameTransactionRace,
  toggleRace,
  type Driver,
  type Outcome,
} from './support/races.ts';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const WRITE_MAX = 100;
const fig = figures('two-instances');
const schema = uniqueSchema('two');
const instances: Instance[] = [];
let side: Persistence;

beforeAll(async () => {
  const env = {
    DATABASE_URL: POSTGRES_URL,
    DATABASE_SCHEMA: schema,
    TRUST_PROXY: 'true',
    RATE_LIMIT_ENABLED: 'true',
    RATE_LIMIT_STORE: `${POSTGRES_URL}?schema=${schema}`,
    RATE_LIMIT_WINDOW_SECONDS: '300',
    RATE_LIMIT_WRITE_MAX: String(WRITE_MAX),
    RATE_LIMIT_READ_MAX: '2000',
  };
  // The first migrates and seeds; the second then finds both done.
  instances.push(await startInstance({ ...env, SEED: 'true' }));
  instances.push(await startInstance(env));
  // The test's own connection to the same schema: to make admins and to ask the card provider's records.
  side = await createMikroOrmPersistence(POSTGRES_URL, { schema });
}, 120_000);

afterAll(async () => {
  await Promise.all(instances.map((i) => i.stop()));
  await killStarted();
  await side?.close();
  await dropSchema(POSTGRES_URL, schema);
  fig.print();
});

let clients = 0;
/** A driver speaking as one client address (a fresh one per scenario), alternating between the instances. */
function driverAs(address = `198.51.100.${++clients}`): Driver {
  const headers = { 'x-forwarded-for': address };
  return {
    call: (n, method, path, options = {}) =>
      request(instances[n % instances.length]!.url, method, path, { ...options, headers }),
    async user(label) {
      const token = await tokenFor(uniqueEmail(label));
      const saved = await request(instances[0]!.url, 'PUT', '/api/users', { token, body: { name: label }, headers });
      if (saved.status !== 200) throw new Error(`saving ${label}: ${saved.status}`);
      return token;
    },
    async admin(label) {
      const email = uniqueEmail(label);
      await side.inRequestContext(() =>
        side.uow.run(() => side.users.save(withRole(newUser(crypto.randomUUID(), email, label, ''), 'admin'))),
      );
      return tokenFor(email);
    },
    refunded: (id) =>
      side.inRequestContext(async () => ((await side.sandboxIntents.byId(id))?.amountRefunded ?? 0) > 0),
  };
}

const record = (outcome: Outcome) =>
  fig.add('races 2 instances (postgresql)', outcome.scenario, describeTally(outcome.tally));

describe('two instances, one PostgreSQL schema', () => {
  it('are two processes on two ports', () => {
    expect(new Set(instances.map((i) => i.child.pid)).size).toBe(2);
    expect(instances[0]!.port).not.toBe(instances[1]!.port);
  });

  it('two admins on two instances accept two requests for one apartment: one winner', async () => {
    record(await acceptRace(driverAs(), 3));
  });

  it('one user applying ten times across both instances: one agreement', async () => {
    record(await applyRace(driverAs(), 10));
  });

  it('twenty card payments for one month across both instances: one payment, the rest 409 and refunded', async () => {
    record(await recordRace(driverAs(), 20));
  });

  it('accept, reject and accept of one request across both instances: one decision', async () => {
    record(await decideRace(driverAs(), 3));
  });
  it('an applicant withdrawing while an admin accepts: one of the two stands, role and flat agree', async () => {
    record(await withdrawRace(driverAs(), 3));
  });

  it('one resident sending eight reports through two instances at once: five kept', async () => {
    record(await dailyLimitRace(driverAs(), 8));
  });

  it('two admins on two instances removing one member: one removal', async () => {
    record(await removeRace(driverAs()));
  });

  it('a member paying on one instance while removed on the other: recorded, refused or refunded', async () => {
    record(await removeWhilePayingRace(driverAs(), 5));
  });

  it('two admins on two instances switching one coupon: one switch and a 409, or two in turn', async () => {
    record(await toggleRace(driverAs(), 3));
  });

  it('one charge reported ten times across both instances: recorded once', async () => {
    record(await sameTransactionRace(driverAs(), 10));
  });

  it('two admins on two instances re-pricing one flat: both in turn or one and a 409; each instance lists the rent that stands', async () => {
    record(await repriceRace(driverAs(), 3));
  });

  it('a flat retired on one instance while someone applies on the other: the request or the retirement, never both', async () => {
    record(await retireWhileApplyingRace(driverAs(), 4));
  });

  it('a photo uploaded through one instance is served by the other, the same bytes', async () => {
    const d = driverAs();
    const token = await d.user('photos');
    const headers = { authorization: `Bearer ${token}`, 'x-forwarded-for': '198.51.100.250' };
    const report = { where: 'common-area', category: 'lift', title: 'Lift door', description: 'Scraped panel' };
    const sent = await fetch(`${instances[0]!.url}/api/maintenance`, {
      method: 'POST',
      headers,
      body: reportForm(report, [{ bytes: await jpegWithGps(320, 240), name: 'door.jpg' }]),
    });
    expect(sent.status).toBe(201);
    const { photos } = (await sent.json()) as { photos: { url: string }[] };
    expect(photos).toHaveLength(1);
    const served = await Promise.all(instances.map((i) => fetch(i.url + photos[0]!.url, { headers })));
    const bytes = [];
    for (const res of served) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      bytes.push(Buffer.from(await res.arrayBuffer()));
    }
    expect(bytes[1]!.equals(bytes[0]!)).toBe(true);
    expect((await sharp(bytes[1]!).metadata()).width).toBe(320);
  });

  it('holds one write budget for a client across both instances (shared PostgreSQL store)', async () => {
    const d = driverAs('203.0.113.77');
    const token = await d.user('budget'); // one write already spent
    const replies = [];
    for (let i = 0; i < WRITE_MAX + 20; i++)
      replies.push(await d.call(i, 'PUT', '/api/users', { token, body: { name: `Budget ${i}` } }));
    const allowed = replies.filter((r) => r.status === 200).length;
    const refused = replies.map((r, i) => [r, i] as const).filter(([r]) => r.status === 429);
    // Alone, each instance would have let its ~60 through; together they let exactly the budget through.
    expect(allowed).toBe(WRITE_MAX - 1);
    expect(refused).toHaveLength(21);
    expect(new Set(refused.map(([, i]) => i % 2))).toEqual(new Set([0, 1]));
    for (const [r] of refused) expect(r.body.code).toBe('HTTP.TOO_MANY_REQUESTS');
    // Another client is not affected.
    expect((await driverAs('203.0.113.78').call(1, 'GET', '/api/users/role', { token })).status).toBe(200);
    fig.add(
      'rate limits',
      `2 instances, shared store: ${WRITE_MAX + 21} writes from one client -> allowed / 429`,
      `${allowed + 1} / ${refused.length}`,
    );
  });
});
