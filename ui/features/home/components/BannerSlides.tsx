import { useEffect, useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/pagination';
import { BANNER_DELAY_MS, BANNER_HEIGHT, BANNER_SIZE, BANNERS } from './banners.ts';
import { useT } from '@/lib/i18n/intl.tsx';

/**
 * The slideshow itself (Swiper, loaded after the page is drawn): four banners, looping. It turns every 3000 ms while
 * `playing`; with `autoplay` off it turns only when asked, by the dots.
 */
export default function BannerSlides({ autoplay, playing }: { autoplay: boolean; playing: boolean }) {
  const t = useT();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);

  useEffect(() => {
    if (!swiper?.autoplay) return;
    if (playing) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, playing]);

  return (
    <Swiper
      modules={[Autoplay, Pagination, A11y]}
      loop
      // Autoplay is set up whenever the banners may turn; the effect above starts and stops it.
      autoplay={autoplay ? { delay: BANNER_DELAY_MS, disableOnInteraction: false } : false}
      pagination={{ clickable: true }}
      // Swiper fills in {{index}} itself; the words around it are the reader's.
      a11y={{ paginationBulletMessage: t('home.goToSlide', { index: '{{index}}' }) }}
      onSwiper={setSwiper}
      className={BANNER_HEIGHT}
    >
      {BANNERS.map((banner, index) => (
        <SwiperSlide key={banner.src}>
          <img
            src={banner.src}
            alt={t('home.banner', { n: banner.n })}
            {...BANNER_SIZE}
            className="h-full w-full object-cover"
            // The first banner is already loaded (the still before the slideshow); the rest can wait.
            loading={index === 0 ? 'eager' : 'lazy'}
          />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
