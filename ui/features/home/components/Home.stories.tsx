import type { Meta, StoryObj } from '@storybook/react-vite';
import { couponsHandler, failing, loadingForever } from '@/lib/mocks/handlers.ts';
import { role } from '@/lib/mocks/dashboard-handlers.ts';
import { sampleConfig, sampleCoupons } from '@/lib/mocks/fixtures.ts';
import HomePage from './HomePage.tsx';
import { BannerCarousel } from './BannerCarousel.tsx';
import { AboutBuilding } from './AboutBuilding.tsx';
import { Typewriter } from './Typewriter.tsx';
import { CouponMarquee } from './CouponMarquee.tsx';
import { ActiveCoupons } from './ActiveCoupons.tsx';
import LocationMap from './LocationMap.tsx';
import { OurLocation } from './OurLocation.tsx';

const meta = { title: 'Screens/Home', component: HomePage, parameters: { msw: [couponsHandler()] } } satisfies Meta<
  typeof HomePage
>;
export default meta;
type Story = StoryObj<typeof meta>;

const padded = { layout: 'padded' };

export const SignedOut: Story = {};
export const SignedIn: Story = { parameters: { auth: 'signedIn', msw: [couponsHandler(), role('user')] } };
/** A member is offered to pay rent first. */
export const SignedInMember: Story = { parameters: { auth: 'signedIn', msw: [couponsHandler(), role('member')] } };
export const CouponsLoading: Story = { parameters: { msw: [loadingForever('/api/coupons/active')] } };
export const CouponsEmpty: Story = { parameters: { msw: [couponsHandler([])] } };
export const CouponsFailed: Story = { parameters: { msw: [failing('/api/coupons/active')] } };

export const Banner: Story = { parameters: padded, render: () => <BannerCarousel /> };
export const BannerStill: Story = { parameters: padded, render: () => <BannerCarousel autoplay={false} /> };
export const About: Story = { parameters: padded, render: () => <AboutBuilding /> };
export const TypewriterOnly: Story = {
  parameters: padded,
  render: () => (
    <p className="text-xl">
      Discover modern living with <Typewriter />
    </p>
  ),
};
export const MarqueeLoading: Story = { parameters: padded, render: () => <CouponMarquee status="loading" /> };
export const MarqueeEmpty: Story = { parameters: padded, render: () => <CouponMarquee status="ready" coupons={[]} /> };
export const MarqueeFilled: Story = {
  parameters: padded,
  render: () => <CouponMarquee status="ready" coupons={sampleCoupons} />,
};
export const ActiveCouponsSection: Story = { parameters: padded, render: () => <ActiveCoupons /> };
export const Map: Story = {
  parameters: padded,
  render: () => (
    <LocationMap
      title="Lakeview Residency"
      address="House 12, Road 5, Gulshan 1, Dhaka 1212"
      center={sampleConfig.map.center}
      zoom={15}
      tileUrl={sampleConfig.map.tileUrl}
      attribution={sampleConfig.map.attribution}
    />
  ),
};
export const LocationSection: Story = { parameters: padded, render: () => <OurLocation /> };
