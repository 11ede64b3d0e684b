/**
 * Renders every story of every *.stories.tsx with the real Storybook preview (providers, MSW handlers), waits
 * until it has settled, and checks it shows what its name promises, so a broken story fails `npm test` and not
 * only the Storybook build.
 *
 * A story has settled when what it must show is on the page and every request it made has been answered (a
 * story of a state that never ends, such as loading, leaves its request open on purpose). Then:
 * - a story about an error (its name says Error or Fail, or its entry says `error`) shows its error text;
 * - any other story shows no failure message, no error page, and logs no error;
 * - no story calls the API without a handler to answer it.
 * Every story needs an entry below, and every entry a story.
 */
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { setupServer } from 'msw/node';
import type { RequestHandler } from 'msw';
import * as preview from '../storybook/preview.tsx';
import { defaultHandlers } from '@/lib/mocks/handlers.ts';
import { DEFAULT_AVATAR } from '@/components/ui/Avatar.tsx';

type ComposedStory = ((props: object) => ReactElement) & { parameters: unknown };

interface Expectation {
  /** What the settled story shows: a part of the page's text, or a check of its own that throws until it holds. */
  readonly shows: string | RegExp | ((seen: Seen) => void);
  /** The story is about an error: what it shows is its error text, and it may log the error. */
  readonly error?: true;
  /** The story's request never gets an answer (a loading state): it settles with that request open. */
  readonly pending?: true;
  /** What a person does to bring the story's state about (a click, a month picked), before it is checked. */
  readonly act?: (user: UserEvent) => Promise<void>;
}

interface Seen {
  /** The requests the story made that were answered, as "METHOD /path". */
  readonly answered: ReadonlySet<string>;
}

/** Text a person reads as "this did not work"; only error stories may show it. */
const FAILURE =
  /Something went wrong|Unexpected Application Error|Failed to|failed:|Please try again|could not reach|not found\./i;

const pageText = () => (document.body.textContent ?? '').replace(/\s+/g, ' ').trim();
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const rowOf = (text: string) => {
  const row = screen.getAllByRole('row').find((r) => r.textContent?.includes(text));
  expect(row, `a row with ${text}`).toBeDefined();
  return within(row!);
};
const menuLinks = () =>
  within(screen.getByRole('navigation', { name: 'Dashboard' }))
    .getAllByRole('link')
    .map((a) => a.textContent?.trim());
