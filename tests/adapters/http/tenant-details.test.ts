/**
 * The tenant details an applicant gives with a request, over the real HTTP stack on memory, SQLite and PostgreSQL:
 * kept tidied with the request, refused field by field when wrong (writing nothing), read by the applicant and the
 * admins only, and never in a CSV file, an email, a notification, the audit log or a log line.
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryPersistence } from '../../../adapters/persistence/memory/memory-persistence.ts';
import { TENANT_DETAILS_RULES as RULES } from '../../../domain/agreements/tenant-details.ts';
import { startTestApi, type TestApi } from '../../support/api.ts';
import { TENANT_FORM, TENANT_KEPT } from '../../support/tenant-details.ts';
import { SQL_DATABASES, type TestDatabase } from '../persistence/stores.ts';

const STORES: { name: string; create(): TestDatabase }[] = [
  { name: 'memory', create: () => ({ connect: async () => createMemoryPersistence(), drop: async () => undefined }) },
  ...SQL_DATABASES,
];

/** Values no other part of the product would ever write, to look for wherever the details must not be. */
const SECRET = {
  ...TENANT_FORM,
  nid: '1990123456789',
  phone: '01398765432',
  fatherName: 'Zubair Qorvath',
  permanentAddress: 'Xylo Para, Quxbari',
  previousAddress: 'Plot Vexwold 77, Uttara',
  previousLandlordName: 'Wrenfield Mollah',
  previousLandlordPhone: '01498765432',
  household: [{ name: 'Yarrowin Begum', relation: 'Sister-in-law', age: 44 }],
  emergencyName: 'Quillon Sarkar',
  emergencyRelation: 'Cousin-brother',
  emergencyPhone: '01598765432',
};
const TELLTALES = [
  '1990123456789',
  '01398765432',
  '1398765432',
  'Qorvath',
  'Quxbari',
  'Vexwold',
  'Wrenfield',
  '01498765432',
  'Yarrowin',
  'Quillon',
  '01598765432',
];

const leaks = (text: string) => TELLTALES.filter((t) => text.includes(t));

