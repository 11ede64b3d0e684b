import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useBuildingTitle } from '@/lib/config/config-context.tsx';
import { useT } from '@/lib/i18n/intl.tsx';
import { InfoPage, PhoneLink } from './InfoPage.tsx';

function Entry({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-slate-200 py-3 last:border-0">
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="wrap-break-word">{children}</dd>
    </div>
  );
}

export default function ContactPage() {
  const t = useT();
  const title = useBuildingTitle();
  const notSet = <span className="text-slate-600">{t('info.contact.notSet')}</span>;
  return (
    <InfoPage title={t('info.contact.title')}>
      {(building) => (
        <>
          <p>{t('info.contact.intro', { title })}</p>
          <dl className="rounded-2xl border border-slate-200 bg-white px-5 shadow-sm">
            <Entry term={t('info.contact.address')}>
              <address className="not-italic">{building.address}</address>
            </Entry>
            <Entry term={t('info.contact.phone')}>
              {building.phone ? <PhoneLink phone={building.phone} /> : notSet}
            </Entry>
            <Entry term={t('info.contact.email')}>
              {building.email ? (
                <a className="font-semibold text-sky-800 underline" href={`mailto:${building.email}`}>
                  {building.email}
                </a>
              ) : (
                notSet
              )}
            </Entry>
            <Entry term={t('info.contact.emergency')}>
              {building.emergencyPhone ? <PhoneLink phone={building.emergencyPhone} /> : notSet}
              <p className="text-sm text-slate-600">{t('info.contact.emergencyHint')}</p>
            </Entry>
          </dl>
          <p>
            <Link to="/dashboard/maintenance" className="font-semibold text-sky-800 underline">
              {t('info.contact.report')}
            </Link>
          </p>
        </>
      )}
    </InfoPage>
  );
}
