/** What each story of DashboardShell.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import { checkStories, menuLinks, pageText } from '@/test-support/stories.tsx';
import * as stories from './DashboardShell.stories.tsx';

checkStories(stories, {
  // The screen's heading where the screen draws it, the menu's button keeping its place, nobody named yet.
  RestoringSession: {
    shows: () => {
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My Profile');
      expect(screen.getByRole('heading', { level: 1 }).parentElement).toHaveAttribute('aria-busy', 'true');
      expect(pageText()).toContain('Loading...');
      expect(pageText()).not.toContain('Nadia');
      expect(screen.queryByRole('button', { name: 'Open dashboard menu' })).toBeNull();
      expect(screen.queryByRole('navigation', { name: 'Dashboard' })).toBeNull();
    },
  },
  LoadingRole: {
    shows: () => {
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My Profile');
      expect(pageText()).toContain('Loading dashboard...');
      expect(pageText()).toContain('Nadia Rahman');
    },
  },
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
