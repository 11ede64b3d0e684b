/** What each story of AuditLog.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import { checkStories, button, pageText } from '@/test-support/stories.tsx';
import * as stories from './AuditLog.stories.tsx';

checkStories(stories, {
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
});
