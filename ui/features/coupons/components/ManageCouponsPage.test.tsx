import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@/test-support/api-mock.ts';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { COUPON_RULES } from '@domain/coupons/coupon.ts';
import { AppToaster } from '@/components/ui/AppToaster.tsx';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { renderDashboard, testConfig } from '@/test-support/render-dashboard.tsx';
import { couponList, toggleRaced } from '../mocks/handlers.ts';

const server = mockApi();
let listFetches = 0;
server.events.on('request:start', ({ request }) => {
  if (request.method === 'GET' && new URL(request.url).pathname === '/api/admin/coupons') listFetches += 1;
});
afterEach(() => {
  act(() => toast.remove());
  vi.useRealTimers();
  listFetches = 0;
});

const table = () => within(screen.getByRole('table'));
const cells = (code: string) =>
  within(table().getByText(code).closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('manage coupons screen', () => {
  it('shows each coupon’s use limit and last day, and Expired for one past it', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-15T12:00:00') });
    server.use(couponList(), ...mock.happy('admin'));
    renderDashboard('/dashboard/manage-coupons');
    await screen.findByRole('table');
    const headers = table()
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Code', 'Discount', 'Description', 'Use Limit', 'Expires', 'Status', 'Action']);
    expect(cells('WELCOME10').slice(3, 6)).toEqual(['Once per member', 'Never', 'Active']);
    expect(cells('EID15').slice(3, 6)).toEqual(['Every month', '30 Apr 2027', 'Active']);
    expect(cells('WINTER5').slice(3, 6)).toEqual(['Every month', 'Never', 'Inactive']);
    expect(cells('PUJA20').slice(3, 6)).toEqual(['Once per member', '31 Oct 2026', 'Expired']);
  });

  it("counts a coupon's last day in the building's time zone, not the browser's", async () => {
    // 18:30 UTC on 31 October: still PUJA20's last day in UTC, already 1 November in Dhaka.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-10-31T18:30:00Z') });
    server.use(couponList(), ...mock.happy('admin'));
    renderDashboard('/dashboard/manage-coupons');
    await screen.findByRole('table');
    expect(cells('PUJA20').slice(4, 6)).toEqual(['31 Oct 2026', 'Expired']);
    cleanup();

    // The same moment in a building whose zone is UTC: the coupon still has its last day.
    server.use(couponList(), ...mock.happy('admin'));
    renderDashboard('/dashboard/manage-coupons', undefined, 'en', { ...testConfig, timeZone: 'UTC' });
    await screen.findByRole('table');
    expect(cells('PUJA20').slice(4, 6)).toEqual(['31 Oct 2026', 'Active']);
  });

  it('shows the same on a phone, a card for each coupon', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-15T12:00:00') });
    server.use(couponList(), ...mock.happy('admin'));
    renderDashboard('/dashboard/manage-coupons');
    const cards = within(await screen.findByRole('list', { name: 'Coupons' })).getAllByRole('listitem');
    expect(cards.map((c) => c.textContent)).toEqual([
      'WELCOME10Active10% off. Welcome discount for new residentsUse limitOnce per memberExpiresNeverDisable',
      'EID15Active15% off. Eid festival rent discountUse limitEvery monthExpires30 Apr 2027Disable',
      'WINTER5Inactive5% off. Winter promotion (ended)Use limitEvery monthExpiresNeverEnable',
      'PUJA20Expired20% off. Durga Puja rent discountUse limitOnce per memberExpires31 Oct 2026Disable',
    ]);
  });

  it('sends the use limit and the expiry day with the new coupon', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/admin/coupons', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        return HttpResponse.json({ _id: 'c-new', isActive: true, expiresOn: null, ...body }, { status: 201 });
      }),
      couponList(),
      ...mock.happy('admin'),
    );
    renderDashboard('/dashboard/manage-coupons');
    await userEvent.type(await screen.findByLabelText(/Coupon Code/), 'NEWYEAR');
    await userEvent.type(screen.getByLabelText(/Discount %/), '12');
    await userEvent.type(screen.getByLabelText(/Description/), 'New year offer');
    await userEvent.click(screen.getByRole('radio', { name: 'Every month' }));
    await userEvent.type(screen.getByLabelText('Expires on'), '2027-01-31');
    await userEvent.click(screen.getByRole('button', { name: 'Add Coupon' }));
    expect(await screen.findByText('Coupon NEWYEAR added')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        code: 'NEWYEAR',
        discountPercentage: 12,
        description: 'New year offer',
        limit: 'every-month',
        expiresOn: '2027-01-31',
      },
    ]);
  });

  it('in Bangla, names an empty field and the server’s refusals of a code in the same Bangla words', async () => {
    const answers = [
      // The server's own answer to a code that is taken, and to a code it finds against its rule.
      { message: 'A coupon with code WELCOME10 already exists', code: 'COUPON.DUPLICATE_CODE', status: 409 },
      { message: COUPON_RULES.code, code: 'VALIDATION.INVALID_INPUT', status: 400 },
    ];
    server.use(
      http.post('/api/admin/coupons', () => {
        const { message, code, status } = answers.shift()!;
        return HttpResponse.json({ message, code, requestId: 'r-9', fields: { code: message } }, { status });
      }),
      couponList(),
      ...mock.happy('admin'),
    );
    renderDashboard('/dashboard/manage-coupons', undefined, 'bn');
    const user = userEvent.setup();
    const codeField = await screen.findByLabelText(/কুপন কোড/);
    const rule = 'সর্বোচ্চ ৪০টি ইংরেজি অক্ষর, অঙ্ক, - বা _ দিয়ে একটি কোড লিখুন, যেমন WELCOME10';

    await user.click(screen.getByRole('button', { name: 'কুপন যোগ করুন' }));
    expect(codeField).toHaveAccessibleDescription(rule);

    await user.type(codeField, 'welcome10');
    await user.type(screen.getByLabelText(/ছাড় %/), '10');
    await user.type(screen.getByLabelText(/বিবরণ/), 'স্বাগত ছাড়');
    await user.click(screen.getByRole('button', { name: 'কুপন যোগ করুন' }));
    expect(await screen.findByText('এই কোডের একটি কুপন আগে থেকেই আছে।')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'কুপন যোগ করুন' }));
    expect(await screen.findByRole('link', { name: rule })).toBeVisible();
    expect(codeField).toHaveAccessibleDescription(rule);
    expect(document.body.textContent).not.toMatch(/already exists|Enter a code/);
  });

  it('shows the refusal of a switch another admin made first, and fetches the list again', async () => {
    server.use(toggleRaced, couponList(), ...mock.happy('admin'));
    renderDashboard('/dashboard/manage-coupons', <AppToaster />);
    await screen.findByRole('table');
    await userEvent.click(table().getByRole('button', { name: 'Disable EID15' }));
    expect(
      await screen.findByText('Someone else switched this coupon just now. Refresh the list.'),
    ).toBeInTheDocument();
    await vi.waitFor(() => expect(listFetches).toBe(2));
  });
});
