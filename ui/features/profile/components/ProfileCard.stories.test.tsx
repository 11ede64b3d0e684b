/** What each story of ProfileCard.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { checkStories } from '@/test-support/stories.tsx';
import * as stories from './ProfileCard.stories.tsx';

checkStories(stories, {
  // Someone who is not a member has no flat to show: their request has a card of its own.
  UserWithPendingRequest: { shows: /Agreement Accepted OnNot Available.*Apartment NoNone/ },
  UserWithoutAgreement: {
    shows: /Agreement Accepted OnNot AvailableFloorNoneBlockNoneApartment NoNoneMonthly RentNone/,
  },
  Member: { shows: /Agreement Accepted On5 Oct 2026.*Agreement Details/ },
  NoNameAndBrokenPhoto: { shows: 'No Namesomeone@example.com' },
});
