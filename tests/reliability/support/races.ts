/**
 * The business races (where exactly one request may win), written once against a Driver so they run through HTTP on one
 * in-process server (SQLite, PostgreSQL) and split across two server processes on one PostgreSQL schema alike. Every
 * scenario fires its requests together and then checks, through the API, that there is exactly one winner, that the
 * others got 409, and that nothing is half-written.
 */
import { DAILY_LIMIT } from '../../../domain/maintenance/fields.ts';
import { expect } from 'vitest';
import { CARD_OK, spellingsOf } from '../../security/support/world.ts';
import { thisMonth } from '../../support/months.ts';

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

/** A member opens `count` card payments for one month (each spelled differently) and pays them all at once. */
export async function recordRace(d: Driver, count: number): Promise<Outcome> {
  const admin = await d.admin('race-accepter');
  const { token } = await aMember(d, admin, 'race-payer');
  // This month (the lease's first), spelled `count` ways: each spelling opens an intent of its own.
  const [year, month] = thisMonth().split('-').map(Number) as [number, number];
  const months = spellingsOf(month, year, count);
  const intents: string[] = [];
  for (const [i, month] of months.entries()) {
    const intent = await d.call(i, 'POST', '/api/payments/create-payment-intent', { token, body: { month } });
    expect(intent.status, JSON.stringify(intent.body)).toBe(200);
    intents.push(intent.body.clientSecret);
  }
  expect(new Set(intents).size).toBe(count);
  // Each card step charges and records at once, as the provider's notification would.
  const replies = await Promise.all(
    intents.map((clientSecret, i) =>
      d.call(i, 'POST', '/api/payments/sandbox/confirm', { token, body: { clientSecret, card: CARD_OK } }),
    ),
  );
  const tally = tallyOf(replies);
  expect(tally, show(tally)).toEqual({ 200: 1, 409: count - 1 });
  expect(replies.filter((r) => r.status === 409).every((r) => r.body.code === 'PAYMENT.MONTH_ALREADY_PAID')).toBe(true);
  const history = (await d.call(1, 'GET', '/api/payments/user', { token })).body;
  expect(history).toHaveLength(1);
  const ids = intents.map((secret) => secret.split('_secret_')[0]!);
  const winner = replies.findIndex((r) => r.status === 200);
  expect(history[0].transactionId).toBe(ids[winner]);
  // Nobody pays twice: every losing charge was given back, the winning one kept.
  const refunds = await Promise.all(ids.map((id) => d.refunded(id)));
  expect(refunds).toEqual(ids.map((_, i) => i !== winner));
  return { scenario: `${count} card payments for one month at once`, tally };
}

