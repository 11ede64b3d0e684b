/**
 * Notifications through the real HTTP stack: the inbox an accepted applicant finds, what another person may not
 * touch, email choices, the unsubscribe link, and the admin's view of the outbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKENS } from '../../../adapters/container.ts';
import type { UnsubscribeTokens } from '../../../application/notifications/ports.ts';
import { HmacUnsubscribeTokens } from '../../../adapters/email/unsubscribe-tokens.ts';
import { failOneEmail } from '../../support/emails.ts';
import { startTestApi, type TestApi } from '../../support/api.ts';

let api: TestApi;
let admin: string;
let applicant: string;
let applicantEmail: string;
let flat: string;
beforeAll(async () => {
  api = await startTestApi();
  admin = await api.admin('notify');
  applicant = await api.user('welcomed');
  applicantEmail = (await api.call('PUT', '/api/users', { token: applicant, body: { name: 'Welcomed' } })).body.email;
  const { apartments } = (await api.call('GET', '/api/apartments')).body;
  const chosen = apartments.find((a: { available: boolean }) => a.available);
  flat = chosen.number;
  const applied = await api.call('POST', '/api/agreements', { token: applicant, body: { apartmentId: chosen._id } });
  expect(applied.status).toBe(201);
  const accepted = await api.call('PATCH', `/api/agreements/${applied.body._id}`, {
    token: admin,
    body: { action: 'accept' },
  });
  expect(accepted.status).toBe(200);
});
afterAll(() => api?.close());

const signer = () => api.container.get<UnsubscribeTokens>(TOKENS.UnsubscribeTokens);

describe('the inbox', () => {
  it('tells an accepted applicant once, and marking it read clears the bell; nobody else sees or marks it', async () => {
    expect((await api.call('GET', '/api/notifications/unread-count', { token: applicant })).body).toEqual({
      unread: 1,
    });
    const list = await api.call('GET', '/api/notifications', { token: applicant });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ unread: 1, next: null });
    const [welcome] = list.body.items;
    expect(welcome).toMatchObject({
      topic: 'agreements',
      subject: expect.stringMatching(/^Welcome home: .+ is yours$/),
      link: '/dashboard/my-profile',
      read: false,
    });
    expect(welcome.subject).toContain(flat);
    expect(new Date(welcome.createdAt).toISOString()).toBe(welcome.createdAt);

    const stranger = await api.user('stranger');
    expect((await api.call('GET', '/api/notifications', { token: stranger })).body).toEqual({
      items: [],
      unread: 0,
      next: null,
    });
    const meddled = await api.call('POST', '/api/notifications/read', { token: stranger, body: { ids: [welcome.id] } });
    expect(meddled.status).toBe(200);
    expect(meddled.body).toEqual({ unread: 0 });
    expect((await api.call('GET', '/api/notifications/unread-count', { token: applicant })).body.unread).toBe(1);

    const read = await api.call('POST', '/api/notifications/read', { token: applicant, body: { ids: [welcome.id] } });
    expect(read.body).toEqual({ unread: 0 });
    expect((await api.call('GET', '/api/notifications', { token: applicant })).body.items[0]).toMatchObject({
      id: welcome.id,
      read: true,
    });
  });

  it('pages newest first with an opaque cursor, and marks everything read at once', async () => {
    for (const title of ['Water off on Sunday', 'Lift serviced'])
      expect(
        (await api.call('POST', '/api/admin/announcements', { token: admin, body: { title, description: 'd' } }))
          .status,
      ).toBe(201);
    const first = (await api.call('GET', '/api/notifications?limit=2', { token: applicant })).body;
    expect(first.unread).toBe(2);
    expect(first.items.map((n: { subject: string }) => n.subject)).toEqual([
      'New announcement: Lift serviced',
      'New announcement: Water off on Sunday',
    ]);
    expect(first.next).toMatch(/^[A-Za-z0-9_-]+$/);
    const second = (await api.call('GET', `/api/notifications?limit=2&before=${first.next}`, { token: applicant }))
      .body;
    expect(second.items.map((n: { topic: string }) => n.topic)).toEqual(['agreements']);
    expect(second.next).toBeNull();

    expect((await api.call('POST', '/api/notifications/read', { token: applicant, body: { all: true } })).body).toEqual(
      { unread: 0 },
    );
  });
});

describe('email choices and unsubscribing', () => {
  it('keeps what the caller chose, everything on until then', async () => {
    const token = await api.user('chooser');
    const all = { payments: true, announcements: true, maintenance: true, reminders: true, applications: true };
    expect((await api.call('GET', '/api/me/email-choices', { token })).body).toEqual(all);
    const chosen = { payments: true, announcements: false, maintenance: true, reminders: false, applications: false };
    const saved = await api.call('PUT', '/api/me/email-choices', { token, body: chosen });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(chosen);
    expect((await api.call('GET', '/api/me/email-choices', { token })).body).toEqual(chosen);
    // A client that knows only the first four topics keeps what is stored of the fifth.
    const older = { payments: false, announcements: true, maintenance: true, reminders: true };
    expect((await api.call('PUT', '/api/me/email-choices', { token, body: older })).body).toEqual({
      ...older,
      applications: false,
    });
  });

  it('switches off the topic of a link the server signed, by JSON or one-click, and refuses a forged one', async () => {
    const forged = new HmacUnsubscribeTokens('not-the-server-secret-at-all-0000', { now: () => new Date() }).sign(
      applicantEmail,
      'payments',
    );
    const refused = await api.call('POST', '/api/unsubscribe', { body: { token: forged } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/not valid or has expired/);
    expect((await api.call('GET', '/api/me/email-choices', { token: applicant })).body.payments).toBe(true);

    const byPage = await api.call('POST', '/api/unsubscribe', {
      body: { token: signer().sign(applicantEmail, 'announcements') },
    });
    expect(byPage.status).toBe(200);
    expect(byPage.body).toEqual({ topic: 'announcements' });

    // What a mail program's unsubscribe button sends (RFC 8058): the token in the URL, a fixed form body.
    const token = encodeURIComponent(signer().sign(applicantEmail, 'reminders'));
    const oneClick = await api.call('POST', `/api/unsubscribe?token=${token}`, {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.status).toBe(200);
    expect(oneClick.body).toEqual({ topic: 'reminders' });
    expect((await api.call('GET', '/api/me/email-choices', { token: applicant })).body).toEqual({
      payments: true,
      announcements: false,
      maintenance: true,
      reminders: false,
      applications: true,
    });
  });
});

describe("the admin's outbox", () => {
  it('lists the emails with their state, and sends a failed one again, once, in the audit log', async () => {
    const listed = await api.call('GET', '/api/admin/emails', { token: admin });
    expect(listed.status).toBe(200);
    expect(listed.body.failed).toBe(0);
    const welcome = listed.body.items.find(
      (e: { to: string; topic: string }) => e.to === applicantEmail && e.topic === 'agreements',
    );
    expect(welcome).toMatchObject({
      toName: 'Welcomed',
      topic: 'agreements',
      subject: expect.stringMatching(/^Welcome home/),
      status: 'pending',
      attempts: 0,
      lastError: null,
      sentAt: null,
    });

    const id = await failOneEmail(api.store, '550 no such mailbox');
    const failed = (await api.call('GET', '/api/admin/emails?status=failed', { token: admin })).body;
    expect(failed).toMatchObject({ total: 1, failed: 1 });
    expect(failed.items[0]).toMatchObject({
      notificationId: id,
      status: 'failed',
      attempts: 1,
      lastError: '550 no such mailbox',
    });

    const retried = await api.call('POST', `/api/admin/emails/${id}/retry`, { token: admin });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ notificationId: id, status: 'pending', attempts: 1 });
    const again = await api.call('POST', `/api/admin/emails/${id}/retry`, { token: admin });
    expect(again.status).toBe(409);
    expect((await api.call('GET', '/api/admin/emails', { token: admin })).body.failed).toBe(0);

    const audit = (await api.call('GET', '/api/admin/audit-log?action=email.retry', { token: admin })).body;
    expect(audit.entries).toHaveLength(1);
    expect(audit.entries[0]).toMatchObject({ action: 'email.retry', subject: id });

    expect((await api.call('GET', '/api/admin/emails', { token: applicant })).status).toBe(403);
  });
});

describe("the caller's language", () => {
  it('is English until chosen, kept once chosen, and what the next notification is written in', async () => {
    const member = await api.member('bangla-reader');
    await api.call('PUT', '/api/users', { token: member, body: { name: 'Bangla Reader' } });
    expect((await api.call('GET', '/api/users/role', { token: member })).body).toEqual({
      role: 'member',
      language: 'en',
    });

    const chosen = await api.call('PUT', '/api/me/language', { token: member, body: { language: 'bn' } });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toEqual({ language: 'bn' });
    expect((await api.call('GET', '/api/users/role', { token: member })).body).toEqual({
      role: 'member',
      language: 'bn',
    });

    const posted = await api.call('POST', '/api/admin/announcements', {
      token: admin,
      body: { title: 'Generator test on Monday', description: 'd' },
    });
    expect(posted.status).toBe(201);
    const [newest, welcome] = (await api.call('GET', '/api/notifications', { token: member })).body.items;
    expect(newest).toMatchObject({
      subject: 'নতুন ঘোষণা: Generator test on Monday',
      lines: ['ভবন কর্তৃপক্ষ একটি ঘোষণা দিয়েছে: Generator test on Monday।', 'd'],
    });
    // The welcome written in English before the switch reads in Bangla now.
    expect(welcome.subject).toMatch(/^স্বাগতম: ব্লক .+ এখন আপনার$/);
    // Someone who kept English reads the same announcement in English.
    const [applicantNewest] = (await api.call('GET', '/api/notifications', { token: applicant })).body.items;
    expect(applicantNewest.subject).toBe('New announcement: Generator test on Monday');
  });
});

describe('decisions and removals the person concerned is told of', () => {
  it("a rejection's reason reaches the applicant; a second admin learns it was rejected", async () => {
    const token = await api.user('turned-down');
    await api.call('PUT', '/api/users', { token, body: { name: 'Turned Down' } });
    const { apartments } = (await api.call('GET', '/api/apartments')).body;
    const chosen = apartments.find((a: { available: boolean }) => a.available);
    const applied = await api.call('POST', '/api/agreements', { token, body: { apartmentId: chosen._id } });
    const decide = (body: object) => api.call('PATCH', `/api/agreements/${applied.body._id}`, { token: admin, body });

    const tooLong = await decide({ action: 'reject', reason: 'x'.repeat(501) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({
      code: 'VALIDATION.INVALID_INPUT',
      fields: { reason: 'Write a reason of up to 500 characters, or none' },
    });
    expect((await api.call('GET', '/api/agreements/user/latest', { token })).body.agreement.status).toBe('pending');

    const rejected = await decide({ action: 'reject', reason: '  Held for a family of four.  ' });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ decision: 'rejected', reason: 'Held for a family of four.' });
    const latest = (await api.call('GET', '/api/agreements/user/latest', { token })).body.agreement;
    expect(latest).toMatchObject({ decision: 'rejected', reason: 'Held for a family of four.' });
    const [told] = (await api.call('GET', '/api/notifications', { token })).body.items;
    expect(told.lines).toContain("The building's reason: Held for a family of four.");

    const late = await decide({ action: 'accept' });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      code: 'AGREEMENT.ALREADY_REJECTED',
      message: 'This request was already rejected, perhaps by another admin.',
    });
  });

  it('a removed member is told in their inbox, and emailed', async () => {
    const member = await api.member('removed-told');
    const email = (await api.call('PUT', '/api/users', { token: member, body: { name: 'Removed Told' } })).body.email;
    const removed = await api.call('PATCH', `/api/admin/members/${encodeURIComponent(email)}/demote`, { token: admin });
    expect(removed.status).toBe(200);
    const [told] = (await api.call('GET', '/api/notifications', { token: member })).body.items;
    expect(told).toMatchObject({
      topic: 'agreements',
      subject: expect.stringMatching(/^Your lease of Block .+ has ended$/),
      link: '/dashboard/my-profile',
    });
    const emails = (await api.call('GET', '/api/admin/emails', { token: admin })).body.items;
    expect(emails.find((e: { to: string }) => e.to === email)).toMatchObject({ subject: told.subject });
  });
});
