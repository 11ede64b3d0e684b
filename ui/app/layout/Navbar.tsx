import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router-dom';
import type { AuthState } from '@/lib/auth/auth-context.ts';
import { Avatar, DEFAULT_AVATAR } from '@/components/ui/Avatar.tsx';
import { UserMenu } from './UserMenu.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { NAV_LINKS, navLinkClass } from './nav-links.ts';
import { LanguageSwitch } from '@/components/LanguageSwitch.tsx';
import { useT } from '@/lib/i18n/intl.tsx';

// Its own chunk, loaded once someone is known to be signed in: a guest's pages carry no inbox code and ask nothing.
const NotificationBell = lazy(() => import('@/features/notifications/components/NotificationBell.tsx'));

interface Props {
  title: string;
  auth: AuthState;
  onLogout: () => void;
}

export function Navbar({ title, auth, onLogout }: Props) {
  const t = useT();
  return (
    <header className="sticky top-0 z-[1100] border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav aria-label={t('nav.main')} className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <div className="flex items-center gap-1">
          <MobileMenu auth={auth} onLogout={onLogout} />
          <Link to="/" className="flex items-center gap-2 rounded-md py-1 pr-2">
            <img src="/images/logo.svg" alt="" className="h-9 w-9" />
            <span className="text-base font-bold text-slate-900 sm:text-lg">{title}</span>
          </Link>
        </div>
        <ul className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end className={navLinkClass}>
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-2">
          <LanguageSwitch />
          {auth.status === 'signedIn' && (
            // The fallback keeps the bell's place, so nothing moves when it arrives.
            <Suspense fallback={<span aria-hidden="true" className="block h-10 w-10" />}>
              <NotificationBell />
            </Suspense>
          )}
          <div className="hidden md:block">
            <AccountArea auth={auth} onLogout={onLogout} />
          </div>
        </div>
      </nav>
    </header>
  );
}

function AccountArea({ auth, onLogout }: Omit<Props, 'title'>) {
  const t = useT();
  if (auth.status === 'loading') {
    return (
      <span
        role="status"
        aria-label={t('nav.checkingSignIn')}
        className="block h-10 w-10 animate-pulse rounded-full bg-slate-200"
      />
    );
  }
  if (auth.status === 'signedOut') {
    return (
      <Link
        to="/login"
        className="flex items-center gap-2 rounded-full py-1 pr-4 pl-1 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100"
      >
        <Avatar src={DEFAULT_AVATAR} alt="" />
        {t('nav.login')}
      </Link>
    );
  }
  return <UserMenu user={auth.user} onLogout={onLogout} />;
}
