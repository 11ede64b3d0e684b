import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
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

export function AppProviders({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Messages;
  children: ReactNode;
}) {
  const [queryClient] = useState(createQueryClient);
  const [deferIdentity] = useState(() => GUEST_FIRST_PAGES.has(window.location.pathname.replace(/\/+$/, '') || '/'));
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
