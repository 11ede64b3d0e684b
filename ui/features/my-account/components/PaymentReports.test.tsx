import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { AppToaster } from '@/components/ui/AppToaster.tsx';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { mockApi } from '@/test-support/api-mock.ts';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import * as books from '@/lib/mocks/ledger-fixtures.ts';
import * as reports from '@/lib/mocks/payment-report-fixtures.ts';
import { myPaymentReports, reportRefused } from '@/lib/mocks/payment-report-handlers.ts';
import { renderDashboard } from '@/test-support/render-dashboard.tsx';

const server = mockApi();
afterEach(() => {
  act(() => toast.remove());
});

const text = (element: Element) => element.textContent?.replace(/\s+/g, ' ').trim();
const rows = () =>
  within(screen.getByRole('table', { name: 'Payments you reported, latest first' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map(text));

describe('payments a resident reported, on My Account', () => {
  it('lists each with what became of it: waiting, confirmed with its receipt, rejected with why', async () => {
    server.use(...myPaymentReports(reports.myReports), ...mock.happy('member'));
    renderDashboard('/dashboard/my-account', <AppToaster />);
    await screen.findByRole('heading', { name: 'Payments you reported' });
    expect(await screen.findByText('9KX47TQ2')).toBeInTheDocument();
    expect(rows()).toEqual([
      ['2 Feb 2027', 'bKash', '9KX47TQ2', '14,500৳', 'Waiting for the building'],
      ['3 Jan 2027', 'Bank transfer', 'DBBL-998812', '14,500৳', 'Confirmed, receipt R-000021'],
      [
        '28 Dec 2026',
        'Nagad',
        'NG-55120',
        '3,000৳',
        'Rejected: No Nagad payment with this reference reached the building',
      ],
    ]);
  });

  it('names every empty required field beside it and in a summary that takes focus, and sends nothing', async () => {
    let sent = 0;
    server.use(
      http.post('/api/payment-reports', () => {
        sent += 1;
      }),
      ...myPaymentReports([]),
      ...mock.happy('member'),
    );
    const user = userEvent.setup();
    renderDashboard('/dashboard/my-account', <AppToaster />);
    expect(await screen.findByText('You have not reported a payment.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Report the payment' }));
    const summary = screen.getByRole('heading', { name: 'There is a problem' }).closest('section')!;
    expect(summary).toHaveFocus();
    expect(within(summary).getAllByRole('link').map(text)).toEqual([
      'Enter an amount above ৳0 and up to ৳10,000,000, with at most two decimals',
      'Pick the day you paid: not in the future, and not before your lease began',
      'Pick how you paid: bank, bKash, Nagad or cheque',
      'Write the transaction or cheque reference, up to 60 characters',
    ]);
    expect(screen.getByLabelText(/^Transaction or cheque reference/)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBe(0);
  });

  it('sends a report, says so in a toast, and shows the server’s refusal beside its field', async () => {
    server.use(...myPaymentReports([]), ...mock.happy('member'));
    const user = userEvent.setup();
    renderDashboard('/dashboard/my-account', <AppToaster />);
    const fill = async (day: string) => {
      await user.type(await screen.findByLabelText(/^Amount in taka/), '14500');
      await user.type(screen.getByLabelText(/^The day you paid/), day);
      await user.selectOptions(screen.getByLabelText(/^How you paid/), 'bkash');
      await user.type(screen.getByLabelText(/^Transaction or cheque reference/), '9KX47TQ2');
      await user.click(screen.getByRole('button', { name: 'Report the payment' }));
    };
    await fill('2027-02-02');
    expect(await screen.findByText('Reported: 14,500 taka by bKash. The building will check it.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Amount in taka/)).toHaveValue('');

    const rule = 'Pick the day you paid: not in the future, and not before your lease began';
    server.use(reportRefused({ paidOn: rule }));
    await fill('2020-01-01');
    expect(await screen.findByLabelText(/^The day you paid/)).toHaveAccessibleDescription(rule);
  });

  it('offers no form to a former resident whose books are settled', async () => {
    server.use(
      ...mock.myBooks({
        ...books.booksPaidUp,
        lease: { ...books.booksPaidUp.lease, current: false, endMonth: '2026-12' },
      }),
      ...myPaymentReports([reports.reportConfirmed]),
      ...mock.happy('member'),
    );
    renderDashboard('/dashboard/my-account', <AppToaster />);
    expect(await screen.findByText('DBBL-998812')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report the payment' })).not.toBeInTheDocument();
  });
});
