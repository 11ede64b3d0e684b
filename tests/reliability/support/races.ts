/**
 * The business races of item 5, written once against a Driver so they run through HTTP on one in-process server
 * (SQLite, PostgreSQL) and split across two server processes on one PostgreSQL schema alike. Every scenario fires
 * its requests together and then checks, through the API, that there is exactly one winner, that the others got
 * 409, and that nothing is half-written.
 */
import { expect } from 'vitest';
import { CARD_OK, spellingsOf } from '../../security/support/world.ts';

export interface Reply {
  status: number;
  body: any;
}

export interface Driver {
  /** Sends the request to instance `n % instances` (always the same one when there is a single instance). */
  call(n: number, method: string, path: string, options?: { token?: string; body?: unknown }): Promise<Reply>;
  /** A signed-in user whose record is stored. */
  user(label: string): Promise<string>;
  admin(label: string): Promise<string>;
  /** Whether the card provider gave the money of this intent back. */
  refunded(intentId: string): Promise<boolean>;
}

export interface Outcome {
  readonly scenario: string;
  readonly tally: Record<number, number>;
}

const tallyOf = (replies: Reply[]) =>
  replies.reduce<Record<number, number>>((t, r) => ((t[r.status] = (t[r.status] ?? 0) + 1), t), {});
const show = (tally: Record<number, number>) =>
  Object.entries(tally)
    .map(([status, n]) => `${n}x${status}`)
    .join(' ');

async function freeApartments(d: Driver, count: number): Promise<string[]> {
  const { apartments } = (await d.call(0, 'GET', '/api/apartments?limit=50')).body;
  const free = apartments.filter((a: { available: boolean }) => a.available).map((a: { _id: string }) => a._id);
  if (free.length < count) throw new Error(`only ${free.length} free apartments, need ${count}`);
  return free.slice(0, count);
}

/** Two admins accept two different requests for one apartment at the same moment, `rounds` times. */
export async function acceptRace(d: Driver, rounds: number): Promise<Outcome> {
  const admins = [await d.admin('race-admin-1'), await d.admin('race-admin-2')];
  const apartments = await freeApartments(d, rounds);
  const all: Reply[] = [];
  for (const [round, apartmentId] of apartments.entries()) {
    const applicants = [await d.user(`race-x${round}`), await d.user(`race-y${round}`)];
    const requests = [];
    for (const [i, token] of applicants.entries()) {
      const applied = await d.call(i, 'POST', '/api/agreements', { token, body: { apartmentId } });
      expect(applied.status).toBe(201);
      requests.push(applied.body._id as string);
    }
    const replies = await Promise.all(
      requests.map((id, i) =>
        d.call(i, 'PATCH', `/api/agreements/${id}`, { token: admins[i], body: { action: 'accept' } }),
      ),
    );
    all.push(...replies);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.status === 409)!.body.code).toBe('APARTMENT.ALREADY_RENTED');
    // Nothing half-written: the winner is a member with an accepted agreement, the loser a user still pending.
    const winner = replies.findIndex((r) => r.status === 200);
    const roles = await Promise.all(applicants.map((token, i) => d.call(i, 'GET', '/api/users/role', { token })));
    const agreements = await Promise.all(
      applicants.map((token, i) => d.call(i + 1, 'GET', '/api/agreements/user', { token })),
    );
    expect(roles.map((r) => r.body.role)).toEqual(applicants.map((_, i) => (i === winner ? 'member' : 'user')));
    expect(agreements[winner]!.body).toMatchObject({ status: 'checked', decision: 'accepted' });
    expect(agreements[1 - winner]!.body).toMatchObject({ status: 'pending' });
    const listed = (await d.call(round, 'GET', '/api/apartments?limit=50')).body.apartments.find(
      (a: { _id: string }) => a._id === apartmentId,
    );
    expect(listed.available).toBe(false);
  }
  return { scenario: `two admins accept one apartment (${rounds} rounds)`, tally: tallyOf(all) };
}

