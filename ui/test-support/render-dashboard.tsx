import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { AppConfigDto } from '@contract/shared';
import { ConfigValue } from '@/lib/config/config-context.tsx';
import { SAMPLE_USER, StaticAuthProvider } from './StaticAuthProvider.tsx';
import DashboardRoutes from '@/app/dashboard/DashboardRoutes.tsx';
import { en } from '@/i18n/en/index.ts';
import { bn } from '@/i18n/bn/index.ts';
import { LocaleProvider } from '@/lib/i18n/intl.tsx';
import type { Locale } from '@/lib/i18n/locales.ts';

export const testConfig: AppConfigDto = {
  buildingName: 'Lakeview Residency',
  firebase: { apiKey: 'x', authDomain: 'x', projectId: 'demo-residency', emulatorUrl: null },
  payments: { provider: 'sandbox', publishableKey: null },
  map: { tileUrl: '', attribution: '', center: [23.81, 90.41], zoom: 15 },
  timeZone: 'Asia/Dhaka',
};

/** Where the router ended up, and what origin it remembered. */
function LoginProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname ?? '';
  return <p>{`login page (from ${from})`}</p>;
}

/**
 * The dashboard as the app mounts it, signed in as the sample user, at `path`, in English and with the test building's
 * configuration unless told otherwise.
 */
export function renderDashboard(path: string, extra?: ReactNode, locale: Locale = 'en', config = testConfig) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <LocaleProvider initial={locale} messages={locale === 'bn' ? bn : en}>
      <QueryClientProvider client={client}>
        <ConfigValue config={config}>
          <StaticAuthProvider state={{ status: 'signedIn', user: SAMPLE_USER }}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path="/dashboard/*" element={<DashboardRoutes />} />
                <Route path="/login" element={<LoginProbe />} />
                <Route path="/" element={<p>home page</p>} />
              </Routes>
              {extra}
            </MemoryRouter>
          </StaticAuthProvider>
        </ConfigValue>
      </QueryClientProvider>
    </LocaleProvider>,
  );
}

/**
 * A screen's own heading, once the screen has drawn itself: the dashboard's frame shows the same heading sooner, in a
 * stand-in marked aria-busy, while the role or the screen's code is on its way.
 */
export const findScreenHeading = (name?: string | RegExp, timeout = 1000): Promise<HTMLElement> =>
  waitFor(
    () => {
      const heading = screen.getByRole('heading', { level: 1, ...(name === undefined ? {} : { name }) });
      expect(heading.closest('[aria-busy="true"]')).toBeNull();
      return heading;
    },
    { timeout },
  );
