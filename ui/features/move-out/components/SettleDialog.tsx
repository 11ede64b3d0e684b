import { useId, useState } from 'react';
import { RECORDED_METHODS, type FinalStatementDto, type SettleBody } from '@contract/move-out';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog.tsx';
import { SelectField } from '@/components/ui/SelectField.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import { RULE_WORDS, sayRule } from '@/lib/server-words.ts';
import { METHOD_WORDS } from './FinalStatementSummary.tsx';

type Method = (typeof RECORDED_METHODS)[number];
export type SettleErrors = Partial<Record<'method' | 'reference' | 'form', string>>;

/**
 * Settles a draft: what it comes to in words, and for a refund how it was paid and its reference (required except for
 * cash). A balance owed asks nothing more.
 */
export function SettleDialog({
  open,
  statement,
  busy,
  onSettle,
  onCancel,
}: {
  open: boolean;
  statement: FinalStatementDto;
  busy: boolean;
  onSettle: (body: SettleBody) => Promise<true | SettleErrors>;
  onCancel: () => void;
}) {
  const t = useT();
  const format = useFormat();
  const id = useId();
  const [method, setMethod] = useState<Method | ''>('');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<SettleErrors>({});
  const refund = statement.result > 0;
  const rule = (field: 'method' | 'reference') => sayRule(RULE_WORDS.finalStatement[field], t, format.number);
  const amount = format.amount(Math.abs(statement.result));

  const settle = async () => {
    const found: SettleErrors = {};
    if (refund && method === '') found.method = rule('method');
    if (refund && method !== 'cash' && method !== '' && reference.trim() === '') found.reference = rule('reference');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const answer = await onSettle(
      refund ? { method: method as Method, ...(reference.trim() ? { reference: reference.trim() } : {}) } : {},
    );
    if (answer !== true) setErrors(answer);
  };

  return (
    <ConfirmDialog
      open={open}
      tone="neutral"
      busy={busy}
      title={t('moveOut.settle.title')}
      message={
        refund
          ? t('moveOut.settle.refund', { amount })
          : statement.result < 0
            ? t('moveOut.settle.owed', { amount })
            : t('moveOut.settle.even')
      }
      confirmLabel={t('moveOut.settle.confirm')}
      onConfirm={() => void settle()}
      onCancel={onCancel}
    >
      {refund && (
        <div className="flex flex-col gap-4">
          <SelectField
            id={`${id}-method`}
            label={t('moveOut.settle.method')}
            required
            empty={t('moveOut.settle.chooseMethod')}
            options={RECORDED_METHODS.map((m) => ({ value: m, label: t(METHOD_WORDS[m]) }))}
            value={method}
            error={errors.method}
            disabled={busy}
            onChange={(e) => setMethod(e.target.value as Method | '')}
          />
          <TextField
            id={`${id}-reference`}
            label={t('moveOut.settle.reference')}
            autoComplete="off"
            maxLength={200}
            value={reference}
            error={errors.reference}
            disabled={busy}
            onChange={(e) => setReference(e.target.value)}
          />
        </div>
      )}
      {errors.form && <p className="mt-3 font-medium text-red-700">{errors.form}</p>}
    </ConfirmDialog>
  );
}
