import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/Button.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import { useMyJobs } from '../api/jobs.ts';
import { EmergencyMark, StatusBadge } from './Bits.tsx';
import { CATEGORY_LABELS, placeOf } from './words.ts';

/** The staff member's jobs, emergencies first, then the oldest; each opens its own page, made for a phone. */
export default function MyJobsPage() {
  const t = useT();
  const format = useFormat();
  const jobs = useMyJobs();
  return (
    <DashboardPage title={t('myJobs.title')}>
      <p className="text-slate-700">{t('myJobs.intro')}</p>
      {jobs.isPending ? (
        <StatusText>{t('myJobs.loading')}</StatusText>
      ) : jobs.isError ? (
        <div className="flex flex-col items-center gap-3">
          <ErrorBanner>{t('myJobs.failed')}</ErrorBanner>
          <Button variant="secondary" onClick={() => void jobs.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </div>
      ) : jobs.data.length === 0 ? (
        <p className="py-6 text-center text-slate-600">{t('myJobs.empty')}</p>
      ) : (
        <ul aria-label={t('myJobs.title')} className="flex flex-col gap-3">
          {jobs.data.map((job) => (
            <li key={job._id}>
              <Link
                to={`/dashboard/my-jobs/${encodeURIComponent(job._id)}`}
                className="flex min-h-11 flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-sky-400 hover:bg-sky-50"
              >
                <span className="flex flex-wrap items-center gap-2">
                  <StatusBadge status={job.status} />
                  {job.emergency && <EmergencyMark />}
                </span>
                <span className="font-semibold break-words text-sky-800">{job.title}</span>
                <span className="text-sm text-slate-600">
                  {t('maintenance.listLine', {
                    category: t(CATEGORY_LABELS[job.category]),
                    place: placeOf(job, t),
                    date: format.date(job.createdAt),
                  })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DashboardPage>
  );
}
