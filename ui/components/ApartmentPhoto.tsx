import { PHOTO_WIDTHS } from '@domain/apartments/apartment.ts';
import { useT } from '@/lib/i18n/intl.tsx';

interface Props {
  /** The photo's address; empty for a flat added without one. */
  src: string;
  alt: string;
  className?: string;
  /**
   * Load only when scrolled near (the default). A screen that keeps a second, hidden copy of a list for another width
   * loads at once instead: a lazy image that is not displayed is never fetched.
   */
  lazy?: boolean;
  /** The first photo a page shows (its largest paint): fetched at once, before other pictures. */
  first?: boolean;
  /**
   * How wide the photo is drawn (the `sizes` of an uploaded photo, whose narrower copies a small screen fetches
   * instead); a full-width card on a phone unless told.
   */
  sizes?: string;
}

/**
 * A flat's photo is 4:3 (the seeded ones 800 by 600; an upload at most 1600 wide): the size its box is drawn at
 * before the file arrives, so nothing moves when it does. The stylesheet scales it to its box.
 */
export const PHOTO_SIZE = { width: 800, height: 600 } as const;

/** The copies of an uploaded photo (the server narrows it on asking): `w` widths, and the stored one at most 1600. */
export function photoSrcSet(src: string): string | undefined {
  if (!src.startsWith('/api/apartments/')) return undefined;
  return [...PHOTO_WIDTHS.map((w) => `${src}&w=${w} ${w}w`), `${src} 1600w`].join(', ');
}

/** A flat's photo, or a drawn placeholder that says there is none yet (never a broken image). */
export function ApartmentPhoto({ src, alt, className = '', lazy = true, first = false, sizes = '100vw' }: Props) {
  const t = useT();
  const srcSet = photoSrcSet(src);
  if (src)
    return (
      <img
        src={src}
        {...(srcSet ? { srcSet, sizes } : {})}
        alt={alt}
        {...PHOTO_SIZE}
        loading={lazy && !first ? 'lazy' : 'eager'}
        fetchPriority={first ? 'high' : undefined}
        className={`object-cover ${className}`}
      />
    );
  return (
    <div
      role="img"
      aria-label={t('common.noPhotoYet', { name: alt })}
      className={`flex items-center justify-center bg-slate-100 text-slate-500 ${className}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-1/3 max-h-16 w-1/3 max-w-16"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M3 10.5 12 4l9 6.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />
      </svg>
    </div>
  );
}
