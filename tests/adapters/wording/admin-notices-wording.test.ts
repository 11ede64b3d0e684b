import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogueWording } from '../../../adapters/wording/notification-wording.ts';
import type { NotificationEvent } from '../../../domain/notifications/notification.ts';

const place = { block: 'A', floor: 3, number: 'A301' };
const application: NotificationEvent = {
  type: 'application-received',
  agreementId: 'agr-7',
  name: 'Nusrat Jahan',
  flat: 'Block A, floor 3, A301',
  where: place,
};
const lateFees: NotificationEvent = { type: 'late-fees-added', count: 3, total: 1500 };
const oneLateFee: NotificationEvent = { type: 'late-fees-added', count: 1, total: 500 };
const failed: NotificationEvent = {
  type: 'email-failed',
  notificationId: 'n-9',
  to: 'rahim@example.com',
  toName: 'Rahim Uddin',
  about: 'reminders',
};

const text = (event: NotificationEvent, language: 'en' | 'bn') => {
  const m = catalogueWording.messageFor(event, language);
  return [m.subject, ...m.lines].join('\n');
};

describe('what the admins are told, in English', () => {
  it('names the applicant and the flat of a new application, and opens that request', () => {
    const m = catalogueWording.messageFor(application, 'en');
    expect(m).toMatchObject({
      topic: 'applications',
      subject: 'New application: Nusrat Jahan for Block A, floor 3, A301',
      lines: [
        'Nusrat Jahan applied to rent Block A, floor 3, A301.',
        'Agreement Requests shows it: accept it with the month the lease starts, or reject it.',
      ],
      link: '/dashboard/agreement-requests?request=agr-7',
    });
  });

  it('sums a round of late fees in one notice, leading to the books', () => {
    expect(catalogueWording.messageFor(lateFees, 'en')).toMatchObject({
      topic: 'payments',
      subject: '3 late fees added: 1,500 taka in all',
      lines: [
        "This round of late fees added 3 fees to residents' books, 1,500 taka in all.",
        'The Books show each lease and what it owes; a fee can be waived there.',
      ],
      link: '/dashboard/books',
    });
    expect(catalogueWording.messageFor(oneLateFee, 'en').subject).toBe('1 late fee added: 500 taka in all');
  });

  it('says to whom and about what an email failed, leading to the failed emails, in a topic never emailed', () => {
    expect(catalogueWording.messageFor(failed, 'en')).toMatchObject({
      topic: 'delivery',
      subject: 'An email to Rahim Uddin could not be delivered',
      lines: [
        'The email to Rahim Uddin (rahim@example.com) about a rent reminder could not be delivered after every attempt, and was given up on.',
        'Email Delivery shows why; you may send it again from there once.',
      ],
      link: '/dashboard/email-delivery?status=failed',
    });
  });
});

describe('what the admins are told, in Bangla', () => {
  it('says each in Bangla, with the same topic and link as in English', () => {
    for (const event of [application, lateFees, failed]) {
      const bangla = catalogueWording.messageFor(event, 'bn');
      const english = catalogueWording.messageFor(event, 'en');
      expect(bangla.language).toBe('bn');
      expect({ topic: bangla.topic, link: bangla.link }).toEqual({ topic: english.topic, link: english.link });
      expect(bangla.subject).not.toBe(english.subject);
      expect(bangla.lines).not.toEqual(english.lines);
    }
  });

  it('names the flat by its parts', () => {
    expect(catalogueWording.messageFor(application, 'bn')).toMatchObject({
      subject: 'নতুন আবেদন: ব্লক A, ৩ তলা, ফ্ল্যাট A301-এর জন্য Nusrat Jahan',
      lines: [
        'Nusrat Jahan ব্লক A, ৩ তলা, ফ্ল্যাট A301 ভাড়া নিতে আবেদন করেছেন।',
        '“চুক্তির আবেদন” পাতায় এটি আছে: ভাড়া শুরুর মাস বেছে গ্রহণ করুন, নইলে নাকচ করুন।',
      ],
    });
  });

  it('writes the failed email’s topic in Bangla and its address as it is', () => {
    expect(catalogueWording.messageFor(failed, 'bn')).toMatchObject({
      subject: 'Rahim Uddin-কে পাঠানো একটি ইমেইল পৌঁছায়নি',
      lines: [
        'Rahim Uddin-কে (rahim@example.com) ভাড়ার অনুস্মারক বিষয়ে পাঠানো ইমেইলটি সব চেষ্টার পরেও পৌঁছানো যায়নি, তাই পাঠানো বন্ধ করা হয়েছে।',
        '“ইমেইল প্রেরণ” পাতায় কারণ দেখুন; সেখান থেকে একবার আবার পাঠাতে পারেন।',
      ],
    });
  });

  it('writes a round’s count and total in Bengali digits, never Latin ones', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 10_000_000 }), (count, total) => {
        const words = text({ type: 'late-fees-added', count, total }, 'bn');
        expect(words).not.toMatch(/[0-9]/);
        expect(words).toContain(`${new Intl.NumberFormat('bn-BD').format(total)} টাকা`);
        expect(words).toContain(`${new Intl.NumberFormat('bn-BD').format(count)}টি`);
      }),
    );
  });
});
