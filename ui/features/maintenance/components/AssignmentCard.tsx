import { useState } from 'react';
import toast from 'react-hot-toast';
import type { MaintenanceRequestDto } from '@contract/maintenance';
import { Button } from '@/components/ui/Button.tsx';
import { ResultMessage } from '@/components/ui/ResultMessage.tsx';
import { SelectField } from '@/components/ui/SelectField.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { HttpError } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/intl.tsx';
import { assignRequest, useRoster } from '../api/board.ts';
import { after, messageOf, useMaintenanceChange } from '../api/maintenance.ts';

/**
 * Who works on the request: the admin picks one of the building's staff, another one, or nobody. The choice is sent
 * with the version on screen, so a request someone changed meanwhile is refused and shown again.
 */
export function AssignmentCard({ request }: { request: MaintenanceRequestDto }) {
  const t = useT();
  const roster = useRoster();
  const assign = useMaintenanceChange(assignRequest);
  const current = request.assignee?.email ?? '';
  const [choice, setChoice] = useState(current);
  const [error, setError] = useState<string | undefined>();
  if (!request.actions.includes('assign') && !request.assignee) return null;

  const send = () => {
    setError(undefined);
    void after(
      assign,
      { id: request._id, staffEmail: choice === '' ? null : choice, version: request.history.length },
      {
        onSuccess: (changed) =>
          toast.success(
            changed.assignee
              ? t('maintenanceBoard.assigned', { name: changed.assignee.name })
              : t('maintenanceBoard.unassigned'),
          ),
        onError: (e) =>
          setError(
            e instanceof HttpError && e.status === 409
              ? t('maintenanceBoard.refreshed', { message: messageOf(e, t('maintenanceBoard.assignFailed')) })
              : messageOf(e, t('maintenanceBoard.assignFailed')),
          ),
      },
    );
  };

  return (
    <section
      aria-labelledby="assignment"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="assignment" className="text-lg font-semibold text-slate-900">
        {t('maintenanceBoard.assignHeading')}
      </h2>
      <p className="text-slate-700">
        {request.assignee
          ? t('maintenanceBoard.assignedTo', { name: request.assignee.name })
          : t('maintenanceBoard.nobodyAssigned')}
      </p>
      {request.actions.includes('assign') &&
        (roster.isPending ? (
          <StatusText>{t('maintenanceBoard.loadingStaff')}</StatusText>
        ) : roster.isError ? (
          <ResultMessage ok={false}>{t('maintenanceBoard.staffFailed')}</ResultMessage>
        ) : roster.data.length === 0 ? (
          <p className="text-slate-700">{t('maintenanceBoard.noStaff')}</p>
        ) : (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <SelectField
              label={t('maintenanceBoard.assignLabel')}
              empty={t('maintenanceBoard.nobody')}
              options={roster.data.map((s) => ({ value: s.email, label: s.name }))}
              value={choice}
              onChange={(e) => setChoice(e.target.value)}
              className="sm:flex-1"
            />
            <Button className="min-h-11" disabled={assign.isPending || choice === current} onClick={send}>
              {t('maintenanceBoard.assignSave')}
            </Button>
          </div>
        ))}
      {error && <ResultMessage ok={false}>{error}</ResultMessage>}
    </section>
  );
}
