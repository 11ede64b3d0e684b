import { delay, http, HttpResponse } from 'msw';
import type { EmailChoicesDto } from '@contract';
import { sampleApartments, sampleBuilding, sampleConfig, sampleCoupons } from './fixtures.ts';

/** MSW handlers for stories and tests: the default answers, and one per state a screen can be in. */
export const configHandler = http.get('/api/config', () => HttpResponse.json(sampleConfig));

export const buildingHandler = (building = sampleBuilding) =>
  http.get('/api/building', () => HttpResponse.json(building));

export const apartmentsHandler = (apartments = sampleApartments) =>
  http.get('/api/apartments', ({ request }) => {
    const url = new URL(request.url);
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? 6);
    const min = Number(url.searchParams.get('minRent') ?? 0);
    const max = Number(url.searchParams.get('maxRent') ?? Infinity);
    const matching = apartments.filter((a) => a.rent >= min && a.rent <= max);
    return HttpResponse.json({ apartments: matching.slice((page - 1) * limit, page * limit), total: matching.length });
  });

export const couponsHandler = (coupons = sampleCoupons) =>
  http.get('/api/coupons/active', () => HttpResponse.json(coupons));

export const agreementHandler = http.post('/api/agreements', () =>
  HttpResponse.json({ _id: 'ag-1', status: 'pending', requestDate: new Date().toISOString() }, { status: 201 }),
);

export const usersHandlers = [
  http.put('/api/users', () => HttpResponse.json({})),
  http.post('/api/users', () => HttpResponse.json({})),
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
  http.get('/api/notifications/unread-count', () => HttpResponse.json({ unread }));

/**
 * The signed-in person's email choices, and saving them (answered with what was sent, as the server stores it).
 * Bodies are read from a clone: under the stories test a second interceptor may read the same request.
 */
export const emailChoicesHandlers = (
  choices: EmailChoicesDto = { payments: true, announcements: true, maintenance: true, reminders: true },
) => [
  http.get('/api/me/email-choices', () => HttpResponse.json(choices)),
  http.put('/api/me/email-choices', async ({ request }) =>
    HttpResponse.json((await request.clone().json()) as EmailChoicesDto),
  ),
];

export const defaultHandlers = [
  configHandler,
  buildingHandler(),
  apartmentsHandler(),
  couponsHandler(),
  agreementHandler,
  ...usersHandlers,
  unreadCountHandler(),
];
