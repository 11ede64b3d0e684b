import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/intl.tsx';

/** Every dashboard screen: a document title, one h1, and a readable width. */
export function DashboardPage({
  title,
  children,
  wide = false,
  busy = false,
}: {
  title: string;
  children: ReactNode;
  wide?: boolean;
  /** Stands for the screen while its code or the session is still on its way. */
  busy?: boolean;
}) {
  const t = useT();
  return (
    <div
      className={`mx-auto flex w-full flex-col gap-6 ${wide ? 'max-w-6xl' : 'max-w-3xl'}`}
      {...(busy ? { 'aria-busy': true } : {})}
    >
      <title>{t('dashboard.title', { page: title })}</title>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {children}
    </div>
  );
}
