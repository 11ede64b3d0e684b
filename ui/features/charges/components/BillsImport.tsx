import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/Button.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import { useT } from '@/lib/i18n/intl.tsx';

interface Props {
  busy: boolean;
  /** Why the file was refused: the server names the line ("Line 4: ..."); nothing of it was written. */
  error: string | null;
  /** Resolves true when the bills were loaded, so the form clears. */
  onSubmit: (file: File) => Promise<boolean>;
  /** Another file was picked: a refusal of the last one no longer applies. */
  onPick: () => void;
}

export const BILLS_HEADER = 'flat,month,kind,amount';
const BILLS_EXAMPLE = 'A101,2026-11,gas,950';

/**
 * Utility bills from a spreadsheet saved as CSV: one bill a line under the header. The server takes every line or
 * none, and names the first bad line; that reason is shown on the file field, which takes the focus.
 */
export function BillsImport({ busy, error, onSubmit, onPick }: Props) {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const [pickerKey, setPickerKey] = useState(0);
  const id = useId();
  const shown = missing ? t('charges.pickCsv') : (error ?? undefined);
  useEffect(() => {
    if (shown) document.getElementById(`${id}-file`)?.focus();
  }, [shown, id]);

  const submit = async () => {
    if (!file) return setMissing(true);
    if (await onSubmit(file)) {
      setFile(null);
      setPickerKey((k) => k + 1);
    }
  };

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t('charges.importTitle')}
      </h2>
      <div id={`${id}-hint`} className="flex flex-col gap-2 text-sm text-slate-700">
        <p>{t('charges.importHint')}</p>
        {/* What the file must say, word for word, in any language. */}
        <pre translate="no" className="overflow-x-auto rounded-lg bg-slate-100 px-3 py-2 font-mono text-slate-900">
          {BILLS_HEADER}
          {'\n'}
          {BILLS_EXAMPLE}
        </pre>
        <p>{t('charges.importAllOrNone')}</p>
      </div>
      <TextField
        key={pickerKey}
        id={`${id}-file`}
        label={t('charges.csvFile')}
        type="file"
        accept=".csv,text/csv"
        disabled={busy}
        error={shown}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          setFile(e.target.files?.[0] ?? null);
          setMissing(false);
          onPick();
        }}
      />
      <div>
        <Button type="submit" disabled={busy} className="min-h-11">
          {busy ? t('charges.importing') : t('charges.import')}
        </Button>
      </div>
    </form>
  );
}
