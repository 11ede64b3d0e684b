/**
 * Upgrading keeps every ended lease readable: a lease the release before ended (before final statements) has no
 * statement and its books read as they were, deposit held; a statement started for it after the upgrade is kept.
 */
import { describe, expect, it } from 'vitest';
import { StartFinalStatement } from '../../../application/move-out/start-final-statement.ts';
import { FixedClock } from '../../support/fakes.ts';
import { DIALECTS, olderRelease, upgradeEachTest } from './databases.ts';
import { announceSkippedPostgres } from './notice.ts';

announceSkippedPostgres();

/** The last migration of the release before final statements. */
const PREVIOUS_RELEASE = 'Migration20261225000000AdminEmailTopics';
const AT = new Date('2026-12-20T08:30:00.000Z');

describe.each(DIALECTS)('final statements upgraded on $dialect', ({ dialect, skip, make }) => {
  const upgrade = upgradeEachTest(make);

  it.skipIf(skip !== undefined)('an older ended lease has no statement until one is started for it', async () => {
    const db = upgrade.database();
    await olderRelease(db, dialect, PREVIOUS_RELEASE, async (rows) => {
      const date = rows.date(AT);
      await rows.execute(
        `insert into "agreements" ("id", "user_email", "user_name", "apartment_id", "floor", "block", "number", "rent", "status", "request_date", "start_month", "end_month", "ended_at", "deposit") values ('agr-old', 'rafiq@example.com', 'Rafiq', 'apt-1', 1, 'A', 'A101', 12000, 'ended', ?, '2026-10', '2026-12', ?, 24000)`,
        [date, date],
      );
      await rows.execute(
        `insert into "ledger_entries" ("id", "lease_id", "type", "kind", "month", "label", "amount_minor", "by_whom", "at") values ('deposit:agr-old', 'agr-old', 'charge', 'deposit', '2026-10', 'Security deposit', 2400000, 'admin@example.com', ?)`,
        [date],
      );
    });

    const store = await upgrade.open(db);
    expect(await store.finalStatements.byLease('agr-old')).toBeUndefined();
    expect(await store.finalStatements.list()).toEqual([]);
    const old = (await store.agreements.byId('agr-old'))!;
    expect(old).toMatchObject({ status: 'ended', endMonth: '2026-12' });
    expect((await store.ledger.listFor('agr-old')).map((e) => e.id)).toEqual(['deposit:agr-old']);
    await new StartFinalStatement(store.finalStatements, new FixedClock(AT)).execute(old);
    expect(await store.finalStatements.byLease('agr-old')).toMatchObject({
      leaseId: 'agr-old',
      userEmail: 'rafiq@example.com',
      state: 'draft',
      version: 1,
      deductions: [],
    });
  });
});
