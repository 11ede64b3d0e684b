import { useState } from 'react';
import { useParams } from 'react-router-dom';
import toast from 'react-hot-toast';
import type { StaffJobDto } from '@contract/maintenance';
import { COMMENT_MAX } from '@domain/maintenance/fields.ts';
import { Button } from '@/components/ui/Button.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { ResultMessage } from '@/components/ui/ResultMessage.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { TextArea } from '@/components/ui/TextArea.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { useT } from '@/lib/i18n/intl.tsx';
import { commentOnJob, moveJob, useJob, useJobChange } from '../api/jobs.ts';
import { after, fieldError, messageOf } from '../api/maintenance.ts';
import { BackLink, EmergencyMark, StatusBadge } from './Bits.tsx';
import { RequestPhotos } from './RequestPhotos.tsx';
import { Timeline } from './Timeline.tsx';
import { CATEGORY_LABELS, placeOf } from './words.ts';

/** One job as its staff member works it on a phone: what and where, whether to enter, the history, the next step. */
export default function JobPage() {
  const t = useT();
  const { id = '' } = useParams();
  const job = useJob(id);
  return (
    <DashboardPage title={t('myJobs.jobTitle')}>
      <BackLink to="/dashboard/my-jobs">{t('myJobs.back')}</BackLink>
      {job.isPending ? (
        <StatusText>{t('myJobs.loadingJob')}</StatusText>
      ) : job.isError ? (
        <div className="flex flex-col items-center gap-3">
          <ErrorBanner>{t('myJobs.jobFailed')}</ErrorBanner>
          <Button variant="secondary" onClick={() => void job.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </div>
      ) : (
        <JobDetails job={job.data} />
      )}
    </DashboardPage>
  );
}

export function JobDetails({ job }: { job: StaffJobDto }) {
  const t = useT();
  return (
    <>
      <section className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={job.status} />
          {job.emergency && <EmergencyMark />}
        </div>
        <h2 className="text-xl font-semibold break-words text-slate-900">{job.title}</h2>
        <p className="text-slate-700">
          {t(CATEGORY_LABELS[job.category])} · {placeOf(job, t)}
        </p>
        <p className="text-slate-700">{t('myJobs.resident', { name: job.resident.name })}</p>
        <p className="whitespace-pre-line break-words text-slate-800">{job.description}</p>
        {job.entry && (
          <p className="rounded-lg bg-slate-50 p-3 text-slate-800">
            {job.entry.allowed ? t('myJobs.entryAllowed') : t('myJobs.entryNotAllowed')}
            {job.entry.notes && <span className="mt-1 block break-words">{job.entry.notes}</span>}
          </p>
        )}
        <RequestPhotos request={job} />
      </section>
      <JobActions job={job} />
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <Timeline history={job.history} />
      </section>
    </>
  );
}

function JobActions({ job }: { job: StaffJobDto }) {
  const t = useT();
  const move = useJobChange(moveJob);
  const comment = useJobChange(commentOnJob);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [textError, setTextError] = useState<string | undefined>();
  const may = (action: string) => (job.actions as readonly string[]).includes(action);
  if (!may('start') && !may('resolve') && !may('comment'))
    return <p className="text-slate-700">{t('myJobs.finished')}</p>;

  const step = (action: 'start' | 'resolve') => {
    setError(undefined);
    void after(
      move,
      { id: job._id, action },
      {
        onSuccess: (changed) =>
          toast.success(t(action === 'start' ? 'myJobs.started' : 'myJobs.resolved', { title: changed.title })),
        onError: (e) => setError(messageOf(e, t('myJobs.statusFailed'))),
      },
    );
  };
  const send = () => {
    setTextError(undefined);
    void after(
      comment,
      { id: job._id, text },
      {
        onSuccess: () => {
          setText('');
          toast.success(t('myJobs.commented'));
        },
        onError: (e) => setTextError(fieldError(e) ?? messageOf(e, t('myJobs.commentFailed'))),
      },
    );
  };
  return (
    <section
      aria-labelledby="job-actions"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="job-actions" className="text-lg font-semibold text-slate-900">
        {t('myJobs.actionsHeading')}
      </h2>
      {(may('start') || may('resolve')) && (
        <div className="flex flex-col gap-3 sm:flex-row">
          {may('start') && (
            <Button className="min-h-11 w-full sm:w-auto" disabled={move.isPending} onClick={() => step('start')}>
              {t('myJobs.start')}
            </Button>
          )}
          {may('resolve') && (
            <Button
              className="min-h-11 w-full bg-green-700! hover:bg-green-800! sm:w-auto"
              disabled={move.isPending}
              onClick={() => step('resolve')}
            >
              {t('myJobs.resolve')}
            </Button>
          )}
        </div>
      )}
      {error && <ResultMessage ok={false}>{error}</ResultMessage>}
      {may('comment') && (
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            send();
          }}
        >
          <TextArea
            label={t('myJobs.commentLabel')}
            value={text}
            maxLength={COMMENT_MAX}
            onChange={(e) => setText(e.target.value)}
            error={textError}
            rows={3}
          />
          <Button type="submit" variant="secondary" className="min-h-11 w-full sm:w-auto" disabled={comment.isPending}>
            {t('myJobs.commentSend')}
          </Button>
        </form>
      )}
    </section>
  );
}
