import { useEffect, useId, useState } from 'react';
import type { RecurringChargeDto } from '@contract/charges';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog.tsx';
import { SelectField } from '@/components/ui/SelectField.tsx';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import { monthsAround } from './charge-words.ts';

interface Props {
  /** The charge to end; none: the dialog is closed. */
  charge: RecurringChargeDto | null;
  currentMonth: string;
  busy: boolean;
  /** Resolves true when the charge ended, or the words to show beside the month. */
  onConfirm: (untilMonth: string) => Promise<true | string>;
  onCancel: () => void;
}

/**
 * Asks for the last month a recurring charge bills: from this month (which may be billed already) or its first month
 * when that is later, up to the month it ends already when it has an end.
 */
export function EndChargeDialog({ charge, currentMonth, busy, onConfirm, onCancel }: Props) {
  const t = useT();
  const format = useFormat();
  const id = useId();
  const earliest = charge && charge.fromMonth > currentMonth ? charge.fromMonth : currentMonth;
  const months = monthsAround(earliest, 0, 24).filter((m) => !charge?.untilMonth || m <= charge.untilMonth);
  const [month, setMonth] = useState(earliest);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    setMonth(earliest);
    setError(undefined);
  }, [charge, earliest]);
  const confirm = async () => {
    const answer = await onConfirm(month);
    if (answer !== true) {
      setError(answer);
      document.getElementById(`${id}-month`)?.focus();
    }
  };
  return (
    <ConfirmDialog
      open={charge !== null}
      title={t('charges.endTitle', { name: charge?.name ?? '' })}
      message={t('charges.endBody')}
      confirmLabel={busy ? t('charges.ending') : t('charges.endConfirm')}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    >
      <SelectField
        id={`${id}-month`}
        label={t('charges.endLast')}
        options={months.map((m) => ({ value: m, label: format.month(m) }))}
        value={month}
        error={error}
        disabled={busy}
        onChange={(e) => setMonth(e.target.value)}
      />
    </ConfirmDialog>
  );
}
