import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogueWording } from '../../../adapters/wording/notification-wording.ts';
import type { NotificationEvent } from '../../../domain/notifications/notification.ts';
import { REMINDER_KINDS } from '../../../domain/notifications/reminders.ts';
import { formatReceiptNumber } from '../../../domain/payments/payment.ts';

describe('what each event says', () => {
  const cases: [NotificationEvent, string, string, string][] = [
    [
      { type: 'agreement-accepted', flat: 'A101', startMonth: '2026-12' },
      'agreements',
      'Welcome home: A101 is yours',
      'December 2026',
    ],
    [
      { type: 'agreement-rejected', flat: 'A101' },
      'agreements',
      'Your application for A101 was not accepted',
      'another apartment',
    ],
    [
      { type: 'agreement-rejected', flat: 'A101', reason: 'Held for a family' },
      'agreements',
      'Your application for A101 was not accepted',
      "The building's reason: Held for a family",
    ],
    [{ type: 'membership-ended', flat: 'A101' }, 'agreements', 'Your lease of A101 has ended', 'your lease of A101'],
    [{ type: 'membership-ended' }, 'agreements', 'Your membership has ended', 'ended your membership.'],
    [
      { type: 'final-statement-settled', outcome: 'refund', amount: 32000, method: 'bkash' },
      'payments',
      'Your final statement: a refund of 32,000 taka by bKash',
      'refunded 32,000 taka of your security deposit by bKash.',
    ],
    [
      { type: 'final-statement-settled', outcome: 'owed', amount: 12500 },
      'payments',
      'Your final statement: 12,500 taka still owed',
      '12,500 taka is still owed to the building.',
    ],
    [
      { type: 'final-statement-settled', outcome: 'owed', amount: 0 },
      'payments',
      'Your final statement is settled',
      'nothing is owed either way.',
    ],
    [
      { type: 'announcement-posted', announcementId: 'n1', title: 'Water off', description: 'Friday\n\n Noon ' },
      'announcements',
      'New announcement: Water off',
      'Water off.\nFriday\nNoon',
    ],
    [
      { type: 'announcement-posted', announcementId: 'n1', title: 'Water off', description: 'Noon', edited: true },
      'announcements',
      'Announcement updated: Water off',
      'updated an announcement: Water off.\nNoon',
    ],
    [
      { type: 'announcement-posted', announcementId: 'n1', title: 'Water off', description: 'Noon', withdrawn: true },
      'announcements',
      'Announcement withdrawn: Water off',
      'withdrew its announcement "Water off"; it no longer applies.',
    ],
    [
      { type: 'payment-recorded', receipt: 42, month: '2026-11', amount: 125000 },
      'payments',
      'Payment received: 1,25,000 taka for November 2026 (receipt R-000042)',
      'R-000042',
    ],
    [
      { type: 'payment-reported', name: 'Rahim Uddin', amount: 12000, method: 'nagad', reference: 'NG-77' },
      'payments',
      'Payment reported: Rahim Uddin, 12,000 taka by Nagad',
      'Rahim Uddin reported paying 12,000 taka by Nagad (reference NG-77).\nPayment Reports lists it',
    ],
    [
      { type: 'payment-refunded', month: '2026-11', amount: 9000 },
      'payments',
      'Refunded: 9,000 taka for November 2026',
      'refunded to your card',
    ],
    [
      { type: 'announcement-posted', title: 'Water off on Friday' },
      'announcements',
      'New announcement: Water off on Friday',
      'Water off on Friday',
    ],
    [
      { type: 'maintenance-status', requestId: 'r1', title: 'Leaking tap', status: 'resolved' },
      'maintenance',
      'Your request "Leaking tap" is fixed',
      'is fixed',
    ],
    [
      { type: 'maintenance-comment', requestId: 'r1', title: 'Leaking tap' },
      'maintenance',
      'New comment on "Leaking tap"',
      'commented',
    ],
    [
      { type: 'visitor-arrived', visitorName: 'Rafiq Hasan', flat: 'A101', walkIn: false },
      'announcements',
      'Your visitor Rafiq Hasan has arrived',
      'Rafiq Hasan has arrived at the gate for A101.',
    ],
    [
      { type: 'visitor-arrived', visitorName: 'Courier', flat: 'A101', walkIn: true },
      'announcements',
      'Your visitor Courier has arrived',
      'came to the gate without a pass and was let in to A101.',
    ],
    [
      { type: 'maintenance-emergency', requestId: 'r1', title: 'Burst pipe', place: 'A101' },
      'maintenance',
      'Emergency reported: Burst pipe (A101)',
      'in A101',
    ],
    [
      { type: 'rent-reminder', kind: 'upcoming', month: '2026-12', dueDay: '2026-12-05', amount: 25000 },
      'reminders',
      'Rent for December 2026 is due on 5 Dec 2026',
      'pay it by card',
    ],
    [
      { type: 'rent-reminder', kind: 'due', month: '2026-12', dueDay: '2026-12-05', amount: 25000 },
      'reminders',
      'Rent for December 2026 is due today',
      '25,000 taka',
    ],
    [
      { type: 'rent-reminder', kind: 'overdue', month: '2026-12', dueDay: '2026-12-05', amount: 25000 },
      'reminders',
      'Rent for December 2026 is overdue',
      'has not been paid yet',
    ],
    [
      { type: 'online-refund', stage: 'started', amount: 29900, tranId: 'LV1' },
      'payments',
      'Being refunded: 29,900 taka paid through SSLCommerz',
      'it is being given back to you; nothing was recorded in your books.',
    ],
    [
      { type: 'online-refund', stage: 'done', amount: 29900, tranId: 'LV1' },
      'payments',
      'Refunded: 29,900 taka paid through SSLCommerz',
      'SSLCommerz gave back the 29,900 taka that was no longer owed.',
    ],
    [
      { type: 'online-refund-admin', stage: 'started', name: 'Nadia Rahman', amount: 29900, leaseId: 'l1' },
      'payments',
      'Online payment being refunded: Nadia Rahman, 29,900 taka',
      'SSLCommerz was asked to give it back.',
    ],
    [
      { type: 'online-refund-admin', stage: 'done', name: 'Nadia Rahman', amount: 29900, leaseId: 'l1' },
      'payments',
      'Online payment refunded: Nadia Rahman, 29,900 taka',
      'the 29,900 taka Nadia Rahman paid',
    ],
    [
      { type: 'online-refund', stage: 'cancelled', amount: 29900, tranId: 'LV1' },
      'payments',
      'Not refunded by SSLCommerz: 29,900 taka',
      'The building office will give it back to you by hand',
    ],
    [
      { type: 'online-refund-admin', stage: 'cancelled', name: 'Nadia Rahman', amount: 29900, leaseId: 'l1' },
      'payments',
      'Give back by hand: Nadia Rahman, 29,900 taka',
      'Give it back to them by hand (cash, bank or bKash)',
    ],
    [
      { type: 'autopay-not-charged', month: '2026-11', amount: 12000, reason: 'failed', retry: false },
      'payments',
      'Autopay did not pay November 2026',
      'could not be recorded, so it was refunded to your card',
    ],
    [
      { type: 'autopay-not-charged', month: '2026-11', amount: 12000, reason: 'unfinished', retry: false },
      'payments',
      'Autopay did not pay November 2026',
      'If your card was charged, the payment shows in your Payment History; if it is not there, nothing was taken.',
    ],
    [
      { type: 'late-fee-added', month: '2026-11', amount: 1250.5 },
      'payments',
      'Late fee added: 1,250.5 taka for November 2026',
      'unpaid when its grace period ended, so the building added a late fee of 1,250.5 taka',
    ],
  ];

  it.each(cases)('%j', (event, topic, subject, somewhereInText) => {
    const message = catalogueWording.messageFor(event, 'en');
    expect(message.topic).toBe(topic);
    expect(message.subject).toBe(subject);
    expect(message.lines.join('\n')).toContain(somewhereInText);
    expect(message.link).toMatch(/^\/[a-z]/);
  });

  it('links each message to the screen that shows it', () => {
    expect(catalogueWording.messageFor(cases[11]![0], 'en').link).toBe('/dashboard/receipts/42');
    expect(catalogueWording.messageFor(cases[12]![0], 'en').link).toBe('/dashboard/payment-reports');
    expect(catalogueWording.messageFor(cases[16]![0], 'en').link).toBe('/dashboard/maintenance/r1');
    expect(catalogueWording.messageFor(cases[18]![0], 'en').link).toBe('/dashboard/my-visitors');
    expect(catalogueWording.messageFor(cases[20]![0], 'en').link).toBe('/dashboard/make-payment');
    expect(catalogueWording.messageFor(cases[3]![0], 'en').link).toBe('/dashboard/my-profile');
    expect(catalogueWording.messageFor(cases.at(-1)![0], 'en').link).toBe('/dashboard/my-account');
    expect(catalogueWording.messageFor(cases[5]![0], 'en').link).toBe('/dashboard/my-account/final-statement');
  });
});

