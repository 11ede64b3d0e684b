import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { AppToaster } from '@/components/ui/AppToaster.tsx';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@/test-support/api-mock.ts';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { adminPaymentReports, decidedMeanwhile } from '@/lib/mocks/payment-report-handlers.ts';
import { renderDashboard } from '@/test-support/render-dashboard.tsx';

const server = mockApi();
afterEach(() => {
  act(() => toast.remove());
});

const KARIM = 'Karim Ali, Block C, floor 1, C104';
const NADIA = 'Nadia Rahman, Block B, floor 3, B302';

describe('the admin’s Payment Reports', () => {
  it('lists the waiting first, oldest first, then the decided with what became of each and who decided', async () => {
    server.use(...adminPaymentReports(), ...mock.happy('admin'));
    renderDashboard('/dashboard/payment-reports', <AppToaster />);
    const waiting = (await screen.findByRole('heading', { name: '2 reports waiting' })).closest('section')!;
    expect(
      within(waiting)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([KARIM, NADIA]);
    expect(within(waiting).getByText('Note: Sent from my husband’s number')).toBeInTheDocument();
    const decided = screen.getByRole('heading', { name: 'Decided' }).closest('section')!;
    expect(within(decided).getByText(/Confirmed, receipt R-000021 by office@example\.com/)).toBeInTheDocument();
    expect(
      within(decided).getByText(/Rejected: No Nagad payment with this reference reached the building by office/),
    ).toBeInTheDocument();
  });

  it('confirms a report with a toast naming its receipt', async () => {
    server.use(...adminPaymentReports(), ...mock.happy('admin'));
    const user = userEvent.setup();
    renderDashboard('/dashboard/payment-reports', <AppToaster />);
    await user.click(await screen.findByRole('button', { name: `Confirm 14,500 taka from ${KARIM}` }));
    expect(await screen.findByText('Confirmed: receipt R-000031 is on Karim Ali’s books.')).toBeInTheDocument();
  });

  it('rejects only with a reason, and the resident is told', async () => {
    server.use(...adminPaymentReports(), ...mock.happy('admin'));
    const user = userEvent.setup();
    renderDashboard('/dashboard/payment-reports', <AppToaster />);
    await user.click(await screen.findByRole('button', { name: `Reject 14,500 taka from ${NADIA}` }));
    await user.click(screen.getByRole('button', { name: 'Reject with this reason' }));
    const reason = screen.getByLabelText(/^Why it is rejected/);
    expect(reason).toHaveAccessibleDescription('Write why, up to 300 characters');
    expect(reason).toHaveFocus();
    await user.type(reason, 'No such bKash transaction');
    await user.click(screen.getByRole('button', { name: 'Reject with this reason' }));
    expect(await screen.findByText('Rejected. Nadia Rahman is told why.')).toBeInTheDocument();
  });

  it('tells the admin when another admin decided the report first', async () => {
    server.use(decidedMeanwhile, ...adminPaymentReports(), ...mock.happy('admin'));
    const user = userEvent.setup();
    renderDashboard('/dashboard/payment-reports', <AppToaster />);
    await user.click(await screen.findByRole('button', { name: `Confirm 14,500 taka from ${KARIM}` }));
    expect(
      await screen.findByText('This payment report was already rejected by sumi@example.com: Wrong amount'),
    ).toBeInTheDocument();
  });

  it('says so when no resident has reported a payment', async () => {
    server.use(...adminPaymentReports([]), ...mock.happy('admin'));
    renderDashboard('/dashboard/payment-reports', <AppToaster />);
    expect(await screen.findByText('No resident has reported a payment yet.')).toBeInTheDocument();
  });
});
