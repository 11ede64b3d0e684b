import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@/test-support/api-mock.ts';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { en } from '@/i18n/en/index.ts';
import { bn } from '@/i18n/bn/index.ts';
import { LocaleProvider } from '@/lib/i18n/intl.tsx';
import type { Locale } from '@/lib/i18n/locales.ts';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { renderDashboard } from '@/test-support/render-dashboard.tsx';
import { addApartment } from '@/features/manage-apartments/api/apartments.ts';
import { flatList } from '@/features/manage-apartments/mocks/handlers.ts';
import { markRead, unsubscribe } from '@/features/notifications/api/notifications.ts';
import { checkCoupon } from '@/features/payments/api/check-coupon.ts';
import { createPaymentIntent } from '@/features/payments/api/payment-intent.ts';
import { PaymentNotSaved, recordPayment } from '@/features/payments/api/record-payment.ts';
import { withdrawApplication } from '@/features/profile/api/application.ts';

/** A proxy in front of the server answering on its behalf: its body is no error of the server's, so it has no words. */
const badGateway = () => new HttpResponse('Bad gateway', { status: 502, headers: { 'content-type': 'text/plain' } });

const server = mockApi(
  http.post('/api/admin/apartments', badGateway),
  http.post('/api/agreements/user/withdraw', badGateway),
  http.post('/api/notifications/read', badGateway),
  http.post('/api/unsubscribe', badGateway),
  http.post('/api/payments/create-payment-intent', badGateway),
  http.post('/api/payments', badGateway),
  http.get('/api/notifications/unread-count', () => HttpResponse.json({ unread: 0 })),
  http.get('/api/payments/coupon/:code', ({ params }) =>
    params.code === 'NOSUCH' ? new HttpResponse(null, { status: 404 }) : badGateway(),
  ),
);
afterEach(() => {
  act(() => toast.remove());
});

/** The app speaking a language, as the provider makes it when the app starts in it. */
const speak = (locale: Locale) => {
  cleanup();
  render(
    <LocaleProvider initial={locale} messages={locale === 'bn' ? bn : en}>
      <p />
    </LocaleProvider>,
  );
};

/** The message a call fails with. */
const failure = (call: () => Promise<unknown>) =>
  call().then(
    () => 'it did not fail',
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );

describe('a failed request in the reader’s language', () => {
  it('says what did not happen in the language chosen when the request failed, not when the app loaded', async () => {
    const calls = {
      add: () => addApartment({ block: 'D', floor: 4, number: 'D401', rent: 16_500 }),
      withdraw: withdrawApplication,
      read: () => markRead({ all: true }),
      unsubscribe: () => unsubscribe('token-1'),
      intent: () => createPaymentIntent({ rent: 12_500, discount: 0, month: '2026-11' }),
      coupon: () => checkCoupon('WELCOME10'),
    };
    const all = async () =>
      Object.fromEntries(await Promise.all(Object.entries(calls).map(async ([k, call]) => [k, await failure(call)])));

    speak('en');
    expect(await all()).toEqual({
      add: 'Failed to add the apartment',
      withdraw: 'Failed to withdraw the request',
      read: 'Failed to mark as read.',
      unsubscribe: 'Failed to unsubscribe.',
      intent: 'Failed to initialize payment. Please try again.',
      coupon: 'Failed to apply coupon. Please try again.',
    });

    speak('bn');
    expect(await all()).toEqual({
      add: 'অ্যাপার্টমেন্ট যোগ করা যায়নি',
      withdraw: 'আবেদনটি প্রত্যাহার করা যায়নি',
      read: 'পঠিত হিসেবে চিহ্নিত করা যায়নি।',
      unsubscribe: 'ইমেইল পাওয়া বন্ধ করা যায়নি।',
      intent: 'পেমেন্ট শুরু করা যায়নি। আবার চেষ্টা করুন।',
      coupon: 'কুপন প্রয়োগ করা যায়নি। আবার চেষ্টা করুন।',
    });
  });

  it('calls an unknown coupon invalid, and a payment it could not record not saved, in Bangla', async () => {
    speak('bn');
    expect(await checkCoupon('NOSUCH')).toEqual({ ok: false, message: 'কুপনটি সঠিক নয়' });
    const notSaved = await recordPayment({ transactionId: 'pi_1', month: '2026-11' }).catch((error: unknown) => error);
    expect(notSaved).toBeInstanceOf(PaymentNotSaved);
    expect((notSaved as Error).message).toBe('পেমেন্টের রেকর্ড সংরক্ষণ করা যায়নি');
  });

  it('refuses a picked photo in Bangla on the Manage Apartments screen, and says in Bangla a flat was not added', async () => {
    server.use(flatList(), ...mock.happy('admin'));
    renderDashboard('/dashboard/manage-apartments', undefined, 'bn');
    const picker = await screen.findByLabelText('ছবি (ঐচ্ছিক)', undefined, { timeout: 10_000 });
    await userEvent.upload(picker, new File(['%PDF-'], 'lease.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    expect(picker).toHaveAccessibleDescription(/ফাইলটি JPEG, PNG বা WebP ছবি নয়।/);
    await userEvent.upload(picker, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'flat.png', { type: 'image/png' }));
    expect(picker).toHaveAccessibleDescription(/ছবিটি ৫ মেগাবাইটের চেয়ে বড়; ছোট একটি ছবি বেছে নিন।/);

    const field = (name: RegExp) => screen.getByRole('textbox', { name });
    await userEvent.type(field(/^ব্লক/), 'D');
    await userEvent.type(field(/^তলা/), '4');
    await userEvent.type(field(/^অ্যাপার্টমেন্ট নম্বর/), 'D401');
    await userEvent.type(field(/^মাসিক ভাড়া/), '16500');
    await userEvent.click(screen.getByRole('button', { name: 'অ্যাপার্টমেন্ট যোগ করুন' }));
    expect((await screen.findAllByText('অ্যাপার্টমেন্ট যোগ করা যায়নি')).length).toBeGreaterThan(0);
  });
});
