import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@/test-support/api-mock.ts';
import toast from 'react-hot-toast';
import { AppToaster } from '@/components/ui/AppToaster.tsx';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { renderDashboard } from '@/test-support/render-dashboard.tsx';
import { decidableRequests } from '../mocks/handlers.ts';

const server = mockApi();
afterEach(() => {
  act(() => toast.remove());
});

const open = () => renderDashboard('/dashboard/agreement-requests', <AppToaster />);
const dialog = () => within(screen.getByRole('dialog'));
const acceptNadia = async () =>
  userEvent.click(
    within((await screen.findByText('Nadia Rahman', { selector: 'td span' })).closest('tr')!).getByRole('button', {
      name: "Accept Nadia Rahman's request",
    }),
  );
const retype = async (label: string | RegExp, value: string) => {
  const field = dialog().getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.type(field, value);
};

describe('accepting on terms', () => {
  it('offers the flat’s rent, no end, no advance and no deposit, and sends the terms the admin sets', async () => {
    const api = decidableRequests();
    server.use(...api.handlers, ...mock.happy('admin'));
    open();
    await acceptNadia();
    const rent = dialog().getByLabelText('Monthly rent (৳)') as HTMLInputElement;
    expect(Number(rent.value)).toBeGreaterThan(0);
    expect(dialog().getByLabelText('Lease ends')).toHaveDisplayValue('No end month');
    expect(dialog().getByLabelText('Advance (months of rent paid ahead)')).toHaveValue('0');
    expect(dialog().getByLabelText('Security deposit (৳)')).toHaveValue('0');

    await userEvent.selectOptions(dialog().getByLabelText('Lease ends'), 'October 2027');
    await retype('Monthly rent (৳)', '15000');
    await retype('Advance (months of rent paid ahead)', '2');
    await retype('Security deposit (৳)', '30000');
    await userEvent.click(dialog().getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText(/is now the resident of/)).toBeInTheDocument();
    expect(api.decisions).toEqual([
      {
        id: 'ag-1',
        body: expect.objectContaining({
          action: 'accept',
          startMonth: '2026-11',
          endMonth: '2027-10',
          rent: 15000,
          advanceMonths: 2,
          deposit: 30000,
        }),
      },
    ]);
  });

  it('says what is wrong beside each term and sends nothing until it is put right', async () => {
    const api = decidableRequests();
    server.use(...api.handlers, ...mock.happy('admin'));
    open();
    await acceptNadia();
    await retype('Monthly rent (৳)', '1000');
    await retype('Advance (months of rent paid ahead)', '25');
    await retype('Security deposit (৳)', '24001');
    await userEvent.click(dialog().getByRole('button', { name: 'Accept' }));

    expect(dialog().getByRole('alert')).toHaveTextContent('Correct the terms marked below.');
    expect(dialog().getByLabelText('Advance (months of rent paid ahead)')).toHaveAccessibleDescription(
      /a whole number from 0 to 24/,
    );
    expect(dialog().getByLabelText('Security deposit (৳)')).toHaveAccessibleDescription(/from ৳0 to 24 months of rent/);
    expect(dialog().getByLabelText('Security deposit (৳)')).toHaveAttribute('aria-invalid', 'true');
    expect(api.decisions).toEqual([]);

    await retype('Advance (months of rent paid ahead)', '1');
    await retype('Security deposit (৳)', '২০০০');
    await userEvent.click(dialog().getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(/is now the resident of/)).toBeInTheDocument();
    expect(api.decisions[0]!.body).toMatchObject({ rent: 1000, advanceMonths: 1, deposit: 2000 });
  });
});
