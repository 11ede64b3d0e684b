/** What each story of TenantSheet.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import { checkStories, button, pageText } from '@/test-support/stories.tsx';
import * as stories from './TenantSheet.stories.tsx';

checkStories(stories, {
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
});
