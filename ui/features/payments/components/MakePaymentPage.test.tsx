import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockApi } from '@/test-support/api-mock.ts';
import type { PaymentDto } from '@contract/payments';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import * as sample from '@/lib/mocks/dashboard-fixtures.ts';
import {
  acceptedAgreement,
  duesNothingPayable,
  duesOneOwed,
  duesSeveralOwed,
  payments,
} from '@/lib/mocks/dashboard-fixtures.ts';
import { renderDashboard } from '@/test-support/render-dashboard.tsx';

const server = mockApi();
afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

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

/** Counts the calls to a GET route while answering as the happy set does. */
function countCalls(path: string) {
  const calls = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET' && new URL(request.url).pathname === path) calls.count += 1;
  });
  return calls;
}

const monthSelect = () => screen.getByRole('combobox', { name: 'Month to pay' });
const optionLabels = () =>
  within(monthSelect())
    .getAllByRole('option')
    .map((o) => o.textContent);
const payButton = () => screen.getByRole('button', { name: /^(Pay |Processing)/ });
const summary = () => within(screen.getByRole('region', { name: 'Summary' }));
const rowText = (term: string | RegExp) => summary().getByText(term).closest('div')?.textContent;

async function fillCard(number: string) {
  await userEvent.type(screen.getByLabelText(/Card number/), number);
  await userEvent.type(screen.getByLabelText(/Expiry/), '1234');
  await userEvent.type(screen.getByLabelText(/CVC/), '123');
}

async function applyCoupon(code: string) {
  await userEvent.type(await screen.findByLabelText('Coupon code'), code);
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
}

