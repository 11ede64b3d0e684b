import { useState } from 'react';
import toast from 'react-hot-toast';
import type { MaintenanceAction, MaintenanceRequestDto } from '@contract/maintenance';
import { COMMENT_MAX, REASON_MAX } from '@domain/maintenance/fields.ts';
import type { MessageId } from '@/i18n/en/index.ts';
import { Button } from '@/components/ui/Button.tsx';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog.tsx';
import { ResultMessage } from '@/components/ui/ResultMessage.tsx';
import { TextArea } from '@/components/ui/TextArea.tsx';
import { HttpError } from '@/lib/api-client.ts';
import { useFormat, useT, type Translate } from '@/lib/i18n/intl.tsx';
import { adminComment, changeStatus, type StatusAction } from '../api/board.ts';
import { after, fieldError, messageOf, useMaintenanceChange } from '../api/maintenance.ts';
import { ActionForm } from './ActionForm.tsx';
import { useCommentDraft } from './useCommentDraft.ts';

const DONE: Record<StatusAction, MessageId> = {
  start: 'maintenanceBoard.done.start',
  resolve: 'maintenanceBoard.done.resolve',
  decline: 'maintenanceBoard.done.decline',
};

/** A refusal because someone else changed the request first: say so; the request is fetched again meanwhile. */
const refusalOf = (error: unknown, fallback: string, t: Translate) =>
  error instanceof HttpError && error.status === 409
    ? t('maintenanceBoard.refreshed', { message: messageOf(error, fallback) })
    : messageOf(error, fallback);

/** What an admin may do now: start, resolve, decline (always saying why), and write to the resident or to the team. */
export function AdminActions({ request }: { request: MaintenanceRequestDto }) {
  const t = useT();
  const format = useFormat();
  const status = useMaintenanceChange(changeStatus);
  const [statusError, setStatusError] = useState<string | undefined>();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const may = (action: MaintenanceAction) => request.actions.includes(action);

  const change = (action: StatusAction, why?: string) => {
    setStatusError(undefined);
    void after(
      status,
      { id: request._id, action, ...(why !== undefined ? { reason: why } : {}) },
      {
        onSuccess: (changed) => {
          toast.success(t(DONE[action], { title: changed.title }));
          setDeclining(false);
          setReason('');
        },
        onError: (e) => {
          const field = fieldError(e);
          if (action === 'decline' && field) return setReasonError(field);
          setDeclining(false);
          setStatusError(refusalOf(e, t('maintenanceBoard.statusFailed'), t));
        },
      },
    );
  };

  const statusActions = (['start', 'resolve', 'decline'] as const).filter(may);
  return (
    <>
      {statusActions.length > 0 && (
        <section
          aria-labelledby="status-actions"
          className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <h2 id="status-actions" className="text-lg font-semibold text-slate-900">
            {t('maintenanceBoard.statusHeading')}
          </h2>
          <div className="flex flex-wrap gap-3">
            {may('start') && (
              <Button className="min-h-11" disabled={status.isPending} onClick={() => change('start')}>
                {t('maintenanceBoard.start')}
              </Button>
            )}
            {may('resolve') && (
              <Button
                className="min-h-11 bg-green-700! hover:bg-green-800!"
                disabled={status.isPending}
                onClick={() => change('resolve')}
              >
                {t('maintenanceBoard.resolve')}
              </Button>
            )}
            {may('decline') && (
              <Button
                variant="secondary"
                className="min-h-11 text-red-800!"
                disabled={status.isPending}
                onClick={() => {
                  setReasonError(undefined);
                  setDeclining(true);
                }}
              >
                {t('maintenanceBoard.decline')}
              </Button>
            )}
          </div>
          {statusError && <ResultMessage ok={false}>{statusError}</ResultMessage>}
        </section>
      )}
      {(may('comment') || may('internal-note')) && <CommentForm request={request} />}
      <ConfirmDialog
        open={declining}
        title={t('maintenanceBoard.declineTitle', { title: request.title })}
        message={t('maintenanceBoard.declineMessage')}
        confirmLabel={status.isPending ? t('maintenanceBoard.declining') : t('maintenanceBoard.declineConfirm')}
        busy={status.isPending}
        onCancel={() => setDeclining(false)}
        onConfirm={() => {
          if (reason.trim() === '')
            return setReasonError(t('maintenance.rule.declineReason', { max: format.number(REASON_MAX) }));
          change('decline', reason.trim());
        }}
      >
        <TextArea
          label={t('maintenanceBoard.reason')}
          required
          rows={3}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={reasonError}
        />
      </ConfirmDialog>
    </>
  );
}

function CommentForm({ request }: { request: MaintenanceRequestDto }) {
  const t = useT();
  const format = useFormat();
  const [internal, setInternal] = useState(false);
  const draft = useCommentDraft(useMaintenanceChange(adminComment), {
    emptyRule: t(internal ? 'maintenance.rule.internalNote' : 'maintenance.rule.comment', {
      max: format.number(COMMENT_MAX),
    }),
    refusal: (e) => refusalOf(e, t('maintenanceBoard.commentFailed'), t),
    sent: () =>
      toast.success(
        internal ? t('maintenanceBoard.noteAdded') : t('maintenanceBoard.commentSent', { name: request.resident.name }),
      ),
  });
  return (
    <ActionForm
      title={internal ? t('maintenanceBoard.noteTitle') : t('maintenanceBoard.commentTitle')}
      submit={internal ? t('maintenanceBoard.addNote') : t('maintenance.sendComment')}
      busyLabel={t('maintenance.sending')}
      busy={draft.busy}
      error={draft.formError}
      tone="secondary"
      onSubmit={() => draft.send((text) => ({ id: request._id, text, internal }))}
    >
      <fieldset className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">{t('maintenanceBoard.audience')}</legend>
        {(
          [
            [false, t('maintenanceBoard.audienceResident', { name: request.resident.name })],
            [true, t('maintenanceBoard.audienceAdmins')],
          ] as const
        ).map(([value, label]) => (
          <label
            key={label}
            className={`flex min-h-11 items-center gap-3 rounded-lg border px-3 py-2 ${value && internal ? 'border-amber-400 bg-amber-50' : 'border-slate-300 bg-white'}`}
          >
            <input
              type="radio"
              name={`audience-${request._id}`}
              checked={internal === value}
              onChange={() => setInternal(value)}
              className="h-5 w-5 accent-sky-700"
            />
            <span className="text-slate-900">{label}</span>
          </label>
        ))}
      </fieldset>
      {internal && <p className="text-sm font-semibold text-amber-900">{t('maintenanceBoard.noteWarning')}</p>}
      <TextArea
        label={internal ? t('maintenanceBoard.note') : t('maintenance.comment')}
        rows={3}
        value={draft.text}
        onChange={(e) => draft.setText(e.target.value)}
        disabled={draft.busy}
        error={draft.error}
      />
    </ActionForm>
  );
}
