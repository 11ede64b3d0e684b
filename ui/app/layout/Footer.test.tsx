import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { buildingHandler } from '@/lib/mocks/handlers.ts';
import { renderScreen } from '@/test-support/render-app.tsx';
import { Footer } from './Footer.tsx';

const server = setupServer(buildingHandler());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
afterAll(() => server.close());

describe('the footer', () => {
  it('dates its copyright line in the year the page is read', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-01T10:00:00Z'));
    renderScreen(<Footer />);
    expect(await screen.findByText(/All rights reserved\.$/)).toHaveTextContent(/^© 2027 .+\. All rights reserved\.$/);
  });
});
