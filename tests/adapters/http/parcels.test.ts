/**
 * Parcels at the front desk over HTTP: a guard logs a parcel (with a photo judged by its content, or none), the flat's
 * resident is told and sees it, and the resident or the desk marks it collected once; bad input is a 4xx with
 * `fields` and writes nothing. Two servers on one SQLite file or PostgreSQL schema, a guard and the resident marking
 * one parcel collected at once, collect it once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createMemoryPersistence } from '../../../adapters/persistence/memory/memory-persistence.ts';
import { MemoryTables } from '../../../adapters/persistence/memory/memory-store.ts';
import { startTestApi, type TestApi } from '../../support/api.ts';
import { snapshotOf } from '../../security/support/world.ts';
import { SQL_DATABASES } from '../persistence/stores.ts';
import { html, jpegWithGps, pdf } from '../../support/pictures.ts';
import { today } from '../../support/months.ts';
import { useCasesOf } from '../../../adapters/container.ts';
import { addDays } from '../../../domain/front-desk/visitors.ts';
import { newParcel } from '../../../domain/parcels/parcels.ts';

/** A parcel as the web app sends it with a photo: the JSON text part "parcel" and the file part "photo". */
function parcelForm(parcel: unknown, photo?: { bytes: Buffer; name: string; type: string }): FormData {
  const form = new FormData();
  form.append('parcel', JSON.stringify(parcel));
  if (photo) form.append('photo', new Blob([new Uint8Array(photo.bytes)], { type: photo.type }), photo.name);
  return form;
}

