import { delay, http, HttpResponse } from 'msw';
import { z } from 'zod';
import { type AgreementDto, agreementSchema, latestAgreementSchema } from '@contract/agreements';
import { type AnnouncementDto, announcementSchema } from '@contract/announcements';
import { adminSummarySchema, type RentScheduleDto, rentScheduleSchema } from '@contract/building';
import { couponCheckSchema, type CouponDto, couponSchema } from '@contract/coupons';
import { type Role, type RoleDto, roleSchema } from '@contract/identity';
import { maintenanceSummarySchema } from '@contract/maintenance';
import { memberSchema } from '@contract/members';
import { moveOutPreviewSchema } from '@contract/move-out';
import { emailsSchema } from '@contract/notifications';
import {
  type DuesDto,
  duesSchema,
  intentSchema,
  type PaymentDto,
  paymentSchema,
  sandboxConfirmSchema,
} from '@contract/payments';
import { messageSchema } from '@contract/shared';
import { myParkingSchema, type ParkingSpaceDto, parkingSpaceSchema } from '@contract/parking';
import { autopayRowSchema, myAutopaySchema, type AutopayRowDto, type MyAutopayDto } from '@contract/autopay';
import { type BooksDto, booksSchema, statementSchema } from '@contract/ledger';
import { formatMonth } from '@domain/shared/month.ts';
import { initialLocale } from '@/lib/i18n/locales.ts';
import { buildingHandler, emailChoicesHandlers, unreadCountHandler } from './handlers.ts';
import * as sample from './dashboard-fixtures.ts';
import { booksFormerOwing, booksPaidUp, statementOf } from './ledger-fixtures.ts';
import { json } from './json.ts';
import { adminPaymentReports, myPaymentReports } from './payment-report-handlers.ts';
import { leaseChanges } from './lease-change-handlers.ts';
import { frontDesk } from './front-desk-handlers.ts';

/** MSW answers for the dashboard's calls: the happy set for a role, and helpers for every other state. */
const error = (status: number, message: string) =>
  HttpResponse.json({ message, code: 'STORY.FAILURE', requestId: 'story' }, { status });
/** The caller's stored language is the one this browser opened the page in, so signing in changes nothing. */
const account = (a: Omit<RoleDto, 'language'>) => json(roleSchema, { ...a, language: initialLocale() });

export const role = (r: Role) => http.get('/api/users/role', () => account({ role: r }));
/**
 * The caller's books and their statements; a month outside the lease's months is refused (400) as the server does.
 * `null`: the caller never had a lease (404).
 */
export const myBooks = (books: BooksDto | null = booksPaidUp) => [
  http.get('/api/ledger/mine', () =>
    books
      ? json(booksSchema, books)
      : HttpResponse.json(
          { message: 'You have no lease', code: 'AGREEMENT.NOT_FOUND', requestId: 'story' },
          { status: 404 },
        ),
  ),
  http.get('/api/ledger/mine/statement', ({ request }) => {
    const month = new URL(request.url).searchParams.get('month') ?? '';
    if (!books) return error(404, 'You have no lease');
    if (!books.statementMonths.includes(month)) return error(400, 'Pick a month the lease covers');
    return json(statementSchema, statementOf(books, month));
  }),
  http.get('/api/ledger/mine/statement/pdf', ({ request }) => {
    const month = new URL(request.url).searchParams.get('month') ?? '';
    if (!books) return error(404, 'You have no lease');
    if (!books.statementMonths.includes(month)) return error(400, 'Pick a month the lease covers');
    return new HttpResponse(`%PDF-1.3 statement ${month}`, { headers: { 'content-type': 'application/pdf' } });
  }),
];
/** Sohel, a user whose lease ended owing: his rent account, books, history and his request's ending, answered. */
export const formerResident = [
  http.get('/api/users/role', () => account({ role: 'user', formerResident: true })),
  http.get('/api/payments/dues', () => json(duesSchema, sample.duesFormerResident)),
  ...myBooks(booksFormerOwing),
];
export const myAgreement = (a: AgreementDto | null) =>
  http.get('/api/agreements/user', () => (a ? json(agreementSchema, a) : error(404, 'You have no agreement')));
/** The caller's latest request (any outcome) and its withdrawal, which answers with the request withdrawn. */
export const myApplication = (a: AgreementDto | null) => [
  http.get('/api/agreements/user/latest', () => json(latestAgreementSchema, { agreement: a })),
  http.post('/api/agreements/user/withdraw', () =>
    a?.status === 'pending'
      ? json(agreementSchema, {
          ...a,
          status: 'checked',
          decision: 'withdrawn',
          decidedAt: '2026-11-20T10:00:00.000Z',
        })
      : error(404, 'You have no request waiting for a decision'),
  ),
];
export const myPayments = (list: PaymentDto[] = sample.payments) =>
  http.get('/api/payments/user', () => json(z.array(paymentSchema), list));
