import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { APARTMENT_RULES, checkApartment, ImportRowError } from '@domain/apartments/apartment.ts';
import { expiryPassed } from '@domain/coupons/coupon.ts';
import { ERROR_CODES } from '@domain/areas.ts';
import { DomainError } from '@domain/shared/errors.ts';
import { photoTooLarge, tooManyPhotos } from '@domain/maintenance/fields.ts';
import { reminderSchedule } from '@domain/notifications/reminders.ts';
import type { ErrorDto } from '@contract/shared';
import { en, type MessageId } from '@/i18n/en/index.ts';
import { bn } from '@/i18n/bn/index.ts';
import { errorFrom } from './api-client.ts';
import { LocaleProvider } from './i18n/intl.tsx';
import type { Locale } from './i18n/locales.ts';
import { RULE_TABLES, sayRule, type RuleWords } from './server-words.ts';

afterEach(cleanup);

/** The app switched to a language, as the provider does when the app starts in it. */
const speak = (locale: Locale) =>
  render(
    <LocaleProvider initial={locale} messages={locale === 'bn' ? bn : en}>
      <p />
    </LocaleProvider>,
  );

/** The server's answer to a refused rule: its status, and the body its error handler writes. */
const answerOf = (status: number, body: Omit<ErrorDto, 'requestId'>) =>
  new Response(JSON.stringify({ ...body, requestId: 'r-42' }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const STATUS: Partial<Record<string, number>> = { 'APARTMENT.ALREADY_RENTED': 409, 'COUPON.DUPLICATE_CODE': 409 };

/** A domain error as the server answers it: message, code, and the fields and line it names. */
const domainAnswer = (error: DomainError) =>
  answerOf(STATUS[error.code] ?? 400, {
    message: error.message,
    code: error.code,
    ...(error.fields ? { fields: { ...error.fields } } : {}),
    ...(error instanceof ImportRowError ? { line: error.line } : {}),
  });

/** The server's refusal of a coupon code that another coupon has. */
const codeTaken = () =>
  new DomainError('COUPON.DUPLICATE_CODE', 'A coupon with code WELCOME10 already exists', {
    code: 'A coupon with code WELCOME10 already exists',
  });

const refusal = (error: DomainError | Response) =>
  errorFrom(error instanceof Response ? error : domainAnswer(error), 'Failed');

/** Every code the server's source can answer with: the domain's, and those the HTTP layer gives on its own. */
function codesInServerSource(): string[] {
  const sources = import.meta.glob<string>(
    ['../../domain/**/*.ts', '../../application/**/*.ts', '../../adapters/**/*.ts'],
    {
      query: '?raw',
      import: 'default',
      eager: true,
    },
  );
  const codes = new Set<string>();
  for (const source of Object.values(sources)) {
    for (const [, code] of source.matchAll(/'([A-Z][A-Z_]*(?:\.[A-Z_]+)+)'/g)) codes.add(code!);
    for (const [, code] of source.matchAll(/\bcode: '([A-Z_]+)'/g)) codes.add(code!);
  }
  return [...codes].sort();
}

const bengali = /[\u0980-\u09FF]/;
/** Latin letters outside the examples a Bangla sentence may quote (WELCOME10, office@example.com, JPEG). */
const latinWord = /\b[a-z]{3,}\b/i;

describe('the server’s refusals in Bangla', () => {
  it('has a Bangla sentence for every code the server can answer with', () => {
    const codes = codesInServerSource();
    // The search finds the domain's codes and the HTTP layer's own, or it proves nothing.
    expect(codes).toEqual(
      expect.arrayContaining([...ERROR_CODES, 'HTTP.NOT_FOUND', 'HTTP.TOO_MANY_REQUESTS', 'INTERNAL']),
    );
    const missing = codes.filter((code) => !Object.hasOwn(bn, `errors.${code}`));
    expect(missing).toEqual([]);
    const notBangla = codes.filter((code) => {
      const sentence = bn[`errors.${code}` as MessageId];
      return !bengali.test(sentence) || latinWord.test(sentence.replace(/JPEG|PNG|WebP|\{\w+\}/g, ''));
    });
    expect(notBangla).toEqual([]);
  });

  it('words every rule of the domain’s tables as the table does in English, and in Bangla', () => {
    const english = createIntl({ locale: 'en-US', messages: en });
    const bangla = createIntl({ locale: 'bn-BD', messages: bn });
    const say = (intl: typeof english, rule: RuleWords) =>
      sayRule(
        rule,
        (id, values) => intl.formatMessage({ id }, values),
        (n) => intl.formatNumber(n),
      );
    for (const [rules, words] of RULE_TABLES) {
      for (const [field, sentence] of Object.entries(rules)) {
        const rule = words[field as keyof typeof words] as RuleWords;
        expect(say(english, rule)).toBe(sentence);
        const inBangla = say(bangla, rule);
        expect(inBangla).toMatch(bengali);
        expect(inBangla.replace(/WELCOME10|(office|name)@example\.com/g, '')).not.toMatch(latinWord);
      }
    }
  });

  it('shows the sentence for the code and each field’s rule in Bangla, keeping the request id', async () => {
    speak('bn');
    const { problems } = checkApartment({ block: '', floor: -1, number: 'A101', rent: 0 });
    const error = await refusal(new DomainError('VALIDATION.INVALID_INPUT', Object.values(problems)[0]!, problems));
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION.INVALID_INPUT',
      requestId: 'r-42',
      message: 'ব্লক হতে হবে ১ থেকে ১০টি ইংরেজি অক্ষর বা অঙ্ক, যেমন A',
      fields: {
        block: 'ব্লক হতে হবে ১ থেকে ১০টি ইংরেজি অক্ষর বা অঙ্ক, যেমন A',
        floor: 'তলা হতে হবে ০ (নিচতলা) থেকে ৫০০-এর মধ্যে একটি পূর্ণ সংখ্যা',
        rent: 'ভাড়া হতে হবে ১ থেকে ১,০০,০০,০০০ টাকার মধ্যে একটি পূর্ণ সংখ্যা',
      },
    });
    // The server's English stays in the body as it came.
    expect(JSON.parse(error.body!)).toMatchObject({ message: APARTMENT_RULES.block, fields: problems });

    const rented = await refusal(
      new DomainError('APARTMENT.ALREADY_RENTED', 'Block A, floor 1, A101 is already rented to Rahim'),
    );
    expect(rented).toMatchObject({ code: 'APARTMENT.ALREADY_RENTED', message: 'ফ্ল্যাটটি আগেই ভাড়া দেওয়া হয়েছে' });
    const tooMany = answerOf(429, { message: 'Too many requests; try again shortly', code: 'HTTP.TOO_MANY_REQUESTS' });
    expect((await refusal(tooMany)).message).toBe('অল্প সময়ে অনেক বেশি অনুরোধ এসেছে; একটু পরে আবার চেষ্টা করুন।');
    const internal = answerOf(500, { message: 'Something went wrong on our side', code: 'INTERNAL' });
    expect((await refusal(internal)).message).toBe('আমাদের দিকে কিছু একটা গোলমাল হয়েছে।');
  });

  it('says in Bangla the refusals whose fields carry more than a rule: a taken code, a past day, photos', async () => {
    speak('bn');
    expect(await refusal(codeTaken())).toMatchObject({
      message: 'এই কোডের একটি কুপন আগে থেকেই আছে।',
      fields: { code: 'এই কোডের একটি কুপন আগে থেকেই আছে।' },
    });
    const passed = expiryPassed('2026-11-04');
    expect((await refusal(new DomainError('VALIDATION.INVALID_INPUT', passed, { expiresOn: passed }))).fields).toEqual({
      expiresOn: 'মেয়াদ শেষের তারিখটি পার হয়ে গেছে; আজকের বা পরের কোনো দিন বেছে নিন',
    });
    expect((await refusal(tooManyPhotos())).fields).toEqual({ photos: 'একটি অনুরোধে সর্বোচ্চ ৩টি ছবি দেওয়া যায়।' });
    expect((await refusal(photoTooLarge('Photo 2 ("tap.jpg")'))).fields).toEqual({
      photos: 'প্রতিটি ছবি সর্বোচ্চ ৫ মেগাবাইট হতে পারে; একটি ছবি এর চেয়ে বড়।',
    });
    // A sentence no table knows is still said in Bangla, never in the server's English.
    const unknown = await refusal(
      new DomainError('VALIDATION.INVALID_INPUT', 'version must be given', { version: 'version must be given' }),
    );
    expect(unknown.fields).toEqual({ version: 'এখানে যা দেওয়া হয়েছে, তা গ্রহণ করা যায়নি; দেখে নিয়ে আবার চেষ্টা করুন' });
  });

  it('names the refused line of a spreadsheet in Bangla, with its rule', async () => {
    speak('bn');
    expect((await refusal(new ImportRowError(3, APARTMENT_RULES.rent))).message).toBe(
      'স্প্রেডশিটের ৩ নম্বর লাইন: ভাড়া হতে হবে ১ থেকে ১,০০,০০,০০০ টাকার মধ্যে একটি পূর্ণ সংখ্যা।',
    );
    expect(
      (await refusal(new ImportRowError(1, 'the first line must name the columns block,floor,number,rent'))).message,
    ).toBe('স্প্রেডশিটের ১ নম্বর লাইনে ভুল আছে।');
  });

  it('says the same rule in the same Bangla whether the form or the server found it', async () => {
    speak('bn');
    let found: Readonly<Record<string, string>> | undefined;
    try {
      reminderSchedule({ dueDay: 30, daysBefore: 3, daysAfter: 5 });
    } catch (error) {
      found = (await refusal(error as DomainError)).fields;
    }
    expect(found).toEqual({ dueDay: bn['building.schedule.dueDayRule'] });
  });

  it('keeps the server’s own English in English, and a body that is not the server’s error as the caller said', async () => {
    speak('en');
    const { problems } = checkApartment({ block: '', floor: 1, number: 'A101', rent: 0 });
    const apartment = await refusal(new DomainError('VALIDATION.INVALID_INPUT', APARTMENT_RULES.block, problems));
    expect(apartment).toMatchObject({ message: APARTMENT_RULES.block, fields: problems, requestId: 'r-42' });
    const taken = codeTaken();
    expect(await refusal(taken)).toMatchObject({ message: taken.message, fields: taken.fields });
    expect((await refusal(new ImportRowError(3, APARTMENT_RULES.rent))).message).toBe(
      `Line 3: ${APARTMENT_RULES.rent}`,
    );
    const tooLarge = answerOf(413, {
      message: 'A spreadsheet of flats must be at most 2 MB',
      code: 'HTTP.PAYLOAD_TOO_LARGE',
    });
    expect((await refusal(tooLarge)).message).toBe('A spreadsheet of flats must be at most 2 MB');

    speak('bn');
    const html = await errorFrom(new Response('<html>Bad gateway</html>', { status: 502 }), 'ফেরত আসেনি');
    expect(html).toMatchObject({ message: 'ফেরত আসেনি', code: undefined });
    const story = await errorFrom(
      new Response(JSON.stringify({ message: 'Something odd', code: 'STORY.FAILURE', requestId: 's' }), {
        status: 500,
      }),
      'x',
    );
    expect(story).toMatchObject({ message: 'অনুরোধটি সম্পন্ন করা যায়নি।', code: 'STORY.FAILURE', requestId: 's' });
  });
});
