import { useEffect, useId, useMemo } from 'react';
import { Button } from '@/components/ui/Button.tsx';
import { useFormat, useT, type Translate } from '@/lib/i18n/intl.tsx';
import { MAX_PHOTOS, photoProblem } from '../api/maintenance.ts';

interface Props {
  id: string;
  photos: readonly File[];
  disabled: boolean;
  error?: string;
  /** The photos to send now, and what was wrong with the files left out (null when nothing was). */
  onChange: (photos: File[], problem: string | null) => void;
}

/** Adds picked files to those already chosen, keeping only pictures the server takes, at most three in all. */
export function addPhotos(
  chosen: readonly File[],
  picked: readonly File[],
  t: Translate,
): { photos: File[]; problem: string | null } {
  const photos = [...chosen];
  const problems: string[] = [];
  for (const file of picked) {
    const problem = photoProblem(file, t);
    if (problem) problems.push(problem);
    else if (photos.length >= MAX_PHOTOS) {
      const tooMany = t('maintenance.photos.tooMany', { max: MAX_PHOTOS });
      if (!problems.includes(tooMany)) problems.push(tooMany);
    } else photos.push(file);
  }
  return { photos, problem: problems.length > 0 ? problems.join('. ') : null };
}

/** Up to three photos: each shown small with its own Remove button, refused files named beside the field. */
export function PhotoField({ id, photos, disabled, error, onChange }: Props) {
  const t = useT();
  const format = useFormat();
  const hintId = useId();
  const errorId = `${id}-error`;
  const previews = useMemo(() => photos.map((file) => URL.createObjectURL(file)), [photos]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const full = photos.length >= MAX_PHOTOS;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {t('maintenance.photos.label')}
      </label>
      <p id={hintId} className="text-sm text-slate-600">
        {t('maintenance.photos.hint', { max: format.number(MAX_PHOTOS) })}
        {full ? ` ${t('maintenance.photos.full')}` : ''}
      </p>
      <input
        id={id}
        type="file"
        multiple
        accept="image/jpeg,image/png,image/webp"
        disabled={disabled || full}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
        onChange={(e) => {
          const picked = [...(e.target.files ?? [])];
          // Empty the field so the same file can be picked again after it was removed.
          e.target.value = '';
          const { photos: next, problem } = addPhotos(photos, picked, t);
          onChange(next, problem);
        }}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:font-semibold disabled:bg-slate-100"
      />
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
      {photos.length > 0 && (
        <ul aria-label={t('maintenance.photos.chosen')} className="grid grid-cols-3 gap-3">
          {photos.map((file, i) => (
            <li key={`${file.name}-${i}`} className="flex min-w-0 flex-col gap-1">
              <img
                src={previews[i]}
                alt={t('maintenance.photos.chosenAlt', { n: i + 1, name: file.name })}
                className="aspect-square w-full rounded-lg border border-slate-200 object-cover"
              />
              <Button
                variant="secondary"
                className="px-2 py-1.5"
                disabled={disabled}
                aria-label={t('maintenance.photos.removeNamed', { name: file.name })}
                onClick={() =>
                  onChange(
                    photos.filter((_, j) => j !== i),
                    null,
                  )
                }
              >
                {t('maintenance.photos.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
