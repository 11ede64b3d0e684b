import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backgroundJobs, startBackground } from '../../../adapters/background/jobs.ts';
import { HmacUnsubscribeTokens } from '../../../adapters/email/unsubscribe-tokens.ts';
import { createMemoryPersistence } from '../../../adapters/persistence/memory/memory-persistence.ts';
import type { Mailer } from '../../../application/notifications/ports.ts';
import type { PhotoNarrower, PhotoProcessor } from '../../../application/shared/ports.ts';
import { createUseCases } from '../../../application/use-cases.ts';
import { catalogueWording } from '../../../adapters/wording/notification-wording.ts';
import {
  FakeIdentityAccounts,
  FakeIdentityVerifier,
  FakePageSessions,
  FakePaymentGateway,
  FixedClock,
  RecordingLogger,
  SequentialIds,
} from '../../support/fakes.ts';
import { buildingCalendar } from '../../../application/shared/building-calendar.ts';

const root = join(import.meta.dirname, '../../..');

/** Every class in application/ declared a background job, with the file it is in. */
async function declaredJobs(): Promise<{ file: string; name: string }[]> {
  const files = (await readdir(join(root, 'application'), { recursive: true })).filter((f) => f.endsWith('.ts'));
  const found = [];
  for (const file of files) {
    const source = await readFile(join(root, 'application', file), 'utf8');
    for (const match of source.matchAll(/export class (\w+) implements [^{]*\bBackgroundJob\b/g)) {
      found.push({ file: join(root, 'application', file), name: match[1]! });
    }
  }
  return found;
}

const mailer: Mailer = { send: async () => undefined };
const unusedPhotos: PhotoProcessor & PhotoNarrower = {
  prepare: () => Promise.reject(new Error('no photos in the background')),
  narrower: () => Promise.reject(new Error('no photos in the background')),
};

function useCases(withMailer: boolean) {
  const clock = new FixedClock();
  return createUseCases(createMemoryPersistence(), {
    clock,
    ids: new SequentialIds(),
    passCodes: { next: () => 'ACDEFG' },
    calendar: buildingCalendar(clock, 'Asia/Dhaka'),
    gateway: new FakePaymentGateway(),
    verifier: new FakeIdentityVerifier(),
    pageSessions: new FakePageSessions(new FakeIdentityVerifier()),
    accounts: new FakeIdentityAccounts(),
    photoProcessor: unusedPhotos,
    logger: new RecordingLogger(),
    unsubscribeTokens: new HmacUnsubscribeTokens('a-secret-for-the-tests-only', clock),
    wording: catalogueWording,
    ...(withMailer ? { mailer } : {}),
    buildingDefaults: {
      name: 'Lakeview Residency',
      address: 'Road 1',
      latitude: 23.8,
      longitude: 90.4,
      phone: '+8801700000000',
      email: 'office@lakeview.test',
      emergencyPhone: '+8801700000001',
    },
  });
}

const silent = pino({ level: 'silent' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('background jobs', () => {
  it('starts every use case declared a background job, each once at start', async () => {
    const declared = await declaredJobs();
    expect(declared.map((j) => j.name).sort()).toEqual(
      expect.arrayContaining(['AddLateFees', 'DeliverEmails', 'SendRentReminders']),
    );
    const rounds = new Map<string, number>();
    for (const { file, name } of declared) {
      const module = (await import(file)) as Record<string, { prototype: { execute(): Promise<unknown> } }>;
      vi.spyOn(module[name]!.prototype, 'execute').mockImplementation(async () => {
        rounds.set(name, (rounds.get(name) ?? 0) + 1);
      });
    }
    const loops = startBackground(useCases(true), silent, { everyMs: 60_000 });
    // Named in the failure: a job that was declared but never started is missing here.
    const eachOnce = Object.fromEntries(declared.map((j) => [j.name, 1]));
    await vi.waitFor(() => expect(Object.fromEntries(rounds)).toEqual(eachOnce));
    await Promise.all(loops.map((loop) => loop.stop()));
    expect(Object.fromEntries(rounds)).toEqual(eachOnce);
  });

  it('leaves the email sender out when there is no mail server to send through', () => {
    const names = (withMailer: boolean) => backgroundJobs(useCases(withMailer)).map((j) => j.background.name);
    expect(names(true).sort()).toEqual([
      'autopay',
      'email delivery',
      'late fees',
      'leases at their end',
      'old visits',
      'parcel reminders',
      'pending online payments',
      'rent reminders',
    ]);
    expect(names(false).sort()).toEqual([
      'autopay',
      'late fees',
      'leases at their end',
      'old visits',
      'parcel reminders',
      'pending online payments',
      'rent reminders',
    ]);
  });

  it('keeps each job at its own pace: emails within seconds, pending online payments every five minutes, autopay every quarter hour, the others hourly', () => {
    const paces = Object.fromEntries(
      backgroundJobs(useCases(true)).map((j) => [j.background.name, j.background.everyMs]),
    );
    expect(paces).toEqual({
      'email delivery': 5_000,
      'rent reminders': 3_600_000,
      'late fees': 3_600_000,
      'leases at their end': 3_600_000,
      'old visits': 3_600_000,
      'parcel reminders': 3_600_000,
      'pending online payments': 300_000,
      autopay: 900_000,
    });
  });
});
