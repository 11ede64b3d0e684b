/** What each story of AuditLogScreens.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { checkStories, turnedAway } from '@/test-support/stories.tsx';
import * as stories from './AuditLogScreens.stories.tsx';

checkStories(stories, {
  Filled: { shows: /7 entries.*Removed member/ },
  FilteredByAction: { shows: /1 entry.*Switched coupon on\/off/ },
  ManyPages: { shows: /45 entries.*Page 1 of 3/ },
  SecondPage: { shows: /45 entries.*Page 2 of 3/ },
  Empty: { shows: 'No actions recorded yet' },
  Loading: { shows: 'Loading audit log...', pending: true },
  Failed: { shows: 'Failed to load the audit log. Please try again.', error: true },
  MemberIsTurnedAway: { shows: turnedAway },
});
