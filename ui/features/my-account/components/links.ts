/** Where My Account's screens are, and how their links look. */
export const MY_ACCOUNT = '/dashboard/my-account';

/** Paying by card from the books: the whole balance, or the one charge named. */
export const payPath = (chargeId?: string) =>
  chargeId === undefined ? `${MY_ACCOUNT}/pay` : `${MY_ACCOUNT}/pay?${new URLSearchParams({ charge: chargeId })}`;

/** Where "Pay rent for ..." goes: Make Payment with that month picked (and a coupon, if the member has one). */
export const payRentPath = (month: string) => `/dashboard/make-payment?${new URLSearchParams({ month })}`;

const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700';
export const PRIMARY_LINK = `inline-flex min-h-11 items-center justify-center rounded-lg bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800 ${FOCUS}`;
export const SECONDARY_LINK = `inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-sky-800 hover:bg-slate-100 ${FOCUS}`;
