import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/Button.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import { FormCard } from './FormCard.tsx';
import { useT } from '@/lib/i18n/intl.tsx';

interface Props {
  busy: boolean;
  /** Why the file was refused: the server names the line ("Line 4: ..."); nothing of it was written. */
  error: string | null;
  /** Resolves true when the flats were imported, so the form clears. */
  onSubmit: (file: File) => Promise<boolean>;
  /** Another file was picked: a refusal of the last one no longer applies. */
  onPick: () => void;
}

export const CSV_HEADER = 'block,floor,number,rent';
const CSV_EXAMPLE = 'A,1,A101,12500';

/**
 * A building's flats from a spreadsheet saved as CSV: one flat a line under the header. The server takes every line
 * or none, and names the first bad line; that reason is shown on the file field, which takes the focus.
 */
export function ImportForm({ busy, error, onSubmit, onPick }: Props) {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const [pickerKey, setPickerKey] = useState(0);
  const id = useId();
  const shown = missing ? t('manageApartments.pickCsv') : (error ?? undefined);
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
    <FormCard title={t('manageApartments.importTitle')} onSubmit={() => void submit()} className="flex flex-col">
      <div id={`${id}-hint`} className="flex flex-col gap-2 text-sm text-slate-700">
        <p>{t('manageApartments.importHint')}</p>
        {/* What the file must say, word for word, in any language. */}
        <pre translate="no" className="overflow-x-auto rounded-lg bg-slate-100 px-3 py-2 font-mono text-slate-900">
          {CSV_HEADER}
          {'\n'}
          {CSV_EXAMPLE}
        </pre>
        <p>{t('manageApartments.importAllOrNone')}</p>
      </div>
      <TextField
        key={pickerKey}
        id={`${id}-file`}
        label={t('manageApartments.csvFile')}
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
        <Button type="submit" disabled={busy}>
          {busy ? t('manageApartments.importing') : t('manageApartments.import')}
        </Button>
      </div>
    </FormCard>
  );
}
