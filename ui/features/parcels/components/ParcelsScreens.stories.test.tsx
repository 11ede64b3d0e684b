/** What each story of ParcelsScreens.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { checkStories, dialog, errorSummary, menuLinks } from '@/test-support/stories.tsx';
import * as stories from './ParcelsScreens.stories.tsx';

const collectPathao = async (user: { click: (el: HTMLElement) => Promise<void> }) =>
  user.click(await screen.findByRole('button', { name: 'Mark the parcel from Pathao for A101 collected' }));

checkStories(stories, {
  Desk: {
    shows: () => {
      expect(screen.getByText('2 parcels waiting')).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Photo of the parcel from Sundarban Courier' })).toBeInTheDocument();
      expect(screen.getByRole('option', { name: 'B401 — Nadia Rahman' })).toBeInTheDocument();
      expect(menuLinks()).toEqual([
        'Gate',
        'My Jobs',
        "Today's Bookings",
        'Visitor Log',
        'Parcels',
        'Notifications',
        'Back to Home',
      ]);
    },
  },
  DeskAdmin: { shows: () => expect(menuLinks()).toContain('Parcels') },
  DeskEmpty: { shows: 'No parcels waiting. Log one above when it comes.' },
  DeskLoading: { shows: 'Loading the parcels...', pending: true },
  DeskLoadFailed: { shows: 'Failed to load the parcels. Please try again.', error: true },
  DeskMissingFields: {
    act: async (user) => user.click(await screen.findByRole('button', { name: 'Log Parcel' })),
    shows: () => {
      const summary = within(errorSummary());
      expect(summary.getByRole('link', { name: 'Choose the flat the parcel is for' })).toBeInTheDocument();
      expect(
        summary.getByRole('link', { name: 'Enter who brought the parcel, 2 to 60 characters' }),
      ).toBeInTheDocument();
      expect(screen.getByLabelText(/^Carrier/)).toHaveAttribute('aria-invalid', 'true');
    },
    error: true,
  },
  DeskCollecting: {
    act: collectPathao,
    shows: () => {
      expect(within(dialog()).getByRole('heading', { name: 'Who collected it?' })).toBeInTheDocument();
      expect(within(dialog()).getByLabelText(/^Collected by/)).toHaveFocus();
    },
  },
  DeskAlreadyCollected: {
    act: async (user) => {
      await collectPathao(user);
      await user.type(within(dialog()).getByLabelText(/^Collected by/), 'Rafiq Hasan');
      await user.click(within(dialog()).getByRole('button', { name: 'Mark Collected' }));
    },
    shows: 'This parcel has already been collected',
    error: true,
  },
  DeskTurnedAway: { shows: "This page is for the building's staff" },
  Mine: {
    shows: () => {
      expect(screen.getByRole('heading', { name: 'Waiting at the desk' })).toBeInTheDocument();
      expect(screen.getByText(/Collected by Nadia Rahman/)).toBeInTheDocument();
      expect(
        screen.getByRole('button', { name: 'Mark the parcel from Sundarban Courier for B401 collected' }),
      ).toBeInTheDocument();
      expect(menuLinks()).toContain('My Parcels');
    },
  },
  MineEmpty: { shows: 'No parcels for your flat yet. You will be told when one comes.' },
  MineLoading: { shows: 'Loading your parcels...', pending: true },
  MineLoadFailed: { shows: 'Failed to load your parcels. Please try again.', error: true },
});
