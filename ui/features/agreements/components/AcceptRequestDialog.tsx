import { useId } from 'react';
import type { AgreementDto } from '@contract';
import { formatMonth } from '@domain/month.ts';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog.tsx';

interface Props {
  /** The request being accepted; none: the dialog is closed. */
  agreement: AgreementDto | null;
  /** The lease's first month, YYYY-MM, one of the request's `startMonths`. */
  startMonth: string;
  onStartMonthChange: (month: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

export const acceptQuestion = (a: AgreementDto) =>
  `${a.userName} becomes a member renting Block ${a.block}, Floor ${a.floor}, ${a.number}. Rent is owed from the month the lease starts.`;

/**
 * Accepting asks when the lease starts: any month from the one the request was made in to next month, this month
 * picked unless the admin says otherwise. The choice takes the first focus, so Enter never accepts unseen.
 */
export function AcceptRequestDialog({ agreement, startMonth, onStartMonthChange, onConfirm, onCancel }: Props) {
  const selectId = useId();
  const hintId = useId();
  const months = agreement?.startMonths ?? [];
  return (
    <ConfirmDialog
      open={agreement !== null}
      title={agreement ? `Accept ${agreement.userName}'s request` : 'Accept request'}
      message={agreement ? acceptQuestion(agreement) : ''}
      confirmLabel="Accept"
      tone="positive"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {months.length > 0 && (
        <div className="flex flex-col gap-1">
          <label htmlFor={selectId} className="text-sm font-medium text-slate-700">
            Lease starts
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
                {formatMonth(month)}
              </option>
            ))}
          </select>
          <p id={hintId} className="text-sm text-slate-600">
            From the month of the request ({formatMonth(months[0]!)}) to next month ({formatMonth(months.at(-1)!)}).
          </p>
        </div>
      )}
    </ConfirmDialog>
  );
}
