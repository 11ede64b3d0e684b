import { useId, useState } from 'react';
import type { RentScheduleDto } from '@contract/building';
import { isDomainError } from '@domain/shared/errors.ts';
import { reminderSchedule, type ReminderSchedule } from '@domain/notifications/reminders.ts';
import { Button } from '@/components/ui/Button.tsx';
import { ResultMessage } from '@/components/ui/ResultMessage.tsx';
import { ErrorSummary, problemsOf, useErrorSummary } from '@/components/ui/ErrorSummary.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import type { RentScheduleField } from '../api/rent-schedule.ts';
import type { MessageId } from '@/i18n/en/index.ts';
import { useT, type Translate } from '@/lib/i18n/intl.tsx';

export type RentScheduleFormErrors = Partial<Record<RentScheduleField | 'form', string>>;

interface Props {
  schedule: RentScheduleDto;
  busy: boolean;
  /** What the server refused; the form adds what it finds wrong before sending. */
  errors: RentScheduleFormErrors;
  onSubmit: (input: RentScheduleDto) => void;
}

/** Each field with the message ids of its label, its hint and the rule it breaks. */
const FIELDS: readonly { field: RentScheduleField; label: MessageId; hint: MessageId; rule: MessageId }[] = [
  {
    field: 'dueDay',
    label: 'building.schedule.dueDay',
    hint: 'building.schedule.dueDayHint',
    rule: 'building.schedule.dueDayRule',
  },
  {
    field: 'daysBefore',
    label: 'building.schedule.daysBefore',
    hint: 'building.schedule.daysBeforeHint',
    rule: 'building.schedule.daysBeforeRule',
  },
  {
    field: 'daysAfter',
    label: 'building.schedule.daysAfter',
    hint: 'building.schedule.daysAfterHint',
    rule: 'building.schedule.daysAfterRule',
  },
];

/** A whole number as typed (digits only), or NaN, which the rules refuse. A reminder of 0 days is no reminder. */
const whole = (text: string): number => (/^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
const reminder = (text: string): number | null => (whole(text) === 0 ? null : whole(text));

const asText = (s: RentScheduleDto): Record<RentScheduleField, string> => ({
  dueDay: String(s.dueDay),
  daysBefore: String(s.daysBefore ?? 0),
  daysAfter: String(s.daysAfter ?? 0),
});

/** The schedule as typed, or each rule it breaks by field, in the words the server uses (in the reader's language). */
function check(
  values: Record<RentScheduleField, string>,
  t: Translate,
): { schedule: ReminderSchedule } | { problems: RentScheduleFormErrors } {
  try {
    return {
      schedule: reminderSchedule({
        dueDay: whole(values.dueDay),
        daysBefore: reminder(values.daysBefore),
        daysAfter: reminder(values.daysAfter),
      }),
    };
  } catch (error) {
    if (isDomainError(error) && error.fields) {
      const broken = error.fields;
      return {
        problems: Object.fromEntries(
          FIELDS.filter(({ field }) => broken[field]).map(({ field, rule }) => [field, t(rule)]),
        ),
      };
    }
    throw error;
  }
}

/**
 * The day rent is due each month and the reminders around it. Members are always reminded on the due day; the early
 * and overdue reminders may each be switched off with 0. Problems show beside each field and in the summary at the
 * top, which takes focus.
 */
export function RentScheduleForm({ schedule, busy, errors, onSubmit }: Props) {
  const [values, setValues] = useState(() => asText(schedule));
  const [found, setFound] = useState<RentScheduleFormErrors | null>(null);
  const id = useId();
  const t = useT();
  const shown = found ?? errors;
  const problems = problemsOf(
    FIELDS.map(({ field }) => ({ name: field, id: `${id}-${field}` })),
    shown,
  );
  const summary = useErrorSummary(problems);

  const submit = () => {
    summary.sending();
    const checked = check(values, t);
    if ('problems' in checked) return setFound(checked.problems);
    setFound(null);
    onSubmit({ ...checked.schedule, version: schedule.version });
  };

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      className="grid grid-cols-1 gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-6"
    >
      <div className="col-span-full flex flex-col gap-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {t('building.schedule.title')}
        </h2>
        <p className="text-sm text-slate-700">{t('building.schedule.intro')}</p>
      </div>
      <ErrorSummary ref={summary.ref} problems={problems} />
      {FIELDS.map(({ field, label, hint }) => (
        <div key={field} className="flex flex-col gap-1">
          <TextField
            id={`${id}-${field}`}
            label={t(label)}
            name={field}
            required
            inputMode="numeric"
            value={values[field]}
            onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
            disabled={busy}
            error={shown[field]}
            aria-describedby={`${id}-${field}-hint`}
          />
          <p id={`${id}-${field}-hint`} className="text-sm text-slate-600">
            {t(hint)}
          </p>
        </div>
      ))}
      <div className="col-span-full flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button type="submit" disabled={busy}>
          {busy ? t('common.saving') : t('building.schedule.save')}
        </Button>
        {errors.form && <ResultMessage ok={false}>{errors.form}</ResultMessage>}
      </div>
    </form>
  );
}
