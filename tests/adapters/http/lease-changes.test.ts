/**
 * Rent changes and renewal offers through the real HTTP stack: the admin schedules a new rent, which the member reads
 * and is told of at once; bad input is refused beside its fields with nothing written; a second change for the month
 * is a 409; a change is cancelled once. A renewal offer is answered once by its member, and accepting moves the end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryPersistence } from '../../../adapters/persistence/memory/memory-persistence.ts';
import { MemoryTables } from '../../../adapters/persistence/memory/memory-store.ts';
import { RENT_CHANGE_RULES } from '../../../domain/agreements/rent-change.ts';
import { RENEWAL_RULES } from '../../../domain/agreements/renewal.ts';
import { addMonths } from '../../../domain/shared/month.ts';
import { startTestApi, type TestApi } from '../../support/api.ts';
import { snapshotOf } from '../../security/support/world.ts';
import { thisMonth } from '../../support/months.ts';

const tables = new MemoryTables();
let api: TestApi;
let admin: string;
let member: string;
let leaseId: string;
beforeAll(async () => {
  api = await startTestApi({ persistence: createMemoryPersistence(tables) });
  admin = await api.admin('lease-changes');
  member = await api.member('lease-changes', { since: 2 });
  leaseId = (await api.call('GET', '/api/me/lease-changes', { token: member })).body.leaseId;
});
afterAll(async () => {
  await api?.close();
});

const changes = (token = admin) => api.call('GET', `/api/admin/leases/${leaseId}/changes`, { token });
const schedule = (body: unknown) =>
  api.call('POST', `/api/admin/leases/${leaseId}/rent-changes`, { token: admin, body });

describe('rent changes over HTTP', () => {
  it('are for the admins to make and the lease’s member to read', async () => {
    expect((await changes(member)).status).toBe(403);
    expect((await api.call('GET', '/api/me/lease-changes', { token: await api.user('no-lease') })).status).toBe(403);
    const mine = await api.call('GET', '/api/me/lease-changes', { token: member });
    expect(mine.body).toMatchObject({ leaseId, changes: [], offer: null, termEndMonth: null });
  });

  it('refuses too little notice, a rent not whole taka, and a missing month, beside the fields, writing nothing', async () => {
    const before = snapshotOf(tables);
    const first = (await changes()).body.firstMonth;
    const soon = await schedule({ rent: 13_000.5, effectiveMonth: addMonths(first, -1) });
    expect(soon.status).toBe(400);
    expect(soon.body.fields).toEqual({ rent: RENT_CHANGE_RULES.rent });
    const early = await schedule({ rent: 13_000, effectiveMonth: addMonths(first, -1) });
    expect(early.status).toBe(400);
    expect(early.body.fields).toEqual({ effectiveMonth: RENT_CHANGE_RULES.effectiveMonth });
    const missing = await schedule({ rent: 0 });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual(RENT_CHANGE_RULES);
    expect(
      (
        await api.call('POST', '/api/admin/leases/nope/rent-changes', {
          token: admin,
          body: { rent: 1, effectiveMonth: first },
        })
      ).status,
    ).toBe(404);
    expect(snapshotOf(tables)).toBe(before);
  });

  it('are scheduled, told to the member, shown on their lease, refused twice for a month, and cancelled once', async () => {
    const first = (await changes()).body.firstMonth;
    expect(first > thisMonth()).toBe(true);
    const made = await schedule({ rent: 13_200, effectiveMonth: first });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ rent: 13_200, effectiveMonth: first });
    expect((await schedule({ rent: 14_000, effectiveMonth: first })).status).toBe(409);
    const mine = (await api.call('GET', '/api/me/lease-changes', { token: member })).body;
    expect(mine.changes).toEqual([made.body]);
    const inbox = (await api.call('GET', '/api/notifications', { token: member })).body;
    expect(JSON.stringify(inbox)).toContain('13,200');
    const audit = (await api.call('GET', '/api/admin/audit-log?action=lease.rent-change', { token: admin })).body;
    expect(audit.entries[0]).toMatchObject({ subject: leaseId, after: { rent: 13_200, effectiveMonth: first } });
    expect((await api.call('DELETE', `/api/admin/rent-changes/${made.body.id}`, { token: admin })).status).toBe(200);
    expect((await api.call('DELETE', `/api/admin/rent-changes/${made.body.id}`, { token: admin })).status).toBe(404);
    expect((await changes()).body.changes).toEqual([]);
  });
});

describe('renewal offers over HTTP', () => {
  it('need a planned end; are answered once by their member; accepting moves the end and schedules the rent', async () => {
    const offer = (body: unknown) =>
      api.call('POST', `/api/admin/leases/${leaseId}/renewal-offers`, { token: admin, body });
    expect((await offer({ endMonth: '2999-01', rent: 13_000 })).status).toBe(409);
    const end = addMonths(thisMonth(), 6);
    const lease = tables.agreements.get(leaseId)!;
    tables.agreements.set(leaseId, { ...lease, termEndMonth: end });
    const bad = await offer({ endMonth: 'soon', rent: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual(RENEWAL_RULES);
    const same = await offer({ endMonth: end, rent: 15_000 });
    expect(same.body.fields).toEqual({ endMonth: RENEWAL_RULES.endMonth });
    const made = await offer({ endMonth: addMonths(end, 12), rent: 15_000 });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ status: 'pending', fromEndMonth: end, fromMonth: addMonths(end, 1) });
    expect((await api.call('GET', '/api/me/lease-changes', { token: member })).body.offer).toEqual(made.body);
    const answer = (body: unknown, token = member) =>
      api.call('POST', `/api/me/renewal-offers/${made.body.id}/answer`, { token, body });
    expect((await answer({ answer: 'maybe' })).status).toBe(400);
    expect((await answer({ answer: 'accept' }, await api.member('someone-else'))).status).toBe(404);
    const accepted = await answer({ answer: 'accept' });
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe('accepted');
    expect((await answer({ answer: 'decline' })).status).toBe(409);
    const mine = (await api.call('GET', '/api/me/lease-changes', { token: member })).body;
    expect(mine).toMatchObject({ termEndMonth: addMonths(end, 12), offer: null });
    expect(mine.changes).toMatchObject([{ effectiveMonth: addMonths(end, 1), rent: 15_000 }]);
  });
});
