import { useId, type ReactNode } from 'react';
import { useModalDialog } from './useModalDialog.ts';
import { Button } from './Button.tsx';
import { useT } from '@/lib/i18n/intl.tsx';

interface Props {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** What else the question needs answered (a choice to make), between the message and the buttons. */
  children?: ReactNode;
  /** Red for what takes something away (the default), green for what gives something, blue for a plain change. */
  tone?: 'danger' | 'positive' | 'neutral';
  /** While the answer is being sent: the confirm button waits. */
  busy?: boolean;
}

const TONES = {
  danger: 'bg-red-700! hover:bg-red-800!',
  positive: 'bg-green-700! hover:bg-green-800!',
  neutral: '',
} as const;

/**
 * A modal question on the native <dialog>: the browser traps focus, Escape cancels, and focus returns to
 * whatever opened it. Cancel takes the first focus so a stray Enter never confirms a destructive action; a choice
 * in `children` comes before it and takes the first focus instead.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
  children,
  tone = 'danger',
  busy = false,
}: Props) {
  const titleId = useId();
  const messageId = useId();
  const t = useT();

  const modal = useModalDialog(open, onCancel);

  return (
    <dialog
      {...modal}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id={titleId} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <p id={messageId} className="mt-2 text-slate-700">
        {message}
      </p>
      {children && <div className="mt-4">{children}</div>}
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} autoFocus>
          {t('common.cancel')}
        </Button>
        <Button className={TONES[tone]} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
