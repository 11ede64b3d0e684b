/** What each story of DashboardShell.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { checkStories, menuLinks, pageText } from '@/test-support/stories.tsx';
import * as stories from './DashboardShell.stories.tsx';

checkStories(stories, {
  LoadingRole: { shows: 'Loading dashboard...' },
  User: {
    shows: () => {
      expect(pageText()).toContain('Page content');
      expect(menuLinks()).toContain('My Profile');
      expect(menuLinks()).not.toContain('Make Payment');
    },
  },
  Member: {
    shows: () => {
      expect(pageText()).toContain('Page content');
      expect(menuLinks()).toContain('Make Payment');
    },
  },
  Admin: {
    shows: () => {
      expect(pageText()).toContain('Page content');
      expect(menuLinks()).toContain('Admin Profile');
    },
  },
  Phone: { shows: 'Page content' },
});