describe('Make Payment: which month', () => {
  it('offers only the payable months, named as people say them, with the oldest unpaid picked and priced', async () => {
    server.use(mock.dues(duesSeveralOwed), ...mock.happy('member'));
    const intents = intentSpy();
    renderDashboard('/dashboard/make-payment');
    expect(await screen.findByRole('combobox', { name: 'Month to pay' })).toHaveValue('2026-12');
    expect(optionLabels()).toEqual(['December 2026', 'January 2027', 'February 2027', 'March 2027']);
    expect(monthSelect()).toHaveAccessibleDescription('The months you can pay now, oldest first.');
    await waitFor(() => expect(intents).toEqual([{ amount: acceptedAgreement.rent * 100, month: '2026-12' }]));
    expect(payButton()).toHaveTextContent(/^Pay 14,500৳$/);
    expect(rowText('Rent for December 2026')).toBe('Rent for December 202614,500৳');
    expect(rowText('Total')).toBe('Total14,500৳');
  });

  it("lets a former resident pay the unpaid months of their ended lease, priced at that lease's rent", async () => {
    server.use(...mock.formerResident, ...mock.happy('user', null));
    const intents = intentSpy();
    renderDashboard('/dashboard/make-payment');
    expect(await screen.findByRole('combobox', { name: 'Month to pay' })).toHaveValue('2026-09');
    expect(optionLabels()).toEqual(['September 2026', 'October 2026']);
    await waitFor(() => expect(intents).toEqual([{ amount: sample.endedLease.rent * 100, month: '2026-09' }]));
    expect(payButton()).toHaveTextContent(/^Pay 16,000৳$/);
    expect(screen.getByText('A101')).toBeInTheDocument();
  });

  it('stays closed to a user who never rented here', async () => {
    server.use(...mock.happy('user', null));
    renderDashboard('/dashboard/make-payment');
    expect(await screen.findByRole('heading', { name: 'This page is for members' })).toBeInTheDocument();
  });

  it('picks the month the link asked for (?month=), and the oldest unpaid when that month cannot be paid', async () => {
    server.use(mock.dues(duesSeveralOwed), ...mock.happy('member'));
    const intents = intentSpy();
    renderDashboard('/dashboard/make-payment?month=2027-03');
    expect(await screen.findByRole('combobox', { name: 'Month to pay' })).toHaveValue('2027-03');
    await waitFor(() => expect(intents.map((i) => i.month)).toEqual(['2027-03']));
    cleanup();

    server.use(mock.dues(duesSeveralOwed), ...mock.happy('member'));
    renderDashboard('/dashboard/make-payment?month=2026-11'); // paid already
    expect(await screen.findByRole('combobox', { name: 'Month to pay' })).toHaveValue('2026-12');
  });

  it('says when nothing can be paid now, and when the next month opens', async () => {
    server.use(mock.dues(duesNothingPayable), ...mock.happy('member'));
    renderDashboard('/dashboard/make-payment');
    expect(
      await screen.findByRole('heading', { name: 'You have paid every month you can pay now.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('December 2026 can be paid from 1 November 2026.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('says so when the months cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // Refused (the membership ended meanwhile): a client error is reported at once, not retried.
    server.use(
      mock.failing('get', '/api/payments/dues', 403, 'You are not allowed to do this'),
      ...mock.happy('member'),
    );
    renderDashboard('/dashboard/make-payment');
    expect(await screen.findByText('Failed to load the months you can pay. Please try again.')).toBeInTheDocument();
  });
});

describe('Make Payment: coupon, summary, pay', () => {
  it('re-creates the intent when the month or the coupon changes, shows the discount in the summary and on the button, pays, and links the receipt', async () => {
    server.use(...mock.happy('member'));
    const intents = intentSpy();
    const dues = countCalls('/api/payments/dues');
    const history = countCalls('/api/payments/user');
    renderDashboard('/dashboard/make-payment');
    await waitFor(() => expect(intents).toEqual([{ amount: 1450000, month: '2026-12' }]));

    await userEvent.selectOptions(monthSelect(), 'January 2027');
    await waitFor(() => expect(intents.at(-1)).toEqual({ amount: 1450000, month: '2027-01' }));

    await applyCoupon('welcome10');
    expect((await screen.findByText('Coupon applied: 10% off')).closest('[role]')).toHaveClass('text-green-800');
    expect(rowText('Coupon discount')).toBe('Coupon discount WELCOME10 −10%−1,450৳');
    expect(rowText('Total')).toBe('Total13,050৳');
    expect(payButton()).toHaveTextContent(/^Pay 13,050৳$/);
    await waitFor(() => expect(intents.at(-1)).toEqual({ amount: 1305000, month: '2027-01', couponCode: 'WELCOME10' }));

    await fillCard('4242424242424242');
    await waitFor(() => expect(payButton()).toBeEnabled());
    const [duesBefore, historyBefore] = [dues.count, history.count];
    await userEvent.click(payButton());
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toHaveFocus();
    expect(screen.getByText(/paid for January 2027\./)).toHaveTextContent('13,050৳ paid for January 2027.');
    const success = within(screen.getByRole('region', { name: 'Payment Successful!' }));
    expect(success.getByRole('link', { name: 'View receipt' })).toHaveAttribute('href', '/dashboard/receipts/16');
    expect(success.getByRole('link', { name: 'Payment History' })).toHaveAttribute(
      'href',
      '/dashboard/payment-history',
    );
    // The profile's status and the history read afresh.
    await waitFor(() => expect([dues.count > duesBefore, history.count > historyBefore]).toEqual([true, true]));

    await userEvent.click(screen.getByRole('button', { name: 'Make Another Payment' }));
    expect(monthSelect()).toHaveValue('2026-12');
    expect(optionLabels()).toEqual(['December 2026']); // January is paid, even before the server's dues say so
    expect(screen.getByLabelText('Coupon code')).toHaveValue('');
  });

  it('shows why a coupon is refused, in the words the server uses', async () => {
    server.use(
      mock.couponRefused('AUTUMN20', 'COUPON.EXPIRED', 'This coupon expired on 30 Nov 2026'),
      mock.couponRefused('WELCOME10', 'COUPON.ALREADY_USED', 'You have already used WELCOME10'),
      ...mock.happy('member'),
    );
    renderDashboard('/dashboard/make-payment');
    await applyCoupon('AUTUMN20');
    expect(await screen.findByRole('alert')).toHaveTextContent('This coupon expired on 30 Nov 2026');
    expect(screen.getByRole('alert')).toHaveClass('text-red-700');
    expect(summary().queryByText('Coupon discount')).not.toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Coupon code'));
    await applyCoupon('WELCOME10');
    expect(await screen.findByText('You have already used WELCOME10')).toBeInTheDocument();
    expect(payButton()).toHaveTextContent(/^Pay 14,500৳$/);
  });

  it('drops a coupon the intent refuses (used meanwhile), says why, and prices the full rent again', async () => {
    server.use(
      http.post('/api/payments/create-payment-intent', async ({ request }) => {
        const { amount, couponCode } = (await request.json()) as { amount: number; couponCode?: string };
        return couponCode
          ? HttpResponse.json(
              { message: 'You have already used WELCOME10', code: 'COUPON.ALREADY_USED', requestId: 'r5' },
              { status: 409 },
            )
          : HttpResponse.json({ clientSecret: 'secret-full', amount });
      }),
      ...mock.happy('member'),
    );
    renderDashboard('/dashboard/make-payment');
    await applyCoupon('WELCOME10');
    expect(await screen.findByText('You have already used WELCOME10')).toBeInTheDocument();
    await waitFor(() => expect(summary().queryByText('Coupon discount')).not.toBeInTheDocument());
    expect(payButton()).toHaveTextContent(/^Pay 14,500৳$/);
  });

  it('says so when the coupon is unknown, or when the check fails', async () => {
    server.use(...mock.happy('member'));
    renderDashboard('/dashboard/make-payment');
    await applyCoupon('WINTER5');
    expect(await screen.findByText('Invalid coupon')).toBeInTheDocument();

    server.use(http.get('/api/payments/coupon/:code', () => HttpResponse.error()));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Failed to apply coupon. Please try again.')).toBeInTheDocument();
  });

  it('records a fully discounted month without a card', async () => {
    const free: PaymentDto = {
      ...payments[0]!,
      _id: 'pay-free',
      month: 'December 2026',
      monthKey: '2026-12',
      discount: 100,
      amount: 0,
      receiptNumber: 17,
    };
    const intents: unknown[] = [];
    server.use(
      http.get('/api/payments/coupon/:code', () => HttpResponse.json({ code: 'FREEMONTH', discountPercentage: 100 })),
      http.post('/api/payments/create-payment-intent', async ({ request }) => {
        intents.push(await request.json());
        return HttpResponse.json({ clientSecret: null, amount: 0, payment: free });
      }),
      ...mock.happy('member'),
    );
    renderDashboard('/dashboard/make-payment');
    await applyCoupon('FREEMONTH');
    expect(await screen.findByText('The coupon covers the whole rent: no card is needed.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Card number/)).not.toBeInTheDocument();
    await waitFor(() => expect(payButton()).toBeEnabled());
    expect(payButton()).toHaveTextContent(/^Pay 0৳$/);
    await userEvent.click(payButton());
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(intents.at(-1)).toEqual({ amount: 0, month: '2026-12', couponCode: 'FREEMONTH' });
    expect(screen.getByRole('link', { name: 'View receipt' })).toHaveAttribute('href', '/dashboard/receipts/17');
  });
});

describe('Make Payment: refusals', () => {
  it('names an empty or malformed card field beside it and in a summary that takes focus, and sends nothing', async () => {
    const confirms = { count: 0 };
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/payments/sandbox/confirm') confirms.count += 1;
    });
    server.use(...mock.happy('member'));
    renderDashboard('/dashboard/make-payment');
    await screen.findByRole('combobox', { name: 'Month to pay' });
    await userEvent.type(screen.getByLabelText(/Expiry/), '1399');
    await waitFor(() => expect(payButton()).toBeEnabled());
    await userEvent.click(payButton());
    const problems = await screen.findByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(problems).toHaveFocus());
    expect(
      within(problems)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Enter your card number',
      'Enter the expiry date as MM/YY, like 12/30',
      'Enter the security code (CVC)',
    ]);
    expect(screen.getByLabelText(/Card number/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Check the card details')).toBeNull();
    expect(confirms.count).toBe(0);
  });

  it("shows the card error in the provider's words, and moves focus to it", async () => {
    server.use(...mock.happy('member'));
    renderDashboard('/dashboard/make-payment');
    await screen.findByRole('combobox', { name: 'Month to pay' });
    await fillCard('4000000000000002');
    await waitFor(() => expect(payButton()).toBeEnabled());
    await userEvent.click(payButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your card was declined.');
    expect(alert).toHaveClass('text-red-700');
    expect(alert).toHaveFocus();
  });

  it('names the month paid meanwhile in another tab, says the charge was refunded, and links its receipt from the refetched history', async () => {
    let paidElsewhere = false;
    server.use(
      http.post('/api/payments/sandbox/confirm', () => {
        paidElsewhere = true;
        return HttpResponse.json(
          { message: 'Payment for this month already exists!', code: 'PAYMENT.MONTH_ALREADY_PAID', requestId: 'r1' },
          { status: 409 },
        );
      }),
      http.get('/api/payments/user', () =>
        HttpResponse.json(
          paidElsewhere
            ? [
                ...payments,
                { ...payments[1]!, _id: 'pay-3', month: 'December 2026', monthKey: '2026-12', receiptNumber: 21 },
              ]
            : payments,
        ),
      ),
      ...mock.happy('member'),
    );
    renderDashboard('/dashboard/make-payment');
    await screen.findByRole('combobox', { name: 'Month to pay' });
    await fillCard('4242424242424242');
    await waitFor(() => expect(payButton()).toBeEnabled());
    await userEvent.click(payButton());
    expect(
      await screen.findByText('Payment for December 2026 already exists! The charge was refunded to your card.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'View receipt for December 2026' })).toHaveAttribute(
      'href',
      '/dashboard/receipts/21',
    );
    expect(screen.queryByRole('heading', { name: 'Payment Successful!' })).not.toBeInTheDocument();
    // December is no longer offered; January is picked instead.
    expect(optionLabels()).toEqual(['January 2027']);
  });

  it('says a month was paid meanwhile before any card is asked for, when the intent is refused', async () => {
    server.use(
      http.post('/api/payments/create-payment-intent', async ({ request }) => {
        const { month, amount } = (await request.json()) as { month: string; amount: number };
        return month === '2026-12'
          ? HttpResponse.json(
              {
                message: 'Payment for December 2026 already exists!',
                code: 'PAYMENT.MONTH_ALREADY_PAID',
                requestId: 'r3',
              },
              { status: 409 },
            )
          : HttpResponse.json({ clientSecret: 'secret-jan', amount });
      }),
      ...mock.happy('member'),
    );
    renderDashboard('/dashboard/make-payment');
    expect(await screen.findByText('Payment for December 2026 already exists!')).toBeInTheDocument();
    // The sample history has no December: the link goes to the history instead of a receipt.
    expect(screen.getByRole('link', { name: 'See Payment History' })).toHaveAttribute(
      'href',
      '/dashboard/payment-history',
    );
    await waitFor(() => expect(monthSelect()).toHaveValue('2027-01'));
  });

  it('says why when the member was removed before paying, and that nothing was charged', async () => {
    server.use(
      http.post('/api/payments/sandbox/confirm', () =>
        HttpResponse.json(
          { message: 'You are not allowed to do this', code: 'AUTH.FORBIDDEN', requestId: 'r2' },
          { status: 403 },
        ),
      ),
      ...mock.happy('member'),
    );
    renderDashboard('/dashboard/make-payment');
    await screen.findByRole('combobox', { name: 'Month to pay' });
    await fillCard('4242424242424242');
    await waitFor(() => expect(payButton()).toBeEnabled());
    await userEvent.click(payButton());
    expect(
      await screen.findByText('Your membership has ended, so this payment cannot be taken. Nothing was charged.'),
    ).toBeInTheDocument();
  });

  it('tells the member when there is no agreement, or when the intent cannot be created', async () => {
    server.use(mock.failing('get', '/api/payments/dues', 404, 'No accepted agreement found'), ...mock.happy('member'));
    renderDashboard('/dashboard/make-payment');
    expect(await screen.findByText('No agreement found. Please contact admin.')).toBeInTheDocument();
    cleanup();

    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(mock.failing('post', '/api/payments/create-payment-intent'), ...mock.happy('member'));
    renderDashboard('/dashboard/make-payment');
    expect(await screen.findByText('Failed to initialize payment. Please try again.')).toBeInTheDocument();
    expect(payButton()).toBeDisabled();
  });

  it("shows the server's reason when it refuses the month (outside the lease)", async () => {
    const message = 'Rent for December 2026 cannot be paid. Rent can be paid for October 2026 to November 2026.';
    server.use(
      mock.dues(duesOneOwed),
      http.post('/api/payments/create-payment-intent', () =>
        HttpResponse.json({ message, code: 'PAYMENT.MONTH_NOT_PAYABLE', requestId: 'r4' }, { status: 409 }),
      ),
      ...mock.happy('member'),
    );
    renderDashboard('/dashboard/make-payment');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(payButton()).toBeDisabled();
  });
});
