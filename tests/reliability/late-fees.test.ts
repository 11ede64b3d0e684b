/**
 * Late fees as the running product adds them: two server processes over one PostgreSQL schema, each running the round
 * every few hundred milliseconds, one of them killed (SIGKILL) in the middle of a round and started again, then both
 * restarted. Every running lease ends with exactly one late fee for each unpaid month, and each resident is told once
 * per fee; a lease that has ended gets none.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createMikroOrmPersistence } from '../../adapters/persistence/mikro-orm/mikro-orm-persistence.ts';
import type { Persistence } from '../../adapters/persistence/persistence.ts';
import type { LedgerCharge } from '../../domain/ledger/ledger.ts';
import { taka } from '../../domain/shared/money.ts';
import { anAgreement, anApartment, aUser } from '../support/builders.ts';
import { dropSchema, uniqueSchema } from '../adapters/persistence/stores.ts';
import { killStarted, startInstance, type Instance } from './support/processes.ts';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** 20 November 2026 in Dhaka: with rent due on the 5th and 5 days' grace, September to November are all late. */
const NOVEMBER_20 = '2026-11-20T04:00:00.000Z';
const LATE_MONTHS = ['2026-09', '2026-10', '2026-11'];
const LEASES = 60;
const ROUND_MS = 150;

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  await killStarted();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(killStarted);

const residents = Array.from({ length: LEASES }, (_, i) =>
  aUser().withId(`user-late-${i}`).withEmail(`late-${i}@example.com`).withName(`Resident ${i}`).member().build(),
);
const flats = Array.from({ length: LEASES + 1 }, (_, i) =>
  anApartment()
    .withId(`apt-late-${i}`)
    .at('L', 1 + Math.floor(i / 10), `L${100 + i}`)
    .withRent(10_000 + i)
    .build(),
);
const leaves = aUser().withId('user-gone').withEmail('gone@example.com').withName('Moved Out').build();

/** Every resident on a lease from September, nothing paid; one more whose lease ended in October; late fees on. */
async function aBuildingOwingThreeMonths(db: Persistence): Promise<void> {
  await db.inRequestContext(() =>
    db.uow.run(async () => {
      await db.apartments.add(flats);
      for (const [i, resident] of residents.entries()) {
        await db.users.save(resident);
        await db.agreements.add(
          anAgreement().withId(`L-${i}`).by(resident).on(flats[i]!).startingIn('2026-09').accepted().build(),
        );
      }
      await db.users.save(leaves);
      await db.agreements.add(
        anAgreement().withId('L-gone').by(leaves).on(flats[LEASES]!).startingIn('2026-09').endingIn('2026-10').build(),
      );
      await db.lateFeeRules.save(
        {
          enabled: true,
          graceDays: 5,
          fee: { basis: 'fixed', amount: taka(500) },
          cap: null,
          since: '2026-09',
          version: 1,
        },
        0,
      );
    }),
  );
}

const lateFees = async (side: Persistence): Promise<LedgerCharge[]> =>
  side.inRequestContext(async () =>
    (await side.ledger.listAll()).filter((e): e is LedgerCharge => e.type === 'charge' && e.kind === 'late-fee'),
  );

/** Waits until `done` holds, checking every few milliseconds; gives up after `ms`. */
async function until(done: () => Promise<boolean>, ms = 60_000, everyMs = 10): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

describe('late fees from two running instances (PostgreSQL)', () => {
  it('adds exactly one fee per lease and unpaid month across two instances, a kill mid-round and restarts', async () => {
    const schema = uniqueSchema('latefee');
    cleanups.push(() => dropSchema(POSTGRES_URL, schema));
    const env = { DATABASE_URL: POSTGRES_URL, DATABASE_SCHEMA: schema };
    // The test's own connection migrates the schema, so the building is there before any round runs.
    const side = await createMikroOrmPersistence(POSTGRES_URL, { schema });
    cleanups.push(() => side.close());
    await aBuildingOwingThreeMonths(side);
    const expected = LEASES * LATE_MONTHS.length;

    const run = () => startInstance({ ...env, TEST_NOW: NOVEMBER_20, BACKGROUND_EVERY_MS: String(ROUND_MS) });
    const [first, second] = await Promise.all([run(), run()]);
    // The first fees are in: one instance is killed where it stands, in the middle of its round.
    await until(async () => (await lateFees(side)).length > 0);
    await first!.stop('SIGKILL');
    const atKill = (await lateFees(side)).length;
    const restarted = await run();
    await until(async () => (await lateFees(side)).length >= expected);
    // Both go on rounding for a while, then both restart and round again: nothing more is added.
    await new Promise((r) => setTimeout(r, 10 * ROUND_MS));
    await Promise.all([second!.stop(), restarted.stop()]);
    const again: Instance[] = await Promise.all([run(), run()]);
    await new Promise((r) => setTimeout(r, 10 * ROUND_MS));
    await Promise.all(again.map((i) => i.stop()));

    expect(atKill).toBeLessThan(expected);
    const fees = await lateFees(side);
    const perLeaseAndMonth = new Map<string, number>();
    for (const fee of fees) {
      const key = `${fee.leaseId} ${fee.month}`;
      perLeaseAndMonth.set(key, (perLeaseAndMonth.get(key) ?? 0) + 1);
    }
    expect(fees).toHaveLength(expected);
    expect([...perLeaseAndMonth.values()].every((count) => count === 1)).toBe(true);
    expect([...perLeaseAndMonth.keys()].sort()).toEqual(
      residents.flatMap((_, i) => LATE_MONTHS.map((m) => `L-${i} ${m}`)).sort(),
    );
    expect(fees.every((fee) => fee.amount === taka(500) && fee.label === 'Late fee')).toBe(true);

    // Each resident was told once per fee; the one whose lease ended was told nothing.
    const told = await side.inRequestContext(() =>
      Promise.all(
        [...residents, leaves].map(
          async (r) =>
            (await side.inbox.listFor(r.email, { limit: 20 })).filter((n) => n.event?.type === 'late-fee-added').length,
        ),
      ),
    );
    expect(told).toEqual([...residents.map(() => LATE_MONTHS.length), 0]);
  }, 180_000);
});
