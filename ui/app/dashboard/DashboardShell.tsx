import { LanguageSwitch } from '@/components/LanguageSwitch.tsx';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Role } from '@contract/identity';
import type { SessionUser } from '@/lib/auth/auth-context.ts';
import { Avatar } from '@/components/ui/Avatar.tsx';
import { useDisclosure } from '@/lib/use-disclosure.ts';
import { SideMenu } from './SideMenu.tsx';
import { MenuIcon } from '@/components/ui/MenuIcon.tsx';
import { useT } from '@/lib/i18n/intl.tsx';
import NotificationBell from '@/features/notifications/components/NotificationBell.tsx';

interface Props {
  title: string;
  /** null while the identity service restores the session. */
  user: SessionUser | null;
  /** null while the role is being fetched. */
  role: Role | null;
  /** A user whose lease ended: their menu keeps the rent account's screens. */
  formerResident?: boolean;
  onLogout: () => void;
  children: ReactNode;
}

/**
 * Top bar, side menu (a drawer behind a toggle on small screens) and the page. Until the session and the role are
 * known it stands in the same places, empty where they go, so nothing moves when they arrive.
 */
export function DashboardShell({ title, user, role, formerResident = false, onLogout, children }: Props) {
  const { open, toggle, close, buttonRef, panelRef } = useDisclosure();
  const menuId = useId();
  const t = useT();
  return (
    // print:hidden on the chrome: a printed page (a receipt) carries only its content.
    <div className="min-h-screen bg-slate-50 print:min-h-0 print:bg-white">
      <a
        href="#dashboard-content"
        className="sr-only z-50 rounded bg-white px-3 py-2 print:hidden focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        {t('dashboard.skip')}
      </a>
      <header className="sticky top-0 z-[1100] border-b border-slate-200 bg-white print:hidden">
        <div className="flex h-16 items-center justify-between gap-3 px-4">
          <div className="flex items-center gap-2">
            <button
              ref={buttonRef}
              type="button"
              onClick={toggle}
              // Kept in its place, out of reach, until there is a menu to open.
              disabled={!role}
              aria-hidden={role ? undefined : true}
              aria-expanded={open}
              aria-controls={menuId}
              aria-label={t(open ? 'dashboard.closeMenu' : 'dashboard.openMenu')}
              className={`rounded-lg p-2 text-slate-700 hover:bg-slate-100 lg:hidden ${role ? '' : 'invisible'}`}
            >
              <MenuIcon open={open} />
            </button>
            <Link to="/" className="flex items-center gap-2 rounded-md py-1 pr-2">
              <img src="/images/logo.svg" alt="" className="h-9 w-9" />
              <span className="text-base font-bold text-slate-900 sm:text-lg">{title}</span>
            </Link>
          </div>
          <div className="flex items-center gap-3">
            <LanguageSwitch className="hidden sm:inline-block" />
            {role && <NotificationBell />}
            {user && (
              <>
                <div className="hidden text-right sm:block">
                  <p className="text-sm font-semibold text-slate-900">{user.displayName || user.email}</p>
                  {role && <p className="text-xs text-slate-600">{t(`role.${role}`)}</p>}
                </div>
                <Avatar src={user.photoURL} alt="" />
              </>
            )}
          </div>
        </div>
      </header>
      <div className="flex">
        <aside
          ref={panelRef}
          id={menuId}
          className={`${open ? 'fixed inset-x-0 top-16 bottom-0 z-[1000] block' : 'hidden'} w-full overflow-y-auto border-r border-slate-200 bg-white p-4 shadow-lg lg:sticky lg:top-16 lg:block lg:h-[calc(100vh-4rem)] lg:w-64 lg:shrink-0 lg:shadow-none print:hidden`}
        >
          {role && <SideMenu role={role} formerResident={formerResident} onNavigate={close} onLogout={onLogout} />}
        </aside>
        <main id="dashboard-content" tabIndex={-1} className="min-w-0 flex-1 px-4 py-8 outline-none sm:px-8 print:p-0">
          {children}
        </main>
      </div>
    </div>
  );
}
