import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@/test-support/api-mock.ts';
import { en } from '@/i18n/en/index.ts';
import { LocaleProvider } from '@/lib/i18n/intl.tsx';
import { buildingHandler } from '@/lib/mocks/handlers.ts';
import { renderScreen } from '@/test-support/render-app.tsx';
import { SAMPLE_USER } from '@/test-support/StaticAuthProvider.tsx';
import LoginPage from './LoginPage.tsx';

mockApi(buildingHandler());
afterEach(() => {
  localStorage.clear();
});

const apply = { id: 'apt-1', label: 'Block A, floor 1, A101' };
const journey = { from: { pathname: '/apartments', search: '?page=2', hash: '', state: null, key: 'k' }, apply };

describe('LoginPage reached from Apply', () => {
  it('says what the sign-in is for, keeps it on the way to Register, and goes back with the flat after login', async () => {
    const { router } = renderScreen(<LoginPage />, {
      route: '/sign-in',
      state: journey,
      overrides: { login: async () => SAMPLE_USER },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Log in or register to apply for Block A, floor 1, A101');

    await userEvent.type(screen.getByLabelText(/^Email/), 'nadia@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apartments'));
    expect(router.state.location.search).toBe('?page=2');
    expect(router.state.location.state).toEqual({ apply });
  });
});

describe('LoginPage in Bangla', () => {
  it('has its own language switch, which turns the form, its problems and the reason for signing in into Bangla', async () => {
    renderScreen(
      <LocaleProvider initial="en" messages={en}>
        <LoginPage />
      </LocaleProvider>,
      { route: '/sign-in', state: { apply: { id: 'apt-1', label: 'ব্লক A, ১ তলা, A101' } } },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Change language: বাংলা' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'লগইন' })).toBeInTheDocument();
    expect(screen.getByText('ব্লক A, ১ তলা, A101-এর জন্য আবেদন করতে লগইন বা নিবন্ধন করুন')).toHaveRole('status');
    expect(screen.getByRole('button', { name: 'Google দিয়ে চালিয়ে যান' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'লগইন' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('একটি সমস্যা আছে');
    expect(summary).toHaveTextContent('আপনার ইমেইল ঠিকানা লিখুন');
    expect(screen.getByLabelText(/^পাসওয়ার্ড/)).toHaveAccessibleDescription('আপনার পাসওয়ার্ড লিখুন');
  });
});
