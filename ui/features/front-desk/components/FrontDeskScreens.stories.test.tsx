/** What each story of FrontDeskScreens.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import { checkStories, menuLinks } from '@/test-support/stories.tsx';
import * as stories from './FrontDeskScreens.stories.tsx';

checkStories(stories, {
  StaffList: { shows: () => expect(screen.getByText('Nila Akter')).toBeInTheDocument() },
  StaffEmpty: { shows: 'No staff yet. Add the first one above.' },
  StaffLoading: { shows: 'Loading staff...', pending: true },
  StaffLoadFailed: { shows: 'Failed to load the staff. Please try again.', error: true },
  StaffNotEligible: {
    act: async (user) => {
      await user.type(await screen.findByLabelText(/Email they sign in with/), 'nadia@example.com');
      await user.type(screen.getByLabelText(/^Name/), 'Nadia Rahman');
      await user.selectOptions(screen.getByLabelText(/^Job/), 'guard');
      await user.click(screen.getByRole('button', { name: 'Add to Staff' }));
    },
    shows: 'A resident of the building cannot be added to the staff',
    error: true,
  },
  MyVisitors: { shows: () => expect(screen.getByRole('button', { name: 'HK4M7Q' })).toBeInTheDocument() },
  PassRegistered: {
    act: async (user) => {
      await user.type(await screen.findByLabelText(/Visitor's name/), 'Rafiq Hasan');
      await user.type(screen.getByLabelText(/Visitor's mobile number/), '01712345678');
      await user.click(screen.getByRole('button', { name: 'Get a Pass' }));
    },
    shows: () => {
      expect(screen.getByRole('heading', { name: 'Pass for Rafiq Hasan' })).toBeInTheDocument();
      expect(screen.getByTestId('pass-code')).toHaveTextContent('QRT7PW');
      expect(screen.getByRole('img', { name: 'QR code of Rafiq Hasan’s pass code' })).toBeInTheDocument();
    },
  },
  MyVisitorsEmpty: { shows: 'No visitors expected. Register one above to get a pass.' },
  MyVisitorsLoading: { shows: 'Loading your visitors...', pending: true },
  MyVisitorsLoadFailed: { shows: 'Failed to load your visitors. Please try again.', error: true },
  Gate: {
    shows: () => {
      expect(screen.getByRole('button', { name: 'Mark Karim Chowdhury arrived' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Mark Farhana Islam left' })).toBeInTheDocument();
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
  GateEmpty: { shows: 'No visitors today yet.' },
  GateLoading: { shows: 'Loading today’s visitors...', pending: true },
  GateLoadFailed: { shows: 'Failed to load today’s visitors. Please try again.', error: true },
  GateCodeUsed: {
    act: async (user) => {
      await user.type(await screen.findByLabelText(/^Pass code/), 'hk4m7q');
      await user.click(screen.getByRole('button', { name: 'Let In' }));
    },
    shows: 'This pass has already been used',
    error: true,
  },
  VisitorLog: {
    shows: () => {
      expect(screen.getByText('3 visits')).toBeInTheDocument();
      expect(screen.queryByText('How long visits are kept')).toBeNull();
    },
  },
  VisitorLogAdmin: { shows: 'How long visits are kept' },
  VisitorLogEmpty: { shows: 'No visitors in these days.' },
  StaffTurnedAway: { shows: "This page is for the building's admins" },
});
