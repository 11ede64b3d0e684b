import { useEffect, useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/pagination';
import { MotionToggle } from '@/components/ui/MotionToggle.tsx';
import { useReducedMotion } from '@/lib/use-reduced-motion.ts';

export const BANNERS = [1, 2, 3, 4].map((n) => ({ src: `/images/banners/banner-${n}.svg`, alt: `Banner ${n}` }));
export const BANNER_DELAY_MS = 3000;

/**
 * Four banners, looping, 300 px tall on small screens, 500 px from md. They turn every 3000 ms unless the person
 * pauses them, or their system asks for reduced motion (then they turn only when asked, by the dots).
 */
export function BannerCarousel({ autoplay = true }: { autoplay?: boolean }) {
  const reduced = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const playing = autoplay && !reduced && !paused;

  useEffect(() => {
    if (!swiper?.autoplay) return;
    if (playing) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, playing]);

  return (
    <section aria-label="Featured photos" className="relative overflow-hidden rounded-2xl shadow-lg">
      <Swiper
        modules={[Autoplay, Pagination, A11y]}
        loop
        // Autoplay is set up whenever the banners may turn; the effect above starts and stops it.
        autoplay={autoplay ? { delay: BANNER_DELAY_MS, disableOnInteraction: false } : false}
        pagination={{ clickable: true }}
        onSwiper={setSwiper}
        className="h-[300px] md:h-[500px]"
      >
        {BANNERS.map((banner, index) => (
          <SwiperSlide key={banner.src}>
            <img
              src={banner.src}
              alt={banner.alt}
              className="h-full w-full object-cover"
              // The first banner is the page's largest paint; the rest can wait.
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
            />
          </SwiperSlide>
        ))}
      </Swiper>
      {autoplay && !reduced && (
        <div className="absolute top-3 right-3 z-10">
          <MotionToggle playing={playing} onToggle={() => setPaused((p) => !p)} what="slideshow" />
        </div>
      )}
    </section>
  );
}
