/** What each story of DashboardScreens.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { checkStories, button, dialog, menuLinks, pageText, rowOf, turnedAway } from '@/test-support/stories.tsx';
import * as stories from './DashboardScreens.stories.tsx';

checkStories(stories, {
  LoadingDashboard: { shows: 'Loading dashboard...', pending: true },
  // The role call fails: logged, and the menu falls back to a user's.
  RoleFetchFailedFallsBackToUserMenu: {
    shows: () => {
      expect(pageText()).toContain('Page Not Found');
      expect(menuLinks()).toContain('My Profile');
      expect(menuLinks()).not.toContain('Admin Profile');
    },
    error: true,
  },
  UnknownDashboardPath: { shows: 'Page Not Found' },
  UserProfilePending: {
    shows: () => {
      expect(pageText()).toMatch(/Request waiting for a decisionYou asked to rent Block B, floor 3, B302/);
      // The tiles stay, without the requested flat as if it were theirs.
      expect(pageText()).toMatch(/Agreement Accepted OnNot Available.*Monthly RentNone/);
    },
  },
  UserProfileNoAgreement: { shows: /No request yetYou have not applied for an apartment yet/ },
  MemberProfile: { shows: /Agreement Accepted On5 Oct 2026.*Agreement Details/ },
  ProfileLoading: { shows: 'Loading profile...', pending: true },
  ProfileFailed: { shows: 'Failed to load profile information', error: true },
  AnnouncementsUser: {
    shows: () => {
      expect(pageText()).toContain('Lift maintenance on Saturday');
      expect(menuLinks()).not.toContain('Make Payment');
    },
  },
  AnnouncementsMember: {
    shows: () => {
      expect(pageText()).toContain('Lift maintenance on Saturday');
      expect(menuLinks()).toContain('Make Payment');
    },
  },
  AnnouncementsEmpty: { shows: 'No announcements found' },
  AnnouncementsLoading: { shows: 'Loading announcements...', pending: true },
  AnnouncementsFailed: { shows: 'Failed to load announcements. Please try again.', error: true },
  MakePayment: { shows: () => expect(screen.getByLabelText(/Month/)).toBeEnabled() },
  MakePaymentLoadingAgreement: { shows: 'Loading agreement...', pending: true },
  MakePaymentNoAgreement: { shows: 'No agreement found. Please contact admin.' },
  MakePaymentAgreementFailed: { shows: 'Failed to load the months you can pay. Please try again.', error: true },
  // The oldest unpaid month is picked at once, so the intent is asked for (and fails) without a click.
  MakePaymentIntentFails: { shows: 'Failed to initialize payment. Please try again.', error: true },
  PaymentHistory: { shows: /pi_sandbox_77b0e4d1.*pi_sandbox_3f9a12c0/ },
  PaymentHistoryEmpty: { shows: 'No payments found' },
  PaymentHistoryLoading: { shows: 'Loading payment history...', pending: true },
  // A proxy's HTML page where JSON was expected is a failed load.
  PaymentHistoryNotJson: { shows: 'Failed to load payment history. Please try again.', error: true },
  AdminProfile: { shows: /Role: Admin.*Total Rooms24/ },
  AdminProfileSummaryLoading: { shows: 'Loading summary...', pending: true },
  AdminProfileSummaryFailed: { shows: 'Failed to load the summary. Please try again.', error: true },
  AdminProfileThreeUndeliveredEmails: { shows: /Role: Admin.*Failed emails: 3.*Total Rooms24/ },
  AdminProfileUndeliveredEmailsFailed: {
    shows: /Failed to load the count of failed emails\. Please try again\..*Total Rooms24/,
    error: true,
  },
  AgreementRequests: { shows: /Nadia Rahman.*Karim Ahmed/ },
  AgreementRequestsEmpty: { shows: 'No requests found' },
  AgreementRequestsFailed: { shows: 'Failed to load agreement requests. Please try again.', error: true },
  MakeAnnouncement: {
    shows: () => {
      expect(button('Post Announcement')).toBeEnabled();
      expect(button('Edit "Lift maintenance on Saturday"')).toBeEnabled();
    },
  },
  ManageMembers: {
    shows: () => {
      const nadia = rowOf('Nadia Rahman');
      expect(nadia.getByText('Block B, floor 3, B302')).toBeInTheDocument();
      expect(nadia.getByText('October 2026')).toBeInTheDocument();
      expect(nadia.getByText('2 months unpaid')).toBeInTheDocument();
      expect(rowOf('Karim Ahmed').getByText('Paid up')).toBeInTheDocument();
    },
  },
  ManageMembersEmpty: { shows: 'No members found' },
  ManageMembersRemovalFails: {
    act: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Remove Nadia Rahman' }));
      await user.click(within(dialog()).getByRole('button', { name: 'Remove' }));
    },
    shows: 'Failed to remove member: That user is not a member',
    error: true,
  },
  ManageCoupons: { shows: /WELCOME10.*WINTER5/ },
  ManageCouponsEmpty: { shows: 'No coupons found' },
  ManageCouponsFailed: { shows: 'Failed to load coupons. Please try again.', error: true },
  UserOnAdminPage: { shows: turnedAway },
  UserOnMemberPage: {
    shows: () => {
      expect(screen.getByRole('heading', { name: 'This page is for members', level: 1 })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Browse apartments' })).toBeInTheDocument();
    },
  },
  RoleUnknownFails: {
    shows: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('We could not check what your account may open');
      expect(button('Try again')).toBeEnabled();
    },
    error: true,
  },
});
