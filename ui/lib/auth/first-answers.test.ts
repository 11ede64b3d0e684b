/**
 * The answers a dashboard page brought are the signed-in person's to read, once each; anyone else's are dropped.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { request } from '../api-client.ts';
import { adoptFirstAnswers, FIRST_ANSWERS_ID } from './first-answers.ts';

const asked: string[] = [];
const server = setupServer(
  http.get('/api/payments/dues', () => {
    asked.push('/api/payments/dues');
    return HttpResponse.json({ from: 'api' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  asked.length = 0;
  document.getElementById(FIRST_ANSWERS_ID)?.remove();
  adoptFirstAnswers(null);
});
afterAll(() => server.close());

/** The page as the server sends it to the person its session names. */
function pageBrought(uid: string, answers: Record<string, unknown> = { '/api/payments/dues': { from: 'page' } }) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = FIRST_ANSWERS_ID;
  block.textContent = JSON.stringify({ uid, answers });
  document.head.append(block);
}

const dues = async () => (await request('/api/payments/dues')).json();

describe("the page's first answers", () => {
  it('answer the person they were sent for, once, without asking /api; the next read asks', async () => {
    pageBrought('u1');
    expect(adoptFirstAnswers('u1')).toEqual({ carried: true, theirs: true });
    expect(await dues()).toEqual({ from: 'page' });
    expect(asked).toEqual([]);
    expect(await dues()).toEqual({ from: 'api' });
    expect(asked).toEqual(['/api/payments/dues']);
  });

  it('are dropped when someone else is signed in here, or nobody', async () => {
    for (const uid of ['u2', null]) {
      pageBrought('u1');
      expect(adoptFirstAnswers(uid)).toEqual({ carried: true, theirs: false });
      expect(await dues()).toEqual({ from: 'api' });
    }
  });

  it('are taken out of the page once read: a later sign-in brings none', async () => {
    pageBrought('u1');
    adoptFirstAnswers(null);
    expect(document.getElementById(FIRST_ANSWERS_ID)).toBeNull();
    expect(adoptFirstAnswers('u1')).toEqual({ carried: false, theirs: false });
    expect(await dues()).toEqual({ from: 'api' });
  });

  it('answer no write', async () => {
    pageBrought('u1', { '/api/maintenance': [] });
    adoptFirstAnswers('u1');
    server.use(http.post('/api/maintenance', () => HttpResponse.json({ from: 'api' })));
    expect(await (await request('/api/maintenance', { method: 'POST' })).json()).toEqual({ from: 'api' });
  });
});
