import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { MaintenanceStatus } from '@contract/maintenance';
import { useT } from '@/lib/i18n/intl.tsx';
import { STATUS_LABELS } from './words.ts';

const TONES: Record<MaintenanceStatus, string> = {
  submitted: 'bg-amber-100 text-amber-900',
  in_progress: 'bg-sky-100 text-sky-900',
  resolved: 'bg-green-100 text-green-900',
  closed: 'bg-slate-200 text-slate-800',
  declined: 'bg-red-100 text-red-900',
};

/** The status in words on a coloured pill; the words say it, the colour only helps. */
export function StatusBadge({ status }: { status: MaintenanceStatus }) {
  const t = useT();
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[status]}`}
    >
      <span className="sr-only">{t('maintenance.statusPrefix')}</span>
      {t(STATUS_LABELS[status])}
    </span>
  );
}

export function EmergencyMark() {
  const t = useT();
  return (
    <span className="inline-block rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-white">
      {t('maintenance.emergency')}
    </span>
  );
}

/** Bangladesh's national emergency number: the one to call when the building has none on record. */
const NATIONAL_EMERGENCY = '999';

/**
 * The number to call for an emergency, shown the moment the report is in: big, and a tap away on a phone. A building
 * that has not saved its emergency number yet still leaves the resident a number to call.
 */
export function EmergencyCall({ phone }: { phone: string | null }) {
  const t = useT();
  const number = phone || NATIONAL_EMERGENCY;
  return (
    <section
      role="alert"
      aria-label={t('maintenance.emergency')}
      className="flex flex-col gap-3 rounded-2xl border-2 border-red-700 bg-red-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <p className="text-lg font-bold text-red-900">
          {phone ? t('maintenance.call.titleWithPhone') : t('maintenance.call.title')}
        </p>
        <p className="text-red-900">
          {phone ? t('maintenance.call.bodyWithPhone') : t('maintenance.call.bodyNoPhone')}
        </p>
      </div>
      <a
        href={`tel:${number.replace(/[^+\d]/g, '')}`}
        className="inline-flex min-h-12 items-center justify-center rounded-xl bg-red-700 px-5 py-3 text-lg font-bold whitespace-nowrap text-white hover:bg-red-800"
      >
        {t('maintenance.call.button', { number })}
      </a>
    </section>
  );
}

/** The way back to the list a request was opened from. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center self-start font-semibold text-sky-800 underline underline-offset-2"
    >
      <span aria-hidden="true">←&nbsp;</span>
      {children}
    </Link>
  );
}
