import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BannerCarousel } from './BannerCarousel.tsx';
import { CouponMarquee } from './CouponMarquee.tsx';
import { Typewriter } from './Typewriter.tsx';

const COUPONS = [
  { code: 'WELCOME10', description: 'For new members', discountPercentage: 10 },
  { code: 'EID15', description: 'Eid offer', discountPercentage: 15 },
];

/** The person's system setting, as the browser reports it. */
function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion: reduce'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('motion that people control', () => {
  it('lets anyone pause and play the coupon strip and the slideshow', async () => {
    prefersReducedMotion(false);
    render(
      <>
        <BannerCarousel />
        <CouponMarquee status="ready" coupons={COUPONS} />
      </>,
    );
    const coupons = screen.getByRole('button', { name: 'Pause coupons' });
    expect(coupons).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(coupons);
    expect(screen.getByRole('button', { name: 'Play coupons' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('moves nothing on its own when the system asks for reduced motion', () => {
    prefersReducedMotion(true);
    render(
      <>
        <BannerCarousel />
        <CouponMarquee status="ready" coupons={COUPONS} />
        <Typewriter />
      </>,
    );
    // The coupons stand side by side, each once (the strip would repeat them to fill its width).
    expect(screen.getAllByTestId('coupon-card').map((card) => card.firstChild?.textContent)).toEqual([
      'WELCOME10',
      'EID15',
    ]);
    expect(screen.queryByRole('button', { name: /coupons|slideshow/ })).toBeNull();
    expect(screen.getByTestId('typewriter')).toHaveTextContent('comfort, safety and convenience');
  });
});
