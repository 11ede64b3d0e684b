import { useState } from 'react';
import toast from 'react-hot-toast';
import type { MaintenanceAction, MaintenanceRequestDto } from '@contract/maintenance';
import { COMMENT_MAX } from '@domain/maintenance/fields.ts';
import { TextArea } from '@/components/ui/TextArea.tsx';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import { after, fieldError, messageOf, useClose, useComment, useReopen } from '../api/maintenance.ts';
import { ActionForm } from './ActionForm.tsx';
import { useCommentDraft } from './useCommentDraft.ts';
import { StarRating } from './StarRating.tsx';

/** What the resident may do now, as the server's `actions` say: comment, reopen within its window, close and rate. */
export function ResidentActions({ request }: { request: MaintenanceRequestDto }) {
  const t = useT();
  const may = (action: MaintenanceAction) => request.actions.includes(action);
  if (request.status === 'closed' || request.status === 'declined')
    return (
      <p className="rounded-xl border border-slate-200 bg-white px-4 py-3 text-slate-700">
        {request.status === 'closed' ? t('maintenance.resident.closed') : t('maintenance.resident.declined')}
      </p>
    );
  return (
    <>
      {may('close') && <CloseForm request={request} />}
      {may('reopen') && <ReopenForm request={request} />}
      {may('comment') && <CommentForm request={request} />}
    </>
  );
}

function CommentForm({ request }: { request: MaintenanceRequestDto }) {
  const t = useT();
  const format = useFormat();
  const draft = useCommentDraft(useComment(), {
    emptyRule: t('maintenance.rule.comment', { max: format.number(COMMENT_MAX) }),
    refusal: (e) => messageOf(e, t('maintenance.resident.commentFailed')),
    sent: () => toast.success(t('maintenance.resident.commentAdded')),
  });
  return (
    <ActionForm
      title={t('maintenance.resident.addComment')}
      submit={t('maintenance.sendComment')}
      busyLabel={t('maintenance.sending')}
      busy={draft.busy}
      error={draft.formError}
      tone="secondary"
      onSubmit={() => draft.send((text) => ({ id: request._id, text }))}
    >
      <TextArea
        label={t('maintenance.comment')}
        rows={3}
        value={draft.text}
        onChange={(e) => draft.setText(e.target.value)}
        disabled={draft.busy}
        error={draft.error}
      />
    </ActionForm>
  );
}

function ReopenForm({ request }: { request: MaintenanceRequestDto }) {
  const t = useT();
  const format = useFormat();
  const reopen = useReopen();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <ActionForm
      title={t('maintenance.resident.reopenTitle')}
      submit={t('maintenance.resident.reopen')}
      busyLabel={t('maintenance.resident.reopening')}
      busy={reopen.isPending}
      error={error}
      tone="secondary"
      onSubmit={() => {
        setError(undefined);
        void after(
          reopen,
          { id: request._id, reason: reason.trim() },
          {
            onSuccess: () => {
              setReason('');
              toast.success(t('maintenance.resident.reopened'));
            },
            onError: (e) => setError(fieldError(e) ?? messageOf(e, t('maintenance.resident.reopenFailed'))),
          },
        );
      }}
    >
      {request.reopenUntil && (
        <p className="text-sm text-slate-600">
          {t('maintenance.resident.reopenUntil', { date: format.date(request.reopenUntil) })}
        </p>
      )}
      <TextArea
        label={t('maintenance.resident.reopenReason')}
        rows={2}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        disabled={reopen.isPending}
      />
    </ActionForm>
  );
}

function CloseForm({ request }: { request: MaintenanceRequestDto }) {
  const t = useT();
  const format = useFormat();
  const close = useClose();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <ActionForm
      title={t('maintenance.resident.closeTitle')}
      submit={t('maintenance.resident.close')}
      busyLabel={t('maintenance.resident.closing')}
      busy={close.isPending}
      error={error}
      onSubmit={() => {
        setError(undefined);
        void after(
          close,
          { id: request._id, rating, comment: comment.trim() },
          {
            onSuccess: () =>
              toast.success(
                rating === null
                  ? t('maintenance.resident.closedToast')
                  : t('maintenance.resident.closedRatedToast', { count: format.number(rating) }),
              ),
            onError: (e) => setError(fieldError(e) ?? messageOf(e, t('maintenance.resident.closeFailed'))),
          },
        );
      }}
    >
      <p className="text-sm text-slate-600">{t('maintenance.resident.closeHint')}</p>
      <StarRating value={rating} onChange={setRating} disabled={close.isPending} />
      <TextArea
        label={t('maintenance.resident.closingComment')}
        rows={2}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        disabled={close.isPending}
      />
    </ActionForm>
  );
}
