import type { AgreementDto } from '@contract/agreements';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog.tsx';
import { SelectField } from '@/components/ui/SelectField.tsx';
import { Taka } from '@/components/ui/Taka.tsx';
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
 * Accepting someone who still owes rent from an earlier lease says how much first, so nobody is taken back unwarned.
 * Accepting asks when the lease starts: any month from the one the request was made in to next month, this month
 * picked unless the admin says otherwise. The choice takes the first focus, so Enter never accepts unseen.
 */
export function AcceptRequestDialog({ agreement, startMonth, onStartMonthChange, onConfirm, onCancel }: Props) {
  const t = useT();
  const format = useFormat();
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
      {agreement && (agreement.owed ?? 0) > 0 && (
        <p className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
          {t('agreements.owesWarning', { name: agreement.userName, amount: <Taka amount={agreement.owed!} /> })}
        </p>
      )}
      {months.length > 0 && (
        <SelectField
          label={t('agreements.leaseStarts')}
          value={startMonth}
          onChange={(e) => onStartMonthChange(e.target.value)}
          options={months.map((month) => ({ value: month, label: format.month(month) }))}
          hint={t('agreements.monthsHint', { first: format.month(months[0]!), last: format.month(months.at(-1)!) })}
        />
      )}
    </ConfirmDialog>
  );
}
