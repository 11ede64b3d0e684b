import { useState } from 'react';
import toast from 'react-hot-toast';
import type { MaintenanceAction, MaintenanceRequestDto } from '@contract';
import { MAINTENANCE_RULES } from '@domain/maintenance.ts';
import { TextArea } from '@/components/ui/TextArea.tsx';
import { formatDate } from '@/lib/format.ts';
import { after, fieldError, messageOf, useClose, useComment, useReopen } from '../api/maintenance.ts';
import { ActionForm } from './ActionForm.tsx';
import { StarRating } from './StarRating.tsx';

/** What the resident may do now, as the server's `actions` say: comment, reopen within its window, close and rate. */
export function ResidentActions({ request }: { request: MaintenanceRequestDto }) {
  const may = (action: MaintenanceAction) => request.actions.includes(action);
  if (request.status === 'closed' || request.status === 'declined')
    return (
      <p className="rounded-xl border border-slate-200 bg-white px-4 py-3 text-slate-700">
        {request.status === 'closed'
          ? 'This request is closed. If the problem comes back, please report it again.'
          : 'This request was declined; the reason is in its history. If the problem remains, please report it again.'}
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
  const comment = useComment();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  return (
    <ActionForm
      title="Add a comment"
      submit="Send comment"
      busyLabel="Sending..."
      busy={comment.isPending}
      error={formError}
      tone="secondary"
      onSubmit={() => {
        setError(undefined);
        setFormError(undefined);
        if (text.trim() === '') return setError(MAINTENANCE_RULES.comment);
        void after(
          comment,
          { id: request._id, text: text.trim() },
          {
            onSuccess: () => {
              setText('');
              toast.success('Comment added');
            },
            onError: (e) => {
              const field = fieldError(e);
              if (field) setError(field);
              else setFormError(messageOf(e, 'Failed to add the comment'));
            },
          },
        );
      }}
    >
      <TextArea
        label="Comment"
        rows={3}
        value={text}
        onChange={(e) => setText(e.target.value)}
        disabled={comment.isPending}
        error={error}
      />
    </ActionForm>
  );
}

function ReopenForm({ request }: { request: MaintenanceRequestDto }) {
  const reopen = useReopen();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <ActionForm
      title="The problem is back?"
      submit="Reopen request"
      busyLabel="Reopening..."
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
              toast.success('Request reopened: the building will look at it again');
            },
            onError: (e) => setError(fieldError(e) ?? messageOf(e, 'Failed to reopen the request')),
          },
        );
      }}
    >
      {request.reopenUntil && (
        <p className="text-sm text-slate-600">You can reopen it until {formatDate(request.reopenUntil)}.</p>
      )}
      <TextArea
        label="What is wrong again? (optional)"
        rows={2}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        disabled={reopen.isPending}
      />
    </ActionForm>
  );
}

function CloseForm({ request }: { request: MaintenanceRequestDto }) {
  const close = useClose();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <ActionForm
      title="Is it fixed?"
      submit="Close request"
      busyLabel="Closing..."
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
                rating === null ? 'Request closed' : `Request closed with ${rating} of 5 stars. Thank you!`,
              ),
            onError: (e) => setError(fieldError(e) ?? messageOf(e, 'Failed to close the request')),
          },
        );
      }}
    >
      <p className="text-sm text-slate-600">
        Closing confirms the fix. You can rate it and say a word to the building.
      </p>
      <StarRating value={rating} onChange={setRating} disabled={close.isPending} />
      <TextArea
        label="Closing comment (optional)"
        rows={2}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        disabled={close.isPending}
      />
    </ActionForm>
  );
}
