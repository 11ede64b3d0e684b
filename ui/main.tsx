import '@/lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './index.css';
import { AppProviders } from '@/app/providers.tsx';
import { router } from '@/app/router.tsx';
import { messagesFor } from '@/lib/i18n/intl.tsx';
import { initialLocale } from '@/lib/i18n/locales.ts';

// The chosen language's words arrive before the first paint (English is built in), so no page flashes in the other.
const locale = initialLocale();
document.documentElement.lang = locale;
void messagesFor(locale).then((messages) =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders locale={locale} messages={messages}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
