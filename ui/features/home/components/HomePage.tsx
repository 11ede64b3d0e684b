import { useBuildingTitle } from '@/lib/config/config-context.tsx';
import { BannerCarousel } from './BannerCarousel.tsx';
import { AboutBuilding } from './AboutBuilding.tsx';
import { CallToAction } from './CallToAction.tsx';
import { ActiveCoupons } from './ActiveCoupons.tsx';
import { OurLocation } from './OurLocation.tsx';
import { useT } from '@/lib/i18n/intl.tsx';

/** The home page: the photos, the next step, then three sections; content at most 56rem wide. */
export default function HomePage() {
  const title = useBuildingTitle();
  const t = useT();
  return (
    <div className="mx-auto max-w-4xl space-y-14 px-4 py-6">
      <title>{title}</title>
      <h1 className="sr-only">{t('home.welcome', { title })}</h1>
      <BannerCarousel />
      <CallToAction title={title} />
      <AboutBuilding />
      <ActiveCoupons />
      <OurLocation />
    </div>
  );
}
