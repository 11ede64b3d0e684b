import { useEffect, useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog.tsx';
import { TextArea } from '@/components/ui/TextArea.tsx';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import { RULE_WORDS, sayRule } from '@/lib/server-words.ts';

interface Props {
  open: boolean;
  /** The entry in words: "Gas bill ৳1,200 for September 2026". */
  what: string;
  busy: boolean;
  /** A late fee is waived: the dialog says so in its words. */
  waive?: boolean;
  /** Resolves true when the dialog is done, or the words to show beside the reason. */
  onConfirm: (reason: string) => Promise<true | string>;
  onCancel: () => void;
}

/** Asks why an entry is voided; an empty reason is named at once, the server's refusal of it beside the field too. */
export function VoidDialog({ open, what, waive = false, busy, onConfirm, onCancel }: Props) {
  const t = useT();
  const format = useFormat();
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (!open) return;
    setReason('');
    setError(undefined);
  }, [open]);
  const confirm = async () => {
    if (reason.trim() === '') {
      setError(sayRule(RULE_WORDS.ledger.reason, t, format.number));
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    const answer = await onConfirm(reason.trim());
    if (answer !== true) {
      setError(answer);
      document.getElementById(`${id}-reason`)?.focus();
    }
  };
  return (
    <ConfirmDialog
      open={open}
      title={t(waive ? 'books.waive.title' : 'books.void.title')}
      message={t(waive ? 'books.waive.message' : 'books.void.message', { what })}
      confirmLabel={t(waive ? 'books.waive.confirm' : 'books.void.confirm')}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    >
      <TextArea
        id={`${id}-reason`}
        label={t(waive ? 'books.waive.reason' : 'books.void.reason')}
        required
        rows={3}
        autoFocus
        value={reason}
        error={error}
        disabled={busy}
        onChange={(e) => setReason(e.target.value)}
      />
    </ConfirmDialog>
  );
}
