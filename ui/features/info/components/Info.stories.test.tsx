/** What each story of Info.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { checkStories } from '@/test-support/stories.tsx';
import * as stories from './Info.stories.tsx';

checkStories(stories, {
  About: {
    shows: /About us.*Lakeview Residency is a residential building at House 12, Road 5, Gulshan 1, Dhaka 1212/,
  },
  Contact: { shows: /Phone\+880 2-9881234.*Emailoffice@lakeview\.example.*Emergency01711-000000/ },
  Help: { shows: /How do I rent a flat\?.*In an emergency call 01711-000000 as well\./ },
  Loading: { shows: 'Loading the building’s details...', pending: true },
  LoadFailed: { shows: 'Failed to load the building’s details. Please try again.', error: true },
});
