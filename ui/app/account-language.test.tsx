import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { mockApi } from '@/test-support/api-mock.ts';
import { en } from '@/i18n/en/index.ts';
import { LanguageSwitch } from '@/components/LanguageSwitch.tsx';
import type { AuthState } from '@/lib/auth/auth-context.ts';
import { SAMPLE_USER, StaticAuthProvider } from '@/test-support/StaticAuthProvider.tsx';
import { AccountLanguage, useLanguageSaver } from '@/lib/i18n/account-language.tsx';
import { LocaleProvider, useT } from '@/lib/i18n/intl.tsx';
import { storedLocale } from '@/lib/i18n/locales.ts';
import { useSaveUserRecord } from '@/features/auth/api/save-user.ts';

const server = mockApi();
/** Every language the page asked the server to keep, with the token it sent. */
const saved: { language: unknown; authorization: string | null }[] = [];
afterEach(() => {
  saved.length = 0;
  localStorage.clear();
  document.documentElement.lang = 'en';
});

const account = (language: 'en' | 'bn') =>
  http.get('/api/users/role', () => HttpResponse.json({ role: 'member', language }));
const keeps = (status = 200) =>
  http.put('/api/me/language', async ({ request }) => {
    const { language } = (await request.json()) as { language: unknown };
    saved.push({ language, authorization: request.headers.get('authorization') });
    return status === 200
      ? HttpResponse.json({ language })
      : HttpResponse.json({ error: 'Something went wrong', code: 'INTERNAL' }, { status });
  });

function Page() {
  const t = useT();
  return (
    <>
      <LanguageSwitch />
      <p>{t('nav.home')}</p>
    </>
  );
}

/** The app's arrangement: the language above the queries and the sign-in, the account's language below them. */
function App({ auth, children }: { auth: AuthState; children?: ReactNode }) {
  const { saver, onChange } = useLanguageSaver();
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <LocaleProvider initial="en" messages={en} onChange={onChange}>
      <QueryClientProvider client={client}>
        <StaticAuthProvider state={auth}>
          <AccountLanguage saver={saver} />
          <Page />
          {children}
        </StaticAuthProvider>
      </QueryClientProvider>
    </LocaleProvider>
  );
}

const signedIn: AuthState = { status: 'signedIn', user: SAMPLE_USER };

describe("a signed-in person's language", () => {
  it('switches the page to the language kept with the account when they sign in, and saves nothing back', async () => {
    server.use(account('bn'), keeps());
    render(<App auth={signedIn} />);
    expect(await screen.findByText('হোম')).toBeInTheDocument();
    // The document says its language as the words are drawn, before the browser paints them.
    expect(document.documentElement.lang).toBe('bn');
    expect(screen.getByRole('button', { name: 'ভাষা বদলান: English' })).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it("switches a guest page to the account's language at sign-in", async () => {
    server.use(account('bn'), keeps());
    const { rerender } = render(<App auth={{ status: 'signedOut' }} />);
    expect(screen.getByText('Home')).toBeInTheDocument();
    rerender(<App auth={signedIn} />);
    expect(await screen.findByText('হোম')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('gives the account the language a guest chose on this browser, the latest choice, when they sign in', async () => {
    server.use(account('en'), keeps());
    const { rerender } = render(<App auth={{ status: 'signedOut' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Change language: বাংলা' }));
    expect(await screen.findByText('হোম')).toBeInTheDocument();
    rerender(<App auth={signedIn} />);
    await waitFor(() => expect(saved).toEqual([{ language: 'bn', authorization: 'Bearer story-token' }]));
    expect(screen.getByText('হোম')).toBeInTheDocument();
  });

  it('keeps a switch with the account, sent with their token', async () => {
    server.use(account('en'), keeps());
    render(<App auth={signedIn} />);
    await waitFor(() => expect(screen.getByText('Home')).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Change language: বাংলা' }));
    expect(await screen.findByText('হোম')).toBeInTheDocument();
    await waitFor(() => expect(saved).toEqual([{ language: 'bn', authorization: 'Bearer story-token' }]));
    await userEvent.click(screen.getByRole('button', { name: 'ভাষা বদলান: English' }));
    expect(await screen.findByText('Home')).toBeInTheDocument();
    await waitFor(() => expect(saved.map((s) => s.language)).toEqual(['bn', 'en']));
  });

  it('gives a new account the language chosen before registering, though the first save came before its record', async () => {
    // As on the registration page: the sign-in comes first, the account's record a moment later.
    let registered = false;
    server.use(
      account('en'),
      http.put('/api/me/language', async ({ request }) => {
        const { language } = (await request.json()) as { language: unknown };
        saved.push({ language, authorization: request.headers.get('authorization') });
        return registered
          ? HttpResponse.json({ language })
          : HttpResponse.json(
              { message: 'Your account is not registered yet', code: 'USER.NOT_FOUND' },
              { status: 404 },
            );
      }),
      http.put('/api/users', () => {
        registered = true;
        return HttpResponse.json({ acknowledged: true });
      }),
    );
    function Register() {
      const save = useSaveUserRecord('PUT');
      return (
        <button type="button" onClick={() => save.mutate({ name: 'Farzana', email: SAMPLE_USER.email!, photoURL: '' })}>
          Save the record
        </button>
      );
    }
    const { rerender } = render(<App auth={{ status: 'signedOut' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Change language: বাংলা' }));
    expect(await screen.findByText('হোম')).toBeInTheDocument();
    rerender(
      <App auth={signedIn}>
        <Register />
      </App>,
    );
    await waitFor(() => expect(saved).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Save the record' }));
    await waitFor(() => expect(saved.map((s) => s.language)).toEqual(['bn', 'bn']));
    expect(screen.getByText('হোম')).toBeInTheDocument();
  });

  it('still switches when the server cannot keep it, and shows no error', async () => {
    server.use(account('en'), keeps(500));
    render(<App auth={signedIn} />);
    await userEvent.click(screen.getByRole('button', { name: 'Change language: বাংলা' }));
    expect(await screen.findByText('হোম')).toBeInTheDocument();
    await waitFor(() => expect(saved.length).toBeGreaterThan(0));
    expect(screen.getByText('হোম')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    // Asked again at most once, when the account's reading came while the save was out: never over and over.
    await new Promise((done) => setTimeout(done, 300));
    expect(saved.length).toBeLessThanOrEqual(2);
  });

  it("keeps a guest's choice on this browser only, asking the server nothing", async () => {
    // Any request would fail the test: the server has no handlers and refuses unhandled requests.
    render(<App auth={{ status: 'signedOut' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Change language: বাংলা' }));
    expect(await screen.findByText('হোম')).toBeInTheDocument();
    expect(storedLocale()).toBe('bn');
    expect(saved).toEqual([]);
  });
});