describe('what each event says in Bangla', () => {
  const place = { block: 'A', floor: 3, number: 'A301' };
  const cases: [NotificationEvent, string, string][] = [
    [
      { type: 'agreement-accepted', flat: 'Block A, floor 3, A301', where: place, startMonth: '2026-12' },
      'স্বাগতম: ব্লক A, ৩ তলা, ফ্ল্যাট A301 এখন আপনার',
      'আপনার লিজ শুরু ডিসেম্বর ২০২৬ থেকে',
    ],
    [
      { type: 'agreement-rejected', flat: 'Block A, floor 3, A301', where: place },
      'ব্লক A, ৩ তলা, ফ্ল্যাট A301-এর জন্য আপনার আবেদন গৃহীত হয়নি',
      'অন্য কোনো অ্যাপার্টমেন্টের জন্য আবেদন',
    ],
    [
      { type: 'agreement-rejected', flat: 'Block A, floor 3, A301', where: place, reason: 'Held for a family' },
      'ব্লক A, ৩ তলা, ফ্ল্যাট A301-এর জন্য আপনার আবেদন গৃহীত হয়নি',
      'ভবন কর্তৃপক্ষের কারণ: Held for a family',
    ],
    [
      { type: 'membership-ended', flat: 'Block A, floor 3, A301', where: place },
      'ব্লক A, ৩ তলা, ফ্ল্যাট A301-এর লিজ শেষ হয়েছে',
      'আপনার সদস্যপদ ও ব্লক A, ৩ তলা, ফ্ল্যাট A301-এর লিজ শেষ করেছে।',
    ],
    [{ type: 'membership-ended' }, 'আপনার সদস্যপদ শেষ হয়েছে', 'ভবন কর্তৃপক্ষ আপনার সদস্যপদ শেষ করেছে।'],
    [
      { type: 'final-statement-settled', outcome: 'refund', amount: 32000, method: 'bkash' },
      'আপনার চূড়ান্ত হিসাব: বিকাশ-এ ৩২,০০০ টাকা ফেরত',
      'ভবন আপনার জামানতের ৩২,০০০ টাকা বিকাশ-এ ফেরত দিয়েছে।',
    ],
    [
      { type: 'announcement-posted', title: 'Water off', description: 'Noon', edited: true },
      'ঘোষণা হালনাগাদ: Water off',
      'একটি ঘোষণা হালনাগাদ করেছে: Water off।\nNoon',
    ],
    [
      { type: 'announcement-posted', title: 'Water off', withdrawn: true },
      'ঘোষণা প্রত্যাহার: Water off',
      '"Water off" ঘোষণাটি প্রত্যাহার করেছে',
    ],
    [
      { type: 'payment-recorded', receipt: 42, month: '2026-11', amount: 125000 },
      'পেমেন্ট পাওয়া গেছে: নভেম্বর ২০২৬-এর ১,২৫,০০০ টাকা (রসিদ R-000042)',
      'আপনার রসিদ নম্বর R-000042।',
    ],
    [
      { type: 'payment-reported', name: 'রহিম উদ্দিন', amount: 12000, method: 'bkash', reference: '8N7A6B' },
      'নতুন পেমেন্টের খবর: রহিম উদ্দিন, বিকাশ-এ ১২,০০০ টাকা',
      'রহিম উদ্দিন জানিয়েছেন, তিনি বিকাশ-এ ১২,০০০ টাকা দিয়েছেন (রেফারেন্স 8N7A6B)।\n“পেমেন্টের খবর” পাতায়',
    ],
    [
      { type: 'online-refund', stage: 'started', amount: 29900, tranId: 'LV1' },
      'টাকা ফেরত দেওয়া হচ্ছে: SSLCommerz-এ দেওয়া ২৯,৯০০ টাকা',
      'তাই তা আপনাকে ফেরত দেওয়া হচ্ছে',
    ],
    [
      { type: 'online-refund-admin', stage: 'done', name: 'নাদিয়া', amount: 29900, leaseId: 'l1' },
      'অনলাইন পেমেন্ট ফেরত: নাদিয়া, ২৯,৯০০ টাকা',
      'SSLCommerz তা ফেরত দিয়েছে',
    ],
    [
      { type: 'payment-refunded', month: '2026-11', amount: 9000 },
      'টাকা ফেরত: নভেম্বর ২০২৬-এর ৯,০০০ টাকা',
      'পুরো টাকা আপনার কার্ডে ফেরত দেওয়া হয়েছে',
    ],
    [
      { type: 'announcement-posted', title: 'Water off on Friday' },
      'নতুন ঘোষণা: Water off on Friday',
      'ভবন কর্তৃপক্ষ একটি ঘোষণা দিয়েছে: Water off on Friday।',
    ],
    [
      { type: 'maintenance-status', requestId: 'r1', title: 'কল দিয়ে পানি পড়ছে', status: 'in_progress' },
      'আপনার অনুরোধ "কল দিয়ে পানি পড়ছে" নিয়ে কাজ চলছে',
      'রক্ষণাবেক্ষণের অনুরোধ',
    ],
    [
      { type: 'maintenance-status', requestId: 'r1', title: 'Leaking tap', status: 'resolved' },
      'আপনার অনুরোধ "Leaking tap" ঠিক করা হয়েছে',
      'ঠিক করা হয়েছে।',
    ],
    [
      { type: 'maintenance-status', requestId: 'r1', title: 'Leaking tap', status: 'declined' },
      'আপনার অনুরোধ "Leaking tap" নাকচ করা হয়েছে',
      'নাকচ করা হয়েছে।',
    ],
    [
      { type: 'maintenance-comment', requestId: 'r1', title: 'Leaking tap' },
      '"Leaking tap"-এ নতুন মন্তব্য',
      'মন্তব্য করেছে',
    ],
    [
      { type: 'maintenance-emergency', requestId: 'r1', title: 'Burst pipe', place: 'A101' },
      'জরুরি সমস্যা: Burst pipe (ফ্ল্যাট A101)',
      'স্থান: ফ্ল্যাট A101',
    ],
    [
      { type: 'visitor-arrived', visitorName: 'রফিক হাসান', flat: 'A101', walkIn: false },
      'আপনার অতিথি রফিক হাসান এসেছেন',
      'রফিক হাসান A101-এর জন্য গেটে এসে পৌঁছেছেন।',
    ],
    [
      { type: 'visitor-arrived', visitorName: 'রফিক হাসান', flat: 'A101', walkIn: true },
      'আপনার অতিথি রফিক হাসান এসেছেন',
      'পাস ছাড়া গেটে এসেছেন, তাঁকে A101-এ যেতে দেওয়া হয়েছে।',
    ],
    [
      { type: 'maintenance-emergency', requestId: 'r1', title: 'Burst pipe', place: null },
      'জরুরি সমস্যা: Burst pipe (সাধারণ এলাকা)',
      'স্থান: সাধারণ এলাকা',
    ],
    [
      { type: 'rent-reminder', kind: 'upcoming', month: '2026-12', dueDay: '2026-12-05', amount: 25000 },
      'ডিসেম্বর ২০২৬-এর ভাড়া দেওয়ার শেষ দিন ৫ ডিসেম্বর, ২০২৬',
      'আপনি কার্ডে এটি পরিশোধ করতে পারেন।',
    ],
    [
      { type: 'rent-reminder', kind: 'due', month: '2026-12', dueDay: '2026-12-05', amount: 25000 },
      'ডিসেম্বর ২০২৬-এর ভাড়া দেওয়ার শেষ দিন আজ',
      'ডিসেম্বর ২০২৬-এর ভাড়া ২৫,০০০ টাকা, দেওয়ার শেষ দিন ৫ ডিসেম্বর, ২০২৬।',
    ],
    [
      { type: 'rent-reminder', kind: 'overdue', month: '2026-12', dueDay: '2026-12-05', amount: 25000 },
      'ডিসেম্বর ২০২৬-এর ভাড়া বকেয়া পড়েছে',
      'অনুগ্রহ করে এখনই পরিশোধ করুন',
    ],
    [
      { type: 'late-fee-added', month: '2026-11', amount: 500 },
      'বিলম্ব ফি যোগ হয়েছে: নভেম্বর ২০২৬-এর জন্য ৫০০ টাকা',
      'আপনার হিসাবে ৫০০ টাকা বিলম্ব ফি যোগ করেছে।',
    ],
  ];

  it.each(cases)('%j', (event, subject, somewhereInText) => {
    const message = catalogueWording.messageFor(event, 'bn');
    expect(message.language).toBe('bn');
    expect(message.subject).toBe(subject);
    expect(message.lines.join('\n')).toContain(somewhereInText);
  });

  it('keeps the topic and the link of the English message, and says which language it is in', () => {
    for (const [event] of cases) {
      const bangla = catalogueWording.messageFor(event, 'bn');
      const english = catalogueWording.messageFor(event, 'en');
      expect(english.language).toBe('en');
      expect({ topic: bangla.topic, link: bangla.link }).toEqual({ topic: english.topic, link: english.link });
      expect(bangla.subject).not.toBe(english.subject);
    }
  });

  const LATIN_DIGIT = /[0-9]/;
  const month = fc
    .record({ year: fc.integer({ min: 2000, max: 2999 }), month: fc.integer({ min: 1, max: 12 }) })
    .map(({ year, month }) => `${year}-${String(month).padStart(2, '0')}`);
  const day = fc
    .date({ min: new Date('2000-01-01'), max: new Date('2999-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));
  const amount = fc.integer({ min: 1, max: 10_000_000 });

  it('writes every amount, month and date of a reminder in Bengali digits, never Latin ones', () => {
    fc.assert(
      fc.property(fc.constantFrom(...REMINDER_KINDS), month, day, amount, (kind, monthKey, dueDay, rent) => {
        const message = catalogueWording.messageFor(
          { type: 'rent-reminder', kind, month: monthKey, dueDay, amount: rent },
          'bn',
        );
        const text = [message.subject, ...message.lines].join('\n');
        expect(text).not.toMatch(LATIN_DIGIT);
        expect(text).toContain(`${new Intl.NumberFormat('bn-BD').format(rent)} টাকা`);
        expect(text).toContain(
          new Intl.NumberFormat('bn-BD', { useGrouping: false }).format(Number(monthKey.slice(0, 4))),
        );
      }),
    );
  });

  it('writes a late fee’s amount and month in Bengali digits, never Latin ones', () => {
    fc.assert(
      fc.property(month, amount, (monthKey, fee) => {
        const message = catalogueWording.messageFor({ type: 'late-fee-added', month: monthKey, amount: fee }, 'bn');
        const text = [message.subject, ...message.lines].join('\n');
        expect(text).not.toMatch(LATIN_DIGIT);
        expect(message.subject).toContain(`${new Intl.NumberFormat('bn-BD').format(fee)} টাকা`);
      }),
    );
  });

  it('writes a payment in Bengali digits, keeping only the receipt number as it is printed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999 }), month, amount, (receipt, monthKey, paid) => {
        const message = catalogueWording.messageFor(
          { type: 'payment-recorded', receipt, month: monthKey, amount: paid },
          'bn',
        );
        const text = [message.subject, ...message.lines].join('\n').replaceAll(formatReceiptNumber(receipt), '');
        expect(text).not.toMatch(LATIN_DIGIT);
        expect(message.lines.join('\n')).toContain(formatReceiptNumber(receipt));
      }),
    );
  });

  it('names a flat in Bangla by its parts when it has them, and as written when it has not', () => {
    const withParts = catalogueWording.messageFor(
      { type: 'agreement-rejected', flat: 'Block A, floor 3, A301', where: { block: 'A', floor: 3, number: 'A301' } },
      'bn',
    );
    expect(withParts.lines.join(' ')).toContain('ব্লক A, ৩ তলা, ফ্ল্যাট A301');
    const asWritten = catalogueWording.messageFor({ type: 'agreement-rejected', flat: 'Block A, floor 3, A301' }, 'bn');
    expect(asWritten.lines.join(' ')).toContain('Block A, floor 3, A301');
  });
});
