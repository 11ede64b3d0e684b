/**
 * A final statement as a PDF, through the real HTTP stack: an admin downloads any ended lease's (a draft, then the
 * settled one with its refund), the former resident their own; a member cannot reach the admin's route, someone
 * without one is told there is none as the JSON route tells them, and a guest must sign in; a Bangla reader gets it in
 * Bangla in the shipped Noto Sans Bengali; a long list of deductions flows onto numbered pages, and a reason an admin
 * typed stays text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryPersistence } from '../../../adapters/persistence/memory/memory-persistence.ts';
import { DEDUCTIONS_MAX } from '../../../domain/move-out/final-statement.ts';
import { startTestApi, type TestApi } from '../../support/api.ts';
import { memberWithDeposit } from '../../support/move-out.ts';
import { readPdf } from '../../support/pdf-text.ts';

describe('final statements as PDF files', () => {
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await startTestApi({ persistence: createMemoryPersistence() });
    admin = await api.admin('final-pdf-admin');
  });
  afterAll(async () => {
    await api?.close();
  });

  const removed = async (label: string) => {
    const member = await memberWithDeposit(api, admin, label);
    const res = await api.call('PATCH', `/api/admin/members/${encodeURIComponent(member.email)}/demote`, {
      token: admin,
    });
    expect(res.status).toBe(200);
    return member;
  };
  const get = (path: string, token?: string) =>
    fetch(`${api.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const pdfOf = async (res: Response) => {
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    return readPdf(bytes);
  };
  const money = (amount: number) => `${new Intl.NumberFormat('en-IN').format(amount)} ৳`;

  it('gives an admin the draft and then the settled statement, and the former resident their own', async () => {
    const { token, leaseId, rent } = await removed('final-pdf-refund');
    const path = `/api/admin/final-statements/${leaseId}`;
    const json = (await api.call('GET', path, { token: admin })).body;

    const draftRes = await get(`${path}/pdf`, admin);
    expect(draftRes.headers.get('content-disposition')).toBe(
      `attachment; filename="final-statement-${json.number}.pdf"`,
    );
    const draft = await pdfOf(draftRes);
    expect(draft.pages).toBe(1);
    for (const words of [
      'Final statement',
      json.memberName,
      json.memberEmail,
      'Draft: not settled yet',
      'Deductions',
      'No deductions.',
      `Owed on the books at the end${money(rent)}`,
      `Security deposit held${money(3 * rent)}`,
      `Refund due to the resident${money(2 * rent)}`,
      'Page 1 of 1',
    ])
      expect(draft.text).toContain(words);

    const reason = '=HYPERLINK("http://evil")<script>alert(1)</script>\u0007 broken window';
    expect(
      (await api.call('POST', `${path}/deductions`, { token: admin, body: { amount: 1000, reason } })).status,
    ).toBe(201);
    const settled = await api.call('POST', `${path}/settle`, {
      token: admin,
      body: { method: 'bkash', reference: 'BK-1' },
    });
    expect(settled.status).toBe(200);

    const forAdmin = await pdfOf(await get(`${path}/pdf`, admin));
    expect(forAdmin.text).toMatch(/Settled on \d{1,2} \w{3} \d{4}/);
    expect(forAdmin.text).toContain('<script>alert(1)</script>');
    expect(forAdmin.text).toContain(money(1000));
    expect(forAdmin.text).not.toMatch(/\p{Cc}/u);
    expect(forAdmin.text).toContain(`Refunded ${money(2 * rent - 1000)} by bKash (Reference BK-1)`);

    const mine = await pdfOf(await get('/api/final-statement/mine/pdf', token));
    expect(mine.text).toBe(forAdmin.text);
  });

  it('lets in admins and the former resident only', async () => {
    const { leaseId } = await removed('final-pdf-access');
    const member = await api.member('final-pdf-member', { since: 1 });

    const forbidden = await get(`/api/admin/final-statements/${leaseId}/pdf`, member);
    expect([forbidden.status, (await forbidden.json()).code]).toEqual([403, 'AUTH.FORBIDDEN']);
    // A member with no ended lease has no final statement: the PDF route says so as the JSON route does.
    const none = await get('/api/final-statement/mine/pdf', member);
    const json = await api.call('GET', '/api/final-statement/mine', { token: member });
    expect([none.status, json.status]).toEqual([404, 404]);
    expect({ ...(await none.json()), requestId: null }).toEqual({ ...json.body, requestId: null });
    expect((await get('/api/final-statement/mine/pdf')).status).toBe(401);
    expect((await get(`/api/admin/final-statements/${leaseId}/pdf`)).status).toBe(401);
    const missing = await get('/api/admin/final-statements/no-such-lease/pdf', admin);
    const missingJson = await api.call('GET', '/api/admin/final-statements/no-such-lease', { token: admin });
    expect([missing.status, missingJson.status]).toEqual([404, 404]);
    expect({ ...(await missing.json()), requestId: null }).toEqual({ ...missingJson.body, requestId: null });
  });

  it('writes a Bangla reader’s statement in Bangla with the Bengali face', async () => {
    const { token, leaseId } = await removed('final-pdf-bangla');
    expect((await api.call('PUT', '/api/me/language', { token, body: { language: 'bn' } })).status).toBe(200);
    const path = `/api/admin/final-statements/${leaseId}`;
    const body = { amount: 1500, reason: 'Broken bathroom mirror' };
    expect((await api.call('POST', `${path}/deductions`, { token: admin, body })).status).toBe(201);
    const settle = { method: 'bkash', reference: 'BK-55120' };
    expect((await api.call('POST', `${path}/settle`, { token: admin, body: settle })).status).toBe(200);
    const pdf = await pdfOf(await get('/api/final-statement/mine/pdf', token));
    expect(pdf.pages).toBe(1);
    expect(pdf.fonts).toContain('NotoSansBengali-Regular');
    expect(pdf.text).not.toMatch(/Final statement|Deductions|Security deposit|Refunded|Page/);
    expect(pdf.text).toContain('Broken bathroom mirror');
    // Shaped Bengali is drawn in the order it is seen: the letters of the heading and the list's title are checked.
    for (const letter of 'চূড়ান্তহিসাবকর্তন৳') expect(pdf.letters).toContain(letter);
  });

  it('flows a long list of deductions onto numbered pages, the header again on each', async () => {
    const { leaseId } = await removed('final-pdf-long');
    const path = `/api/admin/final-statements/${leaseId}`;
    // As many deductions as a statement takes, each reason long enough to wrap.
    for (let i = 1; i <= DEDUCTIONS_MAX; i++) {
      const res = await api.call('POST', `${path}/deductions`, {
        token: admin,
        body: {
          amount: 1,
          reason: `Deduction ${i}: a scratch on the bedroom door, repainted by the building's painter over two days`,
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const pdf = await pdfOf(await get(`${path}/pdf`, admin));
    expect(pdf.pages).toBeGreaterThan(1);
    expect(pdf.text).toContain(`Page ${pdf.pages} of ${pdf.pages}`);
    // Every page after the first says whose statement it is; each page the list runs onto repeats its header.
    const { memberName } = (await api.call('GET', path, { token: admin })).body;
    const heads = pdf.text.split(`Final statement: ${memberName}`).length - 1;
    expect(heads).toBe(pdf.pages - 1);
    const headers = pdf.text.split('ReasonAmount').length - 1;
    expect(headers).toBeGreaterThan(1);
    expect(headers).toBeLessThanOrEqual(pdf.pages);
    expect(pdf.text).toContain('Deduction 30:');
    expect(pdf.text).toContain('What the statement comes to');
  });
});
