import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { NavbarContainer } from './NavbarContainer.tsx';
import { Footer } from './Footer.tsx';
import { useT } from '@/lib/i18n/intl.tsx';

export function PublicLayout() {
  const t = useT();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#content"
        className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        {t('page.skip')}
      </a>
      <NavbarContainer />
      {/* At least one screen below the navbar: the footer starts below the fold, so the lazy route and its data
          arriving cannot push it down (layout shift). */}
      <main id="content" tabIndex={-1} className="min-h-[calc(100vh-4rem)] flex-1 outline-none">
        <Suspense fallback={<StatusText>{t('common.loading')}</StatusText>}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
