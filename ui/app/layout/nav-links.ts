export const NAV_LINKS = [
  { to: '/', label: 'nav.home' },
  { to: '/apartments', label: 'nav.apartments' },
] as const;

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-sky-50 text-sky-800' : 'text-slate-700 hover:bg-slate-100'}`;
