import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@/test-support/api-mock.ts';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import type { LateFeeBody } from '@contract/late-fees';
import { LATE_FEE_RULES } from '@domain/late-fees/late-fee.ts';
import { AppToaster } from '@/components/ui/AppToaster.tsx';
import { bn } from '@/i18n/bn/index.ts';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { renderDashboard } from '@/test-support/render-dashboard.tsx';
import { lateFees, lateFeesFixed, lateFeesOff } from '../mocks/handlers.ts';

const server = mockApi();
let sent: LateFeeBody[] = [];
afterEach(() => {
  act(() => toast.remove());
  sent = [];
});

/** Every save is kept in `sent`, then answered by `answer` or, by default, as the mock server saves it. */
const recording = (answer?: (body: LateFeeBody) => Response) =>
  http.put('/api/admin/late-fees', async ({ request }) => {
    const body = (await request.clone().json()) as LateFeeBody;
    sent.push(body);
    return answer ? answer(body) : undefined;
  });

const open = async (locale: 'en' | 'bn' = 'en', ...handlers: Parameters<typeof server.use>) => {
  server.use(...handlers, ...mock.happy('admin'));
  renderDashboard('/dashboard/late-fees', <AppToaster />, locale);
  return within(await screen.findByRole('form', {}, { timeout: 10_000 }));
};

const retype = async (field: HTMLElement, text: string) => {
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
};

describe('the late fees form', () => {
  it('switches late fees on as a percent with a cap, over the version read, and says from which month', async () => {
    const form = await open('en', recording(), ...lateFees(lateFeesOff));
    expect(screen.getByText('Off: no late fees are added.')).toBeInTheDocument();
    expect(form.getByLabelText(/^Days of grace/)).toHaveAccessibleDescription(
      'Rent is due on the 5th (set on the Building screen). From 0 to 28 days.',
    );
    await userEvent.click(form.getByRole('checkbox', { name: 'Charge late fees' }));
    await userEvent.click(form.getByRole('radio', { name: 'A percent of the unpaid rent' }));
    expect(form.queryByLabelText(/^Fee in taka/)).toBeNull();
    await userEvent.type(form.getByLabelText(/^Percent of the unpaid rent/), '12.5');
    await retype(form.getByLabelText(/^Days of grace/), '0');
    await userEvent.type(form.getByLabelText(/^Most a month/), '2,000');
    expect(
      form.getByText(
        'Rent still unpaid 1 day after the due day takes a fee of 12.5% of what is unpaid. A month’s fee is never more than ৳2,000.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Save late fees' }));
    expect(await screen.findByText('Late fees saved')).toBeInTheDocument();
    expect(sent).toEqual([
      { enabled: true, graceDays: 0, basis: 'percent', amount: null, percent: 12.5, cap: 2000, version: 0 },
    ]);
    expect(await screen.findByText('On since November 2026: no month before it takes a fee.')).toBeInTheDocument();
    // The next save goes over the version saved.
    await userEvent.click(screen.getByRole('button', { name: 'Save late fees' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ version: 1 });
  });

  it('names each rule broken before sending anything, beside its field and in a summary that takes focus', async () => {
    const form = await open('en', recording(), ...lateFees(lateFeesFixed));
    const grace = form.getByLabelText(/^Days of grace/);
    await retype(grace, '29');
    await retype(form.getByLabelText(/^Fee in taka/), '-5');
    await retype(form.getByLabelText(/^Most a month/), '99.5');
    // While a value is out of range, no sentence says what the rule would do.
    expect(form.queryByText(/Rent still unpaid/)).toBeNull();
    await userEvent.click(form.getByRole('button', { name: 'Save late fees' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      LATE_FEE_RULES.graceDays,
      'Enter a fixed fee above ৳0 and up to ৳1,00,000, with at most two decimals',
      'Enter a cap in whole taka from ৳1 to ৳1,00,000, or leave it empty for none',
    ]);
    expect(grace).toHaveAttribute('aria-invalid', 'true');
    expect(grace).toHaveAccessibleDescription(expect.stringContaining(LATE_FEE_RULES.graceDays));
    await userEvent.setup().click(within(summary).getByRole('link', { name: LATE_FEE_RULES.graceDays }));
    expect(grace).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('puts the server’s refusal beside its field', async () => {
    const form = await open(
      'en',
      recording(() =>
        HttpResponse.json(
          {
            message: LATE_FEE_RULES.amount,
            code: 'VALIDATION.INVALID_INPUT',
            requestId: 't',
            fields: { amount: LATE_FEE_RULES.amount },
          },
          { status: 400 },
        ),
      ),
      ...lateFees(lateFeesFixed),
    );
    await userEvent.click(form.getByRole('button', { name: 'Save late fees' }));
    expect(await screen.findByRole('region', { name: 'There is a problem' })).toHaveFocus();
    expect(form.getByLabelText(/^Fee in taka/)).toHaveAccessibleDescription(
      expect.stringContaining(LATE_FEE_RULES.amount),
    );
  });

  it('says when someone else saved meanwhile, and shows what they saved', async () => {
    let reads = 0;
    const form = await open(
      'en',
      http.get('/api/admin/late-fees', () =>
        HttpResponse.json(++reads === 1 ? lateFeesOff : { ...lateFeesFixed, version: 1 }),
      ),
      recording(() =>
        HttpResponse.json(
          {
            message: 'Someone else changed the late fee settings; reload to see them',
            code: 'LATEFEE.CHANGED',
            requestId: 't',
          },
          { status: 409 },
        ),
      ),
    );
    await userEvent.click(form.getByRole('checkbox', { name: 'Charge late fees' }));
    await userEvent.click(form.getByRole('button', { name: 'Save late fees' }));
    expect(await screen.findByText('On since October 2026: no month before it takes a fee.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Charge late fees' })).toBeChecked();
    expect(screen.getByLabelText(/^Fee in taka/)).toHaveValue('750');
    expect(sent).toEqual([expect.objectContaining({ enabled: true, version: 0 })]);
  });

  it('reads in Bangla, its rules too', async () => {
    const form = await open('bn', recording(), ...lateFees(lateFeesFixed));
    expect(screen.getByRole('heading', { level: 1, name: bn['lateFees.title'] })).toBeInTheDocument();
    expect(screen.getByText('অক্টোবর ২০২৬ থেকে চালু: তার আগের কোনো মাসে ফি যোগ হয় না।')).toBeInTheDocument();
    await retype(form.getByLabelText(/^শেষ দিনের পর ছাড়ের দিন/), '৩০');
    await userEvent.click(form.getByRole('button', { name: bn['lateFees.save'] }));
    const summary = await screen.findByRole('region');
    expect(within(summary).getByRole('link').textContent).toBe('ভাড়া দেওয়ার শেষ দিনের পর ০ থেকে ২৮ দিন পর্যন্ত ছাড় দিন');
    expect(sent).toEqual([]);
  });
});
