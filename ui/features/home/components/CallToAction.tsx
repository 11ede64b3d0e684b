import { Link } from 'react-router-dom';
import { currentUser, useAuth } from '@/lib/auth/auth-context.ts';
import { useRole } from '@/lib/auth/role.ts';
import { useT } from '@/lib/i18n/intl.tsx';

const primary = 'rounded-lg bg-sky-700 px-5 py-2.5 font-semibold text-white hover:bg-sky-800';
const secondary =
  'rounded-lg border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-100';

/** The home page's next step: the flats for everyone, and paying rent for a member. */
export function CallToAction({ title }: { title: string }) {
  const signedIn = currentUser(useAuth().state) !== null;
  const role = useRole();
  const member = signedIn && role.data === 'member';
  const t = useT();
  return (
    <section aria-label={t('home.getStarted')} className="flex flex-col items-center gap-4 text-center">
      <p className="text-xl font-semibold text-slate-900 sm:text-2xl">
        {member ? t('home.welcomeHome', { title }) : t('home.findHome', { title })}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {member && (
          <Link to="/dashboard/make-payment" className={primary}>
            {t('home.payRent')}
          </Link>
        )}
        <Link to="/apartments" className={member ? secondary : primary}>
          {t('home.browseApartments')}
        </Link>
      </div>
    </section>
  );
}
