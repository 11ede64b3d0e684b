/**
 * A month's statement as a PDF, through the real HTTP stack: the resident downloads their own and an admin any
 * lease's (a real PDF with the balance brought in, each charge and credit, and the balance carried out as the JSON
 * statement has them); a member cannot reach the admin's route and a guest must sign in; a month outside the lease is
 * refused as the JSON statement refuses it; a Bangla reader gets it in Bangla in the shipped Noto Sans Bengali; a long
 * month flows onto more pages, each numbered with the table's header again; words an admin typed stay text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryPersistence } from '../../../adapters/persistence/memory/memory-persistence.ts';
import { statementPdf } from '../../../adapters/http/ledger/statement-pdf.ts';
import { startTestApi, type TestApi } from '../../support/api.ts';
import { monthsAgo, nextMonth, thisMonth, today } from '../../support/months.ts';
import { readPdf } from '../../support/pdf-text.ts';
import { formatMonth } from '../../../domain/shared/month.ts';

describe('monthly statements as PDF files', () => {
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await startTestApi({ persistence: createMemoryPersistence() });
    admin = await api.admin('statement-pdf-admin');
  });
  afterAll(async () => {
    await api?.close();
  });

  const leaseOf = async (token: string) =>
    (await api.call('GET', '/api/ledger/mine', { token })).body.lease as {
      leaseId: string;
      memberName: string;
      memberEmail: string;
      rent: number;
      flat: { number: string };
    };
  const write = async (leaseId: string, what: 'payments' | 'charges', body: object) => {
    const res = await api.call('POST', `/api/admin/books/${leaseId}/${what}`, { token: admin, body });
    expect(res.status).toBe(201);
  };
  const get = (path: string, token?: string) =>
    fetch(`${api.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const mine = (month: string, token?: string) => get(`/api/ledger/mine/statement/pdf?month=${month}`, token);
  const theirs = (leaseId: string, month: string, token?: string) =>
    get(`/api/admin/books/${leaseId}/statement/pdf?month=${month}`, token);
  const pdfOf = async (res: Response) => {
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    return readPdf(bytes);
  };
  const money = (amount: number) => `${new Intl.NumberFormat('en-IN').format(amount)} ৳`;

  it('gives the resident their month and an admin any lease’s month, with the lines and balances of the JSON statement', async () => {
    const member = await api.member('statement-pdf-owner', { since: 1 });
    const lease = await leaseOf(member);
    await write(lease.leaseId, 'charges', { kind: 'gas', month: thisMonth(), amount: 1200, label: 'Gas for October' });
    await write(lease.leaseId, 'payments', { amount: 2500, paidOn: today(), method: 'bkash', reference: 'BK-77' });

    const res = await mine(thisMonth(), member);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="statement-${lease.flat.number}-${thisMonth()}.pdf"`,
    );
    const pdf = await pdfOf(res);
    expect(pdf.pages).toBe(1);
    expect(pdf.fonts.every((font) => font.startsWith('NotoSansBengali'))).toBe(true);
    const json = (await api.call('GET', `/api/ledger/mine/statement?month=${thisMonth()}`, { token: member })).body;
    for (const words of [
      'Statement of account',
      formatMonth(thisMonth()),
      lease.memberName,
      lease.memberEmail,
      'OPENING BALANCE',
      money(json.opening),
      'Rent',
      'Gas bill: Gas for October',
      // Each line of a wrapped cell is drawn on its own: the words are checked line by line.
      'Payment by bKash (receipt',
      'R-',
      'ref. BK-77)',
      money(2500),
      'Closing balance',
      money(json.closing),
      'Page 1 of 1',
    ])
      expect(pdf.text).toContain(words);
    expect(json.closing).toBe(json.opening + lease.rent + 1200 - 2500);

    const forAdmin = await pdfOf(await theirs(lease.leaseId, thisMonth(), admin));
    expect(forAdmin.text).toBe(pdf.text);
    // Last month: brought in nothing, carried out its rent.
    const last = await pdfOf(await mine(monthsAgo(1), member));
    expect(last.text).toContain(formatMonth(monthsAgo(1)));
    expect(last.text).toContain(`Closing balance${money(lease.rent)}`);
  });

  it('lets in the resident and admins only, and refuses a month the lease does not have as the JSON route does', async () => {
    const member = await api.member('statement-pdf-access', { since: 1 });
    const { leaseId } = await leaseOf(member);
    const other = await api.member('statement-pdf-other', { since: 1 });

    const forbidden = await theirs(leaseId, thisMonth(), other);
    expect([forbidden.status, (await forbidden.json()).code]).toEqual([403, 'AUTH.FORBIDDEN']);
    // Another member's own route only ever answers their own statement, whatever the query adds.
    const own = await pdfOf(await get(`/api/ledger/mine/statement/pdf?month=${thisMonth()}&leaseId=${leaseId}`, other));
    expect(own.text).toContain((await leaseOf(other)).memberName);
    expect(own.text).not.toContain((await leaseOf(member)).memberName);

    expect((await mine(thisMonth())).status).toBe(401);
    expect((await theirs(leaseId, thisMonth())).status).toBe(401);

    const missing = await theirs('no-such-lease', thisMonth(), admin);
    expect(missing.status).toBe(404);
    for (const month of [monthsAgo(2), nextMonth(), 'soon']) {
      const pdf = await mine(month, member);
      const json = await api.call('GET', `/api/ledger/mine/statement?month=${month}`, { token: member });
      expect(pdf.status, month).toBe(json.status);
      expect({ ...(await pdf.json()), requestId: null }).toEqual({ ...json.body, requestId: null });
    }
    const user = await api.user('statement-pdf-never-rented');
    const none = await mine(thisMonth(), user);
    expect(none.status).toBe(404);
  });

  it('writes a Bangla reader’s statement in Bangla with the Bengali face', async () => {
    const member = await api.member('statement-pdf-bangla', { since: 1 });
    expect((await api.call('PUT', '/api/me/language', { token: member, body: { language: 'bn' } })).status).toBe(200);
    const { leaseId } = await leaseOf(member);
    await write(leaseId, 'payments', { amount: 1250, paidOn: today(), method: 'cash' });

    const pdf = await pdfOf(await mine(thisMonth(), member));
    expect(pdf.fonts).toContain('NotoSansBengali-Regular');
    expect(pdf.fonts).toContain('NotoSansBengali-Bold');
    expect(pdf.text).not.toContain('Statement of account');
    expect(pdf.text).not.toContain('Closing balance');
    // Shaped Bengali is drawn in the order it is seen (a vowel sign before its consonant): the letters are checked.
    for (const letter of '১২৫০৳হিসাববরণীবাসিন্দাপৃষ্ঠা') expect(pdf.letters).toContain(letter);
  });

  it('flows a long month onto more pages, each numbered, with the header again; typed words stay text', async () => {
    const member = await api.member('statement-pdf-long', { since: 1 });
    const { leaseId } = await leaseOf(member);
    const odd = `<b>bold?</b>\u0007\u001b[31m ${'X'.repeat(60)}`;
    for (let i = 1; i <= 45; i++)
      await write(leaseId, 'charges', {
        kind: 'repair',
        month: thisMonth(),
        amount: 100 + i,
        label: i === 45 ? odd : `Repair number ${i}, a window latch in the kitchen that would not close`,
      });
    const pdf = await pdfOf(await mine(thisMonth(), member));
    expect(pdf.pages).toBeGreaterThan(1);
    expect(pdf.text).toContain(`Page 1 of ${pdf.pages}`);
    expect(pdf.text).toContain(`Page ${pdf.pages} of ${pdf.pages}`);
    // Whose statement it is on every page after the first, and the table's header on every page the table runs onto
    // (the closing balance may go on a page of its own).
    expect(pdf.text.split('(continued)').length - 1).toBe(pdf.pages - 1);
    const headers = pdf.text.split('DateWhatChargeCreditBalance').length - 1;
    expect(headers).toBeGreaterThan(1);
    expect(headers).toBeLessThanOrEqual(pdf.pages);
    expect(pdf.text).toContain('Repair number 44');
    expect(pdf.text).toContain('<b>bold?</b>');
    expect(pdf.text).not.toMatch(/\p{Cc}/u);
    expect(pdf.text).toContain('Closing balance');
  });

  it('says when a month has no charges or payments', async () => {
    const lease = (await leaseOf(await api.member('statement-pdf-empty', { since: 1 }))) as never;
    const pdf = readPdf(
      await statementPdf(
        { lease, month: thisMonth(), opening: -500, lines: [], closing: -500 },
        { name: 'Lakeview Residency', address: 'Road 7, Dhanmondi, Dhaka' },
        'en',
      ),
    );
    expect(pdf.pages).toBe(1);
    expect(pdf.text).toContain('No charges or payments this month.');
    expect(pdf.text).toContain('OPENING BALANCE500 ৳ in credit');
    expect(pdf.text).toContain('Closing balance500 ৳ in credit');
  });
});
