import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { CouponInput } from '../api/coupons.ts';
import { CouponForm } from './CouponForm.tsx';

afterEach(cleanup);

/** Fills the form and submits it; returns what the form hands on to be sent. */
async function submitDiscount(typed: string) {
  const onSubmit = vi.fn(async (_input: CouponInput) => true);
  render(<CouponForm busy={false} result={null} onSubmit={onSubmit} />);
  fireEvent.change(screen.getByLabelText(/Coupon Code/), { target: { value: 'SPRING' } });
  fireEvent.change(screen.getByLabelText(/Discount %/), { target: { value: typed } });
  fireEvent.change(screen.getByLabelText(/Description/), { target: { value: 'Spring offer' } });
  // Submitted directly: a browser's number field takes "1e2" as valid (it is 100), the test DOM does not.
  fireEvent.submit(screen.getByRole('button', { name: 'Add Coupon' }).closest('form')!);
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  return onSubmit.mock.calls[0]![0];
}

describe('numbers coerced instead of checked: the coupon form', () => {
  it('sends a discount written in digits as a JSON number', async () => {
    expect((await submitDiscount('25')).discountPercentage).toBe(25);
  });

  it('never turns "1e2" into a 100% coupon: it goes as null, for the server to refuse with its reason', async () => {
    expect((await submitDiscount('1e2')).discountPercentage).toBeNull();
  });
});
