/**
 * The server's drawing of the pages a visitor lands on (the home page, the flats on offer) and of the dashboard's
 * screens as they stand before the session is known (the frame and the screen's heading): the same components the
 * browser runs, drawn to HTML with the data the page would ask for first already in hand, so the page shows before
 * its code has loaded; the browser then takes the drawing over (ui/main.tsx). Built apart (`vite build --ssr`) and
 * loaded by the server, which writes the result into the page's HTML (adapters/http/static-ui.ts).
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { AppConfigDto } from '@contract/shared';
import { AppProviders } from '@/app/providers.tsx';
import { createQueryClient } from '@/app/query-client.ts';
import { routes } from '@/app/router.tsx';
import { screenAt } from '@/app/dashboard/screens.ts';
import { ACCOUNT_PATH } from '@/lib/auth/role.ts';
import { configQuery } from '@/features/config/api/config.ts';
import { firstApartmentsUrl, seedFirstApartments, type FirstApartments } from '@/features/apartments/api/first-page.ts';
import { messagesFor } from '@/lib/i18n/intl.tsx';
import { browserLocale, type Locale } from '@/lib/i18n/locales.ts';

export { firstApartmentsUrl };
export type { FirstApartments };

/** The language a first visit gets: the browser's, from its Accept-Language header, as ui/main.tsx picks it. */
export const localeFor = (acceptLanguage: string | undefined): Locale =>
  browserLocale(
    (acceptLanguage ?? '')
      .split(',')
      .map((part) => part.split(';')[0]!.trim())
      .filter(Boolean),
  );

/**
 * The dashboard screen an address opens (its route's pattern), for which one drawing serves every address: the frame
 * names no part of the address. Undefined for any other address.
 */
export const dashboardScreenOf = (path: string): string | undefined => {
  const screen = screenAt(path);
  return screen && `/dashboard/${screen.path}`;
};

/** What a screen (a pattern dashboardScreenOf answered) reads before it can draw: the account first, then its own. */
export const firstReadsOf = (screen: string): readonly string[] => [ACCOUNT_PATH, ...(screenAt(screen)?.reads ?? [])];

export interface Drawing {
  /** The path and query the page is drawn for. */
  readonly url: string;
  readonly locale: Locale;
  readonly config: AppConfigDto;
  /** The first page of flats the address asks for, when it is the apartments page. */
  readonly apartments?: FirstApartments;
}

/** The inside of the page's root element, as the browser would draw it before any request of its own. */
export async function draw({ url, locale, config, apartments }: Drawing): Promise<string> {
  const location = new URL(url, 'http://localhost');
  const client = createQueryClient();
  client.setQueryData(configQuery.queryKey, config);
  seedFirstApartments(client, location.search, apartments);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(location));
  if (context instanceof Response) throw new Error(`No drawing of ${url}: the router answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const messages = await messagesFor(locale);
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders locale={locale} messages={messages} client={client} path={location.pathname}>
        {/* No hydration data: the routes load nothing, and the policy allows no inline script. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    // Every part in place, in order: a part React would send apart to show later needs a script to move it, and the
    // policy allows none.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  return new Response(prelude).text();
}
