import { useState, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { agreementHandler, apartmentsHandler, buildingHandler, failing } from '@/lib/mocks/handlers.ts';
import { sampleApartments } from '@/lib/mocks/fixtures.ts';
import { describeLocation } from '@domain/apartment.ts';
import type { AuthState } from '@/lib/auth/auth-context.ts';
import { SAMPLE_USER, StaticAuthProvider } from '@/test-support/StaticAuthProvider.tsx';
import { renderScreen } from '@/test-support/render-app.tsx';
import ApartmentsPage from './ApartmentsPage.tsx';

const requests: URL[] = [];
const server = setupServer(agreementHandler, buildingHandler());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  toast.remove();
  server.resetHandlers();
  requests.length = 0;
  sessionStorage.clear();
});
afterAll(() => server.close());

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
    expect(Object.fromEntries(first.searchParams)).toEqual({ page: '3', limit: '6' });

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
    renderScreen(<ApartmentsPage />, { route: '/apartments' });
    expect(await screen.findByRole('navigation', { name: 'Apartment pages' })).toBeInTheDocument();
  });

  it('marks rented apartments instead of offering Apply', async () => {
    server.use(apartmentsHandler([{ ...sampleApartments[0]!, available: false }]));
    renderScreen(<ApartmentsPage />, { route: '/apartments' });
    expect(await screen.findByRole('button', { name: 'Rented' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Apply for Agreement' })).toBeNull();
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

  it('turns Apply into a disabled Request Sent after success, with the bearer token', async () => {
    server.use(apartmentsHandler());
    let auth: string | null = null;
    server.use(
      http.post('/api/agreements', ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    renderScreen(<ApartmentsPage />, { route: '/apartments', auth: signedIn });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Apply for Agreement' }))[0]!);
    expect(await screen.findByRole('button', { name: 'Request Sent' })).toBeDisabled();
    expect(auth).toBe('Bearer story-token');
  });

  it('asks the identity service first when Apply is pressed before it said who is signed in, never sending a member to log in', async () => {
    server.use(apartmentsHandler());
    let sent = 0;
    server.use(
      http.post('/api/agreements', () => {
        sent += 1;
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    let asked = 0;
    renderScreen(<ApartmentsPage />, {
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
    await waitFor(() => expect({ asked, sent }).toEqual({ asked: 1, sent: 1 }));
    expect(screen.queryByText('Login screen')).not.toBeInTheDocument();
  });

  it('marks the flat Request Sent when Apply was pressed while the page was still learning who is signed in', async () => {
    /** The identity service as the page meets it: still loading, until asked, when it names the person. */
    function LearningWhoIsSignedIn({ children }: { children: ReactNode }) {
      const [state, setState] = useState<AuthState>({ status: 'loading' });
      const whenKnown = async () => {
        setState({ status: 'signedIn', user: SAMPLE_USER });
        return SAMPLE_USER;
      };
      return (
        <StaticAuthProvider state={state} overrides={{ whenKnown }}>
          {children}
        </StaticAuthProvider>
      );
    }
    server.use(
      apartmentsHandler(),
      http.post('/api/agreements', async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    renderScreen(
      <LearningWhoIsSignedIn>
        <ApartmentsPage />
      </LearningWhoIsSignedIn>,
      { route: '/apartments' },
    );
    await userEvent.click((await screen.findAllByRole('button', { name: 'Apply for Agreement' }))[0]!);
    expect(await screen.findByText('Agreement request sent')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Request Sent' })).toBeDisabled();
  });

  it("shows the server's message when the request is refused", async () => {
    server.use(
      apartmentsHandler(),
      failing('/api/agreements', 'post', 'You already have an open agreement request', 409),
    );
    renderScreen(<ApartmentsPage />, { route: '/apartments', auth: signedIn });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Apply for Agreement' }))[0]!);
    expect(await screen.findByText('You already have an open agreement request')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Apply for Agreement' })[0]).toBeEnabled();
  });

  it("falls back to 'Failed to submit request' when the refusal has no message", async () => {
    server.use(
      apartmentsHandler(),
      http.post('/api/agreements', () => new HttpResponse('oops', { status: 500 })),
    );
    renderScreen(<ApartmentsPage />, { route: '/apartments', auth: signedIn });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Apply for Agreement' }))[0]!);
    expect(await screen.findByText('Failed to submit request')).toBeInTheDocument();
  });

  it("says 'Something went wrong' when the request cannot be made", async () => {
    server.use(
      apartmentsHandler(),
      http.post('/api/agreements', () => HttpResponse.error()),
    );
    renderScreen(<ApartmentsPage />, { route: '/apartments', auth: signedIn });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Apply for Agreement' }))[0]!);
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
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
    renderScreen(<ApartmentsPage />, { route: '/apartments?page=99' });
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

  it('after signing in to apply, offers the request for that flat, one click away', async () => {
    server.use(apartmentsHandler());
    const sent: unknown[] = [];
    server.use(
      http.post('/api/agreements', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const flat = sampleApartments[1]!;
    const apply = { id: flat._id, label: describeLocation(flat) };
    const { router } = renderScreen(<ApartmentsPage />, { route: '/apartments', auth: signedIn, state: { apply } });
    const offer = (await screen.findByText(/^You are signed in./)).closest('[role="status"]')!;
    expect(offer).toHaveTextContent(`You are signed in. Send your request for ${apply.label}?`);
    expect(sent).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(`Agreement request sent for ${apply.label}`)).toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ apartmentId: flat._id })]);
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(screen.queryByRole('button', { name: 'Send request' })).toBeNull();
  });
});
