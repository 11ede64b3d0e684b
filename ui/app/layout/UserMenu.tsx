import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { SessionUser } from '@/lib/auth/auth-context.ts';
import { Avatar } from '@/components/ui/Avatar.tsx';
import { useDisclosure } from '@/lib/use-disclosure.ts';
import { useT } from '@/lib/i18n/intl.tsx';

/** The name the menus show: the user's own, else their email, else `someone` (a word in the reader's language). */
export const displayNameOf = (user: SessionUser, someone: string) => user.displayName || user.email || someone;

/** The signed-in avatar and its dropdown: name, Dashboard, Logout. */
export function UserMenu({ user, onLogout }: { user: SessionUser; onLogout: () => void }) {
  const { open, toggle, close, buttonRef, panelRef } = useDisclosure();
  const panelId = useId();
  const t = useT();
  const name = displayNameOf(user, t('nav.someone'));
  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('nav.accountMenu', { name })}
        className="block rounded-full"
      >
        <Avatar src={user.photoURL} alt="" />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="absolute right-0 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
      >
        <p className="truncate px-3 py-2 text-sm font-semibold text-slate-900">{name}</p>
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
      </div>
    </div>
  );
}
