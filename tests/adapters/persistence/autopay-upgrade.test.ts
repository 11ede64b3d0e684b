/**
 * Upgrading to autopay keeps what the previous release wrote (a lease and its book entry, in plain SQL) and reads them
 * the same after, with no member on autopay; a card and a claimed month written afterwards are kept.
 */
import { describe, expect, it } from 'vitest';
import { noAutopay, withCard } from '../../../domain/autopay/autopay.ts';
import { ZERO } from '../../../domain/shared/money.ts';
import { DIALECTS, migrationBefore, olderRelease, upgradeEachTest } from './databases.ts';
import { announceSkippedPostgres } from './notice.ts';

announceSkippedPostgres();

const AUTOPAY = 'Migration20270107000000Autopay';
const AT = new Date('2027-01-06T08:30:00.000Z');

describe.each(DIALECTS)('autopay upgraded on $dialect', ({ dialect, skip, make }) => {
  const upgrade = upgradeEachTest(make);

  it.skipIf(skip !== undefined)('keeps the books written before and takes autopay after', async () => {
    const db = upgrade.database();
    await olderRelease(db, dialect, migrationBefore(dialect, AUTOPAY), async (rows) => {
      const date = rows.date(AT);
      await rows.execute(
        `insert into "agreements" ("id", "user_email", "user_name", "apartment_id", "floor", "block", "number", "rent", "status", "request_date", "start_month", "end_month", "ended_at", "deposit") values ('L-1', 'rahim@example.com', 'Rahim', 'apt-1', 1, 'A', 'A101', 12000, 'accepted', ?, '2026-10', null, null, 24000)`,
        [date],
      );
      await rows.execute(
        `insert into "ledger_entries" ("id", "lease_id", "type", "kind", "month", "label", "amount_minor", "by_whom", "at") values ('deposit:L-1', 'L-1', 'charge', 'deposit', '2026-10', 'Security deposit', 2400000, 'admin@example.com', ?)`,
        [date],
      );
    });

    const store = await upgrade.open(db);
    expect(await store.agreements.byId('L-1')).toMatchObject({ status: 'accepted', userEmail: 'rahim@example.com' });
    expect((await store.ledger.listFor('L-1')).map((e) => [e.id, e.type])).toEqual([['deposit:L-1', 'charge']]);
    expect(await store.autopaySettings.listAll()).toEqual([]);
    const card = { customerId: 'cus_1', paymentMethodId: 'pm_1', brand: 'visa', last4: '4242', savedAt: AT };
    const saved = await store.autopaySettings.save(withCard(noAutopay('rahim@example.com'), card));
    expect(await store.autopaySettings.of('rahim@example.com')).toEqual(saved);
    const claim = {
      leaseId: 'L-1',
      month: '2027-01',
      userEmail: 'rahim@example.com',
      outcome: 'charging' as const,
      tries: 1,
      amount: ZERO,
      triedOn: '2027-01-06',
    };
    expect(await store.autopayAttempts.claim(claim)).toBe(true);
    expect(await store.autopayAttempts.claim(claim)).toBe(false);
  });
});
