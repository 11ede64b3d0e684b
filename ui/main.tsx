import '@/lib/zod-jitless.ts';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import './index.css';
import { AppProviders } from '@/app/providers.tsx';
import { createQueryClient } from '@/app/query-client.ts';
import { drawnPageCode, routes } from '@/app/router.tsx';
import { inlinedFirstApartments, seedFirstApartments } from '@/features/apartments/api/first-page.ts';
import { messagesFor } from '@/lib/i18n/intl.tsx';
import { initialLocale } from '@/lib/i18n/locales.ts';

// The chosen language's words arrive before the first paint (English is built in), so no page flashes in the other.
const locale = initialLocale();
document.documentElement.lang = locale;
const root = document.getElementById('root')!;
// The server drew the landing pages, and the dashboard's frame, in the language it guessed (ui/entry-server.tsx): the
// app takes that drawing over when it speaks the same language, with the same data the drawing was made from;
// otherwise it draws afresh.
const drawn = root.dataset.drawn === locale;
// A drawing not taken over goes, and with it its title: the first in the head, before the page's own.
const titles = document.head.querySelectorAll('title');
if (root.dataset.drawn && !drawn && titles.length > 1) titles[0]!.remove();
const client = createQueryClient();
if (drawn) seedFirstApartments(client, window.location.search, inlinedFirstApartments());
const router = createBrowserRouter(routes);
// The drawn page's own code is loaded first, so the app takes the whole drawing over in one pass.
const pageCode = drawn ? drawnPageCode(window.location.pathname)?.() : undefined;
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
