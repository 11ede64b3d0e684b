import '@/lib/zod-jitless.ts';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import './index.css';
import { AppProviders } from '@/app/providers.tsx';
import { createQueryClient } from '@/app/query-client.ts';
import { DRAWN_PAGES, routes } from '@/app/router.tsx';
import { inlinedFirstApartments, seedFirstApartments } from '@/features/apartments/api/first-page.ts';
import { messagesFor } from '@/lib/i18n/intl.tsx';
import { initialLocale } from '@/lib/i18n/locales.ts';

// The chosen language's words arrive before the first paint (English is built in), so no page flashes in the other.
const locale = initialLocale();
document.documentElement.lang = locale;
const root = document.getElementById('root')!;
// The server drew the landing pages in the language it guessed (ui/entry-server.tsx): the app takes that drawing
// over when it speaks the same language, with the same data the drawing was made from; otherwise it draws afresh.
const drawn = root.dataset.drawn === locale;
const client = createQueryClient();
if (drawn) seedFirstApartments(client, window.location.search, inlinedFirstApartments());
const router = createBrowserRouter(routes);
// The drawn page's own code is loaded first, so the app takes the whole drawing over in one pass.
const pageCode = drawn ? DRAWN_PAGES[window.location.pathname]?.() : undefined;
/** Marks the root live once the app has drawn or taken over the page: a drawn page's buttons answer from then on. */
function Live() {
  useEffect(() => {
    root.dataset.live = '';
  }, []);
  return null;
}
void Promise.all([messagesFor(locale), pageCode]).then(([messages]) => {
  const app = (
    <StrictMode>
      <AppProviders locale={locale} messages={messages} client={client}>
        <RouterProvider router={router} />
      </AppProviders>
      <Live />
    </StrictMode>
  );
  if (drawn) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