describe('parcels over HTTP', () => {
  const tables = new MemoryTables();
  let api: TestApi;
  let admin: string;
  let resident: string;
  let neighbour: string;
  let user: string;
  let guard: { token: string; email: string };
  let flatId: string;
  beforeAll(async () => {
    api = await startTestApi({ persistence: createMemoryPersistence(tables) });
    admin = await api.admin('parcel-admin');
    resident = await api.member('parcel-resident');
    neighbour = await api.member('parcel-neighbour');
    user = await api.user('parcel-user');
    guard = await api.staff('parcel-guard');
    flatId = (await api.call('GET', '/api/agreements/user', { token: resident })).body.apartmentId;
  });
  afterAll(() => api?.close());

  /** Refused with `status` (and `code`, `fields` when given), and not one row changed. */
  async function refused(
    call: () => Promise<{ status: number; body: any }>,
    status: number,
    expected: { code?: string; fields?: string[] } = {},
  ) {
    const before = snapshotOf(tables);
    const res = await call();
    expect(res.status).toBe(status);
    if (expected.code) expect(res.body.code).toBe(expected.code);
    if (expected.fields) expect(Object.keys(res.body.fields ?? {}).sort()).toEqual(expected.fields.sort());
    expect(snapshotOf(tables)).toBe(before);
  }

  const send = (token: string, form: FormData) =>
    fetch(`${api.url}/api/desk/parcels`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });

  it('takes a parcel from the guard to the resident: told at once, listed, collected once', async () => {
    const logged = await api.call('POST', '/api/desk/parcels', {
      token: guard.token,
      body: { apartmentId: flatId, carrier: 'Sundarban Courier', note: 'Heavy box' },
    });
    expect(logged.status).toBe(201);
    expect(logged.body).toMatchObject({ carrier: 'Sundarban Courier', status: 'waiting', hasPhoto: false });
    expect(Object.keys(logged.body)).not.toContain('loggedBy');
    const inbox = await api.call('GET', '/api/notifications', { token: resident });
    expect(inbox.body.items[0].subject).toBe('A parcel from Sundarban Courier is at the front desk');
    const waiting = await api.call('GET', '/api/desk/parcels', { token: guard.token });
    expect(waiting.body.map((p: { id: string }) => p.id)).toContain(logged.body.id);
    const mine = await api.call('GET', '/api/parcels/mine', { token: resident });
    expect(mine.body.map((p: { id: string }) => p.id)).toEqual([logged.body.id]);
    expect((await api.call('GET', '/api/parcels/mine', { token: neighbour })).body).toEqual([]);

    await refused(
      () =>
        api.call('POST', `/api/parcels/${logged.body.id}/collect`, {
          token: neighbour,
          body: { collectedBy: 'Not Mine' },
        }),
      404,
      { code: 'PARCEL.NOT_FOUND' },
    );
    const collect = () =>
      api.call('POST', `/api/parcels/${logged.body.id}/collect`, { token: resident, body: { collectedBy: 'Rahim' } });
    const collected = await collect();
    expect(collected.status).toBe(200);
    expect(collected.body).toMatchObject({ status: 'collected', collectedBy: 'Rahim' });
    await refused(collect, 409, { code: 'PARCEL.ALREADY_COLLECTED' });
    await refused(
      () =>
        api.call('POST', `/api/desk/parcels/${logged.body.id}/collect`, {
          token: guard.token,
          body: { collectedBy: 'Again' },
        }),
      409,
      { code: 'PARCEL.ALREADY_COLLECTED' },
    );
    const after = await api.call('GET', '/api/desk/parcels', { token: admin });
    expect(after.body.map((p: { id: string }) => p.id)).not.toContain(logged.body.id);
  });

  it('keeps a photo re-encoded as WebP, for the desk and the resident only', async () => {
    const res = await send(
      guard.token,
      parcelForm(
        { apartmentId: flatId, carrier: 'Pathao' },
        { bytes: await jpegWithGps(), name: 'box.jpg', type: 'image/jpeg' },
      ),
    );
    expect(res.status).toBe(201);
    const parcel = await res.json();
    expect(parcel.hasPhoto).toBe(true);
    for (const [path, token] of [
      [`/api/desk/parcels/${parcel.id}/photo`, guard.token],
      [`/api/parcels/${parcel.id}/photo`, resident],
    ] as const) {
      const photo = await fetch(api.url + path, { headers: { authorization: `Bearer ${token}` } });
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/webp');
      expect(photo.headers.get('cache-control')).toContain('private');
      const meta = await sharp(Buffer.from(await photo.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
    }
    const other = await fetch(`${api.url}/api/parcels/${parcel.id}/photo`, {
      headers: { authorization: `Bearer ${neighbour}` },
    });
    expect(other.status).toBe(404);
  });

  it('refuses a file that is no picture, whatever it is called, writing nothing', async () => {
    for (const photo of [
      { bytes: pdf(), name: 'label.jpg', type: 'image/jpeg' },
      { bytes: html(), name: 'box.png', type: 'image/png' },
    ]) {
      const before = snapshotOf(tables);
      const res = await send(guard.token, parcelForm({ apartmentId: flatId, carrier: 'Pathao' }, photo));
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.code).toBe('PARCEL.PHOTO_INVALID');
      expect(Object.keys(body.fields)).toEqual(['photo']);
      expect(snapshotOf(tables)).toBe(before);
    }
  });

  it('answers bad input with fields and keeps the desk to the staff and the admins, writing nothing', async () => {
    const log = (body: object, token = guard.token) => api.call('POST', '/api/desk/parcels', { token, body });
    await refused(() => log({}), 400, { fields: ['apartmentId', 'carrier'] });
    await refused(() => log({ apartmentId: 'no-such-flat', carrier: 'Pathao' }), 400, { fields: ['apartmentId'] });
    await refused(() => log({ apartmentId: flatId, carrier: 'P', note: 'x'.repeat(201) }), 400, {
      fields: ['carrier', 'note'],
    });
    const made = await log({ apartmentId: flatId, carrier: 'DHL' });
    await refused(
      () => api.call('POST', `/api/desk/parcels/${made.body.id}/collect`, { token: guard.token, body: {} }),
      400,
      { fields: ['collectedBy'] },
    );
    await refused(
      () =>
        api.call('POST', '/api/desk/parcels/no-such-id/collect', { token: admin, body: { collectedBy: 'Someone' } }),
      404,
      { code: 'PARCEL.NOT_FOUND' },
    );
    for (const token of [resident, user]) {
      await refused(() => log({ apartmentId: flatId, carrier: 'DHL' }, token), 403, { code: 'AUTH.FORBIDDEN' });
      await refused(() => api.call('GET', '/api/desk/parcels', { token }), 403, { code: 'AUTH.FORBIDDEN' });
    }
    for (const token of [guard.token, admin, user]) {
      await refused(() => api.call('GET', '/api/parcels/mine', { token }), 403, { code: 'AUTH.FORBIDDEN' });
    }
    // The desk marks it collected for the resident, who sees who took it.
    const taken = await api.call('POST', `/api/desk/parcels/${made.body.id}/collect`, {
      token: admin,
      body: { collectedBy: 'Driver Mia' },
    });
    expect(taken.body).toMatchObject({ status: 'collected', collectedBy: 'Driver Mia' });
    const mine = await api.call('GET', '/api/parcels/mine', { token: resident });
    expect(mine.body.find((p: { id: string }) => p.id === made.body.id).collectedBy).toBe('Driver Mia');
  });
});

