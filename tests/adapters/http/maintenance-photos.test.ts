/**
 * Photos on a maintenance request over real HTTP: sent as multipart/form-data with the report, re-encoded without
 * their metadata, and served with the request's own access rule.
 */
import { request } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../support/api.ts';
import { carriesGps, jpegWithGps, png, reportForm } from '../../support/pictures.ts';

let api: TestApi;
let admin: string;
beforeAll(async () => {
  api = await startTestApi();
  admin = await api.admin();
});
afterAll(() => api?.close());

const leak = {
  where: 'flat',
  category: 'plumbing',
  title: 'Leaking pipe',
  description: 'Water on the bathroom floor',
  entryAllowed: true,
};

const post = (token: string, form: FormData) =>
  fetch(`${api.url}/api/maintenance`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });

const photoAt = (url: string, token?: string) =>
  fetch(api.url + url, { headers: token ? { authorization: `Bearer ${token}` } : {} });

const BOUNDARY = 'lakeview-boundary';

/**
 * Sends `head` and then up to 40 chunks of 1 MB as one multipart form with no Content-Length (chunked), as a browser
 * streams a large file: the server has to count as it reads. Like a browser, it stops sending once the answer arrives.
 * The answer, or 'cut' when the connection broke before one came, and how many chunks went out.
 */
function streamForm(token: string, head: Buffer, chunk: Buffer) {
  let sent = 0;
  return new Promise<
    { outcome: 'cut'; sent: number } | { outcome: 'answered'; status: number; body: any; sent: number }
  >((resolve, reject) => {
    const req = request(`${api.url}/api/maintenance`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (part: Buffer) => chunks.push(part));
      res.on('end', () => {
        const reply = { status: res.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString()) };
        resolve({ outcome: 'answered', ...reply, sent });
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (answered) return;
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') resolve({ outcome: 'cut', sent });
      else reject(error);
    });
    const pump = () => {
      while (!answered && sent < 40) {
        sent++;
        if (!req.write(chunk)) return req.once('drain', pump);
      }
      if (!req.destroyed) req.end();
    };
    req.write(head);
    pump();
  });
}

