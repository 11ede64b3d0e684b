/** What each story of JobScreens.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import { checkStories } from '@/test-support/stories.tsx';
import * as stories from './JobScreens.stories.tsx';

checkStories(stories, {
  Jobs: { shows: /Kitchen tap leaking.*Lift stops between floors/ },
  NoJobs: { shows: 'No jobs for you right now. When an admin gives you one, it shows here and you are told.' },
  Loading: { shows: 'Loading your jobs…', pending: true },
  Failed: { shows: 'Your jobs could not be loaded.', error: true },
  Job: {
    shows: () => {
      expect(screen.getByText('Reported by Karim Ahmed')).toBeInTheDocument();
      expect(screen.getByText('Do not enter unless someone is home.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Start work' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Mark fixed' })).toBeInTheDocument();
    },
  },
  JobWithPhoto: {
    shows: () =>
      expect(screen.getByRole('img', { name: 'Photo 1 of 1 of Kitchen tap leaking' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^blob:/),
      ),
  },
  JobLoading: { shows: 'Loading the job…', pending: true },
  JobGone: { shows: 'This job could not be loaded. It may have been given to someone else.', error: true },
  Started: {
    act: async (user) => user.click(await screen.findByRole('button', { name: 'Start work' })),
    shows: 'Work started on "Lift stops between floors".',
  },
  CommentRefused: {
    act: async (user) => {
      await user.type(await screen.findByLabelText(/Comment to the resident/), ' ');
      await user.click(screen.getByRole('button', { name: 'Send comment' }));
    },
    shows: () =>
      expect(screen.getByLabelText(/Comment to the resident/)).toHaveAccessibleDescription(/characters|Write/),
  },
});
