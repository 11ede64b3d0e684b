import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@/test-support/api-mock.ts';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { renderScreen } from '@/test-support/render-app.tsx';
import { GOOD_TOKEN, unsubscribeHandler } from '../mocks/handlers.ts';
import UnsubscribePage from './UnsubscribePage.tsx';

const server = mockApi();
const sent: { body: unknown; authorization: string | null }[] = [];
server.events.on('request:start', async ({ request }) => {
  if (new URL(request.url).pathname === '/api/unsubscribe')
    sent.push({ body: await request.clone().json(), authorization: request.headers.get('authorization') });
});
afterEach(() => {
  sent.length = 0;
});

const unsubscribeButton = () => screen.findByRole('button', { name: 'Unsubscribe' });

describe('the unsubscribe page', () => {
  it('changes nothing on opening; Unsubscribe posts the token and says which emails stop', async () => {
    server.use(unsubscribeHandler('maintenance'));
    renderScreen(<UnsubscribePage />, { route: `/unsubscribe?token=${GOOD_TOKEN}` });
    const button = await unsubscribeButton();
    expect(sent).toEqual([]);
    await userEvent.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You will no longer get emails about maintenance requests. You can turn them back on in My Profile.',
    );
    // The link is the sign-in: the page sends no session token, whoever is signed in on this browser.
    expect(sent).toEqual([{ body: { token: GOOD_TOKEN }, authorization: null }]);
    expect(screen.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/dashboard/my-profile');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('says a refused link is not valid or has expired, and where the choices are instead', async () => {
    server.use(unsubscribeHandler());
    renderScreen(<UnsubscribePage />, { route: '/unsubscribe?token=forged' });
    await userEvent.click(await unsubscribeButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This unsubscribe link is not valid or has expired.');
    expect(alert).toHaveTextContent('sign in and change your email choices on My Profile');
    expect(screen.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/dashboard/my-profile');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('offers no button for a link without its token', async () => {
    renderScreen(<UnsubscribePage />, { route: '/unsubscribe' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid or has expired.');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('keeps the button after a failure that is not the link, to try again', async () => {
    server.use(mock.failing('post', '/api/unsubscribe'));
    renderScreen(<UnsubscribePage />, { route: `/unsubscribe?token=${GOOD_TOKEN}` });
    await userEvent.click(await unsubscribeButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not unsubscribe: Something went wrong on our side Please try again.',
    );
    expect(await unsubscribeButton()).toBeEnabled();
  });
});
