import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { http, HttpResponse } from 'msw';
import { mockApi } from '@/test-support/api-mock.ts';
import {
  apartmentHandler,
  applicationHandlers,
  buildingHandler,
  failing,
  openAgreementHandler,
} from '@/lib/mocks/handlers.ts';
import { sampleApartments } from '@/lib/mocks/fixtures.ts';
import { detailsRefused, filledTenantForm } from '@/lib/mocks/tenant-details.ts';
import { SAMPLE_USER } from '@/test-support/StaticAuthProvider.tsx';
import { renderScreen } from '@/test-support/render-app.tsx';
import { Route, Routes } from 'react-router-dom';
import ApplyPage, { ApplyScreen } from './ApplyPage.tsx';

const server = mockApi(buildingHandler(), openAgreementHandler());
const sent: { auth: string | null; body: Record<string, unknown> }[] = [];
afterEach(() => {
  toast.remove();
  sent.length = 0;
});
server.events.on('request:start', async ({ request }) => {
  if (request.method === 'POST')
    sent.push({ auth: request.headers.get('authorization'), body: await request.clone().json() });
});

const signedIn = { status: 'signedIn', user: SAMPLE_USER } as const;
const label = 'Block A, floor 1, A101';
const summary = () => screen.getByRole('region', { name: 'There is a problem' });
const filled = () =>
  renderScreen(<ApplyScreen apartmentId="apt-a101" label={label} initial={filledTenantForm} />, {
    route: '/apartments/apt-a101/apply',
    auth: signedIn,
  });