/** One user applies for `attempts` different apartments at once: one agreement opens. */
export async function applyRace(d: Driver, attempts: number): Promise<Outcome> {
  const token = await d.user('race-applicant');
  const apartments = await freeApartments(d, attempts);
  const replies = await Promise.all(
    apartments.map((apartmentId, i) => d.call(i, 'POST', '/api/agreements', { token, body: { apartmentId } })),
  );
  const tally = tallyOf(replies);
  expect(tally, show(tally)).toEqual({ 201: 1, 409: attempts - 1 });
  expect(replies.filter((r) => r.status === 409).every((r) => r.body.code === 'AGREEMENT.OPEN_EXISTS')).toBe(true);
  const won = replies.find((r) => r.status === 201)!.body;
  expect((await d.call(1, 'GET', '/api/agreements/user', { token })).body._id).toBe(won._id);
  const admin = await d.admin('race-lister');
  const open = (await d.call(0, 'GET', '/api/admin/agreements', { token: admin })).body.filter(
    (a: { userEmail: string }) => a.userEmail === won.userEmail,
  );
  expect(open).toHaveLength(1);
  return { scenario: `one user applies ${attempts}x at once`, tally };
}

/** A member holds `count` succeeded charges for one month (each spelled differently) and reports them all at once. */
export async function recordRace(d: Driver, count: number): Promise<Outcome> {
  const admin = await d.admin('race-accepter');
  const token = await d.user('race-payer');
  const [apartmentId] = await freeApartments(d, 1);
  const applied = await d.call(0, 'POST', '/api/agreements', { token, body: { apartmentId } });
  expect(
    (await d.call(1, 'PATCH', `/api/agreements/${applied.body._id}`, { token: admin, body: { action: 'accept' } }))
      .status,
  ).toBe(200);
  const months = spellingsOf(9, 2026, count);
  const intents: string[] = [];
  for (const [i, month] of months.entries()) {
    const intent = await d.call(i, 'POST', '/api/payments/create-payment-intent', { token, body: { month } });
    expect(intent.status, JSON.stringify(intent.body)).toBe(200);
    const confirmed = await d.call(i + 1, 'POST', '/api/payments/sandbox/confirm', {
      token,
      body: { clientSecret: intent.body.clientSecret, card: CARD_OK },
    });
    expect(confirmed.status).toBe(200);
    intents.push(confirmed.body.paymentIntent.id);
  }
  expect(new Set(intents).size).toBe(count);
  const replies = await Promise.all(
    intents.map((id, i) =>
      d.call(i, 'POST', '/api/payments', { token, body: { transactionId: id, month: months[i] } }),
    ),
  );
  const tally = tallyOf(replies);
  expect(tally, show(tally)).toEqual({ 201: 1, 409: count - 1 });
  expect(replies.filter((r) => r.status === 409).every((r) => r.body.code === 'PAYMENT.MONTH_ALREADY_PAID')).toBe(true);
  const history = (await d.call(1, 'GET', '/api/payments/user', { token })).body;
  expect(history).toHaveLength(1);
  const winner = replies.findIndex((r) => r.status === 201);
  expect(history[0].transactionId).toBe(intents[winner]);
  // Nobody pays twice: every losing charge was given back, the winning one kept.
  const refunds = await Promise.all(intents.map((id) => d.refunded(id)));
  expect(refunds).toEqual(intents.map((_, i) => i !== winner));
  return { scenario: `${count} recordings for one month`, tally };
}

/** The same succeeded charge reported `count` times at once: recorded once, every report answered with it. */
export async function sameTransactionRace(d: Driver, count: number): Promise<Outcome> {
  const admin = await d.admin('race-accepter-2');
  const token = await d.user('race-repeater');
  const [apartmentId] = await freeApartments(d, 1);
  const applied = await d.call(0, 'POST', '/api/agreements', { token, body: { apartmentId } });
  await d.call(1, 'PATCH', `/api/agreements/${applied.body._id}`, { token: admin, body: { action: 'accept' } });
  const intent = await d.call(0, 'POST', '/api/payments/create-payment-intent', { token, body: { month: '2026-08' } });
  const confirmed = await d.call(1, 'POST', '/api/payments/sandbox/confirm', {
    token,
    body: { clientSecret: intent.body.clientSecret, card: CARD_OK },
  });
  const id = confirmed.body.paymentIntent.id;
  const replies = await Promise.all(
    Array.from({ length: count }, (_, i) => d.call(i, 'POST', '/api/payments', { token, body: { transactionId: id } })),
  );
  const tally = tallyOf(replies);
  expect(
    replies.every((r) => r.status === 201 || r.status === 200),
    show(tally),
  ).toBe(true);
  expect(new Set(replies.map((r) => r.body._id)).size).toBe(1);
  expect((await d.call(0, 'GET', '/api/payments/user', { token })).body).toHaveLength(1);
  expect(await d.refunded(id)).toBe(false);
  return { scenario: `one charge reported ${count}x at once`, tally };
}

export const describeTally = show;
