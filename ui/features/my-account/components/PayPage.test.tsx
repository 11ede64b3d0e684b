import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockApi } from '@/test-support/api-mock.ts';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import * as sample from '@/lib/mocks/dashboard-fixtures.ts';
import * as books from '@/lib/mocks/ledger-fixtures.ts';
import { paidAtDesk, payFromBooks, withCharge } from '@/lib/mocks/books-card-handlers.ts';
import { renderDashboard } from '@/test-support/render-dashboard.tsx';

const server = mockApi();
afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

const PAY = '/dashboard/my-account/pay';
const forCharge = (id: string) => `${PAY}?${new URLSearchParams({ charge: id })}`;
const text = (element: Element | null) => element?.textContent?.replace(/\s+/g, ' ').trim();

/** Every body the page sent to a route, in order, as the server received them. */
function sent(path: string) {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === path)
      void request
        .clone()
        .json()
        .then((body: unknown) => bodies.push(body));
  });
  return bodies;
}

async function payWithCard(number = '4242424242424242') {
  await userEvent.type(await screen.findByLabelText(/^Card number/), number);
  await userEvent.type(screen.getByLabelText(/^Expiry/), '1234');
  await userEvent.type(screen.getByLabelText(/^CVC/), '123');
  await userEvent.click(screen.getByRole('button', { name: /^Pay / }));
}

const successHeading = () => screen.findByRole('heading', { level: 2, name: 'Payment successful' });

describe('Pay by card: what is paid', () => {
  it('pays the whole balance, charge by charge, for the amount shown, and shows the receipt and what is owed now', async () => {
    server.use(...payFromBooks(books.booksOwingSeveral), ...mock.happy('member'));
    const intents = sent('/api/ledger/mine/intents');
    const reports = sent('/api/ledger/mine/card-payments');
    renderDashboard(PAY);
    // The first visit waits for the screen's code as well as its data.
    expect(
      await screen.findByText('Your whole balance: every charge still owed.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Pay by card' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'The charges this payment settles' }));
    expect(items.getAllByRole('listitem').map(text)).toEqual([
      'RentDecember 202611,500৳',
      'RentJanuary 202714,500৳',
      'Service chargeJanuary 20272,000৳',
      'RentFebruary 202714,500৳',
      'Gas billFebruary 2027850.50৳',
    ]);
    expect(text(screen.getByText('To pay').parentElement)).toBe('To pay43,350.50৳');

    await payWithCard();
    const heading = await successHeading();
    expect(heading).toHaveFocus();
    expect(intents).toEqual([{ amount: 43350.5 }]);
    expect(reports).toEqual([{ transactionId: 'pi_story_1' }]);
    expect(screen.getByRole('status')).toHaveTextContent('43,350.50৳ paid by card towards your balance.');
    expect(screen.getByRole('link', { name: 'View receipt R-000019' })).toHaveAttribute(
      'href',
      '/dashboard/receipts/19',
    );
    expect(screen.getByText('Nothing more is owed: your account is paid up.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay the rest' })).not.toBeInTheDocument();
  });

  it('pays one charge picked on My Account, naming it, and says what is still owed', async () => {
    server.use(...payFromBooks(books.booksOwingSeveral), ...mock.happy('member'));
    const intents = sent('/api/ledger/mine/intents');
    renderDashboard(forCharge('svc-jan'));
    const paying = within(await screen.findByRole('region', { name: 'What you are paying' }));
    expect(paying.getAllByRole('term').map((term) => `${text(term)}: ${text(term.nextElementSibling)}`)).toEqual([
      'What: Service charge',
      'Month: January 2027',
      'Amount: 2,000৳',
      'Paid so far: 0৳',
      'Remaining: 2,000৳',
    ]);
    expect(screen.getByRole('button', { name: 'Pay 2,000 ৳' })).toBeEnabled();

    await payWithCard();
    await successHeading();
    expect(intents).toEqual([{ amount: 2000, forCharge: 'svc-jan' }]);
    expect(screen.getByRole('status')).toHaveTextContent('2,000৳ paid by card for Service charge, January 2027.');
    expect(screen.getByText(/^You still owe/)).toHaveTextContent('You still owe 41,350.50৳.');
    expect(screen.getByRole('link', { name: 'Pay the rest' })).toHaveAttribute('href', PAY);
  });

  it('reads the balance afresh everywhere it shows once paid: My Account and My Profile’s tile', async () => {
    server.use(...payFromBooks(books.booksPartlyPaid), ...mock.happy('member'));
    renderDashboard(PAY);
    await payWithCard();
    await successHeading();
    await userEvent.click(screen.getByRole('link', { name: 'Back to My Account' }));
    // Each screen's code loads on its first visit.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'All paid up' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Receipt R-000019' })).toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Dashboard' })).getByRole('link', { name: 'My Profile' }),
    );
    const balance = await screen.findByText('Balance', { selector: 'dt' }, { timeout: 5000 });
    await waitFor(() => expect(text(balance.nextElementSibling)).toBe('Paid upSee my account'));
  }, 15_000);

  it('tells the member plainly when what they paid for was paid meanwhile, and keeps it as credit', async () => {
    const december = 'rent:lease-b302:2026-12';
    server.use(
      ...payFromBooks(books.booksPartlyPaid, { beforeReport: (b) => paidAtDesk(b, december) }),
      ...mock.happy('member'),
    );
    renderDashboard(forCharge(december));
    await payWithCard();
    await successHeading();
    expect(screen.getByText(/had been paid meanwhile/).textContent?.replace(/\s+/g, ' ')).toBe(
      'What you paid for had been paid meanwhile, so 9,500৳ of this payment is kept as credit on your account. It pays your next charges by itself.',
    );
  });

  it('lets a former resident settle what the ended lease left unpaid', async () => {
    server.use(
      ...payFromBooks(books.booksFormerOwing),
      ...mock.formerResident,
      ...mock.myApplication(sample.endedLease),
      ...mock.happy('user', null),
    );
    renderDashboard(PAY);
    await payWithCard();
    await successHeading();
    expect(screen.getByRole('status')).toHaveTextContent('32,000৳ paid by card towards your balance.');
  });
});

