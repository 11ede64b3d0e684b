import { useEffect, useId, useState } from 'react';
import { TextField } from '@/components/ui/TextField.tsx';
import { photoProblem, PHOTO_TYPES } from '../api/apartments.ts';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';

interface Props {
  id?: string;
  label: string;
  /** The picture picked and accepted so far (shown as a preview), or none. */
  file: File | null;
  /** A picked file, with why it cannot be sent (its type, its size) or null when it may. */
  onChange: (file: File | null, problem: string | null) => void;
  /** Why the picture cannot be used: the client's check, or the server's after it looked at the content. */
  error?: string;
  disabled?: boolean;
}

/** The address of a preview of `file`, given back to the browser when the file changes or the picker goes. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * A photo file field with a preview of the picked picture. A file of another type or over 5 MB is refused at once,
 * on the field, so nobody waits for an upload the server would refuse; the server still checks the content.
 */
export function PhotoPicker({ id, label, file, onChange, error, disabled }: Props) {
  const t = useT();
  const format = useFormat();
  const hintId = useId();
  const preview = usePreview(file);
  return (
    <div className="flex flex-col gap-2">
      <TextField
        id={id}
        label={label}
        type="file"
        accept={PHOTO_TYPES.join(',')}
        disabled={disabled}
        error={error}
        aria-describedby={hintId}
        onChange={(e) => {
          const picked = e.target.files?.[0] ?? null;
          const problem = picked ? photoProblem(picked, t, format.number) : null;
          onChange(problem ? null : picked, problem);
        }}
        className="file:mr-3"
      />
      <p id={hintId} className="text-sm text-slate-600">
        {t('manageApartments.photoHint')}
      </p>
      {preview && (
        <img
          src={preview}
          alt={file ? t('manageApartments.previewOf', { name: file.name }) : t('manageApartments.previewPicked')}
          className="aspect-[4/3] w-full max-w-56 rounded-lg border border-slate-200 object-cover"
        />
      )}
    </div>
  );
}
