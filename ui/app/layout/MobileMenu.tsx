import { useId } from 'react';
import { Link, NavLink } from 'react-router-dom';
import type { AuthState } from '@/lib/auth/auth-context.ts';
import { useDisclosure } from '@/lib/use-disclosure.ts';
import { NAV_LINKS, navLinkClass } from './nav-links.ts';
import { displayNameOf } from './UserMenu.tsx';
import { MenuIcon } from '@/components/ui/MenuIcon.tsx';
import { useT } from '@/lib/i18n/intl.tsx';

/** The small-screen menu: the same links, plus Guest/Login or the user's name, Dashboard and Logout. */
export function MobileMenu({ auth, onLogout }: { auth: AuthState; onLogout: () => void }) {
  const { open, toggle, close, buttonRef, panelRef } = useDisclosure();
  const panelId = useId();
  const t = useT();
  return (
    <div className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('nav.menu')}
        className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
      >
        <MenuIcon open={open} />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-16 border-b border-slate-200 bg-white px-4 py-3 shadow-lg"
      >
        <ul className="flex flex-col gap-1">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end onClick={close} className={(s) => `block ${navLinkClass(s)}`}>
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="mt-2 border-t border-slate-200 pt-2">
          {auth.status === 'signedIn' ? (
            <>
              <p className="px-3 py-2 text-sm font-semibold text-slate-900">
                {displayNameOf(auth.user, t('nav.someone'))}
              </p>
              <Link
                to="/dashboard"
                onClick={close}
                className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100"
              >
                {t('nav.dashboard')}
              </Link>
              <button
                type="button"
                onClick={() => {
                  close();
                  onLogout();
                }}
                className="block w-full rounded-md px-3 py-2 text-left text-sm text-red-700 hover:bg-red-50"
              >
                {t('nav.logout')}
              </button>
            </>
          ) : (
            <>
              <p className="px-3 py-2 text-sm font-semibold text-slate-600">{t('nav.guest')}</p>
              <Link
                to="/login"
                onClick={close}
                className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100"
              >
                {t('nav.login')}
              </Link>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