/** The same succeeded charge reported `count` times at once: recorded once, every report answered with it. */
export async function sameTransactionRace(d: Driver, count: number): Promise<Outcome> {
  const admin = await d.admin('race-accepter-2');
  const token = await d.user('race-repeater');
  const [apartmentId] = await freeApartments(d, 1);
  const applied = await d.call(0, 'POST', '/api/agreements', { token, body: { apartmentId } });
  await d.call(1, 'PATCH', `/api/agreements/${applied.body._id}`, { token: admin, body: { action: 'accept' } });
  const intent = await d.call(0, 'POST', '/api/payments/create-payment-intent', {
    token,
    body: { month: thisMonth() },
  });
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

/** A user whose request an admin accepted: their token, email and agreement id. */
async function aMember(d: Driver, admin: string, label: string) {
  const token = await d.user(label);
  const [apartmentId] = await freeApartments(d, 1);
  const applied = await d.call(0, 'POST', '/api/agreements', { token, body: { apartmentId } });
  expect(applied.status).toBe(201);
  const accepted = await d.call(1, 'PATCH', `/api/agreements/${applied.body._id}`, {
    token: admin,
    body: { action: 'accept' },
  });
  expect(accepted.status).toBe(200);
  return {
    token,
    email: applied.body.userEmail as string,
    agreementId: applied.body._id as string,
    apartmentId: apartmentId!,
  };
}

/**
 * An applicant withdraws their request while an admin accepts it, `rounds` times: one of the two stands, and the role,
 * the request and the flat all tell which.
 */
export async function withdrawRace(d: Driver, rounds: number): Promise<Outcome> {
  const admin = await d.admin('withdraw-decider');
  const apartments = await freeApartments(d, rounds);
  const all: Reply[] = [];
  for (const [round, apartmentId] of apartments.entries()) {
    const token = await d.user(`withdrawing-${round}`);
    const applied = await d.call(0, 'POST', '/api/agreements', { token, body: { apartmentId } });
    const id = applied.body._id as string;
    const [withdrawn, accepted] = await Promise.all([
      d.call(round, 'POST', '/api/agreements/user/withdraw', { token }),
      d.call(round + 1, 'PATCH', `/api/agreements/${id}`, { token: admin, body: { action: 'accept' } }),
    ]);
    all.push(withdrawn, accepted);
    const wonByApplicant = withdrawn.status === 200;
    // The loser is told: the admin that the request was decided (withdrawn), the applicant that nothing waits any more
    // (or, reading before the acceptance committed, that it was decided just now).
    if (wonByApplicant) expect(accepted.status, show(tallyOf([withdrawn, accepted]))).toBe(409);
    else {
      expect(accepted.status, show(tallyOf([withdrawn, accepted]))).toBe(200);
      expect([404, 409]).toContain(withdrawn.status);
    }
    const latest = (await d.call(1, 'GET', '/api/agreements/user/latest', { token })).body.agreement;
    expect(latest.decision).toBe(wonByApplicant ? 'withdrawn' : 'accepted');
    expect((await d.call(0, 'GET', '/api/users/role', { token })).body.role).toBe(wonByApplicant ? 'user' : 'member');
    const listed = (await d.call(1, 'GET', '/api/apartments?limit=50')).body.apartments.find(
      (a: { _id: string }) => a._id === apartmentId,
    );
    expect(listed.available).toBe(wonByApplicant);
  }
  return { scenario: 'an applicant withdraws while an admin accepts', tally: tallyOf(all) };
}

/**
 * One resident sends `count` reports of a problem at once, more than a day allows: exactly the daily limit are kept,
 * the rest answered 429, and the resident's list holds exactly those kept.
 */
export async function dailyLimitRace(d: Driver, count: number): Promise<Outcome> {
  const token = await d.user('reporting-at-once');
  const replies = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      d.call(i, 'POST', '/api/maintenance', {
        token,
        body: {
          where: 'common-area',
          category: 'lift',
          title: `Lift stuck ${i}`,
          description: 'Between floors 3 and 4',
        },
      }),
    ),
  );
  const tally = tallyOf(replies);
  expect(
    replies.filter((r) => r.status === 201),
    show(tally),
  ).toHaveLength(DAILY_LIMIT);
  expect(
    replies.filter((r) => r.status === 429),
    show(tally),
  ).toHaveLength(count - DAILY_LIMIT);
  const mine = (await d.call(0, 'GET', '/api/maintenance', { token })).body as unknown[];
  expect(mine).toHaveLength(DAILY_LIMIT);
  return { scenario: `one resident sending ${count} reports at once`, tally };
}

/** Three admins decide one request at once, accept, reject and accept, `rounds` times: one decision stands. */
export async function decideRace(d: Driver, rounds: number): Promise<Outcome> {
  const admins = [await d.admin('decider-1'), await d.admin('decider-2'), await d.admin('decider-3')];
  const apartments = await freeApartments(d, rounds);
  const all: Reply[] = [];
  for (const [round, apartmentId] of apartments.entries()) {
    const token = await d.user(`decided-${round}`);
    const applied = await d.call(0, 'POST', '/api/agreements', { token, body: { apartmentId } });
    const id = applied.body._id as string;
    const actions = ['accept', 'reject', 'accept'];
    const replies = await Promise.all(
      actions.map((action, i) => d.call(i, 'PATCH', `/api/agreements/${id}`, { token: admins[i], body: { action } })),
    );
    all.push(...replies);
    const tally = tallyOf(replies);
    expect(tally, show(tally)).toEqual({ 200: 1, 409: 2 });
    const accepted = actions[replies.findIndex((r) => r.status === 200)] === 'accept';
    // The losers are told the decision that stood.
    const told = accepted ? 'AGREEMENT.ALREADY_ACCEPTED' : 'AGREEMENT.ALREADY_REJECTED';
    expect(replies.filter((r) => r.status === 409).every((r) => r.body.code === told)).toBe(true);
    // The role, the agreement and the flat all tell the one decision that stood.
    expect((await d.call(1, 'GET', '/api/users/role', { token })).body.role).toBe(accepted ? 'member' : 'user');
    const mine = await d.call(2, 'GET', '/api/agreements/user', { token });
    expect(mine.status).toBe(accepted ? 200 : 404);
    if (accepted) expect(mine.body).toMatchObject({ _id: id, decision: 'accepted' });
    const listed = (await d.call(0, 'GET', '/api/apartments?limit=50')).body.apartments.find(
      (a: { _id: string }) => a._id === apartmentId,
    );
    expect(listed.available).toBe(!accepted);
    const audit = (await d.call(1, 'GET', '/api/admin/audit-log', { token: admins[0] })).body.entries.filter(
      (e: { subject: string }) => e.subject === id,
    );
    expect(audit).toHaveLength(1);
  }
  return { scenario: `accept, reject and accept one request at once (${rounds} rounds)`, tally: tallyOf(all) };
}

