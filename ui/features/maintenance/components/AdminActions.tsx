import { useState } from 'react';
import toast from 'react-hot-toast';
import type { MaintenanceAction, MaintenanceRequestDto } from '@contract';
import { MAINTENANCE_RULES } from '@domain/maintenance.ts';
import { Button } from '@/components/ui/Button.tsx';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog.tsx';
import { ResultMessage } from '@/components/ui/ResultMessage.tsx';
import { TextArea } from '@/components/ui/TextArea.tsx';
import { HttpError } from '@/lib/api-client.ts';
import { adminComment, changeStatus, type StatusAction } from '../api/board.ts';
import { after, fieldError, messageOf, useMaintenanceChange } from '../api/maintenance.ts';
import { ActionForm } from './ActionForm.tsx';

const DONE: Record<StatusAction, string> = {
  start: 'Work started',
  resolve: 'Marked resolved',
  decline: 'Request declined',
};

/** A refusal because someone else changed the request first: say so; the request is fetched again meanwhile. */
const refusalOf = (error: unknown, fallback: string) =>
  error instanceof HttpError && error.status === 409
    ? `${messageOf(error, fallback)} The request has been refreshed to show where it stands now.`
    : messageOf(error, fallback);

/** What an admin may do now: start, resolve, decline (always saying why), and write to the resident or to the team. */
export function AdminActions({ request }: { request: MaintenanceRequestDto }) {
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
          toast.success(`${DONE[action]}: "${changed.title}"`);
          setDeclining(false);
          setReason('');
        },
        onError: (e) => {
          const field = fieldError(e);
          if (action === 'decline' && field) return setReasonError(field);
          setDeclining(false);
          setStatusError(refusalOf(e, 'The status was not changed'));
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
            Status
          </h2>
          <div className="flex flex-wrap gap-3">
            {may('start') && (
              <Button className="min-h-11" disabled={status.isPending} onClick={() => change('start')}>
                Start work
              </Button>
            )}
            {may('resolve') && (
              <Button
                className="min-h-11 bg-green-700! hover:bg-green-800!"
                disabled={status.isPending}
                onClick={() => change('resolve')}
              >
                Mark resolved
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
                Decline
              </Button>
            )}
          </div>
          {statusError && <ResultMessage ok={false}>{statusError}</ResultMessage>}
        </section>
      )}
      {(may('comment') || may('internal-note')) && <CommentForm request={request} />}
      <ConfirmDialog
        open={declining}
        title={`Decline "${request.title}"?`}
        message="The resident sees your reason, and the request can no longer change."
        confirmLabel={status.isPending ? 'Declining...' : 'Decline request'}
        busy={status.isPending}
        onCancel={() => setDeclining(false)}
        onConfirm={() => {
          if (reason.trim() === '') return setReasonError(MAINTENANCE_RULES.declineReason);
          change('decline', reason.trim());
        }}
      >
        <TextArea
          label="Reason"
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
  const comment = useMaintenanceChange(adminComment);
  const [internal, setInternal] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const rule = internal ? MAINTENANCE_RULES.internalNote : MAINTENANCE_RULES.comment;
  return (
    <ActionForm
      title={internal ? 'Internal note' : 'Comment to the resident'}
      submit={internal ? 'Add internal note' : 'Send comment'}
      busyLabel="Sending..."
      busy={comment.isPending}
      error={formError}
      tone="secondary"
      onSubmit={() => {
        setError(undefined);
        setFormError(undefined);
        if (text.trim() === '') return setError(rule);
        void after(
          comment,
          { id: request._id, text: text.trim(), internal },
          {
            onSuccess: () => {
              setText('');
              toast.success(internal ? 'Internal note added' : `Comment sent to ${request.resident.name}`);
            },
            onError: (e) => {
              const field = fieldError(e);
              if (field) setError(field);
              else setFormError(refusalOf(e, 'The comment was not added'));
            },
          },
        );
      }}
    >
      <fieldset className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">Who reads it?</legend>
        {(
          [
            [false, `${request.resident.name} and the admins`],
            [true, 'Admins only (internal note)'],
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
      {internal && <p className="text-sm font-semibold text-amber-900">Residents never see an internal note.</p>}
      <TextArea
        label={internal ? 'Note' : 'Comment'}
        rows={3}
        value={text}
        onChange={(e) => setText(e.target.value)}
        disabled={comment.isPending}
        error={error}
      />
    </ActionForm>
  );
}
