/**
 * A receipt as a PDF, through the real HTTP stack: the payer and admins download it (a real PDF, one A4 page, with
 * the receipt's number, the payer, the amount and the reference as the printable receipt shows them), anyone else is
 * told there is no such receipt exactly as for a missing one, a guest must sign in; a Bangla reader gets it in Bangla,
 * drawn with the shipped Noto Sans Bengali, and text a person typed stays text however odd or long.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryPersistence } from '../../../adapters/persistence/memory/memory-persistence.ts';
import { startTestApi, type TestApi } from '../../support/api.ts';
import { today } from '../../support/months.ts';
import { readPdf } from '../../support/pdf-text.ts';

describe('receipts as PDF files', () => {
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await startTestApi({ persistence: createMemoryPersistence() });
    admin = await api.admin('pdf-admin');
  });
  afterAll(async () => {
    await api?.close();
  });

  const record = async (token: string, body: Record<string, unknown>) => {
    const leaseId = (await api.call('GET', '/api/ledger/mine', { token })).body.lease.leaseId as string;
    const res = await api.call('POST', `/api/admin/books/${leaseId}/payments`, {
      token: admin,
      body: { paidOn: today(), ...body },
    });
    expect(res.status).toBe(201);
    return res.body.receiptNumber as number;
  };
  const download = (number: number, token?: string) =>
    fetch(`${api.url}/api/payments/receipts/${number}/pdf`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const pdfOf = async (res: Response) => {
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    return readPdf(bytes);
  };
  const padded = (n: number) => `R-${String(n).padStart(6, '0')}`;

  it('gives the payer and admins the receipt as a PDF attachment, and no one else', async () => {
    const member = await api.member('pdf-payer', { since: 2 });
    const lease = (await api.call('GET', '/api/agreements/user', { token: member })).body;
    const number = await record(member, { amount: 12500.5, method: 'bkash', reference: '8N7A6B' });

    const mine = await download(number, member);
    expect(mine.headers.get('content-disposition')).toBe(`attachment; filename="receipt-${padded(number)}.pdf"`);
    const pdf = await pdfOf(mine);
    expect(pdf.pages).toBe(1);
    expect(pdf.fonts.every((font) => font.startsWith('NotoSansBengali'))).toBe(true);
    expect(pdf.text).toContain('Payment Receipt');
    expect(pdf.text).toContain(`Receipt No. ${padded(number)}`);
    expect(pdf.text).toContain(lease.userName);
    expect(pdf.text).toContain('Paid by bKash, reference 8N7A6B');
    expect(pdf.text).toContain('Total paid');
    expect(pdf.text).toContain('12,500.50 ৳');

    expect((await pdfOf(await download(number, admin))).text).toContain(`Receipt No. ${padded(number)}`);

    const stranger = await api.member('pdf-stranger');
    const refused = await download(number, stranger);
    expect(refused.status).toBe(404);
    const missing = await download(999_999, stranger);
    expect(missing.status).toBe(404);
    const [a, b] = [await refused.json(), await missing.json()];
    expect({ ...a, requestId: null }).toEqual({ ...b, requestId: null });
    expect(a.code).toBe('PAYMENT.RECEIPT_NOT_FOUND');

    expect((await download(number)).status).toBe(401);
    expect((await download(Number.NaN, member)).status).toBe(400);
  });

  it('writes a Bangla reader’s receipt in Bangla with the Bengali face', async () => {
    const member = await api.member('pdf-bangla', { since: 2 });
    expect((await api.call('PUT', '/api/me/language', { token: member, body: { language: 'bn' } })).status).toBe(200);
    const number = await record(member, { amount: 1250, method: 'cash' });

    const pdf = await pdfOf(await download(number, member));
    expect(pdf.fonts).toContain('NotoSansBengali-Regular');
    // Bengali is drawn shaped, so its glyphs come in the order they are seen (a vowel sign before its consonant):
    // the words are checked where no letter moves.
    // "রসিদ নং R-000021", of which "নং" keeps its order.
    expect(pdf.text).toContain(`নং ${padded(number)}`);
    // The amount in Bengali digits, the taka sign and the letters of the Bangla words are drawn.
    for (const letter of '১২৫০৳রসিদমটপরশধ') expect(pdf.letters).toContain(letter);
    expect(pdf.text).not.toContain('Total paid');
  });

  it('keeps odd and very long references as text that wraps on the page', async () => {
    const member = await api.member('pdf-odd', { since: 2 });
    const reference = `<script>)\\(${'W'.repeat(30)}`;
    const number = await record(member, { amount: 700, method: 'bank', reference });
    const pdf = await pdfOf(await download(number, member));
    expect(pdf.pages).toBe(1);
    expect(pdf.text).toContain('<script>)\\(');
  });
});