describe('the apply form', () => {
  it('sends the flat and the details, tidied, with the bearer token, and goes back to the apartments', async () => {
    server.use(...applicationHandlers());
    const { router } = filled();
    await userEvent.clear(screen.getByLabelText(/^NID number/));
    await userEvent.type(screen.getByLabelText(/^NID number/), '১৯৯০ ১২৩৪ ৫৬৭৮৯');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(`Agreement request sent for ${label}`)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        auth: 'Bearer story-token',
        body: expect.objectContaining({
          apartmentId: 'apt-a101',
          nid: '1990123456789',
          household: [{ name: 'Rafi Hasan', relation: 'Son', age: 6 }],
        }),
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/apartments'));
  });

  it('goes back to the list as the person left it, their rent filter and page kept', async () => {
    server.use(...applicationHandlers());
    const { router } = renderScreen(<ApplyScreen apartmentId="apt-a101" label={label} initial={filledTenantForm} />, {
      route: '/apartments/apt-a101/apply',
      auth: signedIn,
      state: { apply: { id: 'apt-a101', label }, from: { pathname: '/apartments', search: '?minRent=9000&page=2' } },
    });
    expect(screen.getByRole('link', { name: /Back to apartments/ })).toHaveAttribute(
      'href',
      '/apartments?minRent=9000&page=2',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(router.state.location.search).toBe('?minRent=9000&page=2'));
    expect(router.state.location.pathname).toBe('/apartments');
  });

  it('finds every problem before sending, beside each field and in a summary that takes focus, and sends nothing', async () => {
    renderScreen(<ApplyScreen apartmentId="apt-a101" label={label} />, { route: '/x', auth: signedIn });
    await userEvent.click(screen.getByRole('button', { name: 'Add a member' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(summary()).toHaveFocus();
    expect(screen.getByLabelText(/^Mobile number/, { selector: '[name=phone]' })).toHaveAccessibleDescription(
      /Enter a Bangladeshi mobile number, like 01712345678/,
    );
    const row = within(screen.getByRole('group', { name: 'Household member 1' }));
    expect(row.getByLabelText(/^Age/)).toHaveAccessibleDescription('Enter the age in whole years, from 0 to 120');
    expect(sent).toEqual([]);
  });

  it('adds and removes household rows, keeping the keyboard in its place', async () => {
    renderScreen(<ApplyScreen apartmentId="apt-a101" label={label} />, { route: '/x', auth: signedIn });
    await userEvent.click(screen.getByRole('button', { name: 'Add a member' }));
    const first = within(screen.getByRole('group', { name: 'Household member 1' }));
    await waitFor(() => expect(first.getByLabelText(/^Name/)).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Add a member' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove member 1' }));
    expect(screen.queryByRole('group', { name: 'Household member 2' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add a member' })).toHaveFocus());
  });

  it('stops at fifteen household members', async () => {
    const household = Array.from({ length: 15 }, () => ({ name: 'M', relation: 'R', age: '1' }));
    renderScreen(<ApplyScreen apartmentId="apt-a101" label={label} initial={{ household }} />, {
      route: '/x',
      auth: signedIn,
    });
    expect(screen.getByRole('button', { name: 'Add a member' })).toBeDisabled();
    expect(screen.getByText('That is the most the form takes.')).toBeInTheDocument();
  });

  it("shows the server's refusal of a field beside it and in the summary", async () => {
    server.use(detailsRefused);
    filled();
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(summary()).toHaveFocus());
    expect(screen.getByLabelText(/^NID number/)).toHaveAccessibleDescription(
      /Enter the NID number: 10, 13 or 17 digits/,
    );
    expect(screen.getByLabelText(/^Age/)).toHaveAccessibleDescription('Enter the age in whole years, from 0 to 120');
  });

  it('sends one request for a double click, the button busy while it is on its way', async () => {
    const [post, get] = applicationHandlers();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      get!,
      http.post('/api/agreements', async (info) => {
        await held;
        return post!.run(info).then((r) => r?.response);
      }),
    );
    filled();
    await userEvent.dblClick(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    expect(await screen.findByText(`Agreement request sent for ${label}`)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('answers a request sent before (another tab) calmly, as sent', async () => {
    server.use(...applicationHandlers('2026-11-02T09:30:00.000Z'));
    filled();
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(/^You already asked for this flat on .*2026\. It is waiting/)).toBeInTheDocument();
  });

  it.each([
    [
      'the server’s message',
      failing('/api/agreements', 'post', 'You already have an open agreement request', 409),
      'You already have an open agreement request',
    ],
    [
      'a fallback for a refusal without one',
      http.post('/api/agreements', () => new HttpResponse('oops', { status: 500 })),
      'Failed to submit request',
    ],
    [
      'Something went wrong when nothing answers',
      http.post('/api/agreements', () => HttpResponse.error()),
      'Something went wrong',
    ],
  ])('says %s under the button, the form kept', async (_, handler, words) => {
    server.use(handler);
    filled();
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
    expect(screen.getByRole('button', { name: 'Send request' })).toBeEnabled();
    expect(screen.getByLabelText(/^NID number/)).toHaveValue('1990123456789');
  });

  it('asks a signed-out visitor to sign in, carrying the flat along', async () => {
    const { router } = renderScreen(<ApplyScreen apartmentId="apt-a101" label={label} />, {
      route: '/apartments/apt-a101/apply',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/apartments/apt-a101/apply' },
      apply: { id: 'apt-a101', label },
    });
  });

  describe('opened by its address, without the list before it', () => {
    const byAddress = (id: string) =>
      renderScreen(
        <Routes>
          <Route path="/apartments/:id/apply" element={<ApplyPage />} />
        </Routes>,
        { route: `/apartments/${id}/apply`, auth: signedIn },
      );

    it('names the flat as the server has it', async () => {
      server.use(apartmentHandler());
      const flat = sampleApartments[4]!;
      byAddress(flat._id);
      expect(
        await screen.findByRole('heading', {
          name: `Apply for Block ${flat.block}, floor ${flat.floor}, ${flat.number}`,
          level: 1,
        }),
      ).toBeInTheDocument();
    });

    it('still opens the form for a flat the server does not know, named as the chosen one', async () => {
      server.use(apartmentHandler());
      byAddress('no-such-flat');
      expect(
        await screen.findByRole('heading', { name: 'Apply for the flat you chose', level: 1 }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Send request' })).toBeInTheDocument();
    });
  });
});
