/**
 * The admin's CSV downloads (rent collection, arrears) in the admin's own language, through the real HTTP stack on
 * memory, SQLite and PostgreSQL: a Bangla-speaking admin gets Bangla labels, header rows, yes/no words and month
 * names; an English-speaking admin gets the English file exactly as before. Amounts and days read the same in both,
 * and a name that a spreadsheet would run as a formula stays text.
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryPersistence } from '../../../adapters/persistence/memory/memory-persistence.ts';
import { formatMonth, type MonthKey } from '../../../domain/shared/month.ts';
import { startTestApi, type TestApi } from '../../support/api.ts';
import { thisMonth } from '../../support/months.ts';
import { CARD_OK } from '../../security/support/world.ts';
import { SQL_DATABASES, type TestDatabase } from '../persistence/stores.ts';

const STORES: { name: string; create(): TestDatabase }[] = [
  { name: 'memory', create: () => ({ connect: async () => createMemoryPersistence(), drop: async () => undefined }) },
  ...SQL_DATABASES,
];

/** A month as a Bangla reader names it, with the year in the digits every program reads: "নভেম্বর 2026". */
const bnMonth = (key: MonthKey) =>
  `${new Intl.DateTimeFormat('bn-BD', { month: 'long', timeZone: 'UTC' }).format(new Date(`${key}-15T00:00:00Z`))} ${key.slice(0, 4)}`;

const BENGALI_DIGIT = /[০-৯]/;
const FORMULA = '=HYPERLINK("http://evil.test/","Pay here")';

