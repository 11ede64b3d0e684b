/** What each story of NotificationBell.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import { checkStories } from '@/test-support/stories.tsx';
import * as stories from './NotificationBell.stories.tsx';

checkStories(stories, {
  NoneUnread: {
    shows: ({ answered }) => {
      expect(answered.has('GET /api/notifications/unread-count')).toBe(true);
      expect(screen.getByRole('link', { name: 'Notifications' })).toHaveTextContent('');
    },
  },
  ThreeUnread: {
    shows: () => expect(screen.getByRole('link', { name: 'Notifications, 3 unread' })).toHaveTextContent('3'),
  },
  ManyUnread: {
    shows: () => expect(screen.getByRole('link', { name: 'Notifications, 120 unread' })).toHaveTextContent('99+'),
  },
});
