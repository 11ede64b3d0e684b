import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { PassQr } from './PassQr.tsx';

/** The dark squares of the drawn code, as "col,row" in modules (the quiet zone included). */
function darkSquares(svg: Element) {
  const d = svg.querySelector('path')!.getAttribute('d')!;
  return new Set([...d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, col, row]) => `${col},${row}`));
}

it('draws a scannable QR code: a quiet zone of four, and the three finder squares in its corners', () => {
  render(<PassQr code="HK4M7Q" label="QR code of the pass" />);
  const svg = screen.getByRole('img', { name: 'QR code of the pass' });
  const side = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
  // A six-letter code fits the smallest QR version: 21 modules a side, plus the quiet zone both sides.
  expect(side).toBe(21 + 8);
  const dark = darkSquares(svg);
  const size = side - 8;
  // Each finder is a 7x7 ring of dark modules around a 3x3 dark centre, with a light ring between.
  for (const [left, top] of [
    [4, 4],
    [4 + size - 7, 4],
    [4, 4 + size - 7],
  ] as const) {
    for (let i = 0; i < 7; i++) {
      expect(dark.has(`${left + i},${top}`)).toBe(true);
      expect(dark.has(`${left + i},${top + 6}`)).toBe(true);
      expect(dark.has(`${left},${top + i}`)).toBe(true);
      expect(dark.has(`${left + 6},${top + i}`)).toBe(true);
    }
    expect(dark.has(`${left + 1},${top + 1}`)).toBe(false);
    expect(dark.has(`${left + 3},${top + 3}`)).toBe(true);
  }
  // Nothing is drawn in the quiet zone.
  expect([...dark].every((xy) => xy.split(',').every((n) => Number(n) >= 4 && Number(n) < 4 + size))).toBe(true);
});

it('draws a different code for a different pass', () => {
  const { container, rerender } = render(<PassQr code="HK4M7Q" label="a" />);
  const first = container.querySelector('path')!.getAttribute('d');
  rerender(<PassQr code="QRT7PW" label="a" />);
  expect(container.querySelector('path')!.getAttribute('d')).not.toBe(first);
});
