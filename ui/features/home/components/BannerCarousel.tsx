import { lazy, Suspense, useEffect, useState } from 'react';
import { MotionToggle } from '@/components/ui/MotionToggle.tsx';
import { useReducedMotion } from '@/lib/use-reduced-motion.ts';
import { whenIdle } from '@/lib/when-idle.ts';
import { BANNER_HEIGHT, BANNER_SIZE, BANNERS } from './banners.ts';
import { useT } from '@/lib/i18n/intl.tsx';

export { BANNER_DELAY_MS, BANNERS } from './banners.ts';

// Swiper is most of the home page's code: the first banner shows as a plain picture, the slideshow takes over once
// the page is drawn and idle, in the same box and with the same first slide, so nothing moves.
const BannerSlides = lazy(() => import('./BannerSlides.tsx'));

/** The first banner, as the slideshow starts: the page's largest paint, so fetched first. */
function FirstBanner() {
  const first = BANNERS[0]!;
  const t = useT();
  return (
    <div className={BANNER_HEIGHT}>
      <img
        src={first.src}
        alt={t('home.banner', { n: first.n })}
        {...BANNER_SIZE}
        className="h-full w-full object-cover"
        fetchPriority="high"
      />
    </div>
  );
}

/**
 * Four banners, looping, 300 px tall on small screens, 500 px from md. They turn every 3000 ms unless the person
 * pauses them, or their system asks for reduced motion (then they turn only when asked, by the dots).
 */
export function BannerCarousel({ autoplay = true }: { autoplay?: boolean }) {
  const reduced = useReducedMotion();
  const t = useT();
  const [paused, setPaused] = useState(false);
  const [slideshow, setSlideshow] = useState(false);
  const playing = autoplay && !reduced && !paused;

  useEffect(() => whenIdle(() => setSlideshow(true)), []);

  return (
    <section aria-label={t('home.featuredPhotos')} className="relative overflow-hidden rounded-2xl shadow-lg">
      {slideshow ? (
        <Suspense fallback={<FirstBanner />}>
          <BannerSlides autoplay={autoplay} playing={playing} />
        </Suspense>
      ) : (
        <FirstBanner />
      )}
      {autoplay && !reduced && (
        <div className="absolute top-3 right-3 z-10">
          <MotionToggle playing={playing} onToggle={() => setPaused((p) => !p)} what={t('home.slideshow')} />
        </div>
      )}
    </section>
  );
}
