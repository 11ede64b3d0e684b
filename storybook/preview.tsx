import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import '@/index.css';
import { AppToaster } from '@/components/ui/AppToaster.tsx';
import { ConfigValue } from '@/lib/config/config-context.tsx';
import { SAMPLE_USER, StaticAuthProvider } from '@/test-support/StaticAuthProvider.tsx';
import type { AuthState } from '@/lib/auth/auth-context.ts';
import { sampleConfig } from '@/lib/mocks/fixtures.ts';
import type { AppConfigDto } from '@contract/shared';
import { defaultHandlers } from '@/lib/mocks/handlers.ts';
import { loadSignedInWords } from '@/lib/i18n/intl.tsx';

initialize({ onUnhandledRequest: 'bypass' });

export type AuthParameter = 'loading' | 'signedOut' | 'signedIn';

const authStates: Record<AuthParameter, AuthState> = {
  loading: { status: 'loading' },
  signedOut: { status: 'signedOut' },
  signedIn: { status: 'signedIn', user: SAMPLE_USER },
};

/** A data router (as in the app), so layout pieces such as ScrollRestoration work in stories too. */
function StoryRouter({ route, children }: { route: string; children: ReactNode }) {
  const [router] = useState(() => createMemoryRouter([{ path: '*', element: children }], { initialEntries: [route] }));
  return <RouterProvider router={router} />;
}

/**
 * Every story gets the app's providers: a fresh query cache without retries, and without waiting between the
 * retries of a query that asks for its own (an error state shows at once),
 * the sample configuration (with `parameters.config` over it), an authentication state chosen by `parameters.auth`, and a router at `parameters.route`.
 */
const withApp: Decorator = (Story, { parameters }) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0 } } });
  const route = (parameters.route as string | undefined) ?? '/';
  return (
    <QueryClientProvider client={client}>
      <ConfigValue config={{ ...sampleConfig, ...(parameters.config as Partial<AppConfigDto> | undefined) }}>
        <StaticAuthProvider state={authStates[(parameters.auth as AuthParameter | undefined) ?? 'signedOut']}>
          <StoryRouter route={route}>
            <Story />
          </StoryRouter>
          <AppToaster />
        </StaticAuthProvider>
      </ConfigValue>
    </QueryClientProvider>
  );
};

const preview: Preview = {
  decorators: [withApp],
  // Stories show signed-in screens without the dashboard's loading, which brings their words in the app.
  loaders: [mswLoader, async () => (await loadSignedInWords(), {})],
  parameters: { msw: { handlers: defaultHandlers }, layout: 'fullscreen' },
};

export default preview;
