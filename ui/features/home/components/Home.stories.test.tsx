/** What each story of Home.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import { checkStories, pageText } from '@/test-support/stories.tsx';
import * as stories from './Home.stories.tsx';

checkStories(stories, {
  SignedOut: { shows: /Find your next home at Lakeview Residency.*Browse apartments.*About the Building.*WELCOME10/ },
  SignedIn: {
    shows: () => {
      expect(pageText()).toMatch(/Browse apartments.*About the Building.*WELCOME10/);
      expect(screen.queryByRole('link', { name: 'Pay rent' })).toBeNull();
    },
  },
  SignedInMember: {
    shows: () => {
      expect(pageText()).toContain('Welcome home to Lakeview Residency');
      expect(screen.getByRole('link', { name: 'Pay rent' })).toHaveAttribute('href', '/dashboard/make-payment');
    },
  },
  CouponsLoading: { shows: 'Loading coupons...', pending: true },
  CouponsEmpty: { shows: 'No active coupons available right now.' },
  // A failed fetch is logged and shows the empty message.
  CouponsFailed: { shows: 'No active coupons available right now.', error: true },
  Banner: { shows: () => expect(screen.getAllByAltText('Banner 1').length).toBeGreaterThan(0) },
  BannerStill: { shows: () => expect(screen.getAllByAltText('Banner 1').length).toBeGreaterThan(0) },
  About: { shows: 'About the Building' },
  TypewriterOnly: { shows: 'Discover modern living with' },
  MarqueeLoading: { shows: 'Loading coupons...' },
  MarqueeEmpty: { shows: 'No active coupons available right now.' },
  MarqueeFilled: { shows: /WELCOME10.*EID15/ },
  ActiveCouponsSection: { shows: /Active Coupons.*WELCOME10/ },
  Map: { shows: 'Leaflet' },
  LocationSection: { shows: /Our Location.*Leaflet/ },
});
