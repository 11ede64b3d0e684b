import { delay, http, HttpResponse } from 'msw';
import type { AgreementDto } from '@contract/agreements';
import type { AnnouncementDto } from '@contract/announcements';
import type { AdminSummaryDto, RentScheduleDto } from '@contract/building';
import type { CouponCheckDto, CouponDto } from '@contract/coupons';
import type { Role, RoleDto } from '@contract/identity';
import type { MaintenanceSummaryDto } from '@contract/maintenance';
import type { MemberDto } from '@contract/members';
import type { EmailsDto } from '@contract/notifications';
import type { DuesDto, IntentDto, PaymentDto, SandboxConfirmDto } from '@contract/payments';
import { unchecked } from '@/lib/api-client.ts';
import { formatMonth } from '@domain/shared/month.ts';
import { buildingHandler, emailChoicesHandlers, unreadCountHandler } from './handlers.ts';
import * as sample from './dashboard-fixtures.ts';
import { json } from './json.ts';

/** MSW answers for the dashboard's calls: the happy set for a role, and helpers for every other state. */
const error = (status: number, message: string) =>
  HttpResponse.json({ message, code: 'STORY.FAILURE', requestId: 'story' }, { status });
/** The role the server keeps; a story's caller has not chosen a language unless it says so. */
const account = unchecked<Omit<RoleDto, 'language'> & Partial<RoleDto>>();

export const role = (r: Role) => http.get('/api/users/role', () => json(account, { role: r }));
/** Sohel, a user whose lease ended owing: his rent account, history and his request's ending, answered. */
export const formerResident = [
  http.get('/api/users/role', () => json(account, { role: 'user', formerResident: true })),
  http.get('/api/payments/dues', () => json(unchecked<DuesDto>(), sample.duesFormerResident)),
];
export const myAgreement = (a: AgreementDto | null) =>
  http.get('/api/agreements/user', () =>
    a ? json(unchecked<AgreementDto>(), a) : error(404, 'You have no agreement'),
  );
/** The caller's latest request (any outcome) and its withdrawal, which answers with the request withdrawn. */
export const myApplication = (a: AgreementDto | null) => [
  http.get('/api/agreements/user/latest', () =>
    json(unchecked<{ agreement: AgreementDto | null }>(), { agreement: a }),
  ),
  http.post('/api/agreements/user/withdraw', () =>
    a?.status === 'pending'
      ? json(unchecked<AgreementDto>(), {
          ...a,
          status: 'checked',
          decision: 'withdrawn',
          decidedAt: '2026-11-20T10:00:00.000Z',
        })
      : error(404, 'You have no request waiting for a decision'),
  ),
];
export const myPayments = (list: PaymentDto[] = sample.payments) =>
  http.get('/api/payments/user', () => json(unchecked<PaymentDto[]>(), list));
/** The member's rent account: one month owed unless a story picks another state. */
export const dues = (d: DuesDto = sample.duesOneOwed) =>
  http.get('/api/payments/dues', () => json(unchecked<DuesDto>(), d));
/** The coupon check refusing one code with a 409, in the server's words (expired, used already). */
export const couponRefused = (code: string, errorCode: 'COUPON.EXPIRED' | 'COUPON.ALREADY_USED', message: string) =>
  http.get(`/api/payments/coupon/${code}`, () =>
    HttpResponse.json({ message, code: errorCode, requestId: 'story' }, { status: 409 }),
  );

/**
 * The sandbox provider as the server runs it: 4242... pays, 4000 0000 0000 0002 is declined. Bodies are read from a
 * clone: under the stories test a second interceptor (the Storybook addon's) may read the same request.
 */
export const paymentFlow = [
  http.get('/api/payments/coupon/:code', ({ params }) => {
    const coupon = sample.coupons.find((c) => c.isActive && c.code === String(params.code).toUpperCase());
    return coupon
      ? json(unchecked<CouponCheckDto>(), { code: coupon.code, discountPercentage: coupon.discountPercentage })
      : error(404, 'No such coupon');
  }),
  http.post('/api/payments/create-payment-intent', async ({ request }) => {
    const { amount } = (await request.clone().json()) as { amount: number };
    return json(unchecked<IntentDto>(), { clientSecret: 'pi_story_secret_1', amount });
  }),
  http.post('/api/payments/sandbox/confirm', async ({ request }) => {
    const { card } = (await request.clone().json()) as { card: { number: string } };
    if (card.number !== '4242424242424242') return error(402, 'Your card was declined.');
    return json(unchecked<SandboxConfirmDto>(), {
      paymentIntent: { id: 'pi_story_1', status: 'succeeded', amount: 1305000 },
    });
  }),
  http.post('/api/payments', async ({ request }) => {
    const { month, transactionId } = (await request.clone().json()) as { month: string; transactionId: string };
    return json(
      unchecked<PaymentDto>(),
      {
        ...sample.payments[0]!,
        _id: 'pay-new',
        month: formatMonth(month),
        monthKey: month,
        transactionId,
        paidAt: new Date().toISOString(),
        receiptNumber: 16,
      },
      201,
    );
  }),
];

