/** What each story of StarRating.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import { checkStories } from '@/test-support/stories.tsx';
import * as stories from './StarRating.stories.tsx';

checkStories(stories, {
  Unrated: { shows: 'No stars chosen' },
  FourStars: { shows: () => expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked() },
});
