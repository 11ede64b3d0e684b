/** The building's own flats through the real HTTP stack: what an admin sends and what everyone then sees. */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../support/api.ts';

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.admin('flats-admin');
});
afterAll(() => api?.close());

let counter = 0;
/** A block of its own for each test, so tests never meet over the demo flats or each other's. */
const aBlock = () => `T${process.pid % 1000}${++counter}`;

const addFlat = async (body: Record<string, unknown>) =>
  api.call('POST', '/api/admin/apartments', { token: admin, body });

const upload = (id: string, bytes: Uint8Array, type = 'image/png') =>
  fetch(`${api.url}/api/admin/apartments/${id}/photo`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${admin}`, 'content-type': type },
    body: new Uint8Array(bytes),
  });

const importCsv = (csv: string) =>
  fetch(`${api.url}/api/admin/apartments/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'text/csv' },
    body: csv,
  });

/** Everything the public list holds, every page. */
async function listed(): Promise<{ _id: string; rent: number; image: string }[]> {
  return (await api.call('GET', '/api/apartments?limit=50&page=1')).body.apartments.concat(
    ...(await Promise.all(
      [2, 3, 4, 5].map(async (p) => (await api.call('GET', `/api/apartments?limit=50&page=${p}`)).body.apartments),
    )),
  );
}