/** The member's rent account: one month owed unless a story picks another state. */
export const dues = (d: DuesDto = sample.duesOneOwed) => http.get('/api/payments/dues', () => json(duesSchema, d));
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
      ? json(couponCheckSchema, { code: coupon.code, discountPercentage: coupon.discountPercentage })
      : error(404, 'No such coupon');
  }),
  http.post('/api/payments/create-payment-intent', async ({ request }) => {
    const { amount } = (await request.clone().json()) as { amount: number };
    return json(intentSchema, { clientSecret: 'pi_story_secret_1', amount });
  }),
  http.post('/api/payments/sandbox/confirm', async ({ request }) => {
    const { card } = (await request.clone().json()) as { card: { number: string } };
    if (card.number !== '4242424242424242') return error(402, 'Your card was declined.');
    return json(sandboxConfirmSchema, {
      paymentIntent: { id: 'pi_story_1', status: 'succeeded', amount: 1305000 },
    });
  }),
  http.post('/api/payments', async ({ request }) => {
    const { month, transactionId } = (await request.clone().json()) as { month: string; transactionId: string };
    return json(
      paymentSchema,
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
  http.get('/api/admin/emails', () => json(emailsSchema, { items: [], total: failed, failed }));

export const adminData = [
  http.get('/api/admin/summary', () => json(adminSummarySchema, sample.summary)),
  http.get('/api/admin/maintenance/summary', () => json(maintenanceSummarySchema, sample.maintenanceSummary)),
  undeliveredEmails(0),
  http.get('/api/admin/agreements', () => json(z.array(agreementSchema), sample.agreementRequests)),
  http.patch('/api/agreements/:id', () => json(agreementSchema, sample.acceptedAgreement)),
  http.get('/api/admin/members', () => json(z.array(memberSchema), sample.members)),
  http.get('/api/admin/members/:email/move-out', () =>
    json(moveOutPreviewSchema, { leaseId: 'lease-nadia', owed: 29_000, depositHeld: 40_000 }),
  ),
  http.patch('/api/admin/members/:email/demote', () =>
    json(messageSchema, { message: 'Member removed; their agreement has ended' }),
  ),
  http.get('/api/admin/coupons', () => json(z.array(couponSchema), sample.coupons)),
  http.post('/api/admin/coupons', async ({ request }) =>
    json(
      couponSchema,
      { _id: 'c-new', isActive: true, ...((await request.json()) as Omit<CouponDto, '_id' | 'isActive'>) },
      201,
    ),
  ),
  http.patch('/api/admin/coupons/:code/toggle', ({ params }) => {
    const coupon = sample.coupons.find((c) => c.code === params.code) ?? sample.coupons[0]!;
    return json(couponSchema, { ...coupon, isActive: !coupon.isActive });
  }),
  http.get('/api/admin/rent-schedule', () => json(rentScheduleSchema, sample.rentSchedule)),
  http.put('/api/admin/rent-schedule', async ({ request }) => {
    const body = (await request.clone().json()) as RentScheduleDto;
    return json(rentScheduleSchema, { ...body, version: body.version + 1 });
  }),
  http.post('/api/admin/announcements', async ({ request }) =>
    json(
      announcementSchema,
      {
        _id: 'an-new',
        createdAt: new Date().toISOString(),
        ...((await request.json()) as Omit<AnnouncementDto, '_id' | 'createdAt'>),
      },
      201,
    ),
  ),
];

/** The building's parking spaces: one assigned to the sample member, two free. */
export const sampleSpaces: ParkingSpaceDto[] = [
  { id: 'ps-1', label: 'P-01', memberEmail: sample.members[0]!.email },
  { id: 'ps-2', label: 'P-02', memberEmail: null },
  { id: 'ps-3', label: 'P-03', memberEmail: null },
];

export const parkingSpaces = (list: ParkingSpaceDto[] = sampleSpaces) => [
  http.get('/api/admin/parking', () => json(z.array(parkingSpaceSchema), list)),
  http.get('/api/parking/mine', () => json(myParkingSchema, { space: list[0] ?? null })),
];

/** A member's autopay, off with no card saved: the state before they set it up. */
export const autopayOff: MyAutopayDto = {
  enabled: false,
  cap: null,
  skipMonth: null,
  card: null,
  hasLease: true,
  nextChargeOn: null,
  lastAttempt: null,
};

/** Autopay on with a saved card, a cap, its next charge day and last month paid. */
export const autopayOn: MyAutopayDto = {
  enabled: true,
  cap: 20_000,
  skipMonth: null,
  card: { brand: 'visa', last4: '4242', savedAt: '2026-11-01T10:00:00.000Z' },
  hasLease: true,
  nextChargeOn: '2026-12-05',
  lastAttempt: { month: '2026-11', outcome: 'paid', amount: 12_000, tries: 1, triedOn: '2026-11-05', message: null },
};

export const sampleAutopayList: AutopayRowDto[] = [
  {
    userEmail: sample.members[0]!.email,
    name: sample.members[0]!.name,
    flat: sample.members[0]!.apartment!.number,
    cap: 20_000,
    skipMonth: '2026-12',
    card: autopayOn.card,
  },
  {
    userEmail: 'moved.on@example.com',
    name: 'moved.on@example.com',
    flat: null,
    cap: 5_000,
    skipMonth: null,
    card: autopayOn.card,
  },
];

export const autopay = (mine: MyAutopayDto = autopayOff, list: AutopayRowDto[] = sampleAutopayList) => [
  http.get('/api/autopay/mine', () => json(myAutopaySchema, mine)),
  http.get('/api/admin/autopay', () => json(z.array(autopayRowSchema), list)),
];

export const announcementsList = (list = sample.announcements) =>
  http.get('/api/admin/announcements', () => json(z.array(announcementSchema), list));

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
  ...myBooks(),
  ...myPaymentReports(),
  ...adminPaymentReports(),
  announcementsList(),
  ...paymentFlow,
  ...adminData,
  ...parkingSpaces(),
  ...autopay(),
  ...leaseChanges(),
  ...frontDesk(),
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
