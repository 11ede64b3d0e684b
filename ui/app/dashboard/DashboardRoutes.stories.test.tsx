/** What each story of DashboardRoutes.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { checkStories } from '@/test-support/stories.tsx';
import * as stories from './DashboardRoutes.stories.tsx';

checkStories(stories, {
  SignedIn: { shows: /My Profile.*Request waiting for a decision/ },
  CheckingSignIn: { shows: 'Loading...' },
});
