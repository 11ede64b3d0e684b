import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/pagination';

export const BANNERS = [1, 2, 3, 4].map((n) => ({ src: `/images/banners/banner-${n}.svg`, alt: `Banner ${n}` }));
export const BANNER_DELAY_MS = 3000;

/** Four banners, autoplay every 3000 ms, looping, 300 px tall on small screens, 500 px from md. */
export function BannerCarousel({ autoplay = true }: { autoplay?: boolean }) {
  return (
    <section aria-label="Featured photos" className="overflow-hidden rounded-2xl shadow-lg">
      <Swiper
        modules={[Autoplay, Pagination, A11y]}
        loop
        autoplay={autoplay ? { delay: BANNER_DELAY_MS, disableOnInteraction: false } : false}
        pagination={{ clickable: true }}
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
    </section>
  );
}
