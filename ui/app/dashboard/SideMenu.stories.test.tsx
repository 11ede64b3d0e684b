/** What each story of SideMenu.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { checkStories, currentMenuItem, menuLinks } from '@/test-support/stories.tsx';
import * as stories from './SideMenu.stories.tsx';

checkStories(stories, {
  User: { shows: () => expect(currentMenuItem()).toBe('My Profile') },
  Member: { shows: () => expect(currentMenuItem()).toBe('Make Payment') },
  Admin: { shows: () => expect(currentMenuItem()).toBe('Manage Coupons') },
  FormerResident: {
    shows: () => {
      expect(currentMenuItem()).toBe('Make Payment');
      expect(menuLinks()).toContain('Payment History');
    },
  },
});
