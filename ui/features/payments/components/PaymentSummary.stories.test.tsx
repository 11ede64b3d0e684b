/** What each story of PaymentSummary.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { checkStories } from '@/test-support/stories.tsx';
import * as stories from './PaymentSummary.stories.tsx';

checkStories(stories, {
  NoCoupon: { shows: 'Rent for December 202612,000৳Total12,000৳' },
  WithCoupon: { shows: 'Rent for December 202612,000৳Coupon discount WELCOME10 −10%−1,200৳Total10,800৳' },
  OddAmounts: { shows: 'Rent for December 202612,345৳Coupon discount EID15 −15%−1,851.75৳Total10,493.25৳' },
  FullyDiscounted: { shows: 'Coupon discount FREEMONTH −100%−12,000৳Total0৳' },
});