/**
 * The outbox's answer to the admin profile's question (failed emails only): it reads just the count, so the page
 * carries no rows.
 */
export const undeliveredEmails = (failed: number) =>
  http.get('/api/admin/emails', () => json(unchecked<EmailsDto>(), { items: [], total: failed, failed }));

export const adminData = [
  http.get('/api/admin/summary', () => json(unchecked<AdminSummaryDto>(), sample.summary)),
  http.get('/api/admin/maintenance/summary', () => json(unchecked<MaintenanceSummaryDto>(), sample.maintenanceSummary)),
  undeliveredEmails(0),
  http.get('/api/admin/agreements', () => json(unchecked<AgreementDto[]>(), sample.agreementRequests)),
  http.patch('/api/agreements/:id', () => json(unchecked<AgreementDto>(), sample.acceptedAgreement)),
  http.get('/api/admin/members', () => json(unchecked<MemberDto[]>(), sample.members)),
  http.patch('/api/admin/members/:email/demote', () =>
    json(unchecked<{ message: string }>(), { message: 'Member removed; their agreement has ended' }),
  ),
  http.get('/api/admin/coupons', () => json(unchecked<CouponDto[]>(), sample.coupons)),
  http.post('/api/admin/coupons', async ({ request }) =>
    json(
      unchecked<CouponDto>(),
      { _id: 'c-new', isActive: true, ...((await request.json()) as Omit<CouponDto, '_id' | 'isActive'>) },
      201,
    ),
  ),
  http.patch('/api/admin/coupons/:code/toggle', ({ params }) => {
    const coupon = sample.coupons.find((c) => c.code === params.code) ?? sample.coupons[0]!;
    return json(unchecked<CouponDto>(), { ...coupon, isActive: !coupon.isActive });
  }),
  http.get('/api/admin/rent-schedule', () => json(unchecked<RentScheduleDto>(), sample.rentSchedule)),
  http.put('/api/admin/rent-schedule', async ({ request }) => {
    const body = (await request.clone().json()) as RentScheduleDto;
    return json(unchecked<RentScheduleDto>(), { ...body, version: body.version + 1 });
  }),
  http.post('/api/admin/announcements', async ({ request }) =>
    json(
      unchecked<AnnouncementDto>(),
      {
        _id: 'an-new',
        createdAt: new Date().toISOString(),
        ...((await request.json()) as Omit<AnnouncementDto, '_id' | 'createdAt'>),
      },
      201,
    ),
  ),
];

export const announcementsList = (list = sample.announcements) =>
  http.get('/api/admin/announcements', () => json(unchecked<AnnouncementDto[]>(), list));

/** Everything a role's screens call, answered happily. Put a state's own handler first to override one call. */
export const happy = (
  r: Role,
  agreement: AgreementDto | null = r === 'member' ? sample.acceptedAgreement : sample.pendingAgreement,
) => [
  role(r),
  myAgreement(agreement),
  ...myApplication(agreement),
  myPayments(),
  dues(),
  announcementsList(),
  ...paymentFlow,
  ...adminData,
  buildingHandler(),
  ...emailChoicesHandlers(),
  // The bell in the header asks as soon as the dashboard knows the role: nothing unread unless a test says so.
  unreadCountHandler(0),
];

export const pending = (method: 'get' | 'post', path: string) =>
  http[method](path, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

export const failing = (
  method: 'get' | 'post' | 'patch' | 'put',
  path: string,
  status = 500,
  message = 'Something went wrong on our side',
) => http[method](path, () => error(status, message));

/** A proxy's HTML error page where JSON was expected. */
export const html = (path: string) =>
  http.get(path, () => new HttpResponse('<html>Bad gateway</html>', { headers: { 'content-type': 'text/html' } }));

export { http, HttpResponse };