describe('photos on a maintenance request', () => {
  it('takes two photos with the report and serves them re-encoded, without GPS, to the resident and the admins only', async () => {
    const member = await api.member('photographer');
    const phone = await jpegWithGps();
    expect(carriesGps((await sharp(phone).metadata()).exif)).toBe(true);

    const res = await post(
      member,
      reportForm(leak, [
        { bytes: phone, name: 'IMG_0001.jpg' },
        { bytes: await png(), name: 'sketch.png', type: 'image/png' },
      ]),
    );
    expect(res.status).toBe(201);
    const created = await res.json();
    const id = created._id as string;
    expect(created).toMatchObject({ title: 'Leaking pipe', status: 'submitted' });
    expect(created.photos).toEqual([
      { position: 1, url: `/api/maintenance/${id}/photos/1` },
      { position: 2, url: `/api/maintenance/${id}/photos/2` },
    ]);

    for (const { url } of created.photos as { url: string }[]) {
      const photo = await photoAt(url, member);
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/webp');
      expect(photo.headers.get('x-content-type-options')).toBe('nosniff');
      expect(photo.headers.get('content-disposition')).toMatch(/^inline; filename="request-photo-[12]\.webp"$/);
      expect(photo.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
      expect(photo.headers.get('content-security-policy')).toContain('sandbox');
      const meta = await sharp(Buffer.from(await photo.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(carriesGps(meta.exif)).toBe(false);
    }
    const first = Buffer.from(await (await photoAt(created.photos[0].url, member)).arrayBuffer());
    expect((await sharp(first).metadata()).width).toBe(640);

    expect((await photoAt(created.photos[0].url, await api.user('neighbour'))).status).toBe(403);
    expect((await photoAt(created.photos[1].url, admin)).status).toBe(200);
    expect((await photoAt(created.photos[0].url)).status).toBe(401);
    expect((await photoAt(`/api/maintenance/${id}/photos/3`, member)).status).toBe(404);
    expect((await photoAt(`/api/maintenance/nope/photos/1`, member)).status).toBe(404);
    expect((await photoAt(`/api/maintenance/${id}/photos/01`, member)).status).toBe(400);

    // Every answer that shows the request lists its photos.
    expect((await api.call('GET', `/api/maintenance/${id}`, { token: member })).body.photos).toHaveLength(2);
    const mine = (await api.call('GET', '/api/maintenance', { token: member })).body;
    expect(mine.find((r: { _id: string }) => r._id === id).photos).toHaveLength(2);
    const board = (await api.call('GET', '/api/admin/maintenance', { token: admin })).body;
    expect(board.find((r: { _id: string }) => r._id === id).photos).toEqual(created.photos);
    const commented = await api.call('POST', `/api/maintenance/${id}/comments`, {
      token: member,
      body: { text: 'Still dripping' },
    });
    expect(commented.body.photos).toEqual(created.photos);
  });

  it('shows the photos to the staff member the request is assigned to, from their own route, and to no other staff', async () => {
    const member = await api.member('photographer-for-staff');
    const res = await post(member, reportForm(leak, [{ bytes: await png(), name: 'leak.png', type: 'image/png' }]));
    expect(res.status).toBe(201);
    const id = (await res.json())._id as string;
    const caretaker = await api.staff('photo-caretaker', 'caretaker');
    const guard = await api.staff('photo-guard');
    const given = await api.call('POST', `/api/admin/maintenance/${id}/assignment`, {
      token: admin,
      body: { staffEmail: caretaker.email, version: 1 },
    });
    expect(given.status).toBe(200);

    const job = (await api.call('GET', `/api/staff/jobs/${id}`, { token: caretaker.token })).body;
    expect(job.photos).toEqual([{ position: 1, url: `/api/staff/jobs/${id}/photos/1` }]);
    const listed = (await api.call('GET', '/api/staff/jobs', { token: caretaker.token })).body;
    expect(listed.find((j: { _id: string }) => j._id === id).photos).toEqual(job.photos);
    const photo = await photoAt(job.photos[0].url, caretaker.token);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect(photo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(photo.headers.get('content-security-policy')).toContain('sandbox');
    const residentSees = Buffer.from(await (await photoAt(`/api/maintenance/${id}/photos/1`, member)).arrayBuffer());
    expect(Buffer.from(await photo.arrayBuffer()).equals(residentSees)).toBe(true);

    // Another staff member learns only that it is not one of their jobs; nobody else may use the staff's route.
    const other = await photoAt(job.photos[0].url, guard.token);
    expect([other.status, (await other.json()).code]).toEqual([404, 'MAINTENANCE.NOT_ASSIGNED']);
    expect((await photoAt(job.photos[0].url, member)).status).toBe(403);
    expect((await photoAt(job.photos[0].url, admin)).status).toBe(403);
    expect((await photoAt(`/api/staff/jobs/${id}/photos/2`, caretaker.token)).status).toBe(404);

    // Given to someone else, it is no longer the caretaker's to see.
    await api.call('POST', `/api/admin/maintenance/${id}/assignment`, {
      token: admin,
      body: { staffEmail: guard.email, version: 2 },
    });
    expect((await photoAt(job.photos[0].url, caretaker.token)).status).toBe(404);
    expect((await photoAt(job.photos[0].url, guard.token)).status).toBe(200);
  });

  it('still takes a report as JSON, and as a form without photos, each with no photos listed', async () => {
    const member = await api.user('no-camera');
    const common = { ...leak, where: 'common-area', category: 'lift', title: 'Lift slow' };
    const json = await api.call('POST', '/api/maintenance', { token: member, body: common });
    expect(json.status).toBe(201);
    expect(json.body.photos).toEqual([]);
    const form = await post(member, reportForm(common, []));
    expect(form.status).toBe(201);
    expect((await form.json()).photos).toEqual([]);
    // A file input left empty sends a part with no name and no content: it is no photo.
    const empty = reportForm(common, [{ bytes: Buffer.alloc(0), name: '', type: 'application/octet-stream' }]);
    const blank = await post(member, empty);
    expect(blank.status).toBe(201);
    expect((await blank.json()).photos).toEqual([]);
  });

  it('cuts off a form sent without a length once it passes the largest allowed form, naming the photo that was too large', async () => {
    const member = await api.user('streamer');
    const boundary = BOUNDARY;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="report"\r\n\r\n${JSON.stringify({ ...leak, where: 'common-area' })}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="endless.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const MB = Buffer.alloc(1024 * 1024, 0xab);
    const before = (await api.call('GET', '/api/maintenance', { token: member })).body.length;
    const answer = await streamForm(member, head, MB);
    if (answer.outcome === 'cut') throw new Error('the connection was cut before the answer');
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({
      code: 'MAINTENANCE.PHOTO_TOO_LARGE',
      message: 'Each photo must be at most 5 MB; Photo 1 ("endless.jpg") is larger',
    });
    // The answer came well before the end, so the client stopped sending.
    expect(answer.sent).toBeLessThan(40);
    expect((await api.call('GET', '/api/maintenance', { token: member })).body.length).toBe(before);
  });
});
