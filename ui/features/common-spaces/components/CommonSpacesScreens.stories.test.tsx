/** What each story of CommonSpacesScreens.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import { checkStories } from '@/test-support/stories.tsx';
import * as stories from './CommonSpacesScreens.stories.tsx';

const pickRooftop = async (user: { selectOptions: (el: HTMLElement, value: string) => Promise<void> }) =>
  user.selectOptions(await screen.findByLabelText('Space'), 'space-roof');

checkStories(stories, {
  Admin: {
    shows: () => {
      expect(screen.getByRole('button', { name: /^Approve Community hall/ })).toBeInTheDocument();
      expect(screen.getByText('Guest parking')).toBeInTheDocument();
    },
  },
  AdminEmpty: { shows: 'No common spaces yet. Add the first one below.' },
  AdminLoading: { shows: 'Loading common spaces...', pending: true },
  AdminLoadFailed: { shows: 'Failed to load the common spaces. Please try again.', error: true },
  AdminDeclining: {
    act: async (user) => user.click(await screen.findByRole('button', { name: /^Decline Community hall/ })),
    shows: () => expect(screen.getByLabelText('Reason for declining')).toBeInTheDocument(),
  },
  BookSlots: {
    act: pickRooftop,
    shows: () => {
      expect(screen.getByRole('button', { name: 'Rooftop, 12:00–14:00, free' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Rooftop, 18:00–20:00, taken' })).toBeDisabled();
    },
  },
  BookNoSpaces: { shows: 'The building has no spaces to book yet.' },
  BookLoading: { shows: 'Loading common spaces...', pending: true },
  BookLoadFailed: { shows: 'Failed to load the common spaces. Please try again.', error: true },
  BookSlotTakenError: {
    act: async (user) => {
      await pickRooftop(user);
      await user.click(await screen.findByRole('button', { name: 'Rooftop, 12:00–14:00, free' }));
      await user.click(screen.getByRole('button', { name: 'Book' }));
    },
    shows: 'Someone booked this slot just now; pick another',
    error: true,
  },
  AdminCancelling: {
    act: async (user) => {
      await user.click(await screen.findByRole('button', { name: /^Cancel the booking of Rooftop/ }));
      await user.type(screen.getByLabelText('Why it is cancelled (the member reads this)'), 'Roof repairs');
      await user.click(screen.getByRole('button', { name: 'Cancel and tell the member' }));
    },
    shows: /The booking of Rooftop by Nadia Rahman is cancelled; they have been told\./,
  },
  Desk: {
    shows: () => {
      expect(screen.getByRole('list', { name: 'Rooftop' })).toBeInTheDocument();
      expect(screen.getByRole('list', { name: 'Community hall' })).toBeInTheDocument();
      expect(screen.queryByText(/@/)).toBeNull();
      expect(screen.queryByRole('button', { name: /^Cancel the booking/ })).toBeNull();
    },
  },
  DeskEmpty: { shows: 'No bookings on this day.' },
  DeskLoading: { shows: 'Loading common spaces...', pending: true },
  DeskFailed: { shows: 'Failed to load the day’s bookings.', error: true },
});
