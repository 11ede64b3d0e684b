/** What each story of Timeline.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { checkStories } from '@/test-support/stories.tsx';
import * as stories from './Timeline.stories.tsx';

checkStories(stories, {
  AsResident: { shows: /Nadia Rahman reported the problem.*A plumber comes at 3 pm today\..*marked it resolved/ },
  WithInternalNote: {
    shows: /Internal note — residents never see this.*Farhan Ali \(building admin\) added an internal note/,
  },
  Closed: { shows: /Nadia Rahman closed it, rating the fix 4 stars of 5.*Quick and tidy, thank you\./ },
});
