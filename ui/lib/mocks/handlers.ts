import { delay, http, HttpResponse } from 'msw';
import { z } from 'zod';
import { type AgreementDto, agreementSchema, applicationSchema } from '@contract/agreements';
import { type EmailChoicesDto, emailChoicesSchema, unreadSchema } from '@contract/notifications';
import { apartmentListSchema, apartmentSchema } from '@contract/apartments';
import { appConfigSchema } from '@contract/shared';
import { buildingSchema } from '@contract/building';
import { couponSchema } from '@contract/coupons';
import { type UserDto, userSchema } from '@contract/members';
import { json } from './json.ts';
import { sampleApartments, sampleBuilding, sampleConfig, sampleCoupons } from './fixtures.ts';

/** MSW handlers for stories and tests: the default answers, and one per state a screen can be in. */
export const configHandler = http.get('/api/config', () => json(appConfigSchema, sampleConfig));

export const buildingHandler = (building = sampleBuilding) =>
  http.get('/api/building', () => json(buildingSchema, building));

export const apartmentsHandler = (apartments = sampleApartments) =>
  http.get('/api/apartments', ({ request }) => {
    const url = new URL(request.url);
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? 6);
    const min = Number(url.searchParams.get('minRent') ?? 0);
    const max = Number(url.searchParams.get('maxRent') ?? Infinity);
    const freeOnly = url.searchParams.get('availableOnly') === 'true';
    const matching = apartments.filter((a) => a.rent >= min && a.rent <= max && (a.available || !freeOnly));
    return json(apartmentListSchema, {
      apartments: matching.slice((page - 1) * limit, page * limit),
      total: matching.length,
    });
  });

/** One flat by its id, as GET /api/apartments/:id answers; a flat not in the list is not found. */
export const apartmentHandler = (apartments = sampleApartments) =>
  http.get('/api/apartments/:id', ({ params }) => {
    const flat = apartments.find((a) => a._id === params.id);
    if (!flat)
      return HttpResponse.json(
        { message: 'No such apartment', code: 'APARTMENT.NOT_FOUND', requestId: 'story' },
        { status: 404 },
      );
    return json(apartmentSchema, flat);
  });

export const couponsHandler = (coupons = sampleCoupons) =>
  http.get('/api/coupons/active', () => json(z.array(couponSchema), coupons));

/** The caller's request for the flat a POST names, as the server answers it. */
const applicationFor = (apartmentId: string, requestDate: string): AgreementDto => {
  const flat = sampleApartments.find((a) => a._id === apartmentId);
  return {
    _id: 'ag-1',
    apartmentId,
    userName: 'Nadia Rahman',
    userEmail: 'nadia@example.com',
    floor: flat?.floor ?? 1,
    block: flat?.block ?? 'A',
    number: flat?.number ?? 'A101',
    rent: flat?.rent ?? 12_000,
    status: 'pending',
    requestDate,
  };
};
const noAgreement = () =>
  HttpResponse.json(
    { message: 'You have no agreement', code: 'AGREEMENT.NOT_FOUND', requestId: 'story' },
    { status: 404 },
  );

/**
 * Applying and the caller's open request, sharing one state as the server does: a POST makes the request (201) that
 * GET /api/agreements/user then answers. `sentOn`: the request had been sent before (another tab), so the POST
 * answers it (200, alreadySent). Call it afresh for each story or test.
 */
export const applicationHandlers = (sentOn?: string) => {
  let open: AgreementDto | null = null;
  return [
    http.post('/api/agreements', async ({ request }) => {
      const { apartmentId } = (await request.clone().json()) as { apartmentId: string };
      open ??= applicationFor(apartmentId, sentOn ?? new Date().toISOString());
      return json(applicationSchema, { ...open, alreadySent: sentOn !== undefined }, sentOn ? 200 : 201);
    }),
    http.get('/api/agreements/user', () => (open ? json(agreementSchema, open) : noAgreement())),
  ];
};
export const agreementHandler = http.post('/api/agreements', async ({ request }) => {
  const { apartmentId } = (await request.clone().json()) as { apartmentId: string };
  const answer = { ...applicationFor(apartmentId, new Date().toISOString()), alreadySent: false };
  return json(applicationSchema, answer, 201);
});

/** The signed-in caller's open request: none (404) unless a story gives one. */
export const openAgreementHandler = (agreement: AgreementDto | null = null) =>
  http.get('/api/agreements/user', () => (agreement ? json(agreementSchema, agreement) : noAgreement()));

/** The caller's own record, as saving it answers. */
const storyUser: UserDto = {
  _id: 'u-1',
  name: 'Nadia Rahman',
  email: 'nadia@example.com',
  photoURL: '',
  role: 'user',
};
export const usersHandlers = [
  http.put('/api/users', () => json(userSchema, storyUser)),
  http.post('/api/users', () => json(userSchema, storyUser)),
];

export const loadingForever = (path: string) =>
  http.get(path, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

export const failing = (
  path: string,
  method: 'get' | 'post' | 'put' = 'get',
  message = 'Server unavailable',
  status = 503,
) => http[method](path, () => HttpResponse.json({ message, code: 'TEST.FAILURE', requestId: 'story' }, { status }));

/** The bell's count: what the navbar asks for once someone is signed in. */
export const unreadCountHandler = (unread = 3) =>
  http.get('/api/notifications/unread-count', () => json(unreadSchema, { unread }));

/**
 * The signed-in person's email choices, and saving them (answered with what was sent, as the server stores it).
 * Bodies are read from a clone: under the stories test a second interceptor may read the same request.
 */
export const emailChoicesHandlers = (
  choices: EmailChoicesDto = {
    payments: true,
    announcements: true,
    maintenance: true,
    reminders: true,
    applications: true,
  },
) => [
  http.get('/api/me/email-choices', () => json(emailChoicesSchema, choices)),
  http.put('/api/me/email-choices', async ({ request }) =>
    json(emailChoicesSchema, (await request.clone().json()) as EmailChoicesDto),
  ),
];

export const defaultHandlers = [
  configHandler,
  buildingHandler(),
  apartmentsHandler(),
  couponsHandler(),
  agreementHandler,
  openAgreementHandler(),
  ...usersHandlers,
  unreadCountHandler(),
];
