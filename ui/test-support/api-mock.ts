import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';

/**
 * The API as a test file's screens see it: an msw server over `handlers`, listening while the file's tests run. After
 * each test the screen is unmounted and the server put back to `handlers`; at the end it is closed, so no file's
 * handlers answer another file's requests (the files share one page). A request no handler answers fails the test.
 * A file's own `afterEach` runs before this one's.
 */
export function mockApi(...handlers: RequestHandler[]): SetupServer {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    cleanup();
    server.resetHandlers();
  });
  afterAll(() => server.close());
  return server;
}
