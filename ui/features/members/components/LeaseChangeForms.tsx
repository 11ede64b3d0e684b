import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { LeaseChangesDto } from '@contract/agreements';
import { MAX_RENT } from '@domain/apartments/apartment.ts';
import { MAX_RISE_PERCENT, raisedRent } from '@domain/agreements/rent-change.ts';
import { addMonths, monthsFrom } from '@domain/shared/month.ts';
import { Button } from '@/components/ui/Button.tsx';
import { ErrorSummary, problemsOf, useErrorSummary } from '@/components/ui/ErrorSummary.tsx';
import { SelectField } from '@/components/ui/SelectField.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import { Taka } from '@/components/ui/Taka.tsx';
import { fieldErrorsOf } from '@/lib/api-client.ts';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import { RULE_WORDS, sayRule } from '@/lib/server-words.ts';
import { useOfferRenewal, useScheduleRentChange } from '../api/lease-changes.ts';

const whole = (text: string): number | undefined => (/^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : undefined);
const isRent = (n: number | undefined): n is number =>
  n !== undefined && Number.isInteger(n) && n >= 1 && n <= MAX_RENT;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The months a new rent may start from: from the first allowed to two years on, never after the lease's end. */
const changeMonths = (lease: LeaseChangesDto) => {
  const last = addMonths(lease.firstMonth, 23);
  return monthsFrom(lease.firstMonth, lease.termEndMonth && lease.termEndMonth < last ? lease.termEndMonth : last);
};

/** The admin sets a new rent by a rise in percent or as a new amount, from a month with a month's notice. */
export function RentChangeForm({ lease }: { lease: LeaseChangesDto }) {
  const t = useT();
  const format = useFormat();
  const schedule = useScheduleRentChange(lease.leaseId);
  const months = changeMonths(lease);
  const [by, setBy] = useState<'percent' | 'amount'>('percent');
  const [value, setValue] = useState('');
  const [month, setMonth] = useState(months[0] ?? '');
  const [problems, setProblems] = useState<{ value?: string; effectiveMonth?: string }>({});
  const ids = { value: useId(), effectiveMonth: useId() };
  const listed = problemsOf(
    [
      { name: 'value', id: ids.value },
      { name: 'effectiveMonth', id: ids.effectiveMonth },
    ],
    problems,
  );
  const summary = useErrorSummary(listed);
  const typed = whole(value);
  const rent = by === 'percent' ? (typed === undefined ? undefined : raisedRent(lease.rent, typed)) : typed;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const percentOk = by === 'amount' || (typed !== undefined && Math.abs(typed) <= MAX_RISE_PERCENT);
    const found = {
      ...(!percentOk
        ? { value: t('leaseChanges.rule.percent', { max: format.number(MAX_RISE_PERCENT) }) }
        : !isRent(rent)
          ? { value: sayRule(RULE_WORDS.rentChange.rent, t, format.number) }
          : {}),
      ...(month ? {} : { effectiveMonth: sayRule(RULE_WORDS.rentChange.effectiveMonth, t, format.number) }),
    };
    summary.sending();
    setProblems(found);
    if (Object.keys(found).length > 0 || !isRent(rent)) return;
    try {
      await schedule.mutateAsync({ rent, effectiveMonth: month });
      toast.success(t('leaseChanges.scheduledToast', { month: format.month(month) }));
      setValue('');
    } catch (error) {
      const fields = fieldErrorsOf<'rent' | 'effectiveMonth'>(error);
      if (fields.rent || fields.effectiveMonth)
        setProblems({
          ...(fields.rent ? { value: fields.rent } : {}),
          ...(fields.effectiveMonth ? { effectiveMonth: fields.effectiveMonth } : {}),
        });
      else toast.error(t('leaseChanges.scheduleFailed', { message: messageOf(error) }));
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3" aria-labelledby="change-rent">
      <h3 id="change-rent" className="text-base font-semibold text-slate-900">
        {t('leaseChanges.changeRent')}
      </h3>
      <ErrorSummary ref={summary.ref} problems={listed} />
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1 text-sm font-medium text-slate-700">{t('leaseChanges.by')}</legend>
        {(['percent', 'amount'] as const).map((choice) => (
          <label key={choice} className="flex min-h-11 items-center gap-2">
            <input type="radio" name="rent-by" checked={by === choice} onChange={() => setBy(choice)} />
            {choice === 'percent' ? t('leaseChanges.byPercent') : t('leaseChanges.byAmount')}
          </label>
        ))}
      </fieldset>
      <TextField
        id={ids.value}
        label={by === 'percent' ? t('leaseChanges.percent') : t('leaseChanges.amount')}
        inputMode="decimal"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={problems.value}
      />
      {by === 'percent' && isRent(rent) && (
        <p className="text-sm text-slate-700" aria-live="polite">
          {t('leaseChanges.newRentIs', { amount: <Taka key="r" amount={rent} /> })}
        </p>
      )}
      <SelectField
        id={ids.effectiveMonth}
        label={t('leaseChanges.effectiveMonth')}
        hint={t('leaseChanges.effectiveHint')}
        options={months.map((m) => ({ value: m, label: format.month(m) }))}
        value={month}
        onChange={(e) => setMonth(e.target.value)}
        error={problems.effectiveMonth}
      />
      <Button type="submit" disabled={schedule.isPending} className="self-start">
        {schedule.isPending ? t('leaseChanges.scheduling') : t('leaseChanges.schedule')}
      </Button>
    </form>
  );
}