/** A phone's photo: 2400 px wide, with the camera's make and the GPS position in its EXIF. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#3a7' } })
    .withExif({
      IFD0: { Make: 'PhoneCo' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '23/1 48/1 36/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '90/1 24/1 36/1',
      },
    })
    .png()
    .toBuffer();
}

describe('adding a flat', () => {
  it('adds it, lists it for everyone and for the admin, and counts it as a room', async () => {
    const rooms = (await api.call('GET', '/api/admin/summary', { token: admin })).body.totalRooms;
    const block = aBlock();
    const added = await addFlat({ block: block.toLowerCase(), floor: 3, number: `${block}-301`, rent: 1_234 });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      _id: expect.any(String),
      image: '',
      floor: 3,
      block,
      number: `${block}-301`,
      rent: 1_234,
      available: true,
      retired: false,
    });
    expect((await listed()).map((a) => a._id)).toContain(added.body._id);
    const all = (await api.call('GET', '/api/admin/apartments', { token: admin })).body.apartments;
    expect(all.find((a: { _id: string }) => a._id === added.body._id)).toEqual(added.body);
    expect((await api.call('GET', '/api/admin/summary', { token: admin })).body.totalRooms).toBe(rooms + 1);
  });

  it('lists every flat for the admin by block, floor and number', async () => {
    const all: { block: string; floor: number; number: string }[] = (
      await api.call('GET', '/api/admin/apartments', { token: admin })
    ).body.apartments;
    const sorted = [...all].sort((a, b) =>
      a.block < b.block
        ? -1
        : a.block > b.block
          ? 1
          : a.floor - b.floor || (a.number < b.number ? -1 : a.number > b.number ? 1 : 0),
    );
    expect(all).toEqual(sorted);
    expect(all.length).toBeGreaterThanOrEqual(24);
  });

  it('refuses the same block, floor and number twice with 409', async () => {
    const block = aBlock();
    expect((await addFlat({ block, floor: 1, number: `${block}1`, rent: 5_000 })).status).toBe(201);
    const again = await addFlat({ block, floor: 1, number: `${block}1`.toLowerCase(), rent: 6_000 });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'APARTMENT.DUPLICATE',
      message: `Block ${block}, floor 1, ${block}1 is already in the building`,
    });
  });

  it('answers 400 with a sentence for each refused field, never a server field name, and adds nothing', async () => {
    const before = (await api.call('GET', '/api/admin/apartments', { token: admin })).body.apartments.length;
    const refused = await addFlat({ block: 'A B', floor: '2', rent: 12.5 });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'VALIDATION.INVALID_INPUT',
      fields: {
        floor: 'Floor must be a whole number from 0 (the ground floor) to 500',
        number: 'Apartment number must be 1 to 20 letters, digits, - or /, like A101',
        rent: 'Rent must be a whole number of taka from 1 to 10,000,000',
      },
    });
    const badBlock = await addFlat({ block: 'A B', floor: 2, number: 'A1', rent: 12 });
    expect(badBlock.body).toMatchObject({
      code: 'VALIDATION.INVALID_INPUT',
      fields: { block: 'Block must be 1 to 10 letters or digits, like A' },
    });
    const tooDear = await addFlat({ block: 'A', floor: 2, number: 'A1', rent: 10_000_001 });
    expect(tooDear.body.message).toBe('Rent must be a whole number of taka from 1 to 10,000,000');
    expect((await api.call('GET', '/api/admin/apartments', { token: admin })).body.apartments.length).toBe(before);
  });
});

describe('changing the rent', () => {
  it('lists the new rent and prices new applications with it; an unknown flat is 404', async () => {
    const block = aBlock();
    const flat = (await addFlat({ block, floor: 1, number: `${block}1`, rent: 5_000 })).body;
    const changed = await api.call('PATCH', `/api/admin/apartments/${flat._id}`, {
      token: admin,
      body: { rent: 5_500 },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ ...flat, rent: 5_500 });
    expect((await listed()).find((a) => a._id === flat._id)?.rent).toBe(5_500);
    const applicant = await api.user('reprice-applicant');
    const asked = await api.call('POST', '/api/agreements', { token: applicant, body: { apartmentId: flat._id } });
    expect(asked.body.rent).toBe(5_500);
    // The request keeps the rent it was made at.
    await api.call('PATCH', `/api/admin/apartments/${flat._id}`, { token: admin, body: { rent: 6_000 } });
    expect((await api.call('GET', '/api/agreements/user', { token: applicant })).body.rent).toBe(5_500);
    const missing = await api.call('PATCH', '/api/admin/apartments/no-such-flat', {
      token: admin,
      body: { rent: 6_000 },
    });
    expect(missing).toMatchObject({ status: 404, body: { code: 'APARTMENT.NOT_FOUND' } });
    const bad = await api.call('PATCH', `/api/admin/apartments/${flat._id}`, { token: admin, body: { rent: '6000' } });
    expect(bad).toMatchObject({
      status: 400,
      body: { fields: { rent: 'Rent must be a whole number of taka from 1 to 10,000,000' } },
    });
  });
});

describe('a running lease after a rent change', () => {
  it("keeps its agreed rent: the member's dues and the price of a payment do not move", async () => {
    const member = await api.member('reprice-tenant');
    const lease = (await api.call('GET', '/api/agreements/user', { token: member })).body;
    const flat = (await api.call('GET', '/api/admin/apartments', { token: admin })).body.apartments.find(
      (a: { block: string; floor: number; number: string }) =>
        a.block === lease.block && a.floor === lease.floor && a.number === lease.number,
    );
    const changed = await api.call('PATCH', `/api/admin/apartments/${flat._id}`, {
      token: admin,
      body: { rent: flat.rent + 5_000 },
    });
    expect(changed.body).toMatchObject({ rent: flat.rent + 5_000, available: false });
    expect((await api.call('GET', '/api/payments/dues', { token: member })).body.rent).toBe(lease.rent);
    const priced = await api.call('POST', '/api/payments/create-payment-intent', {
      token: member,
      body: { month: lease.startMonth },
    });
    expect(priced.body.amount).toBe(lease.rent * 100);
  });
});

describe('retiring a flat', () => {
  it('takes it off the public list, its own address and the room count, refuses applications, keeps it for the admin, and only once', async () => {
    const block = aBlock();
    const flat = (await addFlat({ block, floor: 1, number: `${block}1`, rent: 5_000 })).body;
    const rooms = (await api.call('GET', '/api/admin/summary', { token: admin })).body.totalRooms;
    const { retired: _, ...asListed } = flat;
    expect(await api.call('GET', `/api/apartments/${flat._id}`)).toMatchObject({ status: 200, body: asListed });
    const retired = await api.call('POST', `/api/admin/apartments/${flat._id}/retire`, { token: admin });
    expect(retired).toMatchObject({ status: 200, body: { ...flat, retired: true } });
    expect((await listed()).map((a) => a._id)).not.toContain(flat._id);
    const gone = await api.call('GET', `/api/apartments/${flat._id}`);
    expect(gone).toMatchObject({ status: 404, body: { code: 'APARTMENT.NOT_FOUND' } });
    expect((await api.call('GET', '/api/admin/summary', { token: admin })).body.totalRooms).toBe(rooms - 1);
    expect((await api.call('GET', '/api/admin/apartments', { token: admin })).body.apartments).toContainEqual({
      ...flat,
      retired: true,
    });
    const applicant = await api.user('retired-applicant');
    const asked = await api.call('POST', '/api/agreements', { token: applicant, body: { apartmentId: flat._id } });
    expect(asked).toMatchObject({ status: 409, body: { code: 'APARTMENT.RETIRED' } });
    const again = await api.call('POST', `/api/admin/apartments/${flat._id}/retire`, { token: admin });
    expect(again).toMatchObject({ status: 409, body: { code: 'APARTMENT.RETIRED' } });
    const reprice = await api.call('PATCH', `/api/admin/apartments/${flat._id}`, { token: admin, body: { rent: 1 } });
    expect(reprice).toMatchObject({ status: 409, body: { code: 'APARTMENT.RETIRED' } });
  });

  it('refuses while a member lives there (409 APARTMENT.LEASED) or someone has asked for it (409 APARTMENT.REQUESTED)', async () => {
    const member = await api.member('retire-tenant');
    const home = (await api.call('GET', '/api/agreements/user', { token: member })).body;
    const leased = (await api.call('GET', '/api/admin/apartments', { token: admin })).body.apartments.find(
      (a: { block: string; floor: number; number: string }) =>
        a.block === home.block && a.floor === home.floor && a.number === home.number,
    );
    expect(leased.available).toBe(false);
    const { retired: _, ...asListed } = leased;
    expect(await api.call('GET', `/api/apartments/${leased._id}`)).toMatchObject({ status: 200, body: asListed });
    const refused = await api.call('POST', `/api/admin/apartments/${leased._id}/retire`, { token: admin });
    expect(refused).toMatchObject({ status: 409, body: { code: 'APARTMENT.LEASED' } });

    const block = aBlock();
    const asked = (await addFlat({ block, floor: 1, number: `${block}1`, rent: 5_000 })).body;
    await api.call('POST', '/api/agreements', {
      token: await api.user('retire-asker'),
      body: { apartmentId: asked._id },
    });
    const pending = await api.call('POST', `/api/admin/apartments/${asked._id}/retire`, { token: admin });
    expect(pending).toMatchObject({ status: 409, body: { code: 'APARTMENT.REQUESTED' } });
    expect((await api.call('GET', '/api/admin/apartments', { token: admin })).body.apartments).toContainEqual({
      ...asked,
      retired: false,
    });
  });
});

describe('photos', () => {
  it("re-encodes a phone's PNG without its metadata (GPS included), no wider than 1600 px, served to anyone with long caching", async () => {
    const block = aBlock();
    const flat = (await addFlat({ block, floor: 1, number: `${block}1`, rent: 5_000 })).body;
    const original = await phonePhoto();
    const exif = (await sharp(original).metadata()).exif!;
    // The upload does carry a GPS position (the GPSInfo tag, 0x8825, little-endian) and the camera's make.
    expect(exif.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(exif.toString('latin1')).toContain('PhoneCo');

    const res = await upload(flat._id, original);
    expect(res.status).toBe(200);
    const changed = await res.json();
    expect(changed).toEqual({
      ...flat,
      image: expect.stringMatching(new RegExp(`^/api/apartments/${flat._id}/photo\\?v=.+`)),
    });
    expect((await listed()).find((a) => a._id === flat._id)?.image).toBe(changed.image);

    const served = await fetch(api.url + changed.image);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = served.headers.get('etag')!;
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(bytes.toString('latin1')).not.toContain('PhoneCo');

    const again = await fetch(api.url + changed.image, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect((await fetch(`${api.url}/api/apartments/${flat._id}/photo?v=not-a-photo`)).status).toBe(404);

    // A phone asks for a narrower copy: the same picture, as long cached, under its own ETag.
    for (const width of [480, 960]) {
      const narrow = await fetch(`${api.url}${changed.image}&w=${width}`);
      expect(narrow.status).toBe(200);
      expect(narrow.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(narrow.headers.get('etag')).not.toBe(etag);
      const small = await sharp(Buffer.from(await narrow.arrayBuffer())).metadata();
      expect(small).toMatchObject({ format: 'webp', width, height: width / 2 });
      expect(small.exif).toBeUndefined();
      const kept = await fetch(`${api.url}${changed.image}&w=${width}`, {
        headers: { 'if-none-match': narrow.headers.get('etag')! },
      });
      expect(kept.status).toBe(304);
      expect(kept.headers.get('etag')).toBe(narrow.headers.get('etag'));
    }
    const odd = await fetch(`${api.url}${changed.image}&w=500`);
    expect(odd.status).toBe(400);
    expect(await odd.json()).toMatchObject({ message: expect.stringContaining('w must be 480 or 960') });
    // The demo flats' pictures are plain URLs and stay as they were.
    expect((await listed()).filter((a) => a.image.startsWith('/images/apartments/')).length).toBeGreaterThan(0);
  });

  it('judges a file by its content: a text file called .png and sent as image/png is refused, and nothing changes', async () => {
    const block = aBlock();
    const flat = (await addFlat({ block, floor: 1, number: `${block}1`, rent: 5_000 })).body;
    const fake = new File(['this is not a picture at all'], 'flat.png', { type: 'image/png' });
    const res = await upload(flat._id, new Uint8Array(await fake.arrayBuffer()), fake.type);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'APARTMENT.PHOTO_INVALID',
      message: 'That file is not a JPEG, PNG or WebP picture',
    });
    // A GIF is a picture, but not one of the three.
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await upload(flat._id, gif, 'image/png')).status).toBe(400);
    // A real picture sent as something else is refused by its Content-Type.
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    expect((await upload(flat._id, jpeg, 'application/octet-stream')).status).toBe(415);
    expect((await api.call('GET', '/api/admin/apartments', { token: admin })).body.apartments).toContainEqual(flat);
    // And the same JPEG, named as one, is taken.
    expect((await upload(flat._id, jpeg, 'image/jpeg')).status).toBe(200);
  });

  it('takes 5 MB and refuses one byte more with 413', async () => {
    const block = aBlock();
    const flat = (await addFlat({ block, floor: 1, number: `${block}1`, rent: 5_000 })).body;
    const limit = 5 * 1024 * 1024;
    // A real picture padded to exactly 5 MB (decoders stop at the end of the image).
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123' } })
      .jpeg()
      .toBuffer();
    const exactly = Buffer.concat([jpeg, Buffer.alloc(limit - jpeg.length)]);
    expect((await upload(flat._id, exactly, 'image/jpeg')).status).toBe(200);
    const over = await upload(flat._id, Buffer.concat([exactly, Buffer.alloc(1)]), 'image/jpeg');
    expect(over.status).toBe(413);
    expect(await over.json()).toMatchObject({ code: 'APARTMENT.PHOTO_TOO_LARGE' });
  });
});

describe('importing a spreadsheet', () => {
  it('loads every flat of the file and answers how many', async () => {
    const block = aBlock();
    const res = await importCsv(
      `\uFEFFblock,floor,number,rent\r\n${block},1,${block}101,9000\r\n${block},2,"${block}201",9500\r\n`,
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ imported: 2 });
    const mine = (await api.call('GET', '/api/admin/apartments', { token: admin })).body.apartments.filter(
      (a: { block: string }) => a.block === block,
    );
    expect(mine.map((a: { number: string; rent: number }) => [a.number, a.rent])).toEqual([
      [`${block}101`, 9_000],
      [`${block}201`, 9_500],
    ]);
  });

  it('writes nothing when one row is bad, and names its line', async () => {
    const block = aBlock();
    const before = (await api.call('GET', '/api/admin/apartments', { token: admin })).body.apartments.length;
    const res = await importCsv(`block,floor,number,rent\n${block},1,${block}101,9000\n${block},1,${block}102,nine\n`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'APARTMENT.IMPORT_INVALID',
      line: 3,
      message: 'Line 3: Rent must be a whole number of taka from 1 to 10,000,000',
    });
    const header = await importCsv(`name,rent\nx,1\n`);
    expect(await header.json()).toMatchObject({ code: 'APARTMENT.IMPORT_INVALID', line: 1 });
    const json = await api.call('POST', '/api/admin/apartments/import', { token: admin, body: { block } });
    expect(json.status).toBe(415);
    expect((await api.call('GET', '/api/admin/apartments', { token: admin })).body.apartments.length).toBe(before);
  });
});

describe('the audit log', () => {
  it('records each change to a flat with who made it', async () => {
    const block = aBlock();
    const flat = (await addFlat({ block, floor: 1, number: `${block}1`, rent: 5_000 })).body;
    await api.call('PATCH', `/api/admin/apartments/${flat._id}`, { token: admin, body: { rent: 5_100 } });
    await api.call('POST', `/api/admin/apartments/${flat._id}/retire`, { token: admin });
    const entries = (await api.call('GET', '/api/admin/audit-log', { token: admin })).body.entries.filter(
      (e: { subject: string }) => e.subject === flat._id,
    );
    expect(
      entries.map((e: { action: string; before: unknown; after: unknown }) => [e.action, e.before, e.after]),
    ).toEqual([
      ['apartment.retire', { retired: false }, { retired: true }],
      ['apartment.reprice', { rent: 5_000 }, { rent: 5_100 }],
      ['apartment.add', null, { block, floor: 1, number: `${block}1`, rent: 5_000 }],
    ]);
  });
});
