import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { http, HttpResponse } from 'msw';
import { mockApi } from '@/test-support/api-mock.ts';
import { apartmentsHandler, buildingHandler, openAgreementHandler } from '@/lib/mocks/handlers.ts';
import { pendingAgreement } from '@/lib/mocks/dashboard-fixtures.ts';
import { sampleApartments } from '@/lib/mocks/fixtures.ts';
import { describeLocation } from '@domain/apartments/apartment.ts';
import { SAMPLE_USER } from '@/test-support/StaticAuthProvider.tsx';
import { renderScreen } from '@/test-support/render-app.tsx';
import ApartmentsPage from './ApartmentsPage.tsx';

const requests: URL[] = [];
const server = mockApi(buildingHandler(), openAgreementHandler());
afterEach(() => {
  toast.remove();
  requests.length = 0;
  sessionStorage.clear();
});

const signedIn = { status: 'signedIn', user: SAMPLE_USER } as const;
const recordRequests = () =>
  server.events.on('request:start', ({ request }) => void requests.push(new URL(request.url)));

describe('ApartmentsPage', () => {
  it('asks for six a page, sends rent filters only when given, and goes back to page 1 on Search', async () => {
    server.use(apartmentsHandler());
    recordRequests();
    renderScreen(<ApartmentsPage />, { route: '/apartments?page=3' });
    expect(screen.getByText('Loading apartments...')).toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: 'Apply for Agreement' })).not.toHaveLength(0);
    const first = requests.find((u) => u.pathname === '/api/apartments')!;
    expect(Object.fromEntries(first.searchParams)).toEqual({ page: '3', limit: '6', availableOnly: 'true' });

    await userEvent.type(screen.getByLabelText('Max Rent'), '15000');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('maxRent')).toBe('15000'));
    expect(requests.at(-1)?.searchParams.get('page')).toBe('1');
    expect(requests.at(-1)?.searchParams.has('minRent')).toBe(false);
  });

  it('shows page buttons only when there are more than six apartments', async () => {
    server.use(apartmentsHandler(sampleApartments.slice(0, 6)));
    renderScreen(<ApartmentsPage />, { route: '/apartments' });
    await screen.findAllByRole('article');
    expect(screen.queryByRole('navigation', { name: 'Apartment pages' })).toBeNull();
    cleanup();
    server.use(apartmentsHandler(sampleApartments.slice(0, 7)));
    renderScreen(<ApartmentsPage />, { route: '/apartments?availableOnly=false' });
    expect(await screen.findByRole('navigation', { name: 'Apartment pages' })).toBeInTheDocument();
  });

  it('marks rented apartments instead of offering Apply, and shows no rent for them', async () => {
    server.use(apartmentsHandler([{ ...sampleApartments[0]!, available: false }]));
    renderScreen(<ApartmentsPage />, { route: '/apartments?availableOnly=false' });
    expect(await screen.findByRole('button', { name: 'Rented' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Apply for Agreement' })).toBeNull();
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('Let to a resident');
    expect(card).not.toHaveTextContent(/৳|month/);
  });

  it('lists only free flats by default, keeps the choice in the address, and shows let ones when it is switched off', async () => {
    server.use(apartmentsHandler());
    recordRequests();
    const { router } = renderScreen(<ApartmentsPage />, { route: '/apartments?page=2' });
    const onlyFree = await screen.findByRole('checkbox', { name: 'Available only' });
    expect(onlyFree).toBeChecked();
    await screen.findAllByRole('article');
    expect(requests.at(-1)?.searchParams.get('availableOnly')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Rented' })).toBeNull();

    await userEvent.click(onlyFree);
    await waitFor(() => expect(requests.at(-1)?.searchParams.has('availableOnly')).toBe(false));
    expect(router.state.location.search).toBe('?availableOnly=false');
    expect(await screen.findByRole('button', { name: 'Rented' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Available only' })).not.toBeChecked();
  });

  it('sends a signed-out visitor to /login', async () => {
    server.use(apartmentsHandler());
    const { router } = renderScreen(<ApartmentsPage />, { route: '/apartments' });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Apply for Agreement' }))[0]!);
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    // The flat goes along, so Login can say what it is for and the request stays one click away after it.
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/apartments' },
      apply: { id: sampleApartments[0]!._id, label: describeLocation(sampleApartments[0]!) },
    });
  });

  it('opens the apply form for the flat, named, when a signed-in person presses Apply', async () => {
    server.use(apartmentsHandler());
    recordRequests();
    const { router } = renderScreen(<ApartmentsPage />, { route: '/apartments?maxRent=20000', auth: signedIn });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Apply for Agreement' }))[0]!);
    const flat = sampleApartments[0]!;
    await waitFor(() => expect(router.state.location.pathname).toBe(`/apartments/${flat._id}/apply`));
    // The form carries the flat, and the list as it was (its filter) to go back to.
    expect(router.state.location.state).toEqual({
      apply: { id: flat._id, label: describeLocation(flat) },
      from: expect.objectContaining({ pathname: '/apartments', search: '?maxRent=20000' }),
    });
    expect(requests.filter((u) => u.pathname === '/api/agreements')).toEqual([]);
  });

  it('asks the identity service first when Apply is pressed before it said who is signed in, never sending a member to log in', async () => {
    server.use(apartmentsHandler());
    let asked = 0;
    const { router } = renderScreen(<ApartmentsPage />, {
      route: '/apartments',
      auth: { status: 'loading' },
      overrides: {
        whenKnown: async () => {
          asked += 1;
          return SAMPLE_USER;
        },
      },
    });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Apply for Agreement' }))[0]!);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/apartments\/.+\/apply$/));
    expect(asked).toBe(1);
    expect(screen.queryByText('Login screen')).not.toBeInTheDocument();
  });

  it('after signing in to apply, offers the form for that flat, one click away', async () => {
    server.use(apartmentsHandler());
    const flat = sampleApartments[1]!;
    const apply = { id: flat._id, label: describeLocation(flat) };
    const { router } = renderScreen(<ApartmentsPage />, { route: '/apartments', auth: signedIn, state: { apply } });
    const offer = (await screen.findByText(/^You are signed in./)).closest('[role="status"]')!;
    expect(offer).toHaveTextContent(`You are signed in. Send your request for ${apply.label}?`);
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/apartments/${flat._id}/apply`));
    expect(router.state.location.state).toEqual({ apply, from: expect.objectContaining({ pathname: '/apartments' }) });
  });

  it('marks the flat the person asked for from their request on the server, after a reload too', async () => {
    server.use(
      apartmentsHandler(),
      openAgreementHandler({ ...pendingAgreement, apartmentId: sampleApartments[1]!._id }),
    );
    renderScreen(<ApartmentsPage />, { route: '/apartments', auth: signedIn });
    const asked = await screen.findByRole('article', { name: `Apartment ${sampleApartments[1]!.number}` });
    await waitFor(() => expect(within(asked).getByRole('button')).toHaveTextContent('Request Sent'));
    expect(within(asked).getByRole('button')).toBeDisabled();
    expect(
      within(screen.getByRole('article', { name: `Apartment ${sampleApartments[0]!.number}` })).getByRole('button'),
    ).toBeEnabled();
  });

  it('answers a Min Rent above the Max Rent at once, beside the field, without asking the server', async () => {
    server.use(apartmentsHandler());
    recordRequests();
    renderScreen(<ApartmentsPage />, { route: '/apartments' });
    await screen.findAllByRole('article');
    const sent = requests.length;
    await userEvent.type(screen.getByLabelText('Min Rent'), '50000');
    await userEvent.type(screen.getByLabelText('Max Rent'), '10000');
    const max = screen.getByLabelText('Max Rent');
    expect(max).toHaveAttribute('aria-invalid', 'true');
    expect(max).toHaveAccessibleDescription('Max Rent must be at least the Min Rent (50,000)');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(max).toHaveFocus();
    expect(requests).toHaveLength(sent);
  });

  it('says there is no such page past the last one, and goes back to the first', async () => {
    server.use(apartmentsHandler(sampleApartments.slice(0, 7)));
    renderScreen(<ApartmentsPage />, { route: '/apartments?page=99&availableOnly=false' });
    expect(await screen.findByText('There is no page 99: the list has 2 pages.')).toBeInTheDocument();
    expect(screen.queryByText(/wider rent range/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Go to the first page' }));
    expect(await screen.findAllByRole('article')).toHaveLength(6);
  });

  it("shows the server's refusal of a search at once, never retried, with a way back to every apartment", async () => {
    let asked = 0;
    server.use(
      // Refuses the bad range; any other search falls through to the ordinary list.
      http.get('/api/apartments', ({ request }) => {
        if (!new URL(request.url).searchParams.has('minRent')) return undefined;
        asked += 1;
        return HttpResponse.json(
          { message: 'minRent must not be above maxRent', code: 'VALIDATION.INVALID_INPUT', requestId: 'r' },
          { status: 400 },
        );
      }),
      apartmentsHandler(),
    );
    renderScreen(<ApartmentsPage />, { route: '/apartments?minRent=50000&maxRent=10000' });
    expect(await screen.findByText('minRent must not be above maxRent')).toBeInTheDocument();
    expect(asked).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Show all apartments' }));
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
  });
});
