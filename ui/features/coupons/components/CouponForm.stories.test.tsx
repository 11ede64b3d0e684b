/** What each story of CouponForm.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { checkStories, button, errorSummary } from '@/test-support/stories.tsx';
import * as stories from './CouponForm.stories.tsx';

checkStories(stories, {
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
});