/** Two admins remove one member at once: one removal. */
export async function removeRace(d: Driver): Promise<Outcome> {
  const admins = [await d.admin('remover-1'), await d.admin('remover-2')];
  const m = await aMember(d, admins[0]!, 'removed-twice');
  const replies = await Promise.all(
    admins.map((admin, i) =>
      d.call(i, 'PATCH', `/api/admin/members/${encodeURIComponent(m.email)}/demote`, { token: admin }),
    ),
  );
  const tally = tallyOf(replies);
  expect(tally, show(tally)).toEqual({ 200: 1, 409: 1 });
  expect(replies.find((r) => r.status === 409)!.body.code).toBe('USER.NOT_MEMBER');
  expect((await d.call(0, 'GET', '/api/users/role', { token: m.token })).body.role).toBe('user');
  expect((await d.call(1, 'GET', '/api/agreements/user', { token: m.token })).status).toBe(404);
  const entries = (await d.call(0, 'GET', '/api/admin/audit-log?action=member.remove', { token: admins[0] })).body
    .entries;
  expect(entries.filter((e: { subject: string }) => e.subject === m.email)).toHaveLength(1);
  return { scenario: 'two admins remove one member at once', tally };
}

/**
 * A member pays while an admin removes them, `rounds` times: either the payment came first and is recorded, or the
 * card is refused (nothing charged), or the charge is refunded. Never a charge kept and not recorded.
 */
export async function removeWhilePayingRace(d: Driver, rounds: number): Promise<Outcome> {
  const admin = await d.admin('remover-payer');
  const all: Reply[] = [];
  for (let round = 0; round < rounds; round++) {
    const m = await aMember(d, admin, `paying-removed-${round}`);
    const intent = await d.call(0, 'POST', '/api/payments/create-payment-intent', {
      token: m.token,
      body: { month: thisMonth() },
    });
    expect(intent.status).toBe(200);
    const id = String(intent.body.clientSecret).split('_secret_')[0]!;
    const [paid, removed] = await Promise.all([
      d.call(round, 'POST', '/api/payments/sandbox/confirm', {
        token: m.token,
        body: { clientSecret: intent.body.clientSecret, card: CARD_OK },
      }),
      d.call(round + 1, 'PATCH', `/api/admin/members/${encodeURIComponent(m.email)}/demote`, { token: admin }),
    ]);
    all.push(paid, removed);
    expect(removed.status).toBe(200);
    const history = (
      await d.call(0, 'GET', `/api/payments/user?email=${encodeURIComponent(m.email)}`, { token: admin })
    ).body;
    const refunded = await d.refunded(id);
    if (paid.status === 200) {
      expect(history.map((p: { transactionId: string }) => p.transactionId)).toEqual([id]);
      expect(refunded).toBe(false);
    } else {
      // Refused before any charge (403 not a member, 409 intent cancelled), or charged and given back (409).
      expect([403, 409]).toContain(paid.status);
      expect(history).toEqual([]);
      expect(refunded).toBe(paid.body.code === 'AGREEMENT.NOT_ACCEPTED');
    }
  }
  return { scenario: `pay while being removed (${rounds} rounds)`, tally: tallyOf(all) };
}

/** Two admins switch one coupon at once: one switch wins, or they ran one after the other; the log tells which. */
export async function toggleRace(d: Driver, rounds: number): Promise<Outcome> {
  const admins = [await d.admin('switcher-1'), await d.admin('switcher-2')];
  const all: Reply[] = [];
  for (let round = 0; round < rounds; round++) {
    const code = `RACE${round}${Math.floor(Math.random() * 1e6)}`;
    const added = await d.call(0, 'POST', '/api/admin/coupons', {
      token: admins[0],
      body: { code, discountPercentage: 5, description: 'race' },
    });
    expect(added.status).toBe(201);
    const replies = await Promise.all(
      admins.map((admin, i) => d.call(i, 'PATCH', `/api/admin/coupons/${code}/toggle`, { token: admin })),
    );
    all.push(...replies);
    const switched = replies.filter((r) => r.status === 200).length;
    expect(replies.filter((r) => r.status !== 200).map((r) => r.body.code)).toEqual(
      switched === 2 ? [] : ['COUPON.CHANGED'],
    );
    const coupons = (await d.call(1, 'GET', '/api/admin/coupons', { token: admins[1] })).body;
    expect(coupons.find((c: { code: string }) => c.code === code).isActive).toBe(switched === 2);
  }
  return { scenario: `two admins switch one coupon at once (${rounds} rounds)`, tally: tallyOf(all) };
}

export const describeTally = show;

