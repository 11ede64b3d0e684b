import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@/test-support/api-mock.ts';
import toast from 'react-hot-toast';
import { AppToaster } from '@/components/ui/AppToaster.tsx';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { agreementRequests, owingApplicantRequest } from '@/lib/mocks/dashboard-fixtures.ts';
import { renderDashboard } from '@/test-support/render-dashboard.tsx';
import { ALREADY_REJECTED, decidableRequests, decidedByAnotherAdmin, decisionPending } from '../mocks/handlers.ts';

const server = mockApi();
let listFetches = 0;
server.events.on('request:start', ({ request }) => {
  if (request.method === 'GET' && new URL(request.url).pathname === '/api/admin/agreements') listFetches += 1;
});
afterEach(() => {
  act(() => toast.remove());
  listFetches = 0;
});

const open = () => renderDashboard('/dashboard/agreement-requests', <AppToaster />);
/** The row of the applicant's request, found by its Details button (the name shares its cell with the button). */
const rowOf = async (name: string) =>
  within((await screen.findByRole('button', { name: `Details of ${name}` })).closest('tr')!);
const dialog = () => within(screen.getByRole('dialog'));

describe('agreement requests screen', () => {
  it('asks when the lease starts, this month picked, and accepts with the month chosen', async () => {
    const api = decidableRequests();
    server.use(...api.handlers, ...mock.happy('admin'));
    open();
    await userEvent.click((await rowOf('Nadia Rahman')).getByRole('button', { name: "Accept Nadia Rahman's request" }));

    expect(screen.getByRole('dialog', { name: "Accept Nadia Rahman's request" })).toBeInTheDocument();
    const select = dialog().getByLabelText('Lease starts');
    // The request was made in October; this month (November) is second to last, next month last.
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['October 2026', 'November 2026', 'December 2026']);
    expect(select).toHaveValue('2026-11');
    expect(select).toHaveDisplayValue('November 2026');

    await userEvent.selectOptions(select, 'October 2026');
    await userEvent.click(dialog().getByRole('button', { name: 'Accept' }));

    expect(
      await screen.findByText('Nadia Rahman is now the resident of Block B, floor 3, B302 from October 2026'),
    ).toBeInTheDocument();
    expect(api.decisions).toEqual([
      { id: 'ag-1', body: expect.objectContaining({ action: 'accept', startMonth: '2026-10' }) },
    ]);
    await waitForGone('Nadia Rahman');
    expect(screen.getByText('Karim Ahmed', { selector: 'td span' })).toBeInTheDocument();
  });

  it('marks an applicant who owes from an earlier lease, and names the amount before accepting them', async () => {
    const api = decidableRequests([...agreementRequests, owingApplicantRequest]);
    server.use(...api.handlers, ...mock.happy('admin'));
    open();
    const row = within((await screen.findByText('Sohel Rana', { selector: 'td span', exact: false })).closest('tr')!);
    expect(row.getByText(/Owes/).textContent).toBe('Owes 32,000৳ from an earlier lease');
    // Nobody else is marked.
    expect(screen.getAllByText(/Owes/)).toHaveLength(1);

    await userEvent.click(row.getByRole('button', { name: "Accept Sohel Rana's request" }));
    expect(dialog().getByText(/still owes/).textContent).toBe(
      'Sohel Rana still owes 32,000৳ in rent from an earlier lease. Accept the request anyway?',
    );
    await userEvent.click(dialog().getByRole('button', { name: 'Cancel' }));
    expect(api.decisions).toEqual([]);
  });

  it('sends this month when the admin keeps the month offered', async () => {
    const api = decidableRequests();
    server.use(...api.handlers, ...mock.happy('admin'));
    open();
    await userEvent.click((await rowOf('Karim Ahmed')).getByRole('button', { name: /^Accept/ }));
    expect(dialog().getByLabelText('Lease starts')).toHaveDisplayValue('November 2026');
    await userEvent.click(dialog().getByRole('button', { name: 'Accept' }));
    expect(
      await screen.findByText('Karim Ahmed is now the resident of Block C, floor 5, C501 from November 2026'),
    ).toBeInTheDocument();
    expect(api.decisions.map((d) => d.body.startMonth)).toEqual(['2026-11']);
  });

  it('sends nothing when the admin cancels', async () => {
    const api = decidableRequests();
    server.use(...api.handlers, ...mock.happy('admin'));
    open();
    await userEvent.click((await rowOf('Nadia Rahman')).getByRole('button', { name: /^Accept/ }));
    await userEvent.click(dialog().getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.decisions).toEqual([]);
    expect(screen.getByText('Nadia Rahman', { selector: 'td span' })).toBeInTheDocument();
  });

  it('asks before rejecting, sends no start month, and says what it did', async () => {
    const api = decidableRequests();
    server.use(...api.handlers, ...mock.happy('admin'));
    open();
    await userEvent.click((await rowOf('Karim Ahmed')).getByRole('button', { name: "Reject Karim Ahmed's request" }));
    expect(screen.getByRole('dialog', { name: "Reject Karim Ahmed's request" })).toBeInTheDocument();
    expect(api.decisions).toEqual([]);
    await userEvent.click(dialog().getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText("Rejected Karim Ahmed's request for Block C, floor 5, C501")).toBeInTheDocument();
    expect(api.decisions).toHaveLength(1);
    expect(api.decisions[0]!.body.action).toBe('reject');
    expect(api.decisions[0]!.body.startMonth).toBeUndefined();
    expect(api.decisions[0]!.body.reason).toBeUndefined();
    await waitForGone('Karim Ahmed');
  });

  it('sends the reason the admin gives for a rejection, which the applicant reads', async () => {
    const api = decidableRequests();
    server.use(...api.handlers, ...mock.happy('admin'));
    open();
    await userEvent.click((await rowOf('Karim Ahmed')).getByRole('button', { name: "Reject Karim Ahmed's request" }));
    const reason = dialog().getByLabelText('Reason (optional)');
    await userEvent.type(reason, 'The flat is held for a family of four.');
    await userEvent.click(dialog().getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText("Rejected Karim Ahmed's request for Block C, floor 5, C501")).toBeInTheDocument();
    expect(api.decisions).toEqual([
      {
        id: 'ag-2',
        body: expect.objectContaining({ action: 'reject', reason: 'The flat is held for a family of four.' }),
      },
    ]);
  });

  it("tells the admin another admin's decision (rejected) when they decided first, and fetches the list again", async () => {
    server.use(...decidedByAnotherAdmin(), ...mock.happy('admin'));
    open();
    await userEvent.click((await rowOf('Nadia Rahman')).getByRole('button', { name: /^Accept/ }));
    await userEvent.click(dialog().getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Nadia Rahman's request: ${ALREADY_REJECTED}`);
    // The list was fetched again, and the request another admin decided is gone from it.
    await waitForGone('Nadia Rahman');
    expect(listFetches).toBe(2);
    expect(screen.getByText('Karim Ahmed', { selector: 'td span' })).toBeInTheDocument();
  });

  it('shows a refused start month in the words of the server', async () => {
    const message =
      'The lease can start from October 2026 (the month of the request) to December 2026 (next month), not January 2027';
    server.use(mock.failing('patch', '/api/agreements/:id', 400, message), ...mock.happy('admin'));
    open();
    await userEvent.click((await rowOf('Nadia Rahman')).getByRole('button', { name: /^Accept/ }));
    await userEvent.click(dialog().getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(listFetches).toBe(2);
  });

  it('says who holds a flat already rented, and offers to reject the request', async () => {
    const api = decidableRequests();
    const rented = 'Block B, floor 3, B302 is already rented to Rafiq Islam';
    server.use(
      mock.http.patch('/api/agreements/:id', () =>
        mock.HttpResponse.json({ message: rented, code: 'APARTMENT.ALREADY_RENTED', requestId: 'r' }, { status: 409 }),
      ),
      ...api.handlers,
      ...mock.happy('admin'),
    );
    open();
    await userEvent.click((await rowOf('Nadia Rahman')).getByRole('button', { name: /^Accept/ }));
    await userEvent.click(dialog().getByRole('button', { name: 'Accept' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`${rented}: reject Nadia Rahman's request?`);
    await userEvent.click(within(alert).getByRole('button', { name: 'Reject this request' }));
    expect(screen.getByRole('dialog', { name: "Reject Nadia Rahman's request" })).toBeInTheDocument();
  });

  it('marks requests that compete for one flat', async () => {
    const rival = { ...agreementRequests[0]!, _id: 'ag-3', userName: 'Rafiq Islam', userEmail: 'rafiq@example.com' };
    server.use(...decidableRequests([...agreementRequests, rival]).handlers, ...mock.happy('admin'));
    open();
    expect((await rowOf('Nadia Rahman')).getByText('1 other request for this flat')).toBeInTheDocument();
    expect((await rowOf('Rafiq Islam')).getByText('1 other request for this flat')).toBeInTheDocument();
    expect((await rowOf('Karim Ahmed')).queryByText(/other request/)).not.toBeInTheDocument();
  });

  it("turns that row's buttons off while its decision is on its way, and only that row's", async () => {
    server.use(decisionPending, ...mock.happy('admin'));
    open();
    const nadia = await rowOf('Nadia Rahman');
    await userEvent.click(nadia.getByRole('button', { name: /^Accept/ }));
    await userEvent.click(dialog().getByRole('button', { name: 'Accept' }));
    expect(nadia.getByRole('button', { name: /^Accept/ })).toBeDisabled();
    expect(nadia.getByRole('button', { name: /^Accept/ })).toHaveTextContent('Accepting...');
    expect(nadia.getByRole('button', { name: /^Reject/ })).toBeDisabled();
    const karim = await rowOf('Karim Ahmed');
    expect(karim.getByRole('button', { name: /^Accept/ })).toBeEnabled();
  });
});

describe('a request opened from a notification', () => {
  it('is named above the list and marked in it', async () => {
    server.use(...decidableRequests().handlers, ...mock.happy('admin'));
    renderDashboard('/dashboard/agreement-requests?request=ag-1', <AppToaster />);
    expect(
      await screen.findByText('The request of Nadia Rahman for Block B, floor 3, B302 is marked below.'),
    ).toBeInTheDocument();
    expect((await screen.findByText('Nadia Rahman', { selector: 'td span' })).closest('tr')).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByText('Karim Ahmed', { selector: 'td span' }).closest('tr')).not.toHaveAttribute('aria-current');
  });

  it('says so when it is no longer waiting', async () => {
    server.use(...decidableRequests().handlers, ...mock.happy('admin'));
    renderDashboard('/dashboard/agreement-requests?request=ag-gone', <AppToaster />);
    expect(await screen.findByText(/The request you opened is no longer waiting/)).toBeInTheDocument();
    expect(document.querySelector('tr[aria-current]')).toBeNull();
  });
});

/** Waits until no row shows `name` (the decided request has left the list). */
async function waitForGone(name: string) {
  await waitFor(() => expect(screen.queryByText(name, { selector: 'td span' })).not.toBeInTheDocument());
}
