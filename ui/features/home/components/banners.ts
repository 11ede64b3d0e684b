/** The four banners; each one's alt text is `t('home.banner', { n })`. */
export const BANNERS = [1, 2, 3, 4].map((n) => ({ src: `/images/banners/banner-${n}.svg`, n }));
export const BANNER_DELAY_MS = 3000;
/** 300 px tall on small screens, 500 px from md: the still and the slideshow take the same box. */
export const BANNER_HEIGHT = 'h-[300px] md:h-[500px]';
/** Each banner's own size (its drawing's view box), so its box is known before the file arrives. */
export const BANNER_SIZE = { width: 1600, height: 600 } as const;
