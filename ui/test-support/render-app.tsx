import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ConfigValue } from '@/lib/config/config-context.tsx';
import { StaticAuthProvider } from './StaticAuthProvider.tsx';
import type { Auth, AuthState } from '@/lib/auth/auth-context.ts';
import { sampleConfig } from '@/lib/mocks/fixtures.ts';
import { AppToaster } from '@/components/ui/AppToaster.tsx';

/** Renders a screen with the app's providers at a route (with the history `state` a link gave it), plus a /login page to see redirects land. */
export function renderScreen(
  element: ReactElement,
  {
    route = '/',
    auth = { status: 'signedOut' } as AuthState,
    overrides = {} as Partial<Auth>,
    state = undefined as unknown,
  } = {},
) {
  const url = new URL(route, 'http://app.test');
  const router = createMemoryRouter(
    [
      { path: '/login', element: <h1>Login screen</h1> },
      { path: '*', element },
    ],
    { initialEntries: [{ pathname: url.pathname, search: url.search, state }] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <ConfigValue config={sampleConfig}>
        <StaticAuthProvider state={auth} overrides={overrides}>
          <RouterProvider router={router} />
          <AppToaster />
        </StaticAuthProvider>
      </ConfigValue>
    </QueryClientProvider>,
  );
  return { ...view, router };
}
