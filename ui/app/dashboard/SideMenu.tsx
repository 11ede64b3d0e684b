import { LanguageSwitch } from '@/components/LanguageSwitch.tsx';
import { Link, NavLink } from 'react-router-dom';
import type { Role } from '@contract/identity';
import { useT } from '@/lib/i18n/intl.tsx';
import { menuFor } from './screens.ts';

interface Props {
  role: Role;
  /** A user whose lease ended keeps their rent account's screens. */
  formerResident?: boolean;
  onNavigate?: () => void;
  onLogout: () => void;
}

/** The current item's highlight: admin red, member green, staff slate, anyone else blue (all pass 4.5:1 with white text). */
const HIGHLIGHT: Record<Role, string> = {
  admin: 'bg-red-700 text-white',
  member: 'bg-green-700 text-white',
  user: 'bg-sky-700 text-white',
  staff: 'bg-slate-800 text-white',
};

const ITEM = 'block rounded-lg px-3 py-2 text-sm font-medium';

/** The dashboard's side menu: the role's items, then Back to Home, the language switch on a phone, and Logout. */
export function SideMenu({ role, formerResident = false, onNavigate, onLogout }: Props) {
  const t = useT();
  return (
    <nav aria-label={t('dashboard.menu')} className="flex h-full flex-col gap-6">
      <ul className="flex flex-col gap-1">
        {menuFor(role, formerResident).map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              onClick={onNavigate}
              className={({ isActive }) =>
                `${ITEM} ${isActive ? HIGHLIGHT[role] : 'text-slate-700 hover:bg-slate-100'}`
              }
            >
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
      <ul className="mt-auto flex flex-col gap-1 border-t border-slate-200 pt-4">
        <li>
          <Link to="/" className={`${ITEM} text-slate-700 hover:bg-slate-100`}>
            {t('menu.backToHome')}
          </Link>
        </li>
        {/* On a phone the header has no room for the language switch: it waits here, with the way out. */}
        <li className="px-3 py-2 sm:hidden">
          <LanguageSwitch />
        </li>
        <li>
          <button type="button" onClick={onLogout} className={`${ITEM} w-full text-left text-red-700 hover:bg-red-50`}>
            {t('nav.logout')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
