/** What each story of Auth.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { checkStories, button, errorSummary } from '@/test-support/stories.tsx';
import * as stories from './Auth.stories.tsx';

checkStories(stories, {
  Login: { shows: () => expect(button('Login')).toBeEnabled() },
  Register: { shows: () => expect(button('Register')).toBeEnabled() },
  LoginIdle: { shows: () => expect(button('Login')).toBeEnabled() },
  LoginBusy: { shows: 'Logging in...' },
  LoginFailed: { shows: 'Login failed: Incorrect email or password.', error: true },
  RegisterIdle: { shows: () => expect(button('Register')).toBeEnabled() },
  RegisterBusy: { shows: 'Registering...' },
  RegisterWeakPassword: {
    act: async (user) => {
      await user.type(screen.getByLabelText(/^Name/), 'Farhana Akter');
      await user.type(screen.getByLabelText(/^Email/), 'farhana@example.com');
      await user.type(screen.getByLabelText(/^Password/), 'weak');
      await user.click(button('Register'));
    },
    shows: () => {
      const summary = errorSummary();
      expect(summary).toHaveFocus();
      expect(within(summary).getByRole('link')).toHaveTextContent(
        'Password must include uppercase, lowercase, and be at least 6 characters',
      );
      expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    },
  },
  LoginMissingFields: {
    act: async (user) => user.click(button('Login')),
    shows: () => {
      const summary = errorSummary();
      expect(summary).toHaveFocus();
      expect(
        within(summary)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['Enter your email address', 'Enter your password']);
    },
  },
  RegisterFailed: { shows: 'Registration failed: Database save failed: 503 - Service unavailable', error: true },
  Google: { shows: () => expect(button(/Continue with Google/)).toBeEnabled() },
});
