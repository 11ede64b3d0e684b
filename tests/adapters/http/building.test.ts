/** The building's details through the real HTTP stack: anyone reads them, only an admin changes them, never blindly. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../support/api.ts';

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.admin('building-admin');
});
afterAll(() => api?.close());

const details = {
  name: 'Gulshan Heights',
  address: 'House 7, Road 90, Gulshan 2, Dhaka 1212',
  latitude: 23.7925,
  longitude: 90.4078,
  phone: '+880 2-9881234',
  email: 'Office@Gulshan.Example',
  emergencyPhone: '01711-000000',
};

describe('building details', () => {
  it("answers the configured defaults to anyone until an admin saves the building's own", async () => {
    const res = await api.call('GET', '/api/building');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      name: 'Lakeview Residency',
      address: 'Dhaka, Bangladesh',
      latitude: 23.8103,
      longitude: 90.4125,
      phone: '',
      email: '',
      emergencyPhone: '',
      version: 0,
    });
  });

  it('refuses bad details field by field, in words, and changes nothing', async () => {
    const res = await api.call('PUT', '/api/admin/building', {
      token: admin,
      body: { ...details, latitude: 123, email: 'office', phone: 'ask the guard', version: 0 },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      latitude: 'Latitude must be a number from -90 to 90, like 23.8103',
      phone: 'Phone must be a phone number of 6 to 20 digits, like +880 1711-000000',
      email: 'Email must be an email address, like office@example.com',
    });
    const missing = await api.call('PUT', '/api/admin/building', {
      token: admin,
      body: { name: 'Only a name', version: 0 },
    });
    expect(missing.status).toBe(400);
    // A field left out gets the same sentence as one filled wrongly: it says what is wanted.
    expect(missing.body.fields.address).toBe('The address must be 1 to 200 characters');
    expect((await api.call('GET', '/api/building')).body.version).toBe(0);
  });

  it('lets only an admin save', async () => {
    const body = { ...details, version: 0 };
    expect((await api.call('PUT', '/api/admin/building', { body })).status).toBe(401);
    expect(
      (await api.call('PUT', '/api/admin/building', { token: await api.member('building-member'), body })).status,
    ).toBe(403);
    expect((await api.call('GET', '/api/building')).body.version).toBe(0);
  });

  it('saves over the version read, shows it to everyone, audits it, and refuses a save made over an older version', async () => {
    const saved = await api.call('PUT', '/api/admin/building', { token: admin, body: { ...details, version: 0 } });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ ...details, email: 'office@gulshan.example', version: 1 });
    expect((await api.call('GET', '/api/building')).body).toEqual(saved.body);

    const stale = await api.call('PUT', '/api/admin/building', {
      token: admin,
      body: { ...details, name: 'Stale tab', version: 0 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'BUILDING.CHANGED',
      message: "Someone else changed the building's details; reload to see them",
    });
    expect((await api.call('GET', '/api/building')).body.name).toBe('Gulshan Heights');

    const log = await api.call('GET', '/api/admin/audit-log?action=building.update', { token: admin });
    expect(log.status).toBe(200);
    const entries = log.body.entries ?? log.body;
    expect(entries[0]).toMatchObject({
      action: 'building.update',
      subject: 'building',
      after: { name: 'Gulshan Heights', address: details.address },
    });
  });
});
