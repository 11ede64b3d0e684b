/**
 * One fresh store and one set of fakes per test: the real in-memory adapter behind every repository port,
 * and fixed time, sequential ids, a recording payment provider and logger for the rest.
 */
import { expect } from 'vitest';
import type { Agreement } from '../../domain/agreements/agreement.ts';
import type { Apartment } from '../../domain/apartments/apartment.ts';
import type { Coupon } from '../../domain/coupons/coupon.ts';
import type { ErrorCode } from '../../domain/shared/errors.ts';
import type { Payment } from '../../domain/payments/payment.ts';
import type { User } from '../../domain/members/user.ts';
import { AuditTrail } from '../../application/audit/audit-trail.ts';
import { notifierOver } from '../../application/notifications/notifier.ts';
import { Rereader } from '../../application/notifications/reread.ts';
import { createMemoryPersistence } from '../../adapters/persistence/memory/memory-persistence.ts';
import { MemoryTables } from '../../adapters/persistence/memory/memory-store.ts';
import {
  FakeIdentityAccounts,
  FakeIdentityVerifier,
  FakePageSessions,
  FakePaymentGateway,
  FixedClock,
  RecordingLogger,
  SequentialIds,
} from '../support/fakes.ts';
import { catalogueWording } from '../../adapters/wording/notification-wording.ts';
import { buildingCalendar } from '../../application/shared/building-calendar.ts';
import { LeaseBooks } from '../../application/ledger/books.ts';

export interface Given {
  apartments?: Apartment[];
  users?: User[];
  agreements?: Agreement[];
  coupons?: Coupon[];
  payments?: Payment[];
}

export async function aWorld(given: Given = {}) {
  const tables = new MemoryTables();
  const store = createMemoryPersistence(tables);
  await store.apartments.addMissing(given.apartments ?? []);
  for (const user of given.users ?? []) await store.users.save(user);
  for (const agreement of given.agreements ?? []) await store.agreements.add(agreement);
  for (const coupon of given.coupons ?? []) await store.coupons.add(coupon);
  // Given payments are stored as given (recording one through the port would also number its receipt).
  for (const payment of given.payments ?? []) tables.payments.set(payment.id, payment);
  const clock = new FixedClock();
  const ids = new SequentialIds();
  const calendar = buildingCalendar(clock, 'Asia/Dhaka');
  const verifier = new FakeIdentityVerifier();
  const books = new LeaseBooks(
    store.agreements,
    store.payments,
    store.ledger,
    store.recurringCharges,
    calendar,
    async () => 5,
    store.rentChanges,
  );
  return {
    ...store,
    tables,
    clock,
    /** The building's calendar: AT (5 Nov 2026, 10:00 UTC) is in November 2026 in Dhaka. */
    calendar,
    /** Every lease's books, rent due on the 5th. */
    books,
    ids,
    /** The audit log as admin use cases write it. */
    trail: new AuditTrail(store.audit, ids, clock),
    /** How use cases tell people what happened: the inbox and the outbox of this store. */
    notifier: notifierOver(store, ids, clock, catalogueWording),
    rereader: new Rereader(store.announcements, store.users, catalogueWording, (email) => books.paidMonthsOf(email)),
    gateway: new FakePaymentGateway(),
    logger: new RecordingLogger(),
    verifier,
    /** Page sessions vouched for while `verifier` vouches for the token they were started with. */
    pageSessions: new FakePageSessions(verifier),
    accounts: new FakeIdentityAccounts(),
    /** Every row of every table, to prove that a refused call changed nothing. */
    rows: () => rowsOf(tables),
  };
}

/** The names of the memory store's tables (its fields that are maps). */
export type TableName = {
  [K in keyof MemoryTables]: MemoryTables[K] extends Map<unknown, unknown> ? K : never;
}[keyof MemoryTables];
/** Each table of the memory store as the list of its rows. */
export type Rows = { [K in TableName]: MemoryTables[K] extends Map<unknown, infer Row> ? Row[] : never };

/**
 * Every table of the memory store by name, each as its rows: read from the store itself, so a table added to
 * MemoryTables is in every before-and-after comparison without being named here.
 */
export function rowsOf(tables: MemoryTables): Rows {
  return Object.fromEntries(
    Object.entries(tables).map(([name, table]) => [name, [...(table as Map<unknown, unknown>).values()]]),
  ) as Rows;
}

export type World = Awaited<ReturnType<typeof aWorld>>;

export async function expectRefusal(promise: Promise<unknown>, code: ErrorCode): Promise<void> {
  await expect(promise).rejects.toMatchObject({ name: 'DomainError', code });
}
