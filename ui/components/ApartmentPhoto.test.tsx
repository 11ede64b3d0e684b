import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ApartmentPhoto } from './ApartmentPhoto.tsx';

afterEach(cleanup);

describe('a flat’s photo', () => {
  it('offers a small screen the narrower copies of an uploaded photo, for the width it is drawn at', () => {
    const src = '/api/apartments/apt-1/photo?v=p-1';
    render(<ApartmentPhoto src={src} alt="Flat A101" sizes="(min-width: 640px) 50vw, 100vw" />);
    const img = screen.getByRole('img', { name: 'Flat A101' });
    expect(img).toHaveAttribute('src', src);
    expect(img).toHaveAttribute('srcset', `${src}&w=480 480w, ${src}&w=960 960w, ${src} 1600w`);
    expect(img).toHaveAttribute('sizes', '(min-width: 640px) 50vw, 100vw');
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '600');
  });

  it('shows a picture the app ships as it is, with no copies to choose from', () => {
    render(<ApartmentPhoto src="/images/apartments/apartment-1.webp" alt="Flat A102" />);
    const img = screen.getByRole('img', { name: 'Flat A102' });
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });
});
