import { useState } from 'react';
import type { AgreementDto } from '@contract/agreements';
import { REJECTION_REASON_MAX } from '@domain/agreements/agreement.ts';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog.tsx';
import { TextArea } from '@/components/ui/TextArea.tsx';
import { useFormat, useT, type Translate } from '@/lib/i18n/intl.tsx';

interface Props {
  /** The request being rejected; none: the dialog is closed. */
  agreement: AgreementDto | null;
  /** The reason as typed: the server trims it, and a blank one is none. */
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

const rejectQuestion = (t: Translate, number: (n: number) => string, a: AgreementDto) =>
  t('agreements.rejectQuestion', {
    name: a.userName,
    flat: t('agreements.location', { block: a.block, floor: number(a.floor), number: a.number }),
  });

/**
 * Rejecting may say why, in the admin's words, which the applicant reads in their notification and on My Profile.
 * The reason takes the first focus; Enter there starts a new line, so it never rejects unseen.
 */
export function RejectRequestDialog({ agreement, onConfirm, onCancel }: Props) {
  const t = useT();
  const format = useFormat();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const close = (then: () => void) => {
    setReason('');
    setError(undefined);
    then();
  };
  return (
    <ConfirmDialog
      open={agreement !== null}
      title={agreement ? t('agreements.rejectName', { name: agreement.userName }) : t('agreements.rejectRequest')}
      message={agreement ? rejectQuestion(t, format.number, agreement) : ''}
      confirmLabel={t('agreements.reject')}
      onConfirm={() => {
        if (reason.trim().length > REJECTION_REASON_MAX)
          return setError(t('agreements.reject.reasonRule', { max: format.number(REJECTION_REASON_MAX) }));
        close(() => onConfirm(reason));
      }}
      onCancel={() => close(onCancel)}
    >
      <TextArea
        label={t('agreements.reject.reason')}
        rows={3}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        placeholder={t('agreements.reject.reasonHint')}
        error={error}
      />
    </ConfirmDialog>
  );
}