/** The admin offers a later end month, and the rent from the month after the current end. */
export function RenewalForm({ lease, end }: { lease: LeaseChangesDto; end: string }) {
  const t = useT();
  const format = useFormat();
  const offer = useOfferRenewal(lease.leaseId);
  const ends = monthsFrom(addMonths(end, 1), addMonths(end, 36));
  const [endMonth, setEndMonth] = useState(addMonths(end, 12));
  const [value, setValue] = useState(String(lease.rent));
  const [problems, setProblems] = useState<{ rent?: string; endMonth?: string }>({});
  const ids = { endMonth: useId(), rent: useId() };
  const listed = problemsOf(
    [
      { name: 'endMonth', id: ids.endMonth },
      { name: 'rent', id: ids.rent },
    ],
    problems,
  );
  const summary = useErrorSummary(listed);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const rent = whole(value);
    summary.sending();
    if (!isRent(rent)) return setProblems({ rent: sayRule(RULE_WORDS.renewal.rent, t, format.number) });
    setProblems({});
    try {
      await offer.mutateAsync({ endMonth, rent });
      toast.success(t('leaseChanges.offerSent', { month: format.month(endMonth) }));
    } catch (error) {
      const fields = fieldErrorsOf<'rent' | 'endMonth'>(error);
      if (fields.rent || fields.endMonth) setProblems(fields);
      else toast.error(t('leaseChanges.offerFailed', { message: messageOf(error) }));
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3" aria-labelledby="offer-renewal">
      <h3 id="offer-renewal" className="text-base font-semibold text-slate-900">
        {t('leaseChanges.offerRenewal')}
      </h3>
      <ErrorSummary ref={summary.ref} problems={listed} />
      <SelectField
        id={ids.endMonth}
        label={t('leaseChanges.renewalEnd')}
        options={ends.map((m) => ({ value: m, label: format.month(m) }))}
        value={endMonth}
        onChange={(e) => setEndMonth(e.target.value)}
        error={problems.endMonth}
      />
      <TextField
        id={ids.rent}
        label={t('leaseChanges.renewalRent', { month: format.month(addMonths(end, 1)) })}
        inputMode="numeric"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={problems.rent}
      />
      <Button type="submit" disabled={offer.isPending} className="self-start">
        {offer.isPending ? t('leaseChanges.sending') : t('leaseChanges.sendOffer')}
      </Button>
    </form>
  );
}