let flatCounter = 0;
/** A flat of its own for a race, added by the admin through the API. */
async function aFlat(d: Driver, admin: string, rent: number): Promise<{ _id: string; block: string }> {
  const block =
    `R${(process.pid % 1000).toString(36)}${(++flatCounter).toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`
      .toUpperCase()
      .slice(0, 10);
  const added = await d.call(0, 'POST', '/api/admin/apartments', {
    token: admin,
    body: { block, floor: 1, number: `${block}1`, rent },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return added.body;
}

/** Everything the public list shows, through instance `n`. */
async function publicList(d: Driver, n: number): Promise<{ _id: string; rent: number }[]> {
  const found: { _id: string; rent: number }[] = [];
  for (let page = 1; ; page++) {
    const { apartments, total } = (await d.call(n, 'GET', `/api/apartments?limit=50&page=${page}`)).body;
    found.push(...apartments);
    if (found.length >= total || apartments.length === 0) return found;
  }
}

/**
 * Two admins re-price one flat at the same moment. Each change is conditional on the rent it read: both go through
 * in turn, or one does and the other is told 409. Either way the audit log tells the story in order and both servers
 * list the rent that stands.
 */
export async function repriceRace(d: Driver, rounds: number): Promise<Outcome> {
  const admins = [await d.admin('pricer-1'), await d.admin('pricer-2')];
  const all: Reply[] = [];
  for (let round = 0; round < rounds; round++) {
    const flat = await aFlat(d, admins[0]!, 10_000);
    // Both servers list the flat (and keep the page) before the race.
    for (const n of [0, 1]) expect((await publicList(d, n)).find((a) => a._id === flat._id)?.rent).toBe(10_000);
    const rents = [11_000, 12_000];
    const replies = await Promise.all(
      admins.map((token, i) =>
        d.call(i, 'PATCH', `/api/admin/apartments/${flat._id}`, { token, body: { rent: rents[i] } }),
      ),
    );
    all.push(...replies);
    const won = replies.filter((r) => r.status === 200);
    expect(won.length).toBeGreaterThanOrEqual(1);
    expect(replies.filter((r) => r.status !== 200).map((r) => r.body.code)).toEqual(
      won.length === 2 ? [] : ['APARTMENT.CHANGED'],
    );
    const history = (
      await d.call(1, 'GET', '/api/admin/audit-log?action=apartment.reprice', { token: admins[1] })
    ).body.entries
      .filter((e: { subject: string }) => e.subject === flat._id)
      .reverse();
    expect(history).toHaveLength(won.length);
    expect(history[0].before).toEqual({ rent: 10_000 });
    if (history.length === 2) expect(history[1].before).toEqual(history[0].after);
    const standing = history.at(-1).after.rent;
    for (const n of [0, 1]) {
      expect((await publicList(d, n)).find((a) => a._id === flat._id)?.rent, `instance ${n}`).toBe(standing);
      const admin = (await d.call(n, 'GET', '/api/admin/apartments', { token: admins[n] })).body.apartments;
      expect(admin.find((a: { _id: string }) => a._id === flat._id).rent).toBe(standing);
    }
  }
  return { scenario: `two admins re-price one flat at once (${rounds} rounds)`, tally: tallyOf(all) };
}

/**
 * An admin retires a flat while someone applies for it. Exactly one wins: the request (and the flat stays, 409
 * APARTMENT.REQUESTED) or the retirement (and the application is refused, 409 APARTMENT.RETIRED); never a retired
 * flat with a request on it.
 */
export async function retireWhileApplyingRace(d: Driver, rounds: number): Promise<Outcome> {
  const admin = await d.admin('retirer');
  const all: Reply[] = [];
  for (let round = 0; round < rounds; round++) {
    const flat = await aFlat(d, admin, 9_000);
    const applicant = await d.user(`retire-race-${round}`);
    const [applied, retired] = await Promise.all([
      d.call(round, 'POST', '/api/agreements', { token: applicant, body: { apartmentId: flat._id } }),
      d.call(round + 1, 'POST', `/api/admin/apartments/${flat._id}/retire`, { token: admin }),
    ]);
    all.push(applied, retired);
    const requests = (await d.call(0, 'GET', '/api/admin/agreements', { token: admin })).body.filter(
      (a: { block: string }) => a.block === flat.block,
    );
    const listedOn = async (n: number) => (await publicList(d, n)).some((a) => a._id === flat._id);
    if (applied.status === 201) {
      expect(retired.status).toBe(409);
      expect(retired.body.code).toBe('APARTMENT.REQUESTED');
      expect(requests).toHaveLength(1);
      expect([await listedOn(0), await listedOn(1)]).toEqual([true, true]);
    } else {
      expect([applied.status, applied.body.code, retired.status]).toEqual([409, 'APARTMENT.RETIRED', 200]);
      expect(requests).toHaveLength(0);
      expect([await listedOn(0), await listedOn(1)]).toEqual([false, false]);
    }
  }
  return { scenario: `a flat retired while someone applies for it (${rounds} rounds)`, tally: tallyOf(all) };
}
