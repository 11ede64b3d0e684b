/**
 * Starts the real HTTP stack (Koa, container, use-cases, firebase-admin against the Auth emulator) on a free
 * loopback port, over the persistence a test chooses, and gives tests real tokens for each kind of caller.
 */
import type { Server } from 'node:http';
import { loadConfig } from '../../adapters/config.ts';
import {
  allRoutes,
  buildHttpApp,
  createContainer,
  TOKENS,
  type Overrides,
  useCasesOf,
} from '../../adapters/container.ts';
import { createMemoryPersistence } from '../../adapters/persistence/memory/memory-persistence.ts';
import type { Persistence } from '../../adapters/persistence/persistence.ts';
import { newUser, withRole } from '../../domain/members/user.ts';
import { EMULATOR_HOST, tokenFor } from './emulator.ts';
import { monthsAgo } from './months.ts';
import { wireCheck, type WireCheck } from './wire.ts';

export interface TestApi {
  readonly url: string;
  /** The listening server, for a test that watches requests arrive. */
  readonly server: Server;
  readonly store: Persistence;
  readonly container: Awaited<ReturnType<typeof createContainer>>;
  /** Every successful answer `call` receives is held to its route's response schema; a lie fails the call. */
  readonly wire: WireCheck;
  call(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; body: any; headers: Headers }>;
  /** A signed-in plain user with a stored record. */
  user(label?: string): Promise<string>;
  /**
   * A member: applied for the first free apartment and accepted by an admin, with a lease from this month, or from
   * `since` months ago (a history to pay for).
   */
  member(label?: string, options?: { since?: number }): Promise<string>;
  admin(label?: string): Promise<string>;
  /** A member of the building's staff (a guard unless told), added by an admin. */
  staff(label?: string, job?: 'guard' | 'caretaker' | 'assistant'): Promise<{ token: string; email: string }>;
  close(): Promise<void>;
}

let counter = 0;
/** Emails unique to this run, so tests sharing one emulator never see each other's accounts. */
export const uniqueEmail = (label: string) =>
  `${label}-${process.pid}-${Date.now().toString(36)}-${++counter}@test.lakeview`;

export async function startTestApi(overrides: Overrides & { env?: Record<string, string> } = {}): Promise<TestApi> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: 'memory',
    FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
    UI_DIST: 'tests/no-ui',
    ...overrides.env,
  });
  const store = overrides.persistence ?? createMemoryPersistence();
  const container = await createContainer(config, { ...overrides, persistence: store });
  await useCasesOf(container).seedDemoData.execute({ apartments: 24 });
  const server: Server = buildHttpApp(container, config).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const wire = wireCheck(allRoutes(container, config));

  const call: TestApi['call'] = async (method, path, { token, body, headers = {} } = {}) => {
    const res = await fetch(url + path, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: the test sees the text */
    }
    wire.check({ method, path, status: res.status, body: parsed, contentType: res.headers.get('content-type') });
    return { status: res.status, body: parsed, headers: res.headers };
  };

  const signedIn = async (label: string) => {
    const email = uniqueEmail(label);
    const token = await tokenFor(email);
    const actor = await useCasesOf(container).identifyCaller.execute(token);
    await useCasesOf(container).saveOwnProfile.execute({ actor, name: `Test ${label}` });
    return { email, token };
  };

  return {
    url,
    server,
    store,
    container,
    wire,
    call,
    user: async (label = 'user') => (await signedIn(label)).token,
    member: async (label = 'member', { since = 0 } = {}) => {
      const { token } = await signedIn(label);
      const actor = await useCasesOf(container).identifyCaller.execute(token);
      const free = (await store.apartments.page({}, { page: 1, limit: 1000 })).items.find((a) => a.available);
      if (!free) throw new Error('no free apartment left for a test member');
      const { agreement } = await useCasesOf(container).applyForAgreement.execute({
        actor,
        apartment: { apartmentId: free.id },
      });
      const accepted = await useCasesOf(container).decideAgreement.execute({
        id: agreement.id,
        decision: 'accept',
        by: 'admin@test.lakeview',
      });
      // As if the request had been made and accepted `since` months ago: the lease starts then.
      if (since > 0)
        await store.uow.run(() => store.agreements.update({ ...accepted, startMonth: monthsAgo(since) }, 'accepted'));
      return token;
    },
    admin: async (label = 'admin') => {
      const email = uniqueEmail(label);
      const token = await tokenFor(email);
      await store.uow.run(() =>
        store.users.save(withRole(newUser(crypto.randomUUID(), email, `Admin ${label}`, ''), 'admin')),
      );
      return token;
    },
    staff: async (label = 'staff', job = 'guard') => {
      const email = uniqueEmail(label);
      const token = await tokenFor(email);
      await useCasesOf(container).addStaffMember.execute({ email, name: `Staff ${label}`, job, by: 'cli' });
      return { token, email };
    },
    close: async () => {
      await new Promise((r) => server.close(r));
      await container.get<Persistence>(TOKENS.Persistence).close();
    },
  };
}
