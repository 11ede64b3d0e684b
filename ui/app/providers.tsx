import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from '@/features/config/components/ConfigProvider.tsx';
import { FirebaseAuthProvider } from '@/lib/auth/FirebaseAuthProvider.tsx';
import { createQueryClient } from './query-client.ts';
import { AppToaster } from '@/components/ui/AppToaster.tsx';
import { LocaleProvider } from '@/lib/i18n/intl.tsx';
import { AccountLanguage, useLanguageSaver } from '@/lib/i18n/account-language.tsx';
import type { Locale } from '@/lib/i18n/locales.ts';
import type { Messages } from '@/i18n/en/index.ts';

/**
 * The pages a guest opens first, and the page an email's unsubscribe link opens, which draw without the identity
 * SDK: there it starts once the page is idle. Every other page (sign-in, the dashboard) needs it at once.
 */
const GUEST_FIRST_PAGES = new Set(['/', '/apartments', '/unsubscribe']);

const isGuestFirstPage = (path: string) => GUEST_FIRST_PAGES.has(path.replace(/\/+$/, '') || '/');

export function AppProviders({
  locale,
  messages,
  client,
  path,
  children,
}: {
  locale: Locale;
  messages: Messages;
  /** The queries' cache, when the caller filled it first (the server's drawing, and the page that takes it over). */
  client?: QueryClient;
  /** The page's path (the server's drawing has no window to read it from). */
  path?: string;
  children: ReactNode;
}) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  const [deferIdentity] = useState(() => isGuestFirstPage(path ?? window.location.pathname));
  const { saver, onChange } = useLanguageSaver();
  return (
    <LocaleProvider initial={locale} messages={messages} onChange={onChange}>
      <QueryClientProvider client={queryClient}>
        <ConfigProvider>
          <FirebaseAuthProvider deferred={deferIdentity}>
            <AccountLanguage saver={saver} />
            {children}
          </FirebaseAuthProvider>
        </ConfigProvider>
        <AppToaster />
      </QueryClientProvider>
    </LocaleProvider>
  );
}
