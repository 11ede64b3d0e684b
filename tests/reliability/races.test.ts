/**
 * The business races through HTTP, on SQLite and on PostgreSQL (each in a database of its own, dropped
 * afterwards), with the requests of each scenario alternating between two servers in this process, each with its
 * own store (its own connection) on the one database, as two instances behind a load balancer. The scenarios are
 * in support/races.ts; the same ones run across two processes in two-instances.test.ts.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api.ts';
import { SQL_DATABASES } from '../adapters/persistence/stores.ts';
import { figures } from '../security/support/figures.ts';
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

const fig = figures('races');
afterAll(() => fig.print());

function driverFor(apis: readonly TestApi[]): Driver {
  const [api] = apis as [TestApi];
  return {
    call: (n, method, path, options) => apis[n % apis.length]!.call(method, path, options),
    user: (label) => api.user(label),
    admin: (label) => api.admin(label),
    refunded: (id) =>
      api.store.inRequestContext(async () => ((await api.store.sandboxIntents.byId(id))?.amountRefunded ?? 0) > 0),
  };
}

describe.each(SQL_DATABASES)('races on $name, two servers', (kind) => {
  const apis: TestApi[] = [];
  const db = kind.create();
  let driver: Driver;
  beforeAll(async () => {
    apis.push(await startTestApi({ persistence: await db.connect() }));
    apis.push(await startTestApi({ persistence: await db.connect() }));
    driver = driverFor(apis);
  });
  afterAll(async () => {
    for (const api of apis) await api.close();
    await db.drop();
  });

  const record = (outcome: Outcome) => fig.add(`races ${kind.name}`, outcome.scenario, describeTally(outcome.tally));

  it('two admins accepting two requests for one apartment: one accepted, one 409, loser untouched', async () => {
    record(await acceptRace(driver, 3));
  });
  it('one user applying ten times at once: one agreement, nine 409', async () => {
    record(await applyRace(driver, 10));
  });
  it('twenty card payments for one month paid at once: one payment, nineteen 409 and refunded', async () => {
    record(await recordRace(driver, 20));
  });
  it('accept, reject and accept of one request at once: one decision, two 409, role and flat agree', async () => {
    record(await decideRace(driver, 3));
  });
  it('an applicant withdrawing while an admin accepts: one of the two stands, role and flat agree', async () => {
    record(await withdrawRace(driver, 3));
  });
  it('one resident sending eight reports at once: five kept, three 429', async () => {
    record(await dailyLimitRace(driver, 8));
  });
  it('two admins removing one member at once: one removal, one 409', async () => {
    record(await removeRace(driver));
  });
  it('a member paying while being removed: recorded first, or nothing charged, or refunded', async () => {
    record(await removeWhilePayingRace(driver, 5));
  });
  it('two admins switching one coupon at once: one switch and a 409, or two in turn', async () => {
    record(await toggleRace(driver, 3));
  });
  it('one charge reported ten times at once: recorded once, never refunded', async () => {
    record(await sameTransactionRace(driver, 10));
  });
  it('two admins re-pricing one flat at once: both in turn or one and a 409; both servers list the rent that stands', async () => {
    record(await repriceRace(driver, 4));
  });
  it('a flat retired while someone applies for it: the request or the retirement, never both', async () => {
    record(await retireWhileApplyingRace(driver, 6));
  });
  it('a photo uploaded through one server is served by the other, from the database', async () => {
    const [one, two] = apis as [TestApi, TestApi];
    const admin = await one.admin('photographer');
    const flat = (await one.call('GET', '/api/admin/apartments', { token: admin })).body.apartments[0];
    const jpeg = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#a33' } })
      .jpeg()
      .toBuffer();
    const res = await fetch(`${one.url}/api/admin/apartments/${flat._id}/photo`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'image/jpeg' },
      body: new Uint8Array(jpeg),
    });
    expect(res.status).toBe(200);
    const { image } = await res.json();
    const served = await fetch(two.url + image);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(40);
    expect((await two.call('GET', '/api/admin/apartments', { token: admin })).body.apartments[0].image).toBe(image);
  });
});
