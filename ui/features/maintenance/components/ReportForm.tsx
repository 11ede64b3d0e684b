import { useId, useState } from 'react';
import { DESCRIPTION_MAX, TITLE_MAX } from '@domain/maintenance/fields.ts';
import { Button } from '@/components/ui/Button.tsx';
import { ErrorSummary, emptyOf, problemsOf, useErrorSummary } from '@/components/ui/ErrorSummary.tsx';
import { ResultMessage } from '@/components/ui/ResultMessage.tsx';
import { TextArea } from '@/components/ui/TextArea.tsx';
import { SelectField } from '@/components/ui/SelectField.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import type { ReportInput } from '../api/maintenance.ts';
import { PhotoField } from './PhotoField.tsx';
import { useReportDraft } from './report-draft.ts';
import { categoryOptions } from './words.ts';

/** What is wrong, by field, and anything that belongs to no field (a daily limit, a failure). */
export type ReportErrors = Partial<
  Record<'where' | 'category' | 'title' | 'description' | 'entryNotes' | 'photos' | 'form', string>
>;

interface Props {
  /** A member reports for their own flat or a common area; a plain user has no flat, so only a common area. */
  hasFlat: boolean;
  /** The member's flat, to name it on the form once known. */
  flat?: string;
  /** Where the unsent report is kept on this browser (per signed-in person); none: only while the form is open. */
  draftKey?: string;
  busy: boolean;
  errors: ReportErrors;
  /** Resolves true when the report went through, so the form clears. */
  onSubmit: (report: ReportInput, photos: File[]) => Promise<boolean>;
  /** Problems found before sending (empty fields), or photos refused on picking: the page keeps the errors. */
  onProblems: (errors: ReportErrors) => void;
}

const FIELD_ORDER = ['where', 'category', 'title', 'description', 'entryNotes', 'photos'] as const;
const choice = 'flex min-h-11 items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2';

