/** What each story of AdminProfile.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import { checkStories, pageText } from '@/test-support/stories.tsx';
import * as stories from './AdminProfile.stories.tsx';

checkStories(stories, {
  WithSummary: {
    shows: () => {
      expect(pageText()).toContain('Total Rooms24');
      expect(pageText()).toContain('Owed now42,500.50৳');
      expect(pageText()).toContain('Collected in November 20261,24,500৳');
      expect(pageText()).toContain('Rented3 (12.5%)');
    },
  },
  EmptySummary: {
    shows: () => {
      expect(pageText()).toContain('Owed now0৳');
      expect(screen.getByRole('link', { name: /No requests waiting/ })).toHaveTextContent('0');
    },
  },
  SummaryLoading: { shows: 'Loading summary...' },
  SummaryFailed: { shows: 'Failed to load the summary. Please try again.', error: true },
  NoUndeliveredEmails: {
    shows: () => {
      expect(screen.getByRole('link', { name: /Failed emails: 0/ })).toHaveClass('bg-white');
      expect(pageText()).toContain('Every email was delivered or is still being tried.');
    },
  },
  ThreeUndeliveredEmails: {
    shows: () => {
      const link = screen.getByRole('link', { name: /Failed emails: 3/ });
      expect(link).toHaveAttribute('href', '/dashboard/email-delivery?status=failed');
      expect(link).toHaveClass('bg-amber-50');
    },
  },
  UndeliveredEmailsLoading: { shows: 'Loading email delivery...' },
  UndeliveredEmailsFailed: {
    shows: /Failed to load the count of failed emails\. Please try again\..*Total Rooms24/,
    error: true,
  },
});
