import { useId, useState, type FormEvent } from 'react';
import type { AnnouncementField } from '@domain/announcements/announcement.ts';
import { Button } from '@/components/ui/Button.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import { TextArea } from '@/components/ui/TextArea.tsx';
import { ResultMessage } from '@/components/ui/ResultMessage.tsx';
import { ErrorSummary, emptyOf, problemsOf, useErrorSummary } from '@/components/ui/ErrorSummary.tsx';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import { RULE_WORDS, sayRule } from '@/lib/server-words.ts';
import type { AnnouncementInput } from '../api/announcements.ts';

/** What is wrong, by field, and anything that belongs to no field. */
export type AnnouncementErrors = Partial<Record<AnnouncementField | 'form', string>>;

interface Props {
  /** The words to start from: empty for a new announcement. */
  initial?: AnnouncementInput;
  /** The button's words, and its words while the answer is awaited. */
  action: { label: string; busyLabel: string };
  busy: boolean;
  /** The outcome of the last successful send: shown under the button. */
  done?: string | null;
  /** Resolves true when the send went through (a new form then clears itself), or what was wrong with it. */
  onSubmit: (input: AnnouncementInput) => Promise<true | AnnouncementErrors>;
  /** Offered while editing: puts the announcement back as it was. */
  onCancel?: () => void;
}

/**
 * Title and description, both required: an empty one is named at once, in the same words the server uses, beside
 * its field and in the summary at the top, which takes focus.
 */
export function AnnouncementForm({ initial, action, busy, done, onSubmit, onCancel }: Props) {
  const [values, setValues] = useState<AnnouncementInput>(initial ?? { title: '', description: '' });
  const [errors, setErrors] = useState<AnnouncementErrors>({});
  const id = useId();
  const t = useT();
  const format = useFormat();
  const fields = [
    { name: 'title', id: `${id}-title` },
    { name: 'description', id: `${id}-description` },
  ] as const;
  const problems = problemsOf(fields, errors);
  const summary = useErrorSummary(problems);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    summary.sending();
    const empty = emptyOf(values, {
      title: sayRule(RULE_WORDS.announcement.title, t, format.number),
      description: sayRule(RULE_WORDS.announcement.description, t, format.number),
    });
    setErrors(empty);
    if (Object.keys(empty).length > 0) return;
    const answer = await onSubmit({ title: values.title.trim(), description: values.description.trim() });
    if (answer === true) {
      summary.sent();
      if (!initial) setValues({ title: '', description: '' });
    } else {
      setErrors(answer);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <ErrorSummary ref={summary.ref} problems={problems} />
      <TextField
        id={fields[0].id}
        label={t('announcements.formTitle')}
        name="title"
        required
        value={values.title}
        onChange={(e) => setValues((v) => ({ ...v, title: e.target.value }))}
        disabled={busy}
        error={errors.title}
      />
      <TextArea
        id={fields[1].id}
        label={t('announcements.description')}
        name="description"
        required
        rows={5}
        value={values.description}
        onChange={(e) => setValues((v) => ({ ...v, description: e.target.value }))}
        disabled={busy}
        error={errors.description}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? action.busyLabel : action.label}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('announcements.cancel')}
          </Button>
        )}
      </div>
      {errors.form && <ResultMessage ok={false}>{errors.form}</ResultMessage>}
      {done && !errors.form && <ResultMessage ok>{done}</ResultMessage>}
    </form>
  );
}
