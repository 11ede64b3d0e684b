/** What each story of Apartments.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { checkStories, button, pageText } from '@/test-support/stories.tsx';
import * as stories from './Apartments.stories.tsx';

checkStories(stories, {
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
});