describe.each(STORES)('CSV files in the admin’s language on $name', (store) => {
  const db = store.create();
  let api: TestApi;
  let english: string;
  let bangla: string;
  let payerEmail: string;
  let owerEmail: string;

  const download = async (path: string, token: string) => {
    const res = await fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const text = await res.text();
    return { text, lines: text.replace(/^\uFEFF/, '').split('\r\n') };
  };
  const records = (text: string) =>
    parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true }) as string[][];

  beforeAll(async () => {
    api = await startTestApi({ persistence: await db.connect() });
    english = await api.admin('csv-en');
    bangla = await api.admin('csv-bn');
    const chosen = await api.call('PUT', '/api/me/language', { token: bangla, body: { language: 'bn' } });
    expect(chosen.body).toEqual({ language: 'bn' });
    expect((await api.call('GET', '/api/users/role', { token: bangla })).body).toEqual({
      role: 'admin',
      language: 'bn',
    });
    expect((await api.call('GET', '/api/users/role', { token: english })).body.language).toBe('en');

    // One member pays this month's rent; another, whose name is a formula, owes it.
    const payer = await api.member('csv-payer');
    payerEmail = (await api.call('GET', '/api/agreements/user', { token: payer })).body.userEmail;
    const intent = await api.call('POST', '/api/payments/create-payment-intent', {
      token: payer,
      body: { month: thisMonth() },
    });
    const confirmed = await api.call('POST', '/api/payments/sandbox/confirm', {
      token: payer,
      body: { clientSecret: intent.body.clientSecret, card: CARD_OK },
    });
    const recorded = await api.call('POST', '/api/payments', {
      token: payer,
      body: { transactionId: confirmed.body.paymentIntent.id, month: thisMonth() },
    });
    expect(recorded.status).toBe(201);

    const ower = await api.user('csv-ower');
    owerEmail = (await api.call('PUT', '/api/users', { token: ower, body: { name: FORMULA } })).body.email;
    const { apartments } = (await api.call('GET', '/api/apartments?limit=50')).body;
    const free = apartments.find((a: { available: boolean }) => a.available);
    const applied = await api.call('POST', '/api/agreements', { token: ower, body: { apartmentId: free._id } });
    expect(applied.status).toBe(201);
    const accepted = await api.call('PATCH', `/api/agreements/${applied.body._id}`, {
      token: english,
      body: { action: 'accept' },
    });
    expect(accepted.status).toBe(200);
  });
  afterAll(async () => {
    await api?.close();
    await db.drop();
  });

  it('writes the rent collection in Bangla for a Bangla-speaking admin, with the same numbers and days', async () => {
    const path = `/api/admin/rent-collection/csv?month=${thisMonth()}`;
    const en = await download(path, english);
    const bn = await download(path, bangla);

    expect(en.lines.slice(0, 3)).toEqual([
      `Month,${formatMonth(thisMonth())}`,
      '',
      'Member,Email,Block,Floor,Apartment,Rent due (BDT),Paid,Amount paid (BDT),Paid on,Method',
    ]);
    expect(bn.lines.slice(0, 3)).toEqual([
      `মাস,${bnMonth(thisMonth())}`,
      '',
      'সদস্য,ইমেইল,ব্লক,তলা,অ্যাপার্টমেন্ট,দেয় ভাড়া (টাকা),পরিশোধ হয়েছে,পরিশোধের পরিমাণ (টাকা),পরিশোধের তারিখ,মাধ্যম',
    ]);

    const enRecords = records(en.text);
    const bnRecords = records(bn.text);
    expect(bnRecords).toHaveLength(enRecords.length);
    const row = (all: string[][], email: string) => all.find((r) => r[1] === email)!;
    // The payer: paid, the amount as a plain number, the day as YYYY-MM-DD.
    expect(row(enRecords, payerEmail)[6]).toBe('yes');
    expect(row(bnRecords, payerEmail)[6]).toBe('হ্যাঁ');
    expect(row(bnRecords, payerEmail)[8]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(row(bnRecords, payerEmail)[7]).toMatch(/^\d+$/);
    // How it was paid, in the reader's words.
    expect(row(enRecords, payerEmail)[9]).toBe('card');
    expect(row(bnRecords, payerEmail)[9]).toBe('কার্ড');
    expect(row(bnRecords, payerEmail).filter((_, i) => i !== 6 && i !== 9)).toEqual(
      row(enRecords, payerEmail).filter((_, i) => i !== 6 && i !== 9),
    );
    expect(row(enRecords, owerEmail)[6]).toBe('no');
    expect(row(bnRecords, owerEmail)[6]).toBe('না');
    // The name a spreadsheet would run stays text, in Bangla as in English.
    expect(row(bnRecords, owerEmail)[0]).toBe(`'${FORMULA}`);

    const totals = (all: string[][]) => all.slice(-4);
    expect(totals(bnRecords).map((r) => r[0])).toEqual([
      'প্রত্যাশিত (টাকা)',
      'আদায় হয়েছে (টাকা)',
      'বাকি (টাকা)',
      'আদায়ের হার (%)',
    ]);
    expect(totals(enRecords).map((r) => r[0])).toEqual([
      'Expected (BDT)',
      'Collected (BDT)',
      'Outstanding (BDT)',
      'Collection rate (%)',
    ]);
    expect(totals(bnRecords).map((r) => r[1])).toEqual(totals(enRecords).map((r) => r[1]));
    for (const [, value] of totals(bnRecords)) expect(value).toMatch(/^\d+(\.\d+)?$/);
    expect(bn.text).not.toMatch(BENGALI_DIGIT);
  });

  it('writes the arrears in Bangla for a Bangla-speaking admin, and in English for an English-speaking one', async () => {
    const en = await download('/api/admin/arrears/csv', english);
    const bn = await download('/api/admin/arrears/csv', bangla);

    expect(en.lines.slice(0, 3)).toEqual([
      `Arrears up to,${formatMonth(thisMonth())}`,
      '',
      'Member,Email,Living here,Months unpaid,Unpaid months,Owed (BDT)',
    ]);
    expect(bn.lines.slice(0, 3)).toEqual([
      `বকেয়ার হিসাব যে মাস পর্যন্ত,${bnMonth(thisMonth())}`,
      '',
      'সদস্য,ইমেইল,এখানে থাকেন,বাকি মাসের সংখ্যা,বাকি মাসগুলো,বকেয়া (টাকা)',
    ]);

    const enRecords = records(en.text);
    const bnRecords = records(bn.text);
    const enOwer = enRecords.find((r) => r[1] === owerEmail)!;
    const bnOwer = bnRecords.find((r) => r[1] === owerEmail)!;
    expect(enOwer.slice(2, 5)).toEqual(['yes', '1', formatMonth(thisMonth())]);
    expect(bnOwer).toEqual([`'${FORMULA}`, owerEmail, 'হ্যাঁ', '1', bnMonth(thisMonth()), enOwer[5]]);
    expect(bnOwer[5]).toMatch(/^\d+$/);
    expect(bnRecords.find((r) => r[1] === payerEmail)).toBeUndefined();

    expect(enRecords.at(-1)![0]).toBe('Total owed (BDT)');
    expect(bnRecords.at(-1)).toEqual(['মোট বকেয়া (টাকা)', enRecords.at(-1)![1]]);
    expect(bn.text).not.toMatch(BENGALI_DIGIT);
  });

  it('follows the admin’s language as it is stored now', async () => {
    const path = `/api/admin/rent-collection/csv?month=${thisMonth()}`;
    const changeBack = await api.call('PUT', '/api/me/language', { token: bangla, body: { language: 'en' } });
    expect(changeBack.status).toBe(200);
    try {
      expect((await download(path, bangla)).lines[2]).toBe(
        'Member,Email,Block,Floor,Apartment,Rent due (BDT),Paid,Amount paid (BDT),Paid on,Method',
      );
    } finally {
      await api.call('PUT', '/api/me/language', { token: bangla, body: { language: 'bn' } });
    }
    expect((await download(path, bangla)).lines[2]).toMatch(/^সদস্য,ইমেইল,/);
  });
});