const currentMenuItem = () => {
  const current = document.querySelector('a[aria-current="page"]');
  expect(current).not.toBeNull();
  return current!.textContent?.trim();
};
/** The Retry button of Karim's failed reminder on Email Delivery. */
const RETRY_KARIM = 'Retry the email "Rent for November 2026 is due on 5 Nov" to Karim Ahmed';
/** A form's summary of its problems, found by its heading. */
const errorSummary = () => screen.getByRole('region', { name: 'There is a problem' });
const monthPicker = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Month to pay' });
const applyCoupon = (code: string) => async (user: UserEvent) => {
  await user.type(await screen.findByLabelText('Coupon code'), code);
  await user.click(button('Apply'));
};
const dialog = () => {
  // The open one, when a screen has several; else the only one.
  const element = document.querySelector<HTMLDialogElement>('dialog[open]') ?? document.querySelector('dialog');
  expect(element).not.toBeNull();
  return element!;
};
/** Picks a CSV file on Manage Apartments and imports it. */
const importCsv = async (user: UserEvent) => {
  await user.upload(
    await screen.findByLabelText('CSV file'),
    new File(['block,floor,number,rent\n'], 'flats.csv', { type: 'text/csv' }),
  );
  await user.click(button('Import apartments'));
};
/** Fills the maintenance report form as an emergency and sends it. */
const reportEmergency = async (user: UserEvent) => {
  const form = within(await screen.findByRole('form', { name: 'Report a problem' }));
  await user.selectOptions(form.getByLabelText(/^Category/), 'plumbing');
  await user.type(form.getByLabelText(/^Title/), 'Water pouring from the ceiling');
  await user.type(form.getByLabelText(/^Description/), 'In the bathroom, since 5 minutes');
  await user.click(form.getByRole('checkbox', { name: /This is an emergency/ }));
  await user.click(form.getByRole('button', { name: 'Send report' }));
};
/** Types a card number (any future expiry, any CVC) on My Account's Pay by card screen and presses Pay. */
const payByCard = (number: string) => async (user: UserEvent) => {
  await user.type(await screen.findByLabelText(/^Card number/), number);
  await user.type(screen.getByLabelText(/^Expiry/), '1234');
  await user.type(screen.getByLabelText(/^CVC/), '123');
  await user.click(button(/^Pay /));
};
/** A signed-in caller of the wrong role is told whom the page is for, once the role was known, and where to go. */
const turnedAway = ({ answered }: Seen) => {
  expect(answered.has('GET /api/users/role')).toBe(true);
  expect(screen.getByRole('heading', { name: "This page is for the building's admins", level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to my dashboard' })).toBeInTheDocument();
};

const STORIES: Record<string, Record<string, Expectation>> = {
  'app/layout/Layout.stories.tsx': {
    NavbarSignedOut: {
      shows: () => {
        expect(screen.getAllByRole('link', { name: 'Login' }).length).toBeGreaterThan(0);
        expect(screen.queryByRole('status', { name: 'Checking sign-in' })).toBeNull();
      },
    },
    NavbarSignedIn: {
      shows: () => {
        expect(pageText()).toContain('Nadia RahmanDashboardLogout');
        expect(screen.getByRole('link', { name: 'Notifications, 3 unread' })).toHaveAttribute(
          'href',
          '/dashboard/notifications',
        );
      },
    },
    NavbarSmallScreenSignedIn: {
      shows: () => expect(screen.getByRole('link', { name: 'Notifications, 3 unread' })).toHaveTextContent('3'),
    },
    NavbarSignedInWithPhoto: {
      shows: () => {
        const menu = screen.getByRole('button', { name: 'Account menu for Nadia Rahman' });
        expect(menu.querySelector('img')).toHaveAttribute('src', '/sample-photo.svg');
      },
    },
    NavbarLoading: {
      shows: ({ answered }) => {
        expect(screen.getByRole('status', { name: 'Checking sign-in' })).toBeInTheDocument();
        // Nobody is known to be signed in yet: no bell, and no call for its count.
        expect(screen.queryByRole('link', { name: /^Notifications/ })).toBeNull();
        expect(answered.has('GET /api/notifications/unread-count')).toBe(false);
      },
    },
    NavbarSmallScreenSignedOut: { shows: 'GuestLogin' },
    FooterOnly: { shows: 'Providing affordable living since 2023' },
    ShellSignedOut: { shows: /Skip to content.*Login.*Providing affordable living since 2023/ },
    ShellSignedIn: { shows: /Skip to content.*Nadia Rahman.*Logout.*Providing affordable living since 2023/ },
  },
  'components/EmailChoicesCard.stories.tsx': {
    AllOn: {
      shows: () => {
        for (const name of ['Payments and receipts', 'Announcements', 'Maintenance requests', 'Rent reminders'])
          expect(screen.getByRole('checkbox', { name })).toBeChecked();
        expect(pageText()).toContain(
          'Decisions on your rental application are always emailed. Every notification also appears in Notifications.',
        );
      },
    },
    SomeOff: {
      shows: () => {
        expect(screen.getByRole('checkbox', { name: 'Payments and receipts' })).toBeChecked();
        expect(screen.getByRole('checkbox', { name: 'Announcements' })).not.toBeChecked();
        expect(screen.getByRole('checkbox', { name: 'Rent reminders' })).not.toBeChecked();
      },
    },
    Admin: {
      shows: () => {
        expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('name'))).toEqual([
          'payments',
          'maintenance',
          'applications',
        ]);
        expect(pageText()).toContain(
          'You are emailed when a resident reports a payment or an emergency, or someone applies',
        );
      },
    },
    Loading: { shows: 'Loading email choices...', pending: true },
    Failed: { shows: 'Failed to load your email choices. Please try again.', error: true },
    Saved: {
      act: async (user) => {
        await user.click(await screen.findByRole('checkbox', { name: 'Announcements' }));
        await user.click(button('Save email choices'));
      },
      shows: () => {
        expect(screen.getByText('Email choices saved')).toBeInTheDocument();
        expect(screen.getByRole('checkbox', { name: 'Announcements' })).not.toBeChecked();
      },
    },
    SaveFailed: {
      act: async (user) => user.click(await screen.findByRole('button', { name: 'Save email choices' })),
      shows: () => expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on our side'),
      error: true,
    },
  },
  'components/card/SandboxCardFields.stories.tsx': {
    Empty: { shows: () => expect(screen.getByLabelText(/Card number/)).toHaveValue('') },
    Filled: { shows: () => expect(screen.getByLabelText(/Card number/)).toHaveValue('4242 4242 4242 4242') },
    Disabled: { shows: () => expect(screen.getByLabelText(/Card number/)).toBeDisabled() },
    Incomplete: {
      shows: () => {
        expect(screen.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
        expect(screen.getByLabelText(/Expiry/)).toHaveAccessibleDescription('Enter the expiry date');
      },
    },
  },
  'components/ui/ConfirmDialog.stories.tsx': {
    Open: {
      shows: () => {
        expect(dialog().open).toBe(true);
        expect(within(dialog()).getByText(/Are you sure you want to remove Nadia Rahman/)).toBeInTheDocument();
      },
    },
    Closed: { shows: () => expect(dialog().open).toBe(false) },
  },
  'components/ui/DashboardBits.stories.tsx': {
    // Every small dashboard piece side by side, the error banner among them.
    All: { shows: 'Failed to load profile information', error: true },
  },
  'components/ui/Shared.stories.tsx': {
    Buttons: { shows: () => expect(button('Disabled')).toBeDisabled() },
    TextFields: { shows: () => expect(screen.getByLabelText('Disabled')).toHaveValue('Cannot edit') },
    // The status line in each tone, the error tone among them.
    StatusLines: { shows: /Loading apartments\.\.\..*Failed to load apartments\. Please try again\./, error: true },
    Avatars: {
      shows: () => {
        expect(screen.getByAltText('Default avatar')).toHaveAttribute('src', DEFAULT_AVATAR);
        expect(screen.getByAltText('Broken photo falls back')).toBeInTheDocument();
        expect(screen.getByAltText('With a photo')).toHaveAttribute('src', '/sample-photo.svg');
      },
    },
    Headings: {
      shows: () => expect(screen.getByRole('heading', { name: 'Available Apartments' })).toBeInTheDocument(),
    },
    TakaAmounts: { shows: '12,500৳ and 10,00,000৳' },
  },
  'features/admin/components/AdminProfile.stories.tsx': {
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
  },
  'features/agreements/components/AgreementRequestsTable.stories.tsx': {
    Filled: { shows: () => expect(button("Accept Karim Ahmed's request")).toBeEnabled() },
    Deciding: {
      shows: () => {
        expect(button("Accept Nadia Rahman's request")).toBeDisabled();
        expect(button("Reject Nadia Rahman's request")).toBeDisabled();
        expect(button("Accept Karim Ahmed's request")).toBeEnabled();
      },
    },
    Empty: { shows: 'No requests found' },
    ApplicantOwes: { shows: /Sohel RanaOwes 32,000৳ from an earlier lease/ },
    Competing: {
      shows: () => {
        expect(rowOf('Nadia Rahman').getByText('1 other request for this flat')).toBeInTheDocument();
        expect(rowOf('Rafiq Islam').getByText('1 other request for this flat')).toBeInTheDocument();
      },
    },
  },
  'features/agreements/components/AcceptRequestDialog.stories.tsx': {
    ThisMonth: {
      shows: () => expect(within(dialog()).getByLabelText('Lease starts')).toHaveDisplayValue('November 2026'),
    },
    MonthOfRequest: {
      shows: () => expect(within(dialog()).getByLabelText('Lease starts')).toHaveDisplayValue('October 2026'),
    },
    RequestedThisMonth: {
      shows:
        /Accept Karim Ahmed's request.*From the month of the request \(November 2026\) to next month \(December 2026\)/,
    },
    NoChoice: { shows: () => expect(within(dialog()).queryByLabelText('Lease starts')).toBeNull() },
    ApplicantOwes: { shows: 'Sohel Rana still owes 32,000৳ in rent from an earlier lease. Accept the request anyway?' },
    WithTerms: {
      shows: () => expect(within(dialog()).getByLabelText('Security deposit (৳)')).toHaveValue('29000'),
    },
  },
  'features/agreements/components/RejectRequestDialog.stories.tsx': {
    AskingWhy: {
      shows: () => {
        expect(within(dialog()).getByLabelText('Reason (optional)')).toHaveValue('');
        expect(within(dialog()).getByRole('heading')).toHaveTextContent("Reject Karim Ahmed's request");
      },
    },
  },
  'features/agreements/components/TenantSheet.stories.tsx': {
    English: {
      shows: () => {
        expect(screen.getByRole('heading', { name: 'Tenant information form' })).toBeInTheDocument();
        expect(pageText()).toMatch(/NID number1990123456789.*Tanvir Hasan.*Husband.*34/);
        expect(pageText()).toContain('Lease fromNovember 2026');
        expect(button('Print')).toBeEnabled();
      },
    },
    Bangla: {
      shows: () => {
        expect(screen.getByRole('heading', { name: 'ভাড়াটিয়া নিবন্ধন ফরম' })).toBeInTheDocument();
        expect(pageText()).toMatch(/জাতীয় পরিচয়পত্র নম্বর১৯৯০১২৩৪৫৬৭৮৯/);
        expect(pageText()).toContain('০১৭১২-৩৪৫৬৭৮');
      },
    },
    WithoutDetails: { shows: /Father’s nameNot given.*NID numberNot given/ },
  },
  'features/agreements/components/AgreementRequestsScreens.stories.tsx': {
    Requests: { shows: /Nadia Rahman.*Karim Ahmed/ },
    RequestWithDetails: {
      act: async (user) => user.click(await screen.findByRole('button', { name: 'Details of Nadia Rahman' })),
      shows: () => {
        expect(within(dialog()).getByRole('heading')).toHaveTextContent('Details of Nadia Rahman');
        expect(dialog().textContent).toMatch(/NID number1990123456789/);
        expect(within(dialog()).getByRole('link', { name: 'Tenant information sheet' })).toHaveAttribute(
          'href',
          '/dashboard/agreement-requests/ag-1/tenant-sheet',
        );
      },
    },
    RequestWithoutDetails: {
      act: async (user) => user.click(await screen.findByRole('button', { name: 'Details of Nadia Rahman' })),
      shows: () => expect(dialog().textContent).toContain('Not given: this request was sent before'),
    },
    AcceptDialog: {
      act: async (user) => user.click(await screen.findByRole('button', { name: "Accept Nadia Rahman's request" })),
      shows: () => expect(within(dialog()).getByLabelText('Lease starts')).toHaveDisplayValue('November 2026'),
    },
    Accepted: {
      act: async (user) => {
        await user.click(await screen.findByRole('button', { name: "Accept Nadia Rahman's request" }));
        await user.click(within(dialog()).getByRole('button', { name: 'Accept' }));
      },
      shows: () => {
        expect(pageText()).toContain('Nadia Rahman is now the resident of Block B, floor 3, B302 from November 2026');
        expect(screen.queryByRole('button', { name: 'Details of Nadia Rahman' })).toBeNull();
      },
    },
    Accepting: {
      act: async (user) => {
        await user.click(await screen.findByRole('button', { name: "Accept Nadia Rahman's request" }));
        await user.click(within(dialog()).getByRole('button', { name: 'Accept' }));
      },
      shows: () =>
        expect(rowOf('Nadia Rahman').getByRole('button', { name: "Accept Nadia Rahman's request" })).toBeDisabled(),
      pending: true,
    },
    AlreadyRentedFails: {
      act: async (user) => {
        await user.click(await screen.findByRole('button', { name: "Accept Nadia Rahman's request" }));
        await user.click(within(dialog()).getByRole('button', { name: 'Accept' }));
      },
      shows: () => {
        expect(screen.getByRole('alert')).toHaveTextContent(
          "Block B, floor 3, B302 is already rented to Rafiq Islam: reject Nadia Rahman's request?",
        );
        expect(screen.getByRole('button', { name: 'Reject this request' })).toBeInTheDocument();
      },
      error: true,
    },
    RejectDialog: {
      act: async (user) => user.click(await screen.findByRole('button', { name: "Reject Karim Ahmed's request" })),
      shows: /Reject Karim Ahmed's request.*they can apply again/,
    },
    OpenedFromNotification: {
      shows: () => {
        expect(pageText()).toContain('The request of Nadia Rahman for Block B, floor 3, B302 is marked below.');
        expect(screen.getByText('Nadia Rahman', { selector: 'td span' }).closest('tr')).toHaveAttribute(
          'aria-current',
          'true',
        );
      },
    },
    OpenedButDecided: { shows: 'The request you opened is no longer waiting' },
    AlreadyDecidedFails: {
      act: async (user) => {
        await user.click(await screen.findByRole('button', { name: "Accept Nadia Rahman's request" }));
        await user.click(within(dialog()).getByRole('button', { name: 'Accept' }));
      },
      shows: () => {
        expect(pageText()).toContain('This request was already rejected, perhaps by another admin.');
        expect(screen.queryByRole('button', { name: 'Details of Nadia Rahman' })).toBeNull();
      },
      error: true,
    },
  },
  'features/announcements/components/AnnouncementForm.stories.tsx': {
    Empty: { shows: () => expect(button('Post Announcement')).toBeEnabled() },
    Posting: { shows: 'Posting...' },
    Posted: { shows: 'Announcement posted successfully' },
    MissingFields: {
      act: async (user) => user.click(button('Post Announcement')),
      shows: () => {
        const summary = errorSummary();
        expect(summary).toHaveFocus();
        expect(within(summary).getByRole('link', { name: 'Enter a title of up to 150 characters' })).toBeVisible();
        expect(screen.getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
        expect(screen.getByLabelText(/^Title/)).toHaveAccessibleDescription('Enter a title of up to 150 characters');
        expect(screen.getByLabelText(/^Description/)).toHaveAccessibleDescription(
          'Enter the announcement itself, up to 5,000 characters',
        );
      },
    },
    Failed: {
      act: async (user) => {
        await user.type(screen.getByLabelText(/^Title/), 'Lift');
        await user.type(screen.getByLabelText(/^Description/), 'Stops on Monday');
        await user.click(button('Post Announcement'));
      },
      shows: 'Failed to post announcement.',
      error: true,
    },
    Editing: {
      shows: () => {
        expect(screen.getByLabelText(/^Title/)).toHaveValue('Lift maintenance on Saturday');
        expect(button('Save changes')).toBeEnabled();
        expect(button('Cancel')).toBeEnabled();
      },
    },
  },
  'features/announcements/components/PostedAnnouncements.stories.tsx': {
    Filled: {
      shows: () => {
        expect(button('Edit "Lift maintenance on Saturday"')).toBeEnabled();
        expect(button('Delete "Rooftop garden open again"')).toBeEnabled();
        expect(screen.getByText(/edited/)).toBeInTheDocument();
      },
    },
    Empty: { shows: /Nothing posted yet/ },
    Editing: { shows: () => expect(screen.getByLabelText(/^Title/)).toHaveValue('Lift maintenance on Saturday') },
    EditRefused: {
      act: async (user) => user.click(button('Save changes')),
      shows: /Another admin changed this announcement/,
      error: true,
    },
  },
  'features/announcements/components/AnnouncementList.stories.tsx': {
    Filled: { shows: 'Lift maintenance on Saturday' },
    Empty: { shows: 'No announcements found' },
  },
  'features/apartments/components/Apply.stories.tsx': {
    Empty: {
      shows: () => {
        expect(screen.getByRole('heading', { name: 'Apply for Block A, floor 1, A101' })).toBeInTheDocument();
        expect(screen.getByLabelText(/^NID number/)).toHaveValue('');
        expect(pageText()).toContain('Nobody else listed.');
      },
    },
    WithErrors: {
      act: async (user) => {
        await user.click(await screen.findByRole('button', { name: 'Add a member' }));
        await user.click(button('Send request'));
      },
      shows: () => {
        expect(errorSummary()).toHaveFocus();
        expect(screen.getByLabelText(/^NID number/)).toHaveAccessibleDescription(
          /Enter the NID number: 10, 13 or 17 digits/,
        );
        expect(within(errorSummary()).getByText('Enter the age in whole years, from 0 to 120')).toBeInTheDocument();
      },
      error: true,
    },
    Filled: {
      shows: () => {
        expect(screen.getByLabelText(/^Mobile number/, { selector: '[name=phone]' })).toHaveValue('01712345678');
        expect(screen.getByRole('group', { name: 'Household member 1' })).toBeInTheDocument();
      },
    },
    ServerRefusedFields: {
      act: async (user) => user.click(await screen.findByRole('button', { name: 'Send request' })),
      shows: () => {
        expect(errorSummary()).toHaveFocus();
        expect(screen.getByLabelText(/^Age/)).toHaveAccessibleDescription(
          'Enter the age in whole years, from 0 to 120',
        );
      },
    },
    AppliedBefore: {
      act: async (user) => user.click(await screen.findByRole('button', { name: 'Send request' })),
      shows: /You already asked for this flat on .*2026\. It is waiting for the building's answer\./,
    },
    ApplyRefused: {
      act: async (user) => user.click(await screen.findByRole('button', { name: 'Send request' })),
      shows: 'You already have an open agreement request',
      error: true,
    },
    SignedOut: { shows: /Sign in to apply for a flat\..*Login/ },
  },
  'features/apartments/components/Apartments.stories.tsx': {
    SignedOut: { shows: /Apartment NoA101.*Apply for Agreement/ },
    SignedIn: { shows: /Apartment NoA101.*Apply for Agreement/ },
    Loading: { shows: 'Loading apartments...', pending: true },
    Empty: { shows: 'No apartment is free right now. Please check back soon.' },
    NothingListed: { shows: 'No apartments are listed yet. Please check back soon.' },
    EveryFlatLet: {
      shows: () => {
        expect(pageText()).toContain('No apartment is free right now.');
        expect(button('Show let apartments too')).toBeEnabled();
        expect(screen.getByRole('checkbox', { name: 'Available only' })).toBeChecked();
      },
    },
    WithLetFlats: {
      shows: () => {
        const letFlat = screen.getByRole('article', { name: 'Apartment D101' });
        expect(letFlat).toHaveTextContent('Let to a resident');
        expect(letFlat).not.toHaveTextContent('৳');
        expect(screen.getByRole('checkbox', { name: 'Available only' })).not.toBeChecked();
      },
    },
    SignedInRequestSent: {
      shows: () =>
        expect(within(screen.getByRole('article', { name: 'Apartment A101' })).getByRole('button')).toHaveTextContent(
          'Request Sent',
        ),
    },
    Failed: { shows: 'Failed to load apartments. Please try again.', error: true },
    OnePageNoButtons: {
      shows: () => {
        expect(pageText()).toContain('Apartment NoA101');
        expect(screen.queryByRole('navigation', { name: 'Apartment pages' })).toBeNull();
      },
    },
    Filtered: {
      shows: () => {
        expect(pageText()).toContain('Apartment NoA202');
        expect(pageText()).not.toContain('Apartment NoA101');
      },
    },
    PastTheLastPage: {
      shows: () => {
        expect(pageText()).toMatch(/There is no page 99: the list has (one page|\d+ pages)\./);
        expect(button('Go to the first page')).toBeEnabled();
      },
    },
    RangeRefused: {
      shows: () => {
        expect(pageText()).toContain('minRent must not be above maxRent');
        expect(button('Show all apartments')).toBeEnabled();
      },
      error: true,
    },
    CardIdle: { shows: () => expect(button('Apply for Agreement')).toBeEnabled() },
    CardSending: { shows: 'Sending...' },
    CardRequestSent: { shows: 'Request Sent' },
    CardYours: { shows: () => expect(button('Your home')).toBeDisabled() },
    CardRented: { shows: () => expect(button('Rented')).toBeDisabled() },
    CardNoPhoto: { shows: () => expect(screen.getByRole('img', { name: /no photo yet$/ })).toBeInTheDocument() },
    Filters: { shows: () => expect(screen.getByLabelText('Max Rent')).toHaveValue(15000) },
    FiltersRangeWrong: {
      shows: () =>
        expect(screen.getByLabelText('Max Rent')).toHaveAccessibleDescription(
          'Max Rent must be at least the Min Rent (50,000)',
        ),
    },
    PaginationFourPages: {
      shows: () => expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['1', '2', '3', '4']),
    },
    PaginationHiddenAtSix: { shows: () => expect(screen.queryAllByRole('button')).toEqual([]) },
    ListLoading: { shows: 'Loading apartments...' },
    ListError: { shows: 'Failed to load apartments. Please try again.', error: true },
    ListEmpty: { shows: 'No apartments match your search. Try a wider rent range.' },
  },
  'features/arrears/components/ArrearsTable.stories.tsx': {
    Filled: { shows: /Karim Ahmed.*Nadia Rahman.*Rafiq Islam.*Total owed1,07,000৳/ },
    OnePersonOneMonth: { shows: /Moved out1 monthAugust 2026/ },
    LongNames: { shows: 'Mohammad Abdullah Al Mamun Chowdhury' },
  },
  'features/arrears/components/ArrearsScreens.stories.tsx': {
    Filled: { shows: /Rent owed up to November 2026.*3 people owe rent.*Total owed1,07,000৳/ },
    NobodyOwes: { shows: 'Nobody owes rent. Every lease is paid up to November 2026.' },
    Loading: { shows: 'Loading arrears...', pending: true },
    Failed: { shows: 'Failed to load arrears. Please try again.', error: true },
    CsvDownloadFails: {
      act: async (user) => user.click(await screen.findByRole('button', { name: 'Download CSV' })),
      shows: () => expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on our side'),
      error: true,
    },
  },
  'features/books/components/BooksScreens.stories.tsx': {
    Filled: {
      shows: () => {
        const [, ...rows] = screen.getAllByRole('row').map((r) => r.textContent);
        expect(rows[0]).toMatch(/^Karim Ahmed/);
        expect(rows.at(-1)).toMatch(/^Total/);
        expect(pageText()).toMatch(/Rafiq Islam.*Moved out/);
        // Billed and collected: November's rents against November's card, cash and cheque.
        const november = rowOf('November 2026');
        expect(november.getAllByRole('cell').map((c) => c.textContent)).toEqual(
          expect.arrayContaining(['November 2026', '63,500৳', '41,000৳']),
        );
      },
    },
    NobodyOwes: {
      shows: () => {
        expect(pageText()).toContain('Nobody owes anything, and no lease is running.');
        expect(pageText()).toContain('Nothing was billed or collected in the last 12 months.');
      },
    },
    Loading: { shows: 'Loading the books...', pending: true },
    Failed: { shows: 'Failed to load the books. Please try again.', error: true },
    CollectionLoading: { shows: 'Loading what was billed and collected...', pending: true },
    CollectionFailed: { shows: 'Failed to load what was billed and collected. Please try again.', error: true },
    CollectionCsvFails: {
      act: async (user) => {
        const section = within(await screen.findByRole('region', { name: 'Billed and collected' }));
        await section.findByRole('table', {
          name: 'Billed and collected each month, with the money collected by method',
        });
        await user.click(section.getByRole('button', { name: 'Download CSV' }));
      },
      shows: () => expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on our side'),
      error: true,
    },
  },
  'features/books/components/LeaseBooksScreens.stories.tsx': {
    OwingSeveral: { shows: /Books of Karim Ahmed.*Balance · As of 28 Nov 2026Owes 53,700৳/ },
    PartlyPaid: { shows: () => expect(rowOf('November 2026').getByText('Part paid')).toBeInTheDocument() },
    PaidUp: {
      shows: () => {
        expect(pageText()).toContain('Paid up');
        expect(screen.queryByRole('button', { name: /^Void/ })).toBeNull();
      },
    },
    InCredit: { shows: /In credit 5,000৳/ },
    WithDepositHeld: { shows: /2 months’ rent paid ahead\..*Deposit held 36,000৳ of 36,000৳\./ },
    FormerResidentOwing: { shows: /Moved out.*Late fee, June 2026.*Written twice by mistake/ },
    WithLateFees: {
      shows: () => {
        const november = screen.getAllByRole('row').filter((r) => /November 2026Late fee/.test(r.textContent ?? ''));
        expect(november).toHaveLength(1);
        expect(
          within(november[0]!).getByRole('button', { name: 'Waive the late fee for November 2026' }),
        ).toHaveTextContent('Waive');
        expect(pageText()).toMatch(/Voided entries.*Late fee, October 2026750৳First time late: waived/);
        expect(screen.queryByRole('button', { name: 'Waive the late fee for October 2026' })).toBeNull();
      },
    },
    WaivingLateFee: {
      act: async (user) =>
        user.click(await screen.findByRole('button', { name: 'Waive the late fee for November 2026' })),
      shows: () => {
        const asked = within(dialog());
        expect(asked.getByRole('heading', { name: 'Waive this late fee?' })).toBeInTheDocument();
        expect(dialog()).toHaveTextContent(
          'Late fee ৳750 for November 2026 will no longer be owed. The fee stays in the books as waived, with your reason, and its month never takes another late fee.',
        );
        expect(asked.getByLabelText(/^Why is it waived/)).toBeEnabled();
        expect(asked.getByRole('button', { name: 'Waive fee' })).toBeEnabled();
      },
    },
    Loading: { shows: 'Loading this lease’s books...', pending: true },
    Failed: { shows: 'Failed to load this lease’s books. Please try again.', error: true },
    PaymentFormErrors: {
      act: async (user) => {
        await user.click(await screen.findByRole('button', { name: 'Record a payment' }));
        await user.click(button('Record payment'));
      },
      shows: () =>
        expect(
          within(errorSummary())
            .getAllByRole('link')
            .map((a) => a.textContent),
        ).toEqual([
          'Enter an amount above ৳0 and up to ৳1,00,00,000, with at most two decimals',
          'Pick how it was paid: cash, bank, cheque, bkash, nagad',
        ]),
      error: true,
    },
    PaymentRefusedError: {
      act: async (user) => {
        await user.click(await screen.findByRole('button', { name: 'Record a payment' }));
        await user.type(screen.getByLabelText(/^Amount/), '20000000');
        await user.selectOptions(screen.getByLabelText(/^Method/), 'cash');
        await user.click(button('Record payment'));
      },
      shows: () =>
        expect(screen.getByLabelText(/^Amount/)).toHaveAccessibleDescription(
          'Enter an amount above ৳0 and up to ৳10,000,000, with at most two decimals',
        ),
      error: true,
    },
    AddChargeForm: {
      act: async (user) => user.click(await screen.findByRole('button', { name: 'Add a charge' })),
      shows: () => expect(screen.getByRole('form', { name: 'Add a charge' })).toBeInTheDocument(),
    },
    VoidDialog: {
      act: async (user) =>
        user.click(await screen.findByRole('button', { name: 'Void the charge Gas bill for September 2026' })),
      shows: () => expect(dialog()).toHaveTextContent(/Void this entry\?Gas bill ৳1,200 for September 2026 will/),
    },
  },
  'features/books/components/StatementScreens.stories.tsx': {
    OwingMonth: { shows: /Statement for September 2026.*Balance brought forward.*Balance carried forward/ },
    InCreditMonth: { shows: /Balance carried forward5,000৳ in credit/ },
    FormerResidentLastMonth: { shows: /Statement for August 2026.*Rent/ },
    Loading: { shows: 'Loading the statement...', pending: true },
    Failed: { shows: 'Failed to load the statement. Please try again.', error: true },
  },

  'features/audit-log/components/AuditLog.stories.tsx': {
    // Subjects in people's words: a name and a flat, not an id; an entry older than labels keeps its identifier.
    TableFilled: {
      shows:
        /Removed member.*Karim Ahmed of Block C, floor 5, C501.*Switched coupon on\/off.*Nadia Rahman for Block B, floor 3, B302.*admin@lakeview\.test/,
    },
    TableEmpty: { shows: 'No actions recorded yet' },
    FilterAll: { shows: () => expect(screen.getByLabelText('Action')).toHaveValue('') },
    FilterOneAction: { shows: () => expect(screen.getByLabelText('Action')).toHaveValue('coupon.toggle') },
    PagerFirstPage: {
      shows: () => {
        expect(pageText()).toContain('Page 1 of 3');
        expect(button(/Previous/)).toBeDisabled();
        expect(button(/Next/)).toBeEnabled();
      },
    },
    PagerMiddlePage: {
      shows: () => {
        expect(pageText()).toContain('Page 2 of 3');
        expect(button(/Previous/)).toBeEnabled();
        expect(button(/Next/)).toBeEnabled();
      },
    },
    PagerLastPage: {
      shows: () => {
        expect(pageText()).toContain('Page 3 of 3');
        expect(button(/Next/)).toBeDisabled();
      },
    },
  },
  'features/audit-log/components/AuditLogScreens.stories.tsx': {
    Filled: { shows: /7 entries.*Removed member/ },
    FilteredByAction: { shows: /1 entry.*Switched coupon on\/off/ },
    ManyPages: { shows: /45 entries.*Page 1 of 3/ },
    SecondPage: { shows: /45 entries.*Page 2 of 3/ },
    Empty: { shows: 'No actions recorded yet' },
    Loading: { shows: 'Loading audit log...', pending: true },
    Failed: { shows: 'Failed to load the audit log. Please try again.', error: true },
    MemberIsTurnedAway: { shows: turnedAway },
  },
  'features/email-delivery/components/EmailDeliveryScreens.stories.tsx': {
    Filled: {
      shows: () => {
        expect(pageText()).toMatch(/4 emails.*2 emails could not be delivered.*Show only failed/);
        const karim = rowOf('Karim Ahmed');
        expect(karim.getByText('Rent reminders')).toBeInTheDocument();
        expect(karim.getByText('421 4.7.0 Try again later, closing connection')).toBeInTheDocument();
        expect(karim.getByRole('button', { name: RETRY_KARIM })).toBeEnabled();
        expect(rowOf('Rafiq Islam').queryByRole('button')).toBeNull();
        expect(rowOf('Nadia Rahman').getByText('Next attempt')).toBeInTheDocument();
      },
    },
    UndeliveredOnly: {
      shows: () => {
        expect(pageText()).toMatch(/2 emails.*2 emails could not be delivered/);
        expect(screen.getByRole('radio', { name: 'Failed' })).toBeChecked();
        expect(screen.queryByRole('link', { name: 'Show only failed' })).toBeNull();
      },
    },
    ManyPages: { shows: /45 emails.*Page 2 of 3/ },
    Empty: { shows: /0 emails.*No emails yet/ },
    EmptyUndelivered: { shows: 'No failed emails: every email was delivered or is still being tried' },
    Loading: { shows: 'Loading emails...', pending: true },
    LoadFailed: { shows: 'Failed to load the emails. Please try again.', error: true },
    RetryAccepted: {
      act: async (user) =>
        user.click(within(await screen.findByRole('table')).getByRole('button', { name: RETRY_KARIM })),
      shows: () => {
        expect(pageText()).toContain('Email to Karim Ahmed will be sent again');
        expect(pageText()).toContain('1 email could not be delivered');
        expect(rowOf('Karim Ahmed').queryByRole('button')).toBeNull();
      },
    },
    RetryRaced: {
      act: async (user) =>
        user.click(within(await screen.findByRole('table')).getByRole('button', { name: RETRY_KARIM })),
      shows: () =>
        expect(screen.getByRole('alert')).toHaveTextContent(
          'The email to Karim Ahmed is not failed any more (someone sent it again, or it went out meanwhile). The list has been refreshed.',
        ),
      error: true,
    },
    MemberIsTurnedAway: { shows: turnedAway },
  },
  'features/auth/components/Auth.stories.tsx': {
    Login: { shows: () => expect(button('Login')).toBeEnabled() },
    Register: { shows: () => expect(button('Register')).toBeEnabled() },
    LoginIdle: { shows: () => expect(button('Login')).toBeEnabled() },
    LoginBusy: { shows: 'Logging in...' },
    LoginFailed: { shows: 'Login failed: Incorrect email or password.', error: true },
    RegisterIdle: { shows: () => expect(button('Register')).toBeEnabled() },
    RegisterBusy: { shows: 'Registering...' },
    RegisterWeakPassword: {
      act: async (user) => {
        await user.type(screen.getByLabelText(/^Name/), 'Farhana Akter');
        await user.type(screen.getByLabelText(/^Email/), 'farhana@example.com');
        await user.type(screen.getByLabelText(/^Password/), 'weak');
        await user.click(button('Register'));
      },
      shows: () => {
        const summary = errorSummary();
        expect(summary).toHaveFocus();
        expect(within(summary).getByRole('link')).toHaveTextContent(
          'Password must include uppercase, lowercase, and be at least 6 characters',
        );
        expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
      },
    },
    LoginMissingFields: {
      act: async (user) => user.click(button('Login')),
      shows: () => {
        const summary = errorSummary();
        expect(summary).toHaveFocus();
        expect(
          within(summary)
            .getAllByRole('link')
            .map((a) => a.textContent),
        ).toEqual(['Enter your email address', 'Enter your password']);
      },
    },
    RegisterFailed: { shows: 'Registration failed: Database save failed: 503 - Service unavailable', error: true },
    Google: { shows: () => expect(button(/Continue with Google/)).toBeEnabled() },
  },
  'features/config/components/ConfigStatus.stories.tsx': {
    Loading: { shows: 'Loading...' },
    Failed: { shows: () => expect(button('Try again')).toBeEnabled(), error: true },
    // Still the failure, while the retry is under way.
    Retrying: { shows: () => expect(button('Trying again...')).toBeDisabled(), error: true },
  },
  'features/coupons/components/CouponForm.stories.tsx': {
    Empty: { shows: () => expect(button('Add Coupon')).toBeEnabled() },
    Adding: { shows: 'Adding...' },
    Added: { shows: 'Coupon SPRING20 added' },
    MissingFields: {
      act: async (user) => user.click(button('Add Coupon')),
      shows: () => {
        const summary = errorSummary();
        expect(summary).toHaveFocus();
        expect(
          within(summary)
            .getAllByRole('link')
            .map((a) => a.textContent),
        ).toEqual([
          'Enter a code of up to 40 letters, digits, - or _, like WELCOME10',
          'Discount must be a whole percentage from 1 to 100',
          'Enter a description of up to 300 characters',
        ]);
        expect(screen.getByLabelText(/^Discount %/)).toHaveAttribute('aria-invalid', 'true');
      },
    },
    Refused: {
      act: async (user) => {
        await user.type(screen.getByLabelText(/^Coupon Code/), 'HUGE');
        await user.type(screen.getByLabelText(/^Discount %/), '150');
        await user.type(screen.getByLabelText(/^Description/), 'Too much');
        await user.click(button('Add Coupon'));
      },
      shows: () => {
        expect(screen.getByLabelText(/^Discount %/)).toHaveAccessibleDescription(
          'Discount must be a whole percentage from 1 to 100',
        );
        expect(document.body.textContent).not.toContain('discountPercentage');
      },
    },
    EveryMonthWithExpiry: {
      act: async (user) => {
        await user.click(screen.getByRole('radio', { name: 'Every month' }));
        await user.type(screen.getByLabelText('Expires on'), '2026-12-31');
      },
      shows: () => expect(screen.getByLabelText('Expires on')).toHaveValue('2026-12-31'),
    },
  },
  'features/coupons/components/CouponsTable.stories.tsx': {
    Filled: { shows: () => expect(rowOf('EID15').getByRole('button')).toBeEnabled() },
    Toggling: {
      shows: () => {
        expect(rowOf('EID15').getByRole('button')).toBeDisabled();
        expect(rowOf('WELCOME10').getByRole('button')).toBeEnabled();
      },
    },
    Empty: { shows: 'No coupons found' },
    WithExpired: { shows: () => expect(rowOf('PUJA20').getByText('Expired')).toBeInTheDocument() },
    // On its last day a coupon still works.
    LastDay: { shows: () => expect(rowOf('PUJA20').getByText('Active')).toBeInTheDocument() },
  },
  'features/coupons/components/ManageCouponsScreens.stories.tsx': {
    WithExpiry: { shows: () => expect(rowOf('PUJA20').getByText('Expired')).toBeInTheDocument() },
    ToggleRaceFails: {
      act: async (user) => user.click((await screen.findAllByRole('button', { name: 'Disable EID15' }))[0]!),
      shows: 'Someone else switched this coupon just now. Refresh the list.',
      error: true,
    },
  },
  'features/my-account/components/MyAccountScreens.stories.tsx': {
    PaidUp: {
      shows:
        /BalanceAll paid upYour lease of Block B, floor 3, B302, since October 2026\. As of 20 Nov 2026\.Payments and credits/,
    },
    PartlyPaid: {
      shows: /You owe 9,500৳.*Pay rent for December 2026.*December 2026Rent14,500৳5,000৳9,500৳.*Payment by bKash/,
    },
    InCredit: { shows: /You are 5,500৳ in creditYour lease.*Your credit pays your next charges by itself\./ },
    TermsOwed: { shows: /Your lease terms.*24,000৳ still to pay\..*Deposit held 0৳\./ },
    DepositHeld: { shows: /Paid: those months’ rent is settled\..*Deposit held 24,000৳\./ },
    OwingSeveral: {
      shows:
        /You owe 43,350\.50৳.*Pay 43,350\.50৳Pay rent for December 2026Or pay one charge at a time: press Pay beside it in the list below\..*January 2027Service charge2,000৳.*February 2027Gas bill850\.50৳/,
    },
    FormerResidentOwing: {
      shows:
        /You owe 32,000৳Your lease of Block A, floor 1, A101 ended in October 2026\. What it left unpaid can still be paid\..*Pay rent for September 2026/,
    },
    WithVoidedEntries: {
      shows:
        /Voided entries.*Voided: Water bill for November 2026, 600৳ — Charged to the wrong flatVoided: Payment of 3 Nov 2026, 14,500৳ — Entered twice/,
    },
    Loading: { shows: 'Loading your account...', pending: true },
    LoadFailed: { shows: 'Failed to load your account. Please try again.', error: true },
    NoLease: { shows: 'Your account appears here once your lease starts' },
    Statement: {
      shows:
        /Statement of accountNovember 2026ResidentNadia Rahman.*Opening balance0৳.*November 2026Rent14,500৳14,500৳3 Nov 2026Payment by card14,500৳0৳Closing balance0৳/,
    },
    StatementOwing: {
      shows: /Opening balance28,000৳.*February 2027Gas bill850\.50৳43,350\.50৳Closing balance43,350\.50৳/,
    },
    StatementInCredit: { shows: /Closing balance5,500৳ in credit/ },
    StatementLoading: { shows: 'Loading the statement...', pending: true },
    StatementFailed: { shows: 'Failed to load the statement. Please try again.', error: true },
    StatementOutsideLease: { shows: 'There is no statement for this month.' },
    ReportWaiting: {
      shows: /Payments you reported.*2 Feb 2027bKash9KX47TQ214,500৳Waiting for the building.*Report a payment/,
    },
    ReportConfirmed: { shows: /3 Jan 2027Bank transferDBBL-99881214,500৳Confirmed, receipt R-000021/ },
    ReportRejected: {
      shows: /Nagad.*Rejected: No Nagad payment with this reference reached the building/,
    },
    ReportsEmpty: { shows: /You have not reported a payment\..*Report a payment/ },
    ReportFormErrors: {
      act: async (user) => user.click(await screen.findByRole('button', { name: 'Report the payment' })),
      shows: () => {
        expect(screen.getByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
        expect(screen.getByLabelText(/^Transaction or cheque reference/)).toHaveAttribute('aria-invalid', 'true');
      },
      error: true,
    },
    ReportRefusedByServer: {
      act: async (user) => {
        await user.type(await screen.findByLabelText(/^Amount in taka/), '14500');
        await user.type(screen.getByLabelText(/^The day you paid/), '2020-01-01');
        await user.selectOptions(screen.getByLabelText(/^How you paid/), 'bkash');
        await user.type(screen.getByLabelText(/^Transaction or cheque reference/), 'TX1');
        await user.click(screen.getByRole('button', { name: 'Report the payment' }));
      },
      shows: () =>
        expect(screen.getByLabelText(/^The day you paid/)).toHaveAccessibleDescription(
          'Pick the day you paid: not in the future, and not before your lease began',
        ),
      error: true,
    },
  },
  'features/my-account/components/PayScreens.stories.tsx': {
    WholeBalance: {
      shows:
        /Pay by cardWhat you are payingYour whole balance: every charge still owed\.RentDecember 202611,500৳RentJanuary 202714,500৳Service chargeJanuary 20272,000৳RentFebruary 202714,500৳Gas billFebruary 2027850\.50৳To pay43,350\.50৳Card details.*Pay 43,350\.50৳Back to My Account/,
    },
    OneCharge: {
      shows: /WhatGas billMonthFebruary 2027Amount850\.50৳Paid so far0৳Remaining850\.50৳To pay850\.50৳.*Pay 850\.50৳/,
    },
    PartOfACharge: { shows: /WhatRentMonthDecember 2026Amount14,500৳Paid so far5,000৳Remaining9,500৳To pay9,500৳/ },
    FormerResident: { shows: /RentSeptember 202616,000৳RentOctober 202616,000৳To pay32,000৳.*Pay 32,000৳/ },
    Loading: { shows: 'Loading what you owe...', pending: true },
    LoadFailed: { shows: 'Failed to load what you owe. Please try again.', error: true },
    NoLease: { shows: 'You have no lease, so there is nothing to pay here.Back to My Account' },
    NothingOwed: { shows: 'Nothing to payYou owe nothing now, so there is nothing to pay.Back to My Account' },
    ChargePaidAlready: { shows: 'Rent for October 2026 is paid already, so there is nothing to pay for it.' },
    UnknownCharge: {
      shows: () =>
        expect(screen.getByRole('alert')).toHaveTextContent(
          'This charge is not on your account. Go back to My Account and pick one of the charges listed there.',
        ),
    },
    PaidOneCharge: {
      act: payByCard('4242424242424242'),
      shows:
        /Payment successful2,000৳ paid by card for Service charge, January 2027\.View receipt R-000019You still owe 41,350\.50৳\.Back to My AccountPay the rest/,
    },
    PaidWholeBalance: {
      act: payByCard('4242424242424242'),
      shows:
        /9,500৳ paid by card towards your balance\.View receipt R-000019Nothing more is owed: your account is paid up\./,
    },
    PaidMeanwhileAsCredit: {
      act: payByCard('4242424242424242'),
      shows:
        /9,500৳ paid by card for Rent, December 2026\.View receipt R-000019What you paid for had been paid meanwhile, so 9,500৳ of this payment is kept as credit on your account\./,
    },
    CardDeclined: {
      act: payByCard('4000000000000002'),
      shows: () => expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.'),
      error: true,
    },
    AmountChanged: {
      act: payByCard('4242424242424242'),
      shows: () => {
        expect(screen.getByRole('alert')).toHaveTextContent(
          'What you owe changed meanwhile: it is now ৳10,100You now owe 10,100৳. Check it, then pay again.',
        );
        expect(button(/^Pay 10,100/)).toBeEnabled();
      },
      error: true,
    },
    NothingOwedOnPay: { act: payByCard('4242424242424242'), shows: 'Nothing to payYou owe nothing now' },
    Offline: {
      act: payByCard('4242424242424242'),
      shows: 'Could not reach the server. Check your connection and try again.',
      error: true,
    },
    ReportFailed: {
      act: payByCard('4242424242424242'),
      shows: () => {
        expect(screen.getByRole('alert')).toHaveTextContent(
          /^Your card was charged, but the payment is not on your account yet/,
        );
        expect(button('Try again')).toBeEnabled();
        expect(screen.queryByLabelText(/^Card number/)).not.toBeInTheDocument();
      },
      error: true,
    },
  },
  'features/payment-reports/components/PaymentReportsScreens.stories.tsx': {
    Waiting: {
      shows:
        /2 reports waiting.*Karim Ali, Block C, floor 1, C104.*Cheque.*Nadia Rahman, Block B, floor 3, B302.*Decided.*Confirmed, receipt R-000021 by office@example\.com/,
    },
    NothingWaiting: { shows: /Nothing waiting.*Decided/ },
    Empty: { shows: 'No resident has reported a payment yet.' },
    Loading: { shows: 'Loading the payment reports…', pending: true },
    LoadFailed: { shows: 'The payment reports could not be loaded.', error: true },
    DecidedMeanwhile: {
      act: async (user) =>
        user.click(
          await screen.findByRole('button', { name: 'Confirm 14,500 taka from Karim Ali, Block C, floor 1, C104' }),
        ),
      shows: 'This payment report was already rejected by sumi@example.com: Wrong amount',
      error: true,
    },
  },
  'features/charges/components/ChargesScreens.stories.tsx': {
    Filled: {
      shows: () => {
        const [, ...rows] = screen.getAllByRole('row').map((r) => r.textContent);
        expect(rows[0]).toMatch(/^Service charge \(Service\)৳1,500From January 2026Every lease/);
        expect(rows[1]).toMatch(/Generator \(Electricity\)৳850.50June 2026 to December 2026A101, B203/);
      },
    },
    Empty: { shows: 'No recurring charges yet. Add the first one below.' },
    Loading: { shows: 'Loading charges...', pending: true },
    LoadFailed: { shows: 'Failed to load the recurring charges. Please try again.', error: true },
    AddIncomplete: {
      act: async (user) => user.click(await screen.findByRole('button', { name: 'Add charge' })),
      shows: () => {
        expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription(
          'Write what the charge is called, up to 80 characters',
        );
        expect(screen.getByLabelText(/^Kind/)).toHaveAttribute('aria-invalid', 'true');
        expect(document.activeElement?.textContent).toContain('Write what the charge is called');
      },
    },
    Ending: {
      act: async (user) => user.click(await screen.findByRole('button', { name: 'End Service charge' })),
      shows: () => expect(within(dialog()).getByLabelText('Last month')).toHaveDisplayValue('November 2026'),
    },
    EndRefusedError: {
      act: async (user) => {
        await user.click(await screen.findByRole('button', { name: 'End Service charge' }));
        await user.click(within(dialog()).getByRole('button', { name: 'End charge' }));
      },
      shows: 'This recurring charge was changed meanwhile, perhaps by another admin',
      error: true,
    },
    ImportLineRefusedError: {
      act: async (user) => {
        await user.upload(
          await screen.findByLabelText('CSV file'),
          new File(['flat,month,kind,amount\n'], 'bills.csv', { type: 'text/csv' }),
        );
        await user.click(button('Load bills'));
      },
      shows: 'Line 3: no lease of C302 covers October 2026',
      error: true,
    },
  },
  'features/late-fees/components/LateFeesScreens.stories.tsx': {
    Off: {
      shows: () => {
        expect(pageText()).toMatch(/Off: no late fees are added\..*While late fees are off, nothing is added\./);
        expect(screen.getByRole('checkbox', { name: 'Charge late fees' })).not.toBeChecked();
        expect(screen.getByLabelText(/^Fee in taka/)).toHaveValue('500');
      },
    },
    Fixed: {
      shows:
        /On since October 2026: no month before it takes a fee\..*Rent still unpaid 4 days after the due day takes a fee of ৳750\./,
    },
    PercentWithCap: {
      shows: () => {
        expect(pageText()).toMatch(
          /On since November 2026.*Rent is due on the 10th.*Rent still unpaid 8 days after the due day takes a fee of 5% of what is unpaid\. A month’s fee is never more than ৳1,000\./,
        );
        expect(screen.getByRole('radio', { name: 'A percent of the unpaid rent' })).toBeChecked();
        expect(screen.getByLabelText(/^Most a month/)).toHaveValue('1000');
      },
    },
    Loading: { shows: 'Loading the late fees...', pending: true },
    LoadFailed: { shows: 'Failed to load the late fees. Please try again.', error: true },
    OutOfRange: {
      act: async (user) => {
        const grace = await screen.findByLabelText(/^Days of grace/);
        await user.clear(grace);
        await user.type(grace, '29');
        await user.type(screen.getByLabelText(/^Most a month/), '10.5');
        await user.click(button('Save late fees'));
      },
      shows: () => {
        const summary = errorSummary();
        expect(summary).toHaveFocus();
        expect(
          within(summary)
            .getAllByRole('link')
            .map((a) => a.textContent),
        ).toEqual([
          'Allow from 0 to 28 days of grace after the day rent is due',
          'Enter a cap in whole taka from ৳1 to ৳1,00,000, or leave it empty for none',
        ]);
        expect(screen.getByLabelText(/^Days of grace/)).toHaveAttribute('aria-invalid', 'true');
      },
    },
    SaveError: {
      act: async (user) => {
        await user.click(await screen.findByRole('checkbox', { name: 'Charge late fees' }));
        await user.click(button('Save late fees'));
      },
      shows: 'Something went wrong on our side',
      error: true,
    },
    ChangedMeanwhileError: {
      act: async (user) => user.click(await screen.findByRole('button', { name: 'Save late fees' })),
      shows:
        'Someone else changed the late fees meanwhile: what they saved is shown now. Make your change again and save.',
      error: true,
    },
  },
  'features/parking/components/ParkingScreens.stories.tsx': {
    Spaces: { shows: () => expect(screen.getByText('Assigned to Nadia Rahman')).toBeInTheDocument() },
    Empty: { shows: 'No parking spaces yet. Add the first one above.' },
    Loading: { shows: 'Loading parking spaces...', pending: true },
    LoadFailed: { shows: 'Failed to load parking spaces. Please try again.', error: true },
    MemberHasSpace: {
      act: async (user) => {
        await user.selectOptions(await screen.findByLabelText('Member for P-02'), 'nadia@example.com');
        await user.click(screen.getAllByRole('button', { name: 'Assign' })[0]!);
      },
      shows: 'This member already has P-01',
      error: true,
    },
    MyProfileTile: { shows: () => expect(screen.getByText('P-01')).toBeInTheDocument() },
    MyProfileNone: { shows: () => expect(screen.getByText('None')).toBeInTheDocument() },
  },
  'app/dashboard/DashboardRoutes.stories.tsx': {
    SignedIn: { shows: /My Profile.*Request waiting for a decision/ },
    CheckingSignIn: { shows: 'Loading...' },
  },
  'app/dashboard/DashboardScreens.stories.tsx': {
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
  },
  'app/dashboard/DashboardShell.stories.tsx': {
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
  },
  'app/dashboard/SideMenu.stories.tsx': {
    User: { shows: () => expect(currentMenuItem()).toBe('My Profile') },
    Member: { shows: () => expect(currentMenuItem()).toBe('Make Payment') },
    Admin: { shows: () => expect(currentMenuItem()).toBe('Manage Coupons') },
    FormerResident: {
      shows: () => {
        expect(currentMenuItem()).toBe('Make Payment');
        expect(menuLinks()).toContain('Payment History');
      },
    },
  },
  'features/home/components/Home.stories.tsx': {
    SignedOut: { shows: /Find your next home at Lakeview Residency.*Browse apartments.*About the Building.*WELCOME10/ },
    SignedIn: {
      shows: () => {
        expect(pageText()).toMatch(/Browse apartments.*About the Building.*WELCOME10/);
        expect(screen.queryByRole('link', { name: 'Pay rent' })).toBeNull();
      },
    },
    SignedInMember: {
      shows: () => {
        expect(pageText()).toContain('Welcome home to Lakeview Residency');
        expect(screen.getByRole('link', { name: 'Pay rent' })).toHaveAttribute('href', '/dashboard/make-payment');
      },
    },
    CouponsLoading: { shows: 'Loading coupons...', pending: true },
    CouponsEmpty: { shows: 'No active coupons available right now.' },
    // A failed fetch is logged and shows the empty message.
    CouponsFailed: { shows: 'No active coupons available right now.', error: true },
    Banner: { shows: () => expect(screen.getAllByAltText('Banner 1').length).toBeGreaterThan(0) },
    BannerStill: { shows: () => expect(screen.getAllByAltText('Banner 1').length).toBeGreaterThan(0) },
    About: { shows: 'About the Building' },
    TypewriterOnly: { shows: 'Discover modern living with' },
    MarqueeLoading: { shows: 'Loading coupons...' },
    MarqueeEmpty: { shows: 'No active coupons available right now.' },
    MarqueeFilled: { shows: /WELCOME10.*EID15/ },
    ActiveCouponsSection: { shows: /Active Coupons.*WELCOME10/ },
    Map: { shows: 'Leaflet' },
    LocationSection: { shows: /Our Location.*Leaflet/ },
  },
  'features/maintenance/components/ReportForm.stories.tsx': {
    Member: {
      shows: () => {
        expect(screen.getByRole('radio', { name: 'My flat (A101)' })).toBeChecked();
        expect(
          screen.getByRole('group', { name: 'May staff enter the flat when nobody is home?' }),
        ).toBeInTheDocument();
      },
    },
    PlainUser: { shows: /Common areaYou have no flat in the building/ },
    DraftKept: {
      shows: () => {
        expect(screen.getByLabelText(/^Title/)).toHaveValue('Kitchen tap leaking');
        expect(screen.getByLabelText(/^Description/)).toHaveValue('Under the');
      },
    },
    Sending: { shows: () => expect(button('Sending...')).toBeDisabled() },
    FieldsRefused: {
      shows: () =>
        expect(screen.getByLabelText(/^Title/)).toHaveAccessibleDescription(
          'Give the problem a short title of 1 to 120 characters, like "Kitchen tap leaking"',
        ),
      error: true,
    },
    PhotoRefused: { shows: 'leak.heic is not a JPEG, PNG or WebP picture', error: true },
    LimitRefused: { shows: 'You have reported 5 problems today', error: true },
  },
  'features/maintenance/components/RequestList.stories.tsx': {
    Filled: { shows: /Stairwell light flickers.*Kitchen tap leaking/ },
    Empty: { shows: 'You have not reported any problems' },
  },
  'features/maintenance/components/Bits.stories.tsx': {
    Badges: { shows: 'Status: SubmittedStatus: In progressStatus: ResolvedStatus: ClosedStatus: DeclinedEmergency' },
    Emergency: {
      shows: () =>
        expect(screen.getByRole('link', { name: 'Call +880 1711-000999 now' })).toHaveAttribute(
          'href',
          'tel:+8801711000999',
        ),
    },
    EmergencyWithoutNumber: {
      shows: () => expect(screen.getByRole('link', { name: 'Call 999 now' })).toHaveAttribute('href', 'tel:999'),
    },
  },
  'features/maintenance/components/Timeline.stories.tsx': {
    AsResident: { shows: /Nadia Rahman reported the problem.*A plumber comes at 3 pm today\..*marked it resolved/ },
    WithInternalNote: {
      shows: /Internal note — residents never see this.*Farhan Ali \(building admin\) added an internal note/,
    },
    Closed: { shows: /Nadia Rahman closed it, rating the fix 4 stars of 5.*Quick and tidy, thank you\./ },
  },
  'features/maintenance/components/BoardList.stories.tsx': {
    Filled: { shows: /Kitchen tap leaking.*Response: 2 hours.*Resolved in: 2 days 4 hours/ },
    Empty: { shows: 'No requests match these filters' },
  },
  'features/maintenance/components/PhotoField.stories.tsx': {
    Empty: { shows: () => expect(screen.getByLabelText('Photos (optional)')).toBeEnabled() },
    Full: {
      shows: () => {
        expect(screen.getByLabelText('Photos (optional)')).toBeDisabled();
        expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(3);
      },
    },
    TooLarge: { shows: 'ceiling.jpg is larger than 5 MB', error: true },
  },
  'features/maintenance/components/StarRating.stories.tsx': {
    Unrated: { shows: 'No stars chosen' },
    FourStars: { shows: () => expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked() },
  },
  'features/maintenance/components/MaintenanceScreens.stories.tsx': {
    Filled: { shows: /My requests.*Stairwell light flickers.*Kitchen tap leaking/ },
    Empty: { shows: 'You have not reported any problems' },
    Loading: { shows: 'Loading your requests...', pending: true },
    Failed: { shows: 'Failed to load your requests. Please try again.', error: true },
    PlainUser: { shows: /Common areaYou have no flat in the building/ },
    Emergency: {
      act: reportEmergency,
      shows: () => expect(screen.getByRole('link', { name: 'Call +880 1711-000999 now' })).toBeInTheDocument(),
    },
    LimitRefused: { act: reportEmergency, shows: 'You have reported 5 problems today', error: true },
    Request: {
      shows: () => {
        expect(screen.getByRole('img', { name: 'Photo 2 of 2 of Kitchen tap leaking' })).toHaveAttribute('src');
        expect(screen.getByRole('form', { name: 'Is it fixed?' })).toBeInTheDocument();
        expect(screen.getByText('A plumber comes at 3 pm today.')).toBeInTheDocument();
      },
    },
    CloseRefused: {
      act: async (user) => user.click(await screen.findByRole('button', { name: 'Close request' })),
      shows: 'This request is not resolved yet, so it cannot be closed.',
      error: true,
    },
  },
  'features/maintenance/components/BoardScreens.stories.tsx': {
    Filled: { shows: /Requests \(3\).*Kitchen tap leaking.*Lift stops between floors.*Stairwell light flickers/ },
    Empty: { shows: 'No requests match these filters' },
    Loading: { shows: 'Loading requests...', pending: true },
    Failed: { shows: 'Failed to load the requests. Please try again.', error: true },
    Filtered: { shows: () => expect(screen.getByLabelText('Status')).toHaveValue('in_progress') },
    Request: { shows: /Internal note — residents never see this.*Call the lift company before Friday\./ },
    DeclineAsked: {
      act: async (user) => {
        await user.click(await screen.findByRole('button', { name: 'Decline' }));
        await user.click(within(dialog()).getByRole('button', { name: 'Decline request' }));
      },
      shows: () =>
        expect(within(dialog()).getByLabelText(/^Reason/)).toHaveAccessibleDescription(
          'Say why the request is declined, in 1 to 500 characters',
        ),
    },
    StaleRefused: {
      act: async (user) => user.click(await screen.findByRole('button', { name: 'Mark resolved' })),
      shows: 'Another admin changed this request first: it is already resolved.',
      error: true,
    },
  },
  'features/admin/components/MaintenanceSummary.stories.tsx': {
    Filled: { shows: /Opened7Resolved6Median time to resolve2 days 4 hoursAverage rating4\.5 \/ 5 from 6 ratings/ },
    NoneResolved: { shows: /No requests resolved yet.*No ratings yet/ },
    Loading: { shows: 'Loading maintenance figures...' },
    Failed: { shows: 'Failed to load the maintenance figures. Please try again.', error: true },
  },
  'features/manage-apartments/components/ApartmentForm.stories.tsx': {
    Empty: { shows: () => expect(button('Add apartment')).toBeEnabled() },
    Adding: { shows: () => expect(button('Adding...')).toBeDisabled() },
    FieldsRefused: {
      shows: () => {
        for (const label of [/^Block/, /^Floor/, /^Apartment number/, /^Monthly rent/])
          expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
        expect(screen.getByLabelText(/^Block/)).toHaveAccessibleDescription(
          'Block must be 1 to 10 letters or digits, like A',
        );
      },
      error: true,
    },
    Duplicate: {
      shows: () =>
        expect(screen.getByLabelText(/^Apartment number/)).toHaveAccessibleDescription(
          'Block A, floor 1, A101 is already in the building',
        ),
      error: true,
    },
    PhotoTooLarge: { shows: 'That picture is larger than 5 MB; pick a smaller one', error: true },
    SaveFailed: {
      shows: () => expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on our side'),
      error: true,
    },
  },
  'features/manage-apartments/components/ApartmentsTable.stories.tsx': {
    Filled: {
      shows: () => {
        expect(rowOf('A101').getByText('Available')).toBeInTheDocument();
        expect(rowOf('A102').getByText('Let')).toBeInTheDocument();
        expect(
          rowOf('B201').getByRole('img', { name: 'Photo of Block B, floor 2, B201: no photo yet' }),
        ).toBeInTheDocument();
        expect(rowOf('B202').getByText('Retired')).toBeInTheDocument();
        expect(rowOf('B202').queryByRole('button')).toBeNull();
      },
    },
    Empty: { shows: 'No apartments yet: add one or import a spreadsheet.' },
  },
  'features/manage-apartments/components/ApartmentDialogs.stories.tsx': {
    Rent: { shows: () => expect(within(dialog()).getByLabelText(/Monthly rent/)).toHaveValue('12500') },
    RentSaving: { shows: () => expect(within(dialog()).getByRole('button', { name: 'Saving...' })).toBeDisabled() },
    RentRefused: {
      shows: () =>
        expect(within(dialog()).getByLabelText(/Monthly rent/)).toHaveAccessibleDescription(
          'Rent must be a whole number of taka from 1 to 10,000,000',
        ),
      error: true,
    },
    Photo: { shows: () => expect(within(dialog()).getByLabelText('New photo')).toBeEnabled() },
    PhotoWithoutOne: {
      shows: () => expect(within(dialog()).getByRole('img', { name: /no photo yet/ })).toBeInTheDocument(),
    },
    PhotoRefused: { shows: 'That file is not a JPEG, PNG or WebP picture', error: true },
    Retire: {
      shows:
        /Retire A101\?.*leaves the apartments page and nobody can apply for it again\. Its leases, payments and receipts stay in the records\./,
    },
  },
  'features/manage-apartments/components/ImportForm.stories.tsx': {
    Idle: { shows: /block,floor,number,rent/ },
    Importing: { shows: () => expect(button('Importing...')).toBeDisabled() },
    LineRefused: {
      shows: () =>
        expect(screen.getByLabelText('CSV file')).toHaveAccessibleDescription(
          /Line 4: Rent must be a whole number.*Nothing was imported\.$/,
        ),
      error: true,
    },
  },
  'features/building/components/BuildingScreens.stories.tsx': {
    Filled: { shows: /Building's name.*Address.*Emergency phone/ },
    Loading: { shows: "Loading the building's details...", pending: true },
    Failed: { shows: "Failed to load the building's details. Please try again.", error: true },
    SaveRefused: {
      act: async (user) => user.click(await screen.findByRole('button', { name: 'Save details' })),
      shows: () => {
        expect(screen.getByLabelText(/^Latitude/)).toHaveAccessibleDescription(
          expect.stringContaining('Latitude must be a number from -90 to 90'),
        );
        expect(errorSummary()).toHaveFocus();
      },
      error: true,
    },
    RentScheduleInvalid: {
      act: async (user) => {
        const dueDay = await screen.findByLabelText(/Rent is due on day/);
        await user.clear(dueDay);
        await user.type(dueDay, '31');
        const before = screen.getByLabelText(/Remind this many days before/);
        await user.clear(before);
        await user.type(before, '30');
        await user.click(button('Save rent schedule'));
      },
      shows: () => {
        expect(screen.getByLabelText(/Rent is due on day/)).toHaveAccessibleDescription(
          /A day of the month from 1 to 28.*Rent is due on a day of the month from 1 to 28/,
        );
        expect(screen.getByLabelText(/Remind this many days before/)).toHaveAttribute('aria-invalid', 'true');
        expect(within(errorSummary()).getAllByRole('link')).toHaveLength(2);
        expect(errorSummary()).toHaveFocus();
      },
      error: true,
    },
    RentScheduleRefused: {
      act: async (user) => user.click(await screen.findByRole('button', { name: 'Save rent schedule' })),
      shows: () => {
        expect(screen.getByLabelText(/Rent is due on day/)).toHaveAccessibleDescription(
          expect.stringContaining('Rent is due on a day of the month from 1 to 28'),
        );
        expect(errorSummary()).toHaveFocus();
      },
      error: true,
    },
    RentScheduleChanged: {
      act: async (user) => user.click(await screen.findByRole('button', { name: 'Save rent schedule' })),
      shows: /Someone else changed the rent schedule while you were editing it/,
      error: true,
    },
    RentScheduleLoading: { shows: 'Loading the rent schedule...', pending: true },
    RentScheduleFailed: { shows: 'Failed to load the rent schedule. Please try again.', error: true },
  },
  'features/manage-apartments/components/ManageApartmentsScreens.stories.tsx': {
    Filled: { shows: /Apartments \(5\).*A101.*C301/ },
    Empty: { shows: 'No apartments yet: add one or import a spreadsheet.' },
    Loading: { shows: 'Loading apartments...', pending: true },
    Failed: { shows: 'Failed to load apartments. Please try again.', error: true },
    AddRefused: {
      act: async (user) => user.click(await screen.findByRole('button', { name: 'Add apartment' })),
      shows: () => {
        expect(screen.getByLabelText(/^Block/)).toHaveAccessibleDescription(
          'Block must be 1 to 10 letters or digits, like A',
        );
        expect(errorSummary()).toHaveFocus();
      },
      error: true,
    },
    ImportRefused: {
      act: importCsv,
      shows: 'Line 4: Rent must be a whole number of taka from 1 to 10,000,000. Nothing was imported.',
      error: true,
    },
    Imported: {
      act: importCsv,
      shows: 'Imported 50 apartments',
    },
    RetireLetNotOffered: {
      shows: () => {
        const retire = screen.getAllByRole('button', { name: 'Retire Block A, floor 1, A102' });
        expect(retire.every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
        expect(retire[0]).toHaveAccessibleDescription('Let to a member: remove the member before retiring it');
      },
    },
    RetireLeasedFails: {
      act: async (user) => {
        await user.click((await screen.findAllByRole('button', { name: 'Retire Block A, floor 1, A101' }))[0]!);
        await user.click(within(dialog()).getByRole('button', { name: 'Retire' }));
      },
      shows: 'Block A, floor 1, A101 is let to a member: remove the member before retiring it',
      error: true,
    },
  },
  'features/members/components/ManageMembersScreens.stories.tsx': {
    Members: { shows: /Nadia Rahman.*Karim Ahmed/ },
    RemoveMemberWhoOwes: {
      act: async (user) => user.click(await screen.findByRole('button', { name: 'Remove Nadia Rahman' })),
      shows:
        'Nadia Rahman owes 29,000৳ in unpaid rent. The debt stays on record after the removal, and they can still pay it.',
    },
  },
  'features/members/components/MembersTable.stories.tsx': {
    Filled: { shows: () => expect(button('Remove Karim Ahmed')).toBeEnabled() },
    Removing: {
      shows: () => {
        expect(button('Remove Nadia Rahman')).toBeDisabled();
        expect(button('Remove Nadia Rahman')).toHaveTextContent('Removing...');
        expect(button('Remove Karim Ahmed')).toBeEnabled();
      },
    },
    Empty: { shows: 'No members found' },
  },
  'features/notifications/components/NotificationsScreens.stories.tsx': {
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
  },
  'features/notifications/components/NotificationBell.stories.tsx': {
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
  },
  'features/notifications/components/Unsubscribe.stories.tsx': {
    Ready: {
      shows: ({ answered }) => {
        expect(pageText()).toMatch(/Unsubscribe from emails.*Pressing Unsubscribe stops the kind of email/);
        expect(button('Unsubscribe')).toBeEnabled();
        expect(answered.has('POST /api/unsubscribe')).toBe(false);
      },
    },
    Done: {
      act: async (user) => user.click(await screen.findByRole('button', { name: 'Unsubscribe' })),
      shows: () => {
        expect(screen.getByRole('status')).toHaveTextContent(
          'You will no longer get emails about rent reminders. You can turn them back on in My Profile.',
        );
        expect(screen.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/dashboard/my-profile');
        expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
      },
    },
    Sending: {
      act: async (user) => user.click(await screen.findByRole('button', { name: 'Unsubscribe' })),
      shows: () => expect(button('Unsubscribing...')).toBeDisabled(),
      pending: true,
    },
    InvalidLink: {
      act: async (user) => user.click(await screen.findByRole('button', { name: 'Unsubscribe' })),
      shows: () => {
        expect(screen.getByRole('alert')).toHaveTextContent(
          /This unsubscribe link is not valid or has expired\.\s*To choose which emails you get, sign in and change your email choices on My Profile\./,
        );
        expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
      },
      error: true,
    },
    MissingToken: {
      shows: ({ answered }) => {
        expect(screen.getByRole('alert')).toHaveTextContent('This unsubscribe link is not valid or has expired.');
        expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
        expect(answered.size).toBe(0);
      },
    },
  },
  'features/info/components/Info.stories.tsx': {
    About: {
      shows: /About us.*Lakeview Residency is a residential building at House 12, Road 5, Gulshan 1, Dhaka 1212/,
    },
    Contact: { shows: /Phone\+880 2-9881234.*Emailoffice@lakeview\.example.*Emergency01711-000000/ },
    Help: { shows: /How do I rent a flat\?.*In an emergency call 01711-000000 as well\./ },
    Loading: { shows: 'Loading the building’s details...', pending: true },
    LoadFailed: { shows: 'Failed to load the building’s details. Please try again.', error: true },
  },
  'features/not-found/components/NotFoundPage.stories.tsx': {
    Default: { shows: 'Page Not Found' },
  },
  'features/payment-history/components/PaymentHistoryTable.stories.tsx': {
    Filled: { shows: /pi_sandbox_77b0e4d1.*pi_sandbox_3f9a12c0/ },
    Empty: { shows: 'No payments found' },
    WithoutReceiptNumber: { shows: /pi_sandbox_3f9a12c0Not available/ },
    BothKinds: {
      shows:
        /12 Dec 2026—Cash——3,000৳—Receipt8 Dec 2026—bKash——5,000৳BKX7Q2M9Receipt4 Nov 2026—Bank transfer——20,000৳DBBL-553201Receipt3 Nov 2026November 2026Card14,500৳0%14,500৳pi_sandbox_77b0e4d1Receipt6 Oct 2026/,
    },
  },
  'features/payments/components/MakePaymentScreens.stories.tsx': {
    FormerResident: {
      shows: () => expect([monthPicker().value, monthPicker().options.length]).toEqual(['2026-09', 2]),
    },
    OneMonthOwed: {
      shows: ({ answered }) => {
        expect(monthPicker()).toHaveValue('2026-12');
        expect(answered.has('POST /api/payments/create-payment-intent')).toBe(true);
      },
    },
    SeveralMonthsOwed: {
      shows: () => expect([monthPicker().value, monthPicker().options.length]).toEqual(['2026-12', 4]),
    },
    MonthFromLink: { shows: () => expect(monthPicker()).toHaveValue('2027-03') },
    PaidUpPayAhead: {
      shows: () => expect([monthPicker().value, monthPicker().options.length]).toEqual(['2026-12', 1]),
    },
    NothingPayable: {
      shows: 'You have paid every month you can pay now.December 2026 can be paid from 1 November 2026.',
    },
    ExpiredCoupon: { act: applyCoupon('AUTUMN20'), shows: 'This coupon expired on 30 Nov 2026', error: true },
    CouponAlreadyUsed: { act: applyCoupon('WELCOME10'), shows: 'You have already used WELCOME10', error: true },
    LoadingDues: { shows: 'Loading agreement...', pending: true },
    DuesFailed: { shows: 'Failed to load the months you can pay. Please try again.', error: true },
  },
  'features/payments/components/NothingToPay.stories.tsx': {
    PaidAhead: { shows: 'You have paid every month you can pay now.December 2026 can be paid from 1 November 2026.' },
    LeaseEnding: { shows: 'Your lease ends in November 2026, so there is no more rent to pay.' },
  },
  'features/payments/components/PaymentForm.stories.tsx': {
    Empty: { shows: () => expect(button(/^Pay 14,500/)).toBeDisabled() },
    SeveralMonthsOwed: {
      shows: () => expect([monthPicker().value, monthPicker().options.length]).toEqual(['2026-12', 4]),
    },
    CouponApplied: {
      shows: /Coupon applied: 10% off.*Coupon discount WELCOME10 −10%−1,450৳Total13,050৳Card details.*Pay 13,050৳/,
    },
    InvalidCoupon: { shows: 'Invalid coupon', error: true },
    ExpiredCoupon: { shows: 'This coupon expired on 30 Nov 2026', error: true },
    CouponAlreadyUsed: { shows: 'You have already used WELCOME10', error: true },
    FullyDiscounted: { shows: () => expect(button(/^Pay 0/)).toBeEnabled() },
    ReadyToPay: { shows: () => expect(button(/^Pay 14,500/)).toBeEnabled() },
    Paying: { shows: 'Processing...' },
    CardDeclined: { shows: 'Your card was declined.', error: true },
    PaidInAnotherTab: {
      shows:
        'Payment for December 2026 already exists! The charge was refunded to your card.View receipt for December 2026',
      error: true,
    },
    IntentFailed: { shows: 'Failed to initialize payment. Please try again.', error: true },
  },
  'features/payments/components/PaymentMessage.stories.tsx': {
    Successful: { shows: 'Payment successful!' },
    CouponApplied: { shows: 'Coupon applied: 15% off' },
    CardError: { shows: 'Your card has insufficient funds.', error: true },
    DuplicateMonth: { shows: 'Payment for this month already exists!', error: true },
  },
  'features/payments/components/PaymentSuccess.stories.tsx': {
    Paid: { shows: '13,050৳ paid for December 2026.View receiptPayment HistoryMake Another Payment' },
    WithoutReceipt: { shows: '13,050৳ paid for December 2026.Payment HistoryMake Another Payment' },
  },
  'features/payments/components/PaymentSummary.stories.tsx': {
    NoCoupon: { shows: 'Rent for December 202612,000৳Total12,000৳' },
    WithCoupon: { shows: 'Rent for December 202612,000৳Coupon discount WELCOME10 −10%−1,200৳Total10,800৳' },
    OddAmounts: { shows: 'Rent for December 202612,345৳Coupon discount EID15 −15%−1,851.75৳Total10,493.25৳' },
    FullyDiscounted: { shows: 'Coupon discount FREEMONTH −100%−12,000৳Total0৳' },
  },
  'features/profile/components/MyProfileScreens.stories.tsx': {
    MemberOneMonthOwed: {
      shows:
        /Rent statusRent is due on the 5th of each month\.1 month unpaidDecember 2026 — 14,500৳Total due14,500৳Pay rent for December 2026.*Agreement Details/,
    },
    MemberSeveralMonthsOwed: {
      shows: /3 months unpaid.*February 2027 — 14,500৳Total due43,500৳Pay rent for December 2026/,
    },
    MemberPaidUp: { shows: 'Paid upEvery month up to November 2026 is paid.Pay December 2026 ahead' },
    MemberBalanceOwing: { shows: 'Balance43,350.50৳ owedSee my accountParking spaceP-01' },
    MemberBalanceInCredit: { shows: 'BalanceIn creditSee my accountParking spaceP-01' },
    MemberBalanceFailed: { shows: 'BalanceCould not loadSee my account', error: true },
    MemberPaidAhead: { shows: /Paid upEvery month up to October 2026 is paid\.(?!Pay).*Agreement Details/ },
    MemberRentStatusLoading: { shows: /Loading rent status\.\.\..*Agreement Details/, pending: true },
    MemberRentStatusFailed: {
      shows: /Failed to load your rent status\. Please try again later\..*Agreement Details/,
      error: true,
    },
    User: {
      shows: ({ answered }) => {
        expect(answered.has('GET /api/agreements/user')).toBe(true);
        expect(answered.has('GET /api/payments/dues')).toBe(false);
        expect(pageText()).toContain('Request waiting for a decision');
        expect(pageText()).not.toContain('Rent status');
      },
    },
    FormerResidentOwing: {
      shows:
        /Your lease of Block A, floor 1, A101 ended in October 2026\..*2 months unpaid.*Total due32,000৳Pay rent for September 2026Balance32,000৳ owedSee my account/,
    },
  },
  'features/profile/components/ProfileCard.stories.tsx': {
    // Someone who is not a member has no flat to show: their request has a card of its own.
    UserWithPendingRequest: { shows: /Agreement Accepted OnNot Available.*Apartment NoNone/ },
    UserWithoutAgreement: {
      shows: /Agreement Accepted OnNot AvailableFloorNoneBlockNoneApartment NoNoneMonthly RentNone/,
    },
    Member: { shows: /Agreement Accepted On5 Oct 2026.*Agreement Details/ },
    NoNameAndBrokenPhoto: { shows: 'No Namesomeone@example.com' },
  },
  'features/profile/components/ApplicationStatusCard.stories.tsx': {
    Pending: { shows: /Request waiting for a decisionYou asked to rent Block B, floor 3, B302 on.*Withdraw request/ },
    Withdrawing: { shows: () => expect(button('Withdrawing...')).toBeDisabled() },
    WithdrawRefused: { shows: 'Your request was decided just now; refresh to see how', error: true },
    Declined: {
      shows: /Request declinedYour request for Block B, floor 3, B302 was declined on 20 Nov 2026.*Apply again/,
    },
    DeclinedWithReason: {
      shows:
        /declined on 20 Nov 2026\..*The building's reasonThe flat is held for a family of four\. B401 .*Apply again/,
    },
    Withdrawn: { shows: /Request withdrawnYou withdrew your request for Block B, floor 3, B302 on 20 Nov 2026/ },
    MembershipEnded: { shows: /Membership endedYour lease of Block B, floor 3, B302 ended on 20 Nov 2026/ },
    NeverApplied: { shows: /No request yet.*Browse apartments/ },
    Loading: { shows: 'Loading your application...' },
    Failed: { shows: 'Failed to load your application. Please try again.', error: true },
    WithDetails: {
      shows:
        /Your detailsMobile number01712-345678NID number1990123456789Father’s nameAbdur Rahman.*Tanvir Hasan, Husband, 34/,
    },
    WithoutDetails: { shows: 'Not given: this request was sent before the form asked for these details.' },
  },
  'features/profile/components/RentStatusCard.stories.tsx': {
    OneMonthOwed: {
      shows:
        'Rent statusRent is due on the 5th of each month.1 month unpaidDecember 2026 — 14,500৳Total due14,500৳Pay rent for December 2026',
    },
    SeveralMonthsOwed: {
      shows:
        /Rent is due on the 5th of each month\.3 months unpaidDecember 2026, Overdue — 14,500৳January 2027, Overdue — 14,500৳February 2027 — 14,500৳Total due43,500৳Pay rent for December 2026/,
    },
    DueOnThe22nd: {
      shows: /Rent is due on the 22nd of each month\..*February 2027, Overdue — 14,500৳/,
    },
    PaidUp: {
      shows:
        'Rent is due on the 5th of each month.Paid upEvery month up to November 2026 is paid.Pay December 2026 ahead',
    },
    PaidAhead: {
      shows: () =>
        expect(pageText()).toBe(
          'Rent statusRent is due on the 5th of each month.Paid upEvery month up to October 2026 is paid.',
        ),
    },
    Loading: { shows: 'Rent statusLoading rent status...' },
    Failed: { shows: 'Failed to load your rent status. Please try again later.', error: true },
  },
  'features/receipts/components/Receipt.stories.tsx': {
    WithCoupon: { shows: /Discount \(10%\)−1,450৳Total paid13,050৳/ },
    NoDiscount: { shows: /Discount \(0%\)0৳Total paid14,500৳/ },
    FullyDiscounted: { shows: /Discount \(100%\)−14,500৳Total paid0৳/ },
    LongNames: { shows: 'Mohammad Abdullah Al Mamun Chowdhury' },
    Cash: {
      shows: () => {
        expect(pageText()).toMatch(/Payment ReceiptReceipt No\. R-000018Received on 12 Dec 2026/);
        expect(pageText()).toMatch(/PaymentPaid in cashAmountsTotal paid3,000৳/);
        expect(pageText()).not.toMatch(/Rent for|Monthly rent|Discount|Transaction ID/);
      },
    },
    Bkash: {
      shows: () => {
        expect(pageText()).toMatch(/Received on 8 Dec 2026/);
        expect(pageText()).toMatch(/PaymentPaid by bKash, reference BKX7Q2M9AmountsTotal paid5,000৳/);
        expect(pageText()).not.toMatch(/Rent for|Monthly rent|Discount/);
      },
    },
    Voided: { shows: /This payment was voided after the receipt was issued/ },
  },
  'features/receipts/components/ReceiptScreens.stories.tsx': {
    Member: { shows: /Back to Payment History.*Receipt No\. R-000012/ },
    Admin: { shows: /Back to Rent Collection.*Receipt No\. R-000015/ },
    MemberCash: { shows: /Back to Payment History.*Receipt No\. R-000018.*Paid in cash/ },
    AdminBkash: { shows: /Back to Rent Collection.*Receipt No\. R-000017.*Paid by bKash, reference BKX7Q2M9/ },
    FormerMember: { shows: /Back to My Profile.*Receipt No\. R-000012/ },
    Loading: { shows: 'Loading receipt...', pending: true },
    NotFound: { shows: 'Receipt not found. It may belong to another account, or the link may be wrong.', error: true },
    NotANumber: {
      shows: 'Receipt not found. It may belong to another account, or the link may be wrong.',
      error: true,
    },
    Failed: { shows: 'Failed to load the receipt. Please try again.', error: true },
  },
  'features/rent-collection/components/RentCollection.stories.tsx': {
    TableFilled: { shows: /Nadia Rahman.*Karim Ahmed.*Rafiq Islam/ },
    TableWithDeskPayments: {
      shows: /Farhana Akter.*Paid13,000৳7 Nov 2026Cash.*Sohel Rana.*Part paid8,000৳of 16,000৳9 Nov 2026bKash/,
    },
    TableEmpty: { shows: "Nobody's lease covers November 2026." },
    TotalsPartlyCollected: { shows: /Collection Rate73\.03%2 of 3 members have paid/ },
    TotalsAllCollected: { shows: /Collection Rate100%2 of 2 members have paid/ },
    TotalsNoMembers: { shows: '0 of 0 members have paid.' },
  },
  'features/rent-collection/components/RentCollectionScreens.stories.tsx': {
    Filled: { shows: /November 2026.*Collection Rate73\.03%.*Rafiq Islam/ },
    PaidAtTheDesk: {
      shows:
        /Collected52,050৳.*Outstanding20,000৳.*3 of 5 members have paid\..*Farhana Akter.*Cash.*Sohel Rana.*Part paid/,
    },
    CurrentMonth: {
      shows: () => {
        const now = new Date();
        expect(screen.getByLabelText('Month')).toHaveValue(
          `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`,
        );
        expect(pageText()).toContain('Rafiq Islam');
      },
    },
    NoMembers: { shows: "Nobody's lease covers November 2026." },
    PastMonthWithFormerMember: {
      shows: /June 2026Everyone whose lease covers June 2026, including anyone who has moved out since\..*Salma Begum/,
    },
    NoMonthPicked: { shows: 'Pick a month to see its rent collection.' },
    Loading: { shows: 'Loading rent collection...', pending: true },
    Failed: { shows: 'Failed to load the rent collection. Please try again.', error: true },
    CsvDownloadFails: {
      act: async (user) => user.click(await screen.findByRole('button', { name: 'Download CSV' })),
      shows: () => expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on our side'),
      error: true,
    },
  },
};

setProjectAnnotations(preview);

/**
 * The requests the story made, those answered, and those no handler answers. A request can be reported as
 * started again after its answer (under happy-dom, with the same id): an id once answered stays answered.
 */
const started = new Map<string, Request>();
const ended = new Set<string>();
const answered = new Set<string>();
const unhandled: string[] = [];
const describeRequest = (request: Request) => `${request.method} ${new URL(request.url).pathname}`;
const unanswered = () =>
  [...started]
    .filter(([id, request]) => !ended.has(id) && !request.signal.aborted)
    .map(([, request]) => describeRequest(request));

const server = setupServer(...defaultHandlers);
server.events.on('request:start', ({ request, requestId }) => void started.set(requestId, request));
server.events.on('request:end', ({ request, requestId }) => {
  ended.add(requestId);
  answered.add(describeRequest(request));
});
beforeAll(() => server.listen({ onUnhandledRequest: (request) => void unhandled.push(describeRequest(request)) }));
beforeEach(() => {
  started.clear();
  ended.clear();
  answered.clear();
  unhandled.length = 0;
});
afterEach(() => {
  cleanup();
  // Toasts live in one store for the whole file: one story's toast must not show in the next.
  toast.remove();
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const files = Object.fromEntries(
  Object.entries(import.meta.glob<Record<string, unknown>>('./**/*.stories.tsx', { eager: true })).map(
    ([path, module]) => [path.replace(/^\.\//, ''), module],
  ),
);

function check({ shows }: Expectation) {
  if (typeof shows === 'string') expect(pageText()).toContain(shows);
  else if (shows instanceof RegExp) expect(pageText()).toMatch(shows);
  else shows({ answered });
}

it('has expectations for exactly the story files there are', () => {
  expect(Object.keys(files).length).toBeGreaterThan(0);
  expect(Object.keys(STORIES).sort()).toEqual(Object.keys(files).sort());
});

describe.each(Object.entries(files))('%s', (path, module) => {
  const stories = Object.entries(composeStories(module as Parameters<typeof composeStories>[0])) as [
    string,
    ComposedStory,
  ][];
  const expected = STORIES[path] ?? {};

  it('has an expectation for every story, and a story for every expectation', () => {
    expect(stories.length).toBeGreaterThan(0);
    expect(Object.keys(expected).sort()).toEqual(stories.map(([name]) => name).sort());
  });

  it.each(stories)(
    '%s settles showing what its state promises',
    async (name, Story) => {
      const expectation = expected[name];
      expect(expectation, `${path} ${name} has no expectation`).toBeDefined();
      const { error = false, pending = false, act } = expectation!;
      // A story named for an error or a failure is about one, and shows it.
      if (/Error|Fail/.test(name)) expect(error, `${name} is about an error`).toBe(true);

      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      const handlers = (Story.parameters as { msw?: RequestHandler[] }).msw;
      if (Array.isArray(handlers)) server.use(...handlers);
      render(<Story />);
      if (act) await act(userEvent.setup());

      await waitFor(
        () => {
          check(expectation!);
          if (!pending) expect(unanswered(), 'requests not answered yet').toEqual([]);
        },
        { timeout: 3000 },
      );

      expect(unhandled, 'requests no handler answers').toEqual([]);
      if (!error) {
        expect(pageText()).not.toMatch(FAILURE);
        expect(logged.mock.calls.map((args) => args.map(String).join(' '))).toEqual([]);
      }
    },
    10_000,
  );
});
