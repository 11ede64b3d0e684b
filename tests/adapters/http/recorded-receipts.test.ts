/**
 * Receipts for money an admin recorded by hand (cash, bank, cheque, bKash, Nagad), through the real HTTP stack on
 * memory, SQLite and PostgreSQL: the payer and admins read them, anyone else is told there is no such receipt; a card
 * receipt reads as it always did, with only its method added; a voided payment's receipt says so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryPersistence } from '../../../adapters/persistence/memory/memory-persistence.ts';
import { formatMonth } from '../../../domain/shared/month.ts';
import { startTestApi, type TestApi } from '../../support/api.ts';
import { monthsAgo, today } from '../../support/months.ts';
import { pay } from '../../security/support/world.ts';
import { SQL_DATABASES, type TestDatabase } from '../persistence/stores.ts';

const STORES: { name: string; create(): TestDatabase }[] = [
  { name: 'memory', create: () => ({ connect: async () => createMemoryPersistence(), drop: async () => undefined }) },
  ...SQL_DATABASES,
];

describe.each(STORES)('receipts of recorded payments on $name', (store) => {
  const db = store.create();
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await startTestApi({ persistence: await db.connect() });
    admin = await api.admin('receipts-admin');
  });
  afterAll(async () => {
    await api?.close();
    await db.drop();
  });

  const record = async (token: string, body: Record<string, unknown>) => {
    const leaseId = (await api.call('GET', '/api/ledger/mine', { token })).body.lease.leaseId as string;
    const res = await api.call('POST', `/api/admin/books/${leaseId}/payments`, {
      token: admin,
      body: { paidOn: today(), ...body },
    });
    expect(res.status).toBe(201);
    return { leaseId, entryId: res.body.entryId as string, receiptNumber: res.body.receiptNumber as number };
  };
  const receipt = (number: number, token: string) => api.call('GET', `/api/payments/receipts/${number}`, { token });

  it('shows a bKash payment to its payer and to admins, with its method, reference and day; no one else sees it', async () => {
    const member = await api.member('receipt-bkash', { since: 2 });
    const lease = (await api.call('GET', '/api/agreements/user', { token: member })).body;
    const { receiptNumber } = await record(member, { amount: 5000.5, method: 'bkash', reference: '8N7A6B' });

    const mine = await receipt(receiptNumber, member);
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({
      receiptNumber,
      buildingName: 'Lakeview Residency',
      buildingAddress: 'Dhaka, Bangladesh',
      memberName: lease.userName,
      memberEmail: lease.userEmail,
      floor: lease.floor,
      block: lease.block,
      number: lease.number,
      month: null,
      monthKey: null,
      rent: null,
      discount: null,
      totalPaid: 5000.5,
      transactionId: null,
      paidAt: expect.any(String),
      method: 'bkash',
      reference: '8N7A6B',
      receivedOn: today(),
      voided: false,
    });
    expect((await receipt(receiptNumber, admin)).body).toEqual(mine.body);

    const stranger = await api.member('receipt-bkash-stranger');
    const refused = await receipt(receiptNumber, stranger);
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('PAYMENT.RECEIPT_NOT_FOUND');
  });

  it('numbers card and recorded payments from one counter, and a card receipt reads as it always did', async () => {
    const member = await api.member('receipt-card', { since: 2 });
    const card = await pay(api.call, member, monthsAgo(2));
    const cash = await record(member, { amount: 700, method: 'cash' });
    expect(cash.receiptNumber).toBeGreaterThan(card.receiptNumber);

    const read = await receipt(card.receiptNumber, member);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      receiptNumber: card.receiptNumber,
      buildingName: 'Lakeview Residency',
      buildingAddress: 'Dhaka, Bangladesh',
      memberName: card.userName,
      memberEmail: card.userEmail,
      floor: card.floor,
      block: card.block,
      number: card.number,
      month: formatMonth(monthsAgo(2)),
      monthKey: monthsAgo(2),
      rent: card.rent,
      discount: 0,
      totalPaid: card.rent,
      transactionId: card.transactionId,
      paidAt: card.paidAt,
      method: 'card',
      reference: card.transactionId,
      receivedOn: null,
      voided: false,
    });
    expect((await receipt(cash.receiptNumber, member)).body).toMatchObject({
      method: 'cash',
      reference: null,
      totalPaid: 700,
    });
    // Payment History's card list is unchanged but for the method it now names.
    const history = (await api.call('GET', '/api/payments/user', { token: member })).body;
    expect(history).toEqual([{ ...card, method: 'card' }]);

    const stranger = await api.member('receipt-card-stranger');
    expect((await receipt(card.receiptNumber, stranger)).status).toBe(404);
  });

  it('keeps a voided payment’s receipt for its payer, marked void', async () => {
    const member = await api.member('receipt-voided', { since: 1 });
    const paid = await record(member, { amount: 1200, method: 'bank', reference: 'DBBL-0042' });
    const voided = await api.call('POST', `/api/admin/books/${paid.leaseId}/entries/${paid.entryId}/void`, {
      token: admin,
      body: { reason: 'Recorded against the wrong flat' },
    });
    expect(voided.status).toBe(201);
    const read = await receipt(paid.receiptNumber, member);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ method: 'bank', reference: 'DBBL-0042', totalPaid: 1200, voided: true });
  });
});
