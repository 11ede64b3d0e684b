import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/Button.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { HttpError } from '@/lib/api-client.ts';
import { currentUser, useAuth } from '@/lib/auth/auth-context.ts';
import { useDashboardRole } from '@/lib/auth/role.ts';
import { useMyAgreement } from '@/lib/api/my-agreement.ts';
import { useT, type Translate } from '@/lib/i18n/intl.tsx';
import { fieldErrors, messageOf, useMyRequests, useReportProblem, type ReportInput } from '../api/maintenance.ts';
import { reportDraftKey } from './report-draft.ts';
import { ReportForm, type ReportErrors } from './ReportForm.tsx';
import { RequestList } from './RequestList.tsx';
import { CATEGORY_LABELS } from './words.ts';

/** What the new request's page is told: that it was just reported as an emergency, and the number to call. */
export interface ReportedState {
  emergency?: boolean;
  emergencyPhone?: string | null;
}

/** A refused report: each field's sentence beside it, anything else (the daily limit, a failure) under the button. */
function reportErrors(error: unknown, t: Translate): ReportErrors {
  const fields = fieldErrors(error);
  if (Object.keys(fields).length > 0) return fields;
  if (error instanceof HttpError && (error.status === 413 || error.status === 415)) return { photos: error.message };
  return { form: messageOf(error, t('maintenance.report.failed')) };
}

export default function MaintenancePage() {
  const t = useT();
  const role = useDashboardRole();
  const user = currentUser(useAuth().state);
  const mine = useMyRequests();
  // Only to name the member's flat on the form: the server finds the flat from the lease itself.
  const lease = useMyAgreement();
  const report = useReportProblem();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<ReportErrors>({});

  const onSubmit = async (input: ReportInput, photos: File[]) => {
    setErrors({});
    try {
      const sent = await report.mutateAsync({ report: input, photos });
      toast.success(
        sent.emergency
          ? t('maintenance.report.sentEmergency', {
              category: t(CATEGORY_LABELS[sent.category]).toLowerCase(),
              title: sent.title,
            })
          : t('maintenance.report.sent', { title: sent.title }),
      );
      const state: ReportedState = { emergency: sent.emergency, emergencyPhone: sent.emergencyPhone };
      void navigate(`/dashboard/maintenance/${encodeURIComponent(sent._id)}`, { state });
      return true;
    } catch (error) {
      setErrors(reportErrors(error, t));
      return false;
    }
  };

  return (
    <DashboardPage title={t('maintenance.title')}>
      <ReportForm
        hasFlat={role === 'member'}
        draftKey={user ? reportDraftKey(user.uid) : undefined}
        flat={role === 'member' ? lease.data?.number : undefined}
        busy={report.isPending}
        errors={errors}
        onSubmit={onSubmit}
        onProblems={setErrors}
      />
      <section aria-labelledby="my-requests" className="flex flex-col gap-3">
        <h2 id="my-requests" className="text-xl font-semibold text-slate-900">
          {t('maintenance.myRequests')}
        </h2>
        {mine.isPending ? (
          <StatusText>{t('maintenance.loadingMine')}</StatusText>
        ) : mine.isError ? (
          <div className="flex flex-col items-center gap-3">
            <ErrorBanner>{t('maintenance.loadMineFailed')}</ErrorBanner>
            <Button variant="secondary" onClick={() => void mine.refetch()} disabled={mine.isFetching}>
              {mine.isFetching ? t('common.tryingAgain') : t('common.tryAgain')}
            </Button>
          </div>
        ) : (
          <RequestList requests={mine.data} />
        )}
      </section>
    </DashboardPage>
  );
}
