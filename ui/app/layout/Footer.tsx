import { Link } from 'react-router-dom';
import type { BuildingDto } from '@contract/building';
import { useBuilding } from '@/lib/config/building.ts';
import { useBuildingTitle } from '@/lib/config/config-context.tsx';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import type { MessageId } from '@/i18n/en/index.ts';

/**
 * Every item is a page of the app, written from the building's own details. The building has no privacy policy or
 * terms of its own to show, so the footer names none; its questions and answers are the Help Center.
 */
export const COMPANY: FooterItem[] = [
  { label: 'footer.aboutUs', to: '/about' },
  { label: 'footer.contact', to: '/contact' },
];
/**
 * Report a Problem opens the maintenance form; a guest signs in first and comes back to it (the dashboard's guard
 * remembers where they were going).
 */
export const SUPPORT: FooterItem[] = [
  { label: 'footer.helpCenter', to: '/help' },
  { label: 'footer.reportProblem', to: '/dashboard/maintenance' },
];

const SOCIAL = [
  {
    label: 'Facebook',
    href: 'https://www.facebook.com/',
    path: 'M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v9h4v-9h3l1-4h-4V9c0-.6.4-1 1-1z',
  },
  { label: 'X (Twitter)', href: 'https://x.com/', path: 'M4 4l7 9-7 7h2l6-6 5 6h4l-7-9 7-7h-2l-6 6-5-6H4z' },
  {
    label: 'LinkedIn',
    href: 'https://www.linkedin.com/',
    path: 'M5 9h3v11H5zM6.5 4a1.8 1.8 0 110 3.6 1.8 1.8 0 010-3.6zM10 9h3v1.6c.5-.9 1.7-1.8 3.4-1.8 3.2 0 3.6 2 3.6 4.7V20h-3v-5.6c0-1.3 0-3-1.8-3s-2.2 1.4-2.2 2.9V20h-3z',
  },
];

export function Footer() {
  const title = useBuildingTitle();
  const building = useBuilding().data;
  const t = useT();
  const { year } = useFormat();
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <img src="/images/logo.svg" alt="" className="h-8 w-8" />
            {title}
          </p>
          <p className="mt-2 text-sm">{t('footer.tagline')}</p>
          {building && <Contacts building={building} />}
        </div>
        <FooterColumn heading={t('footer.company')} items={COMPANY} />
        <FooterColumn heading={t('footer.support')} items={SUPPORT} />
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t('footer.followUs')}</h2>
          <ul className="mt-3 flex gap-3">
            {SOCIAL.map((site) => (
              <li key={site.label}>
                <a
                  href={site.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('footer.newTab', { site: site.label })}
                  className="flex h-10 w-10 items-center justify-center rounded-full bg-slate-800 text-slate-200 hover:bg-sky-700 hover:text-white"
                >
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
                    <path d={site.path} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-sm">
        {t('footer.rights', { year: year(new Date().getFullYear()), title })}
      </p>
    </footer>
  );
}

/** The building's address and contacts, each shown only once the admin has set it. */
function Contacts({ building }: { building: BuildingDto }) {
  const t = useT();
  return (
    <address className="mt-3 space-y-1 text-sm not-italic">
      <p>{building.address}</p>
      {building.phone && (
        <p>
          {t('footer.phone')}{' '}
          <a className="underline hover:text-white" href={`tel:${building.phone.replace(/[^+\d]/g, '')}`}>
            {building.phone}
          </a>
        </p>
      )}
      {building.email && (
        <p>
          {t('footer.email')}{' '}
          <a className="underline hover:text-white" href={`mailto:${building.email}`}>
            {building.email}
          </a>
        </p>
      )}
      {building.emergencyPhone && (
        <p className="font-semibold text-white">
          {t('footer.emergency')}{' '}
          <a className="underline" href={`tel:${building.emergencyPhone.replace(/[^+\d]/g, '')}`}>
            {building.emergencyPhone}
          </a>
        </p>
      )}
    </address>
  );
}

interface FooterItem {
  readonly label: MessageId;
  readonly to: string;
}

function FooterColumn({ heading, items }: { heading: string; items: FooterItem[] }) {
  const t = useT();
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{heading}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {items.map((item) => (
          <li key={item.label}>
            <Link to={item.to} className="underline underline-offset-2 hover:text-white">
              {t(item.label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
