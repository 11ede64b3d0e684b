/** The rent schedule through the real HTTP stack: only an admin reads and changes it, field by field, never blindly. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMINDER_RULES } from '../../../domain/notifications/reminders.ts';
import { startTestApi, type TestApi } from '../../support/api.ts';

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.admin('schedule-admin');
});
afterAll(() => api?.close());

const PATH = '/api/admin/rent-schedule';
const put = (body: unknown, token = admin) => api.call('PUT', PATH, { token, body });
const current = async () => (await api.call('GET', PATH, { token: admin })).body;

describe('rent schedule', () => {
  it('answers the default schedule, version 0, until an admin saves one', async () => {
    const res = await api.call('GET', PATH, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ dueDay: 5, daysBefore: 3, daysAfter: 5, version: 0 });
  });

  it('lets only an admin read or save it', async () => {
    const body = { dueDay: 10, daysBefore: 3, daysAfter: 5, version: 0 };
    const member = await api.member('schedule-member');
    expect((await api.call('GET', PATH)).status).toBe(401);
    expect((await api.call('GET', PATH, { token: member })).status).toBe(403);
    expect((await put(body, member)).status).toBe(403);
    expect((await put(body, await api.user('schedule-user'))).status).toBe(403);
    expect((await current()).version).toBe(0);
  });

  it.each([
    ['dueDay', 0],
    ['dueDay', 29],
    ['dueDay', '5'],
    ['dueDay', 5.5],
    ['daysBefore', 0],
    ['daysBefore', 15],
    ['daysAfter', 21],
    ['daysAfter', '5'],
  ] as const)('refuses %s = %j with its rule in words beside the field, and changes nothing', async (field, value) => {
    const res = await put({ dueDay: 5, daysBefore: 3, daysAfter: 5, version: 0, [field]: value });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION.INVALID_INPUT',
      message: REMINDER_RULES[field],
      fields: { [field]: REMINDER_RULES[field] },
    });
    expect((await current()).version).toBe(0);
  });

  it('refuses a field left out with its rule, and a field the schedule does not have', async () => {
    const missing = await put({ dueDay: 5, version: 0 });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ daysBefore: REMINDER_RULES.daysBefore, daysAfter: REMINDER_RULES.daysAfter });
    const extra = await put({ dueDay: 5, daysBefore: 3, daysAfter: 5, version: 0, dueDays: 9 });
    expect(extra.status).toBe(400);
    expect(extra.body.message).toBe(
      'The rent schedule has no dueDays: send dueDay, daysBefore, daysAfter and version only',
    );
    expect((await current()).version).toBe(0);
  });

  it("saves over the version read (null switches a reminder off), shows it in members' dues, audits it, and refuses a stale save with 409", async () => {
    const saved = await put({ dueDay: 21, daysBefore: null, daysAfter: 7, version: 0 });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ dueDay: 21, daysBefore: null, daysAfter: 7, version: 1 });
    expect(await current()).toEqual(saved.body);

    const member = await api.member('schedule-dues', { since: 2 });
    expect((await api.call('GET', '/api/payments/dues', { token: member })).body.dueDay).toBe(21);

    const stale = await put({ dueDay: 1, daysBefore: 3, daysAfter: 5, version: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'SCHEDULE.CHANGED',
      message: 'Someone else changed the rent schedule; reload to see it',
    });
    expect(await current()).toEqual(saved.body);

    const log = await api.call('GET', '/api/admin/audit-log?action=rent-schedule.update', { token: admin });
    expect(log.body.entries[0]).toMatchObject({
      action: 'rent-schedule.update',
      before: { dueDay: 5, daysBefore: 3, daysAfter: 5 },
      after: { dueDay: 21, daysBefore: null, daysAfter: 7 },
    });
  });
});
