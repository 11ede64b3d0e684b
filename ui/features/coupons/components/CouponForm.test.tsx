import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { CouponInput } from '../api/coupons.ts';
import { CouponForm, type CouponErrors } from './CouponForm.tsx';

afterEach(cleanup);

/** Fills the form and submits it; returns what the form hands on to be sent. */
async function submitDiscount(typed: string) {
  const onSubmit = vi.fn(async (_input: CouponInput) => true as const);
  render(<CouponForm busy={false} done={null} onSubmit={onSubmit} />);
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

/** Fills the required fields, sets the use limit and expiry as a person would, submits; returns what goes out. */
async function submitWith(
  choose: () => void,
  onSubmit = vi.fn(async (_input: CouponInput): Promise<true | CouponErrors> => true),
) {
  render(<CouponForm busy={false} done={null} onSubmit={onSubmit} />);
  fireEvent.change(screen.getByLabelText(/Coupon Code/), { target: { value: 'SPRING' } });
  fireEvent.change(screen.getByLabelText(/Discount %/), { target: { value: '20' } });
  fireEvent.change(screen.getByLabelText(/Description/), { target: { value: 'Spring offer' } });
  choose();
  fireEvent.submit(screen.getByRole('button', { name: 'Add Coupon' }).closest('form')!);
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  return onSubmit.mock.calls[0]![0];
}

describe('the coupon form: use limit and expiry', () => {
  it('offers once per member (picked) and every month, and no expiry day to begin with', () => {
    render(<CouponForm busy={false} done={null} onSubmit={vi.fn(async () => true as const)} />);
    const group = screen.getByRole('group', { name: 'Use limit' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Once per member' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Every month' })).not.toBeChecked();
    expect(screen.getByLabelText('Expires on')).toHaveValue('');
    expect(screen.getByLabelText('Expires on')).not.toBeRequired();
  });

  it('sends once per member and no expiry when the admin leaves them', async () => {
    const input = await submitWith(() => {});
    expect(input).toEqual({
      code: 'SPRING',
      discountPercentage: 20,
      description: 'Spring offer',
      limit: 'once-per-member',
    });
    expect('expiresOn' in input).toBe(false);
  });

  it('sends every month and the expiry day the admin picked', async () => {
    const input = await submitWith(() => {
      fireEvent.click(screen.getByRole('radio', { name: 'Every month' }));
      fireEvent.change(screen.getByLabelText('Expires on'), { target: { value: '2026-12-31' } });
    });
    expect(input).toEqual({
      code: 'SPRING',
      discountPercentage: 20,
      description: 'Spring offer',
      limit: 'every-month',
      expiresOn: '2026-12-31',
    });
  });

  it('clears the limit and the expiry once the coupon is added, and keeps them when it is refused', async () => {
    const refused = vi.fn(async (_input: CouponInput): Promise<true | CouponErrors> => ({
      form: 'Failed to add coupon',
    }));
    await submitWith(() => {
      fireEvent.click(screen.getByRole('radio', { name: 'Every month' }));
      fireEvent.change(screen.getByLabelText('Expires on'), { target: { value: '2026-12-31' } });
    }, refused);
    expect(screen.getByRole('radio', { name: 'Every month' })).toBeChecked();
    expect(screen.getByLabelText('Expires on')).toHaveValue('2026-12-31');
    cleanup();

    await submitWith(() => {
      fireEvent.click(screen.getByRole('radio', { name: 'Every month' }));
      fireEvent.change(screen.getByLabelText('Expires on'), { target: { value: '2026-12-31' } });
    });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Once per member' })).toBeChecked());
    expect(screen.getByLabelText('Expires on')).toHaveValue('');
  });
});
