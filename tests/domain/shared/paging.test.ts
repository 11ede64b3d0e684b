import { describe, expect, it } from 'vitest';
import { APARTMENT_PAGE_SIZE, offsetOf, pageCount, showsPagination } from '../../../domain/shared/paging.ts';

describe('paging', () => {
  it('shows apartments six a page', () => {
    expect(APARTMENT_PAGE_SIZE).toBe(6);
  });

  it('starts each page after the ones before it', () => {
    expect(offsetOf({ page: 1, limit: 6 })).toBe(0);
    expect(offsetOf({ page: 3, limit: 6 })).toBe(12);
  });

  it.each([
    [0, 0],
    [1, 1],
    [6, 1],
    [7, 2],
    [24, 4],
  ])('%i apartments make %i pages', (total, pages) => {
    expect(pageCount(total, 6)).toBe(pages);
  });

  it('offers page buttons only when the total exceeds a page', () => {
    expect(showsPagination(6)).toBe(false);
    expect(showsPagination(7)).toBe(true);
    expect(showsPagination(7, 10)).toBe(false);
  });
});
