import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import * as mock from '../../dashboard/mocks/handlers.ts';
import { acceptedAgreement, payments } from '../../dashboard/mocks/fixtures.ts';
import { renderDashboard } from '../../dashboard/test-utils.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

/** Records every intent the page asks for, so a test can see when it is re-created and for how much. */
function intentSpy() {
  const bodies: { amount: number; month: string; couponCode?: string }[] = [];
  server.use(
    http.post('/api/payments/create-payment-intent', async ({ request }) => {
      const body = (await request.json()) as (typeof bodies)[number];
      bodies.push(body);
      return HttpResponse.json({ clientSecret: `secret-${bodies.length}`, amount: body.amount });
    }),
  );
  return bodies;
}

const payNow = () => screen.getByRole('button', { name: 'Pay Now' });

async function fillCard(number: string) {
  await userEvent.type(screen.getByLabelText(/Card number/), number);
  await userEvent.type(screen.getByLabelText(/Expiry/), '1234');
  await userEvent.type(screen.getByLabelText(/CVC/), '123');
}

describe('Make Payment', () => {
  it('re-creates the intent when the month or the discount changes, pays, and shows success', async () => {
    server.use(...mock.happy('member'));
    const intents = intentSpy();
    renderDashboard('/dashboard/make-payment');
    await screen.findByText('Rent');
    expect(payNow()).toBeDisabled();

    await userEvent.type(screen.getByLabelText(/Month/), '2026-12');
    await waitFor(() => expect(intents).toEqual([{ amount: acceptedAgreement.rent * 100, month: '2026-12' }]));

    await userEvent.type(screen.getByLabelText('Coupon code'), 'EID15');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon applied: 15% off')).toHaveClass('text-green-800');
    expect(screen.getByText(/Discounted Rent/)).toHaveTextContent(`Discounted Rent: ${(acceptedAgreement.rent * 0.85).toLocaleString('en-US')}`);
    await waitFor(() => expect(intents.at(-1)).toEqual({ amount: Math.round(acceptedAgreement.rent * 85), month: '2026-12', couponCode: 'EID15' }));

    await fillCard('4242424242424242');
    await waitFor(() => expect(payNow()).toBeEnabled());
    await userEvent.click(payNow());
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Make Another Payment' }));
    expect(screen.getByLabelText(/Month/)).toHaveValue('');
  });

  it('blocks a month already paid, whatever its case', async () => {
    server.use(mock.myPayments([{ ...payments[0]!, month: 'December 2026' }]), ...mock.happy('member'));
    const intents = intentSpy();
    renderDashboard('/dashboard/make-payment');
    await userEvent.type(await screen.findByLabelText(/Month/), '2026-12');
    expect(await screen.findByText('Payment for 2026-12 already exists!')).toBeInTheDocument();
    expect(payNow()).toBeDisabled();
    expect(intents).toEqual([]); // nothing is priced for a month that cannot be paid
  });

  it("shows the card error in the provider's words, in red", async () => {
    server.use(...mock.happy('member'));
    renderDashboard('/dashboard/make-payment');
    await userEvent.type(await screen.findByLabelText(/Month/), '2027-01');
    await fillCard('4000000000000002');
    await waitFor(() => expect(payNow()).toBeEnabled());
    await userEvent.click(payNow());
    expect(await screen.findByText('Your card was declined.')).toHaveClass('text-red-700');
  });

  it('says the charge was refunded when the month was paid meanwhile in another tab', async () => {
    server.use(
      http.post('/api/payments/sandbox/confirm', () =>
        HttpResponse.json({ message: 'Payment for this month already exists!', code: 'PAYMENT.MONTH_ALREADY_PAID', requestId: 'r1' }, { status: 409 }),
      ),
      ...mock.happy('member'),
    );
    renderDashboard('/dashboard/make-payment');
    await userEvent.type(await screen.findByLabelText(/Month/), '2027-02');
    await fillCard('4242424242424242');
    await waitFor(() => expect(payNow()).toBeEnabled());
    await userEvent.click(payNow());
    expect(await screen.findByText('Payment for this month already exists! The charge was refunded to your card.')).toHaveClass('text-red-700');
    expect(screen.queryByRole('heading', { name: 'Payment Successful!' })).not.toBeInTheDocument();
  });

  it('says why when the member was removed before paying, and that nothing was charged', async () => {
    server.use(
      http.post('/api/payments/sandbox/confirm', () =>
        HttpResponse.json({ message: 'You are not allowed to do this', code: 'AUTH.FORBIDDEN', requestId: 'r2' }, { status: 403 }),
      ),
      ...mock.happy('member'),
    );
    renderDashboard('/dashboard/make-payment');
    await userEvent.type(await screen.findByLabelText(/Month/), '2027-03');
    await fillCard('4242424242424242');
    await waitFor(() => expect(payNow()).toBeEnabled());
    await userEvent.click(payNow());
    expect(await screen.findByText('Your membership has ended, so this payment cannot be taken. Nothing was charged.')).toHaveClass('text-red-700');
  });

  it('says so when the coupon is invalid, or when the check fails', async () => {
    server.use(...mock.happy('member'));
    renderDashboard('/dashboard/make-payment');
    await userEvent.type(await screen.findByLabelText('Coupon code'), 'WINTER5');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Invalid coupon')).toHaveClass('text-red-700');

    server.use(http.get('/api/payments/coupon/:code', () => HttpResponse.error()));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Failed to apply coupon. Please try again.')).toBeInTheDocument();
  });

  it('tells the member when there is no agreement, or when the intent cannot be created', async () => {
    server.use(mock.myAgreement(null), ...mock.happy('member'));
    renderDashboard('/dashboard/make-payment');
    expect(await screen.findByText('No agreement found. Please contact admin.')).toBeInTheDocument();
    cleanup();

    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(mock.failing('post', '/api/payments/create-payment-intent'), ...mock.happy('member'));
    renderDashboard('/dashboard/make-payment');
    await userEvent.type(await screen.findByLabelText(/Month/), '2027-02');
    expect(await screen.findByText('Failed to initialize payment. Please try again.')).toBeInTheDocument();
    expect(payNow()).toBeDisabled();
    vi.restoreAllMocks();
  });
});
