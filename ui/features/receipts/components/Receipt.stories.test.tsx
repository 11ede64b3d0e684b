/** What each story of Receipt.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { checkStories, pageText } from '@/test-support/stories.tsx';
import * as stories from './Receipt.stories.tsx';

checkStories(stories, {
  WithCoupon: { shows: /Discount \(10%\)−1,450৳Total paid13,050৳/ },
  NoDiscount: { shows: /Discount \(0%\)0৳Total paid14,500৳/ },
  FullyDiscounted: { shows: /Discount \(100%\)−14,500৳Total paid0৳/ },
  LongNames: { shows: 'Mohammad Abdullah Al Mamun Chowdhury' },
  Cash: {
    shows: () => {
      expect(pageText()).toMatch(/Payment ReceiptReceipt No\. R-000018Received on 12 Dec 2026/);
      expect(pageText()).toMatch(/PaymentPaid in cashAmountsTotal paid3,000৳/);
      expect(pageText()).not.toMatch(/Rent for|Monthly rent|Discount|Transaction ID/);
    },
  },
  Bkash: {
    shows: () => {
      expect(pageText()).toMatch(/Received on 8 Dec 2026/);
      expect(pageText()).toMatch(/PaymentPaid by bKash, reference BKX7Q2M9AmountsTotal paid5,000৳/);
      expect(pageText()).not.toMatch(/Rent for|Monthly rent|Discount/);
    },
  },
  Voided: { shows: /This payment was voided after the receipt was issued/ },
});
