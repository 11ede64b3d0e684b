/** What each story of ApartmentsTable.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { checkStories, rowOf } from '@/test-support/stories.tsx';
import * as stories from './ApartmentsTable.stories.tsx';

checkStories(stories, {
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
});
