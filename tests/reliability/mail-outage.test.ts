/**
 * A mail server that accepts connections and then never answers, under a running server process with its background
 * sender on: an announcement to 500 members is posted, answered and in every inbox at once, the server keeps answering
 * while the sender waits on the mail server, and every email stays pending (none lost, none marked sent).
 */
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createMikroOrmPersistence } from '../../adapters/persistence/mikro-orm/mikro-orm-persistence.ts';
import type { Persistence } from '../../adapters/persistence/persistence.ts';
import { newUser, withRole } from '../../domain/members/user.ts';
import { uniqueEmail } from '../support/api.ts';
import { tokenFor } from '../support/emulator.ts';
import { dropSchema, uniqueSchema } from '../adapters/persistence/stores.ts';
import { killStarted, request, startInstance } from './support/processes.ts';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const MEMBERS = 500;
const schema = uniqueSchema('mailout');
let side: Persistence | undefined;
let hanging: { server: Server; sockets: Set<Socket>; port: number } | undefined;

afterAll(async () => {
  await killStarted();
  for (const socket of hanging?.sockets ?? []) socket.destroy();
  await new Promise((r) => (hanging ? hanging.server.close(r) : r(undefined)));
  await side?.close();
  await dropSchema(POSTGRES_URL, schema);
});

/** Takes every connection and says nothing: no greeting, no answer, until the test ends. */
async function aMailServerThatHangs() {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, sockets, port: (server.address() as { port: number }).port };
}

describe('a mail server that hangs', () => {
  it('never holds up the announcement to 500 members, nor anything else, and loses no email', async () => {
    hanging = await aMailServerThatHangs();
    const admin = uniqueEmail('outage-admin');
    const instance = await startInstance({
      DATABASE_URL: POSTGRES_URL,
      DATABASE_SCHEMA: schema,
      TEST_ADMIN_EMAILS: admin,
      SMTP_URL: `smtp://127.0.0.1:${hanging.port}`,
      BACKGROUND_EVERY_MS: '100',
    });
    side = await createMikroOrmPersistence(POSTGRES_URL, { schema });
    const members = Array.from({ length: MEMBERS }, (_, i) =>
      withRole(newUser(`member-${i}`, `member-${i}@outage.example`, `Member ${i}`, ''), 'member'),
    );
    await side.inRequestContext(() =>
      side!.uow.run(async () => {
        for (const member of members) await side!.users.save(member);
      }),
    );

    const token = await tokenFor(admin);
    const posted = await request(instance.url, 'POST', '/api/admin/announcements', {
      token,
      body: { title: 'Generator test on Sunday', description: 'Power will be off for ten minutes at noon.' },
    });
    expect(posted.status).toBe(201);
    // The sender has picked emails up and is stuck on the mail server: the server still answers at once.
    await new Promise((r) => setTimeout(r, 1_000));
    expect(hanging.sockets.size).toBeGreaterThan(0);
    expect((await request(instance.url, 'GET', '/api/health')).status).toBe(200);
    expect((await request(instance.url, 'GET', '/api/apartments')).status).toBe(200);
    expect((await request(instance.url, 'GET', '/api/notifications', { token })).status).toBe(200);

    const count = (status: 'pending' | 'sent' | 'failed') =>
      side!.inRequestContext(() => side!.outbox.countByStatus(status));
    expect([await count('pending'), await count('sent'), await count('failed')]).toEqual([MEMBERS, 0, 0]);
    const unread = await side.inRequestContext(() => Promise.all(members.map((m) => side!.inbox.unreadCount(m.email))));
    expect(unread.every((n) => n === 1)).toBe(true);
  }, 120_000);
});
