export const APARTMENT_PAGE_SIZE = 6;

/** How many emails a page of the admin's outbox view holds. */
export const EMAILS_PAGE_SIZE = 20;

export interface PageRequest {
  readonly page: number;
  readonly limit: number;
}

export interface Page<T> {
  readonly items: readonly T[];
  readonly total: number;
}

export const offsetOf = ({ page, limit }: PageRequest): number => (page - 1) * limit;

export const pageCount = (total: number, limit: number): number => Math.ceil(total / limit);

/** Page buttons only make sense once there is more than one page. */
export const showsPagination = (total: number, limit = APARTMENT_PAGE_SIZE): boolean => total > limit;
