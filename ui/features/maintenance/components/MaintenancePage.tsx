import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/Button.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { HttpError } from '@/lib/api-client.ts';
import { useDashboardRole } from '@/lib/auth/role.ts';
import { useMyAgreement } from '@/lib/api/my-agreement.ts';
import { fieldErrors, messageOf, useMyRequests, useReportProblem, type ReportInput } from '../api/maintenance.ts';
import { ReportForm, type ReportErrors } from './ReportForm.tsx';
import { RequestList } from './RequestList.tsx';
import { CATEGORY_LABELS } from './words.ts';

/** What the new request's page is told: that it was just reported as an emergency, and the number to call. */
export interface ReportedState {
  emergency?: boolean;
  emergencyPhone?: string | null;
}

/** A refused report: each field's sentence beside it, anything else (the daily limit, a failure) under the button. */
function reportErrors(error: unknown): ReportErrors {
  const fields = fieldErrors(error);
  if (Object.keys(fields).length > 0) return fields;
  if (error instanceof HttpError && (error.status === 413 || error.status === 415)) return { photos: error.message };
  return { form: messageOf(error, 'Failed to send the report') };
}

export default function MaintenancePage() {
  const role = useDashboardRole();
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
      const what = `${CATEGORY_LABELS[sent.category].toLowerCase()} problem`;
      toast.success(sent.emergency ? `Emergency ${what} reported: "${sent.title}"` : `Reported: "${sent.title}"`);
      const state: ReportedState = { emergency: sent.emergency, emergencyPhone: sent.emergencyPhone };
      void navigate(`/dashboard/maintenance/${encodeURIComponent(sent._id)}`, { state });
      return true;
    } catch (error) {
      setErrors(reportErrors(error));
      return false;
    }
  };

  return (
    <DashboardPage title="Maintenance">
      <ReportForm
        hasFlat={role === 'member'}
        flat={role === 'member' ? lease.data?.number : undefined}
        busy={report.isPending}
        errors={errors}
        onSubmit={onSubmit}
        onProblems={setErrors}
      />
      <section aria-labelledby="my-requests" className="flex flex-col gap-3">
        <h2 id="my-requests" className="text-xl font-semibold text-slate-900">
          My requests
        </h2>
        {mine.isPending ? (
          <StatusText>Loading your requests...</StatusText>
        ) : mine.isError ? (
          <div className="flex flex-col items-center gap-3">
            <ErrorBanner>Failed to load your requests. Please try again.</ErrorBanner>
            <Button variant="secondary" onClick={() => void mine.refetch()} disabled={mine.isFetching}>
              {mine.isFetching ? 'Trying again...' : 'Try again'}
            </Button>
          </div>
        ) : (
          <RequestList requests={mine.data} />
        )}
      </section>
    </DashboardPage>
  );
}
