/** What each story of Layout.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import { checkStories, pageText } from '@/test-support/stories.tsx';
import * as stories from './Layout.stories.tsx';

checkStories(stories, {
  NavbarSignedOut: {
    shows: () => {
      expect(screen.getAllByRole('link', { name: 'Login' }).length).toBeGreaterThan(0);
      expect(screen.queryByRole('status', { name: 'Checking sign-in' })).toBeNull();
    },
  },
  NavbarSignedIn: {
    shows: () => {
      expect(pageText()).toContain('Nadia RahmanDashboardLogout');
      expect(screen.getByRole('link', { name: 'Notifications, 3 unread' })).toHaveAttribute(
        'href',
        '/dashboard/notifications',
      );
    },
  },
  NavbarSmallScreenSignedIn: {
    shows: () => expect(screen.getByRole('link', { name: 'Notifications, 3 unread' })).toHaveTextContent('3'),
  },
  NavbarSignedInWithPhoto: {
    shows: () => {
      const menu = screen.getByRole('button', { name: 'Account menu for Nadia Rahman' });
      expect(menu.querySelector('img')).toHaveAttribute('src', '/sample-photo.svg');
    },
  },
  NavbarLoading: {
    shows: ({ answered }) => {
      expect(screen.getByRole('status', { name: 'Checking sign-in' })).toBeInTheDocument();
      // Nobody is known to be signed in yet: no bell, and no call for its count.
      expect(screen.queryByRole('link', { name: /^Notifications/ })).toBeNull();
      expect(answered.has('GET /api/notifications/unread-count')).toBe(false);
    },
  },
  NavbarSmallScreenSignedOut: { shows: 'GuestLogin' },
  FooterOnly: { shows: 'Providing affordable living since 2023' },
  ShellSignedOut: { shows: /Skip to content.*Login.*Providing affordable living since 2023/ },
  ShellSignedIn: { shows: /Skip to content.*Nadia Rahman.*Logout.*Providing affordable living since 2023/ },
});
