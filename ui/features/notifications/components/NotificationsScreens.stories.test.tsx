/** What each story of NotificationsScreens.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { checkStories, button, currentMenuItem, menuLinks, pageText } from '@/test-support/stories.tsx';
import * as stories from './NotificationsScreens.stories.tsx';

checkStories(stories, {
  Loaded: {
    shows: () => {
      expect(pageText()).toMatch(
        /2 unreadMark all as read.*Unread.*Rent for December 2026 is due on the 5th.*Lift maintenance on Saturday.*Welcome home/,
      );
      expect(screen.getAllByRole('button', { name: /^Mark as read/ })).toHaveLength(2);
      expect(screen.getByRole('link', { name: 'Welcome home: Block B, floor 3, B302 is yours' })).toHaveAttribute(
        'href',
        '/dashboard/my-profile',
      );
    },
  },
  ManyPages: {
    shows: () => {
      expect(within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem')).toHaveLength(20);
      expect(button('Load older')).toBeEnabled();
    },
  },
  AllRead: {
    shows: () => {
      expect(pageText()).toContain('All read');
      expect(screen.queryByRole('button', { name: /Mark/ })).toBeNull();
    },
  },
  Empty: { shows: 'No notifications yet. When the building has news for you, it shows up here.' },
  Admin: {
    shows: () => {
      expect(menuLinks()).toContain('Notifications');
      expect(currentMenuItem()).toBe('Notifications');
      expect(pageText()).toContain('2 unread');
    },
  },
  Loading: { shows: 'Loading notifications...', pending: true },
  Failed: { shows: 'Failed to load your notifications. Please try again.', error: true },
});
