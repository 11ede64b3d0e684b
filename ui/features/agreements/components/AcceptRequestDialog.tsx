import { useId } from 'react';
import type { AgreementDto } from '@contract';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog.tsx';
import { useFormat, useT, type Translate } from '@/lib/i18n/intl.tsx';

interface Props {
  /** The request being accepted; none: the dialog is closed. */
  agreement: AgreementDto | null;
  /** The lease's first month, YYYY-MM, one of the request's `startMonths`. */
  startMonth: string;
  onStartMonthChange: (month: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

export const acceptQuestion = (t: Translate, number: (n: number) => string, a: AgreementDto) =>
  t('agreements.acceptQuestion', { name: a.userName, block: a.block, floor: number(a.floor), number: a.number });

/**
 * Accepting asks when the lease starts: any month from the one the request was made in to next month, this month
 * picked unless the admin says otherwise. The choice takes the first focus, so Enter never accepts unseen.
 */
export function AcceptRequestDialog({ agreement, startMonth, onStartMonthChange, onConfirm, onCancel }: Props) {
  const t = useT();
  const format = useFormat();
  const selectId = useId();
  const hintId = useId();
  const months = agreement?.startMonths ?? [];
  return (
    <ConfirmDialog
      open={agreement !== null}
      title={agreement ? t('agreements.acceptName', { name: agreement.userName }) : t('agreements.acceptRequest')}
      message={agreement ? acceptQuestion(t, format.number, agreement) : ''}
      confirmLabel={t('agreements.accept')}
      tone="positive"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {months.length > 0 && (
        <div className="flex flex-col gap-1">
          <label htmlFor={selectId} className="text-sm font-medium text-slate-700">
            {t('agreements.leaseStarts')}
          </label>
          <select
            id={selectId}
            aria-describedby={hintId}
            value={startMonth}
            onChange={(e) => onStartMonthChange(e.target.value)}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-sky-600"
          >
            {months.map((month) => (
              <option key={month} value={month}>
                {format.month(month)}
              </option>
            ))}
          </select>
          <p id={hintId} className="text-sm text-slate-600">
            {t('agreements.monthsHint', { first: format.month(months[0]!), last: format.month(months.at(-1)!) })}
          </p>
        </div>
      )}
    </ConfirmDialog>
  );
}