export function ReportForm({ hasFlat, flat, draftKey, busy, errors, onSubmit, onProblems }: Props) {
  const t = useT();
  const format = useFormat();
  const id = useId();
  const { draft, change, clear } = useReportDraft(draftKey);
  const { category, title, description, emergency, entryAllowed, entryNotes } = draft;
  const where = draft.where ?? (hasFlat ? 'flat' : 'common-area');
  const [photos, setPhotos] = useState<File[]>([]);
  const problems = problemsOf(
    FIELD_ORDER.map((name) => ({ name, id: `${id}-${name}` })),
    errors,
  );
  const summary = useErrorSummary(problems);
  const inFlat = hasFlat && where === 'flat';

  const submit = async () => {
    summary.sending();
    const empty = emptyOf(
      { category, title, description },
      {
        category: t('maintenance.rule.category'),
        title: t('maintenance.rule.title', { max: format.number(TITLE_MAX) }),
        description: t('maintenance.rule.description', { max: format.number(DESCRIPTION_MAX) }),
      },
    );
    if (Object.keys(empty).length > 0)
      return onProblems({ ...empty, ...(errors.photos ? { photos: errors.photos } : {}) });
    const report: ReportInput = {
      where: inFlat ? 'flat' : 'common-area',
      category,
      title: title.trim(),
      description: description.trim(),
      emergency,
      ...(inFlat ? { entryAllowed, ...(entryNotes.trim() !== '' ? { entryNotes: entryNotes.trim() } : {}) } : {}),
    };
    if (await onSubmit(report, photos)) {
      summary.sent();
      clear();
      setPhotos([]);
    }
  };

  return (
    <form
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {t('maintenance.report.heading')}
      </h2>
      <ErrorSummary ref={summary.ref} problems={problems} />
      <fieldset id={`${id}-where`} tabIndex={-1} className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">{t('maintenance.report.where')}</legend>
        {hasFlat ? (
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {(
              [
                ['flat', flat ? t('maintenance.report.myFlatNamed', { flat }) : t('maintenance.report.myFlat')],
                ['common-area', t('maintenance.place.commonArea')],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className={choice}>
                <input
                  type="radio"
                  name={`${id}-where`}
                  value={value}
                  checked={where === value}
                  disabled={busy}
                  onChange={() => change({ where: value })}
                  className="h-5 w-5 accent-sky-700"
                />
                <span className="text-slate-900">{label}</span>
              </label>
            ))}
          </div>
        ) : (
          <>
            <label className={choice}>
              <input
                type="radio"
                name={`${id}-where`}
                value="common-area"
                checked
                readOnly
                className="h-5 w-5 accent-sky-700"
              />
              <span className="text-slate-900">{t('maintenance.place.commonArea')}</span>
            </label>
            <p className="text-sm text-slate-600">{t('maintenance.report.noFlat')}</p>
          </>
        )}
        {errors.where && <p className="text-sm text-red-700">{errors.where}</p>}
      </fieldset>
      <SelectField
        id={`${id}-category`}
        label={t('maintenance.report.category')}
        value={category}
        disabled={busy}
        required
        onChange={(e) => change({ category: e.target.value as ReportInput['category'] })}
        empty={t('maintenance.report.chooseCategory')}
        options={categoryOptions(t)}
        error={errors.category}
      />
      <TextField
        id={`${id}-title`}
        label={t('maintenance.report.title')}
        required
        value={title}
        onChange={(e) => change({ title: e.target.value })}
        disabled={busy}
        error={errors.title}
        autoComplete="off"
        placeholder={t('maintenance.report.titlePlaceholder')}
      />
      <TextArea
        id={`${id}-description`}
        label={t('maintenance.report.description')}
        required
        rows={4}
        value={description}
        onChange={(e) => change({ description: e.target.value })}
        disabled={busy}
        error={errors.description}
        placeholder={t('maintenance.report.descriptionPlaceholder')}
      />
      <label className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 px-3 py-3">
        <input
          type="checkbox"
          checked={emergency}
          disabled={busy}
          onChange={(e) => change({ emergency: e.target.checked })}
          className="mt-0.5 h-5 w-5 shrink-0 accent-red-700"
        />
        <span>
          <span className="font-semibold text-red-900">{t('maintenance.report.emergency')}</span>
          <span className="block text-sm text-red-900">{t('maintenance.report.emergencyHint')}</span>
        </span>
      </label>
      {inFlat && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-700">{t('maintenance.report.entry')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {(
              [
                [true, t('maintenance.yes')],
                [false, t('maintenance.no')],
              ] as const
            ).map(([value, label]) => (
              <label key={label} className={choice}>
                <input
                  type="radio"
                  name={`${id}-entry`}
                  checked={entryAllowed === value}
                  disabled={busy}
                  onChange={() => change({ entryAllowed: value })}
                  className="h-5 w-5 accent-sky-700"
                />
                <span className="text-slate-900">{label}</span>
              </label>
            ))}
          </div>
          <TextArea
            id={`${id}-entryNotes`}
            label={t('maintenance.report.entryNotes')}
            rows={2}
            value={entryNotes}
            onChange={(e) => change({ entryNotes: e.target.value })}
            disabled={busy}
            error={errors.entryNotes}
            placeholder={t('maintenance.report.entryNotesPlaceholder')}
          />
        </fieldset>
      )}
      <PhotoField
        id={`${id}-photos`}
        photos={photos}
        disabled={busy}
        error={errors.photos}
        onChange={(next, problem) => {
          setPhotos(next);
          const { photos: _, ...others } = errors;
          onProblems(problem ? { ...others, photos: problem } : others);
        }}
      />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button type="submit" disabled={busy} className="min-h-11">
          {busy ? t('maintenance.sending') : t('maintenance.report.send')}
        </Button>
        {errors.form && <ResultMessage ok={false}>{errors.form}</ResultMessage>}
      </div>
    </form>
  );
}