describe.each(STORES)('tenant details over HTTP on $name', (store) => {
  const db = store.create();
  const logged: string[] = [];
  let api: TestApi;
  let admin: string;
  const free = async () => {
    const flats = (await api.call('GET', '/api/apartments?availableOnly=true&limit=50')).body.apartments;
    return flats[Math.floor(Math.random() * flats.length)]._id as string;
  };

  beforeAll(async () => {
    const logger = pino(
      { level: 'debug' },
      new Writable({
        write(chunk, _encoding, done) {
          logged.push(String(chunk));
          done();
        },
      }),
    );
    api = await startTestApi({ persistence: await db.connect(), logger });
    admin = await api.admin('details-admin');
  });
  afterAll(async () => {
    await api?.close();
    await db.drop();
  });

  it('keeps the details tidied with the request; the answer and the admin’s list carry none of them', async () => {
    const token = await api.user('details-tidy');
    const res = await api.call('POST', '/api/agreements', {
      token,
      body: { apartmentId: await free(), ...TENANT_FORM, household: [{ ...TENANT_FORM.household[0], age: 31 }] },
    });
    expect(res.status).toBe(201);
    expect(leaks(JSON.stringify(res.body))).toEqual([]);
    expect(res.body).not.toHaveProperty('nid');
    const mine = await api.call('GET', `/api/agreements/${res.body._id}/details`, { token });
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({ agreement: expect.objectContaining({ _id: res.body._id }), details: TENANT_KEPT });
    const listed = (await api.call('GET', '/api/admin/agreements', { token: admin })).body;
    expect(JSON.stringify(listed)).not.toContain(TENANT_KEPT.nid);
  });

  it('refuses bad details with every bad field named, household rows by place, and writes nothing', async () => {
    const token = await api.user('details-bad');
    const body = {
      apartmentId: await free(),
      ...TENANT_FORM,
      phone: '01212345678',
      nid: '12345',
      fatherName: ' ',
      household: [
        { name: 'Shirin', relation: 'Wife', age: 31 },
        { name: 'Tuhin', relation: 'Son', age: 150 },
      ],
    };
    const res = await api.call('POST', '/api/agreements', { token, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION.INVALID_INPUT',
      fields: {
        phone: RULES.phone,
        nid: RULES.nid,
        fatherName: RULES.fatherName,
        'household.1.age': RULES.householdAge,
      },
    });
    const typed = await api.call('POST', '/api/agreements', {
      token,
      body: { ...body, ...TENANT_FORM, household: [{ name: 'Tuhin', relation: 'Son', age: '12' }] },
    });
    expect(typed.status).toBe(400);
    expect(typed.body.fields).toEqual({ 'household.0.age': RULES.householdAge });
    const tooMany = Array.from({ length: 16 }, () => ({ name: 'M', relation: 'R', age: 1 }));
    const crowded = await api.call('POST', '/api/agreements', {
      token,
      body: { ...body, ...TENANT_FORM, household: tooMany },
    });
    expect(crowded.body.fields).toEqual({ household: RULES.household });
    expect((await api.call('GET', '/api/agreements/user/latest', { token })).body).toEqual({ agreement: null });
  });

  it('lets the applicant and the admins read the details, and nobody else', async () => {
    const applicant = await api.user('details-owner');
    const sent = await api.call('POST', '/api/agreements', {
      token: applicant,
      body: { apartmentId: await free(), ...TENANT_FORM, household: [] },
    });
    const path = `/api/agreements/${sent.body._id}/details`;
    expect((await api.call('GET', path, { token: applicant })).body.details.nid).toBe(TENANT_KEPT.nid);
    expect((await api.call('GET', path, { token: admin })).body.details.nid).toBe(TENANT_KEPT.nid);
    for (const other of [await api.member('details-neighbour'), await api.user('details-stranger')]) {
      const refused = await api.call('GET', path, { token: other });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('AUTH.FORBIDDEN');
      expect(leaks(JSON.stringify(refused.body))).toEqual([]);
    }
    const guest = await api.call('GET', path);
    expect(guest.status).toBe(401);
    expect((await api.call('GET', '/api/agreements/no-such-request/details', { token: admin })).status).toBe(404);
  });

  it('answers no details for a request sent without them', async () => {
    const token = await api.user('details-none');
    const sent = await api.call('POST', '/api/agreements', { token, body: { apartmentId: await free() } });
    expect(sent.status).toBe(201);
    const read = await api.call('GET', `/api/agreements/${sent.body._id}/details`, { token: admin });
    expect(read.body).toEqual({ agreement: expect.objectContaining({ _id: sent.body._id }), details: null });
  });

  it('never writes the details into a CSV file, an email, a notification, the audit log or a log line', async () => {
    const token = await api.user('details-secret');
    const sent = await api.call('POST', '/api/agreements', { token, body: { apartmentId: await free(), ...SECRET } });
    expect(sent.status).toBe(201);
    expect((await api.call('GET', `/api/agreements/${sent.body._id}/details`, { token })).body.details.nid).toBe(
      SECRET.nid,
    );
    expect((await api.call('GET', `/api/agreements/${sent.body._id}/details`, { token: admin })).status).toBe(200);
    const accepted = await api.call('PATCH', `/api/agreements/${sent.body._id}`, {
      token: admin,
      body: { action: 'accept' },
    });
    expect(accepted.status).toBe(200);

    const seen: Record<string, string> = {};
    for (const path of [
      '/api/admin/rent-collection/csv',
      '/api/admin/arrears/csv',
      '/api/admin/books/csv',
      '/api/admin/books/collection/csv',
    ]) {
      const res = await fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${admin}` } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toContain('text/csv');
      seen[path] = await res.text();
    }
    // The lease is in the books' file, so the file was looked at with the applicant in it.
    expect(seen['/api/admin/books/csv']).toContain(sent.body.number);
    const emails = await api.call('GET', '/api/admin/emails', { token: admin });
    expect(emails.status).toBe(200);
    seen.emails = JSON.stringify(emails.body);
    expect(seen.emails).toContain(sent.body.userEmail);
    seen.outbox = JSON.stringify(await api.store.outbox.list({}, { page: 1, limit: 500 }));
    for (const who of [token, admin])
      seen[`notifications ${who.slice(-6)}`] = JSON.stringify(
        (await api.call('GET', '/api/notifications', { token: who })).body,
      );
    seen.inbox = JSON.stringify(await api.store.inbox.listFor(sent.body.userEmail, { limit: 50 }));
    const audit = await api.call('GET', '/api/admin/audit-log', { token: admin });
    seen.audit = JSON.stringify(audit.body);
    expect(seen.audit).toContain(sent.body.number);
    seen.log = logged.join('');
    expect(seen.log).toContain(`/api/agreements/${sent.body._id}/details`);

    for (const [where, text] of Object.entries(seen)) expect(leaks(text), where).toEqual([]);
  });
});
