/**
 * An amount of money in poisha (1 taka = 100 poisha), always a whole number, so sums and comparisons are exact.
 * Every amount inside the product is one of these; taka with decimals exist only on the wire and on screen.
 */
declare const poishaBrand: unique symbol;
export type Money = number & { readonly [poishaBrand]: true };

const refuse = (what: string, value: number): never => {
  throw new RangeError(`${what} must be a whole number, not ${value}`);
};

/** An amount in poisha; refuses a fraction of a poisha. */
export const poisha = (amount: number): Money =>
  Number.isSafeInteger(amount) ? (amount as Money) : refuse('An amount in poisha', amount);

/** An amount in whole taka (a rent, say); refuses a fraction of a taka. */
export const taka = (amount: number): Money =>
  Number.isSafeInteger(amount) ? poisha(amount * 100) : refuse('An amount in whole taka', amount);

export const ZERO: Money = poisha(0);

/** The amount in taka as the wire and the screens write it: 1234.5 for 123450 poisha. */
export const toTaka = (amount: Money): number => amount / 100;

/** An amount the wire gives in taka (with at most two decimals) back in poisha. */
export function fromTaka(amount: number): Money {
  const inPoisha = Math.round(amount * 100);
  // Floating point writes 0.29 as 0.28999...; anything beyond that noise is a fraction of a poisha.
  if (!Number.isFinite(amount) || Math.abs(inPoisha - amount * 100) > 1e-6) refuse('An amount in poisha', amount * 100);
  return poisha(inPoisha);
}

export const add = (a: Money, b: Money): Money => poisha(a + b);

export const subtract = (a: Money, b: Money): Money => poisha(a - b);

export const sum = (amounts: Iterable<Money>): Money => {
  let total = ZERO;
  for (const amount of amounts) total = add(total, amount);
  return total;
};

/** `percent` per cent of an amount, rounded to the nearest poisha (half up). */
export const percent = (amount: Money, percentage: number): Money => poisha(Math.round((amount * percentage) / 100));

/** What share of `whole` `part` is, in per cent with two decimals; 0 of nothing. */
export const shareOf = (part: Money, whole: Money): number =>
  whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100;

/** Negative when `a` is less than `b`, 0 when equal, positive when more: a sort order. */
export const compare = (a: Money, b: Money): number => a - b;