describe('Pay by card: when there is nothing to pay, or no such charge', () => {
  it('says loading, then nothing to pay when nothing is owed, with the way back', async () => {
    server.use(...payFromBooks(books.booksPaidUp), ...mock.happy('member'));
    const intents = sent('/api/ledger/mine/intents');
    renderDashboard(PAY);
    expect(await screen.findByText('Loading what you owe...')).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('heading', { level: 2, name: 'Nothing to pay' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You owe nothing now, so there is nothing to pay.');
    expect(screen.getByRole('link', { name: 'Back to My Account' })).toHaveAttribute('href', '/dashboard/my-account');
    expect(screen.queryByLabelText(/^Card number/)).not.toBeInTheDocument();
    expect(intents).toEqual([]);
  });

  it('says a charge paid already has nothing to pay', async () => {
    server.use(...payFromBooks(books.booksOwingSeveral), ...mock.happy('member'));
    renderDashboard(forCharge('rent:lease-b302:2026-10'));
    expect(
      await screen.findByText('Rent for October 2026 is paid already, so there is nothing to pay for it.'),
    ).toHaveAttribute('role', 'status');
  });

  it('shows nothing to pay, and moves focus there, when everything was paid meanwhile', async () => {
    server.use(...payFromBooks(books.booksPartlyPaid, { beforePay: (b) => paidAtDesk(b) }), ...mock.happy('member'));
    const confirms = sent('/api/payments/sandbox/confirm');
    renderDashboard(PAY);
    await payWithCard();
    expect(await screen.findByRole('heading', { level: 2, name: 'Nothing to pay' })).toHaveFocus();
    expect(confirms).toEqual([]);
  });

  it('refuses a charge that is not the member’s, in the address or from the server, with the way back', async () => {
    server.use(...payFromBooks(books.booksOwingSeveral), ...mock.happy('member'));
    renderDashboard(forCharge('rent:elsewhere:2020-01'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This charge is not on your account. Go back to My Account and pick one of the charges listed there.',
    );
    expect(screen.getByRole('link', { name: 'Back to My Account' })).toBeInTheDocument();
    cleanup();

    server.use(
      http.post('/api/ledger/mine/intents', () =>
        HttpResponse.json(
          { message: 'Pick one', code: 'VALIDATION.INVALID_INPUT', requestId: 'r', fields: { forCharge: 'Pick one' } },
          { status: 400 },
        ),
      ),
    );
    renderDashboard(forCharge('gas-feb'));
    await payWithCard();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^This charge is not on your account/));
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('says so when there is no lease, and when the books cannot be read, with a way to try again', async () => {
    server.use(...mock.myBooks(null), ...mock.happy('member'));
    renderDashboard(PAY);
    expect(await screen.findByText('You have no lease, so there is nothing to pay here.')).toBeInTheDocument();
    cleanup();

    server.use(mock.failing('get', '/api/ledger/mine', 403, 'Not allowed'));
    renderDashboard(PAY);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load what you owe. Please try again.');
    server.use(...payFromBooks(books.booksPartlyPaid));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Pay 9,500 ৳' })).toBeInTheDocument();
  });
});

describe('Pay by card: when paying does not go through', () => {
  it('shows the server’s words and the new amount when what is owed changed, and pays the new amount', async () => {
    const water = { id: 'water-dec', kind: 'water', month: '2026-12', label: 'Water bill', amount: 600 } as const;
    server.use(
      ...payFromBooks(books.booksPartlyPaid, { beforePay: (b) => withCharge(b, water) }),
      ...mock.happy('member'),
    );
    const intents = sent('/api/ledger/mine/intents');
    renderDashboard(PAY);
    await payWithCard();
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent(
        'What you owe changed meanwhile: it is now ৳10,100You now owe 10,100৳. Check it, then pay again.',
      ),
    );
    expect(alert).toHaveFocus();
    // The water bill is listed now, and Pay asks for the new amount.
    expect(screen.getByText('Water bill')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay 10,100 ৳' }));
    await successHeading();
    expect(intents).toEqual([{ amount: 9500 }, { amount: 10100 }]);
  });

  it('shows a declined card in the provider’s words with focus, and pays with another card on the same payment', async () => {
    server.use(...payFromBooks(books.booksPartlyPaid), ...mock.happy('member'));
    const intents = sent('/api/ledger/mine/intents');
    renderDashboard(PAY);
    await payWithCard('4000000000000002');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your card was declined.');
    expect(alert).toHaveFocus();
    const number = screen.getByLabelText(/^Card number/);
    await userEvent.clear(number);
    await userEvent.type(number, '4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: /^Pay / }));
    await successHeading();
    expect(intents).toHaveLength(1);
  });

  it('names a card field left empty and sends nothing', async () => {
    server.use(...payFromBooks(books.booksPartlyPaid), ...mock.happy('member'));
    const confirms = sent('/api/payments/sandbox/confirm');
    renderDashboard(PAY);
    await userEvent.click(await screen.findByRole('button', { name: /^Pay / }));
    expect(await screen.findByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Card number/)).toHaveAccessibleDescription('Enter your card number');
    expect(confirms).toEqual([]);
  });

  it('says the server could not be reached, and pays when tried again', async () => {
    server.use(...payFromBooks(books.booksPartlyPaid, { offline: true }), ...mock.happy('member'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderDashboard(PAY);
    await payWithCard();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not reach the server. Check your connection and try again.',
    );
    server.use(...payFromBooks(books.booksPartlyPaid));
    await userEvent.click(screen.getByRole('button', { name: 'Pay 9,500 ৳' }));
    await successHeading();
  });

  it('reports a charged card again on Try again, never charging it twice', async () => {
    server.use(...payFromBooks(books.booksPartlyPaid, { reportFailsOnce: true }), ...mock.happy('member'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const confirms = sent('/api/payments/sandbox/confirm');
    const reports = sent('/api/ledger/mine/card-payments');
    renderDashboard(PAY);
    await payWithCard();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your card was charged, but the payment is not on your account yet. Press Try again: you will not be charged twice.',
    );
    expect(screen.queryByLabelText(/^Card number/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await successHeading();
    expect(confirms).toHaveLength(1);
    expect(reports).toEqual([{ transactionId: 'pi_story_1' }, { transactionId: 'pi_story_1' }]);
  });
});

describe('Pay by card in Bangla', () => {
  it('speaks Bangla, with Bangla digits', async () => {
    server.use(...payFromBooks(books.booksOwingSeveral), ...mock.happy('member'));
    renderDashboard(forCharge('gas-feb'), undefined, 'bn');
    expect(await screen.findByRole('heading', { level: 1, name: 'কার্ডে পরিশোধ' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '৮৫০.৫০ ৳ পরিশোধ করুন' })).toBeInTheDocument();
    expect(screen.getByText('গ্যাস বিল')).toBeInTheDocument();
  });
});