describe.each(SQL_DATABASES)('one parcel collected at once, two servers on one $name database', (kind) => {
  const db = kind.create();
  let one: TestApi;
  let two: TestApi;
  beforeAll(async () => {
    one = await startTestApi({ persistence: await db.connect() });
    two = await startTestApi({ persistence: await db.connect() });
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
    await db.drop();
  });

  it('collects it once; the others are told it was collected; the resident heard of it once', async () => {
    const resident = await one.member('race-parcel-host');
    const guard = await one.staff('race-parcel-guard');
    const apartmentId = (await one.call('GET', '/api/agreements/user', { token: resident })).body.apartmentId;
    const made = await one.call('POST', '/api/desk/parcels', {
      token: guard.token,
      body: { apartmentId, carrier: 'Racing Courier' },
    });
    expect(made.status).toBe(201);
    const replies = await Promise.all(
      [one, two, one, two, one, two].map((api, i) =>
        i % 2 === 0
          ? api.call('POST', `/api/desk/parcels/${made.body.id}/collect`, {
              token: guard.token,
              body: { collectedBy: `Guard ${i}` },
            })
          : api.call('POST', `/api/parcels/${made.body.id}/collect`, {
              token: resident,
              body: { collectedBy: `Resident ${i}` },
            }),
      ),
    );
    expect(replies.map((r) => (r.status < 300 ? r.status : `${r.status} ${r.body.code}`)).sort()).toEqual([
      200,
      ...Array(5).fill('409 PARCEL.ALREADY_COLLECTED'),
    ]);
    const winner = replies.find((r) => r.status === 200)!.body.collectedBy;
    const mine = await two.call('GET', '/api/parcels/mine', { token: resident });
    expect(mine.body).toHaveLength(1);
    expect(mine.body[0]).toMatchObject({ status: 'collected', collectedBy: winner });
    const inbox = await two.call('GET', '/api/notifications', { token: resident });
    expect(inbox.body.items.filter((n: { subject: string }) => n.subject.includes('Racing Courier'))).toHaveLength(1);
  });

  it('reminds the resident of a parcel waiting for days once, however many rounds the two servers run at once', async () => {
    const resident = await one.member('race-parcel-reminded');
    const apartmentId = (await one.call('GET', '/api/agreements/user', { token: resident })).body.apartmentId;
    const parcel = newParcel({
      id: `parcel-waiting-${kind.name}`,
      apartmentId,
      flat: 'A-waiting',
      carrier: 'Slow Courier',
      hasPhoto: false,
      by: 'guard@test.lakeview',
      at: new Date(),
      today: addDays(today(), -3),
    });
    await one.store.inRequestContext(() => one.store.parcels.add(parcel));
    const rounds = await Promise.all(
      [one, two, one, two].map((api) => useCasesOf(api.container).remindWaitingParcels.execute()),
    );
    expect(rounds.reduce((n, r) => n + r.reminded, 0)).toBe(1);
    const inbox = await two.call('GET', '/api/notifications', { token: resident });
    expect(
      inbox.body.items.filter(
        (n: { subject: string }) => n.subject === 'Your parcel from Slow Courier is still waiting',
      ),
    ).toHaveLength(1);
  });
});
