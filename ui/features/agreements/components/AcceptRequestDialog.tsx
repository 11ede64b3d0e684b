import { useState } from 'react';
import type { AgreementDto } from '@contract/agreements';
import { MAX_TERM_MONTHS } from '@domain/agreements/terms.ts';
import { MAX_RENT } from '@domain/apartments/apartment.ts';
import { addMonths, monthsFrom } from '@domain/shared/month.ts';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog.tsx';
import { SelectField } from '@/components/ui/SelectField.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import { Taka } from '@/components/ui/Taka.tsx';
import { useFormat, useT, type Translate } from '@/lib/i18n/intl.tsx';
import { RULE_WORDS, sayRule } from '@/lib/server-words.ts';
import { typedWholeNumber } from '@/lib/typed-number.ts';

/** The terms as the admin types them: months as YYYY-MM ("" for no end), amounts as typed. */
export interface TermsDraft {
  readonly startMonth: string;
  readonly endMonth: string;
  readonly rent: string;
  readonly advanceMonths: string;
  readonly deposit: string;
}

/** The terms the server is sent, checked by the same rules it applies. */
export interface AcceptedTerms {
  readonly startMonth?: string;
  readonly endMonth?: string;
  readonly rent: number;
  readonly advanceMonths: number;
  readonly deposit: number;
}

type TermsField = 'endMonth' | 'rent' | 'advanceMonths' | 'deposit';

/** A new draft for a request: the start month offered, the flat's rent, and nothing else. */
export const termsDraft = (agreement: AgreementDto, startMonth: string): TermsDraft => ({
  startMonth,
  endMonth: '',
  rent: String(agreement.rent),
  advanceMonths: '0',
  deposit: '0',
});

/** How far ahead an end month may be picked: ten years from the start. */
const END_CHOICES = 120;

/** The draft checked as the domain checks it (`leaseTerms`): the terms, or each field's problem. */
export function checkTerms(draft: TermsDraft): { terms?: AcceptedTerms; problems: Partial<Record<TermsField, true>> } {
  const problems: Partial<Record<TermsField, true>> = {};
  const rent = typedWholeNumber(draft.rent);
  if (rent === null || rent < 1 || rent > MAX_RENT) problems.rent = true;
  if (draft.endMonth !== '' && draft.startMonth !== '' && draft.endMonth < draft.startMonth) problems.endMonth = true;
  const length =
    draft.endMonth !== '' && draft.startMonth !== '' && !problems.endMonth
      ? monthsFrom(draft.startMonth, draft.endMonth).length
      : MAX_TERM_MONTHS;
  const advance = typedWholeNumber(draft.advanceMonths);
  if (advance === null || advance < 0 || advance > Math.min(MAX_TERM_MONTHS, length)) problems.advanceMonths = true;
  const deposit = typedWholeNumber(draft.deposit);
  if (deposit === null || deposit < 0 || deposit > (rent ?? 0) * MAX_TERM_MONTHS) problems.deposit = true;
  if (Object.keys(problems).length > 0) return { problems };
  return {
    problems,
    terms: {
      ...(draft.startMonth ? { startMonth: draft.startMonth } : {}),
      ...(draft.endMonth ? { endMonth: draft.endMonth } : {}),
      rent: rent!,
      advanceMonths: advance!,
      deposit: deposit!,
    },
  };
}

interface Props {
  /** The request being accepted; none: the dialog is closed. */
  agreement: AgreementDto | null;
  /** The lease's terms as typed so far; the start month one of the request's `startMonths`. */
  draft: TermsDraft;
  onDraftChange: (draft: TermsDraft) => void;
  onConfirm: (terms: AcceptedTerms) => void;
  onCancel: () => void;
}

export const acceptQuestion = (t: Translate, number: (n: number) => string, a: AgreementDto) =>
  t('agreements.acceptQuestion', { name: a.userName, block: a.block, floor: number(a.floor), number: a.number });

/**
 * Accepting someone who still owes rent from an earlier lease says how much first, so nobody is taken back unwarned.
 * Accepting asks for the lease's terms: when it starts (any month from the one the request was made in to next
 * month, this month unless the admin says otherwise), when it ends (none unless picked), the monthly rent (the
 * flat's unless changed), the months of rent paid ahead and the security deposit. Each is checked by the server's
 * rules before sending, its problem said beside it. The start month takes the first focus, so Enter never accepts
 * unseen.
 */
export function AcceptRequestDialog({ agreement, draft, onDraftChange, onConfirm, onCancel }: Props) {
  const t = useT();
  const format = useFormat();
  const [problems, setProblems] = useState<Partial<Record<TermsField, true>>>({});
  const months = agreement?.startMonths ?? [];
  const say = (field: TermsField) =>
    problems[field] ? sayRule(RULE_WORDS.leaseTerms[field], t, format.number) : undefined;
  const change = (field: keyof TermsDraft, value: string) => {
    onDraftChange({ ...draft, [field]: value });
    if (field !== 'startMonth') setProblems(({ [field]: _fixed, ...rest }) => rest);
  };
  const endChoices = draft.startMonth ? monthsFrom(draft.startMonth, addMonths(draft.startMonth, END_CHOICES - 1)) : [];
  const confirm = () => {
    const checked = checkTerms(draft);
    setProblems(checked.problems);
    if (checked.terms) onConfirm(checked.terms);
  };
  const cancel = () => {
    setProblems({});
    onCancel();
  };
  return (
    <ConfirmDialog
      open={agreement !== null}
      title={agreement ? t('agreements.acceptName', { name: agreement.userName }) : t('agreements.acceptRequest')}
      message={agreement ? acceptQuestion(t, format.number, agreement) : ''}
      confirmLabel={t('agreements.accept')}
      tone="positive"
      onConfirm={confirm}
      onCancel={cancel}
    >
      {agreement && (agreement.owed ?? 0) > 0 && (
        <p className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
          {t('agreements.owesWarning', { name: agreement.userName, amount: <Taka amount={agreement.owed!} /> })}
        </p>
      )}
      {Object.keys(problems).length > 0 && (
        <p role="alert" className="font-medium text-red-700">
          {t('agreements.terms.fixProblems')}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {months.length > 0 && (
          <SelectField
            label={t('agreements.leaseStarts')}
            value={draft.startMonth}
            onChange={(e) => change('startMonth', e.target.value)}
            options={months.map((month) => ({ value: month, label: format.month(month) }))}
            hint={t('agreements.monthsHint', { first: format.month(months[0]!), last: format.month(months.at(-1)!) })}
          />
        )}
        <SelectField
          label={t('agreements.terms.endMonth')}
          value={draft.endMonth}
          onChange={(e) => change('endMonth', e.target.value)}
          empty={t('agreements.terms.noEnd')}
          options={endChoices.map((month) => ({ value: month, label: format.month(month) }))}
          hint={t('agreements.terms.endHint')}
          error={say('endMonth')}
        />
        <TextField
          label={t('agreements.terms.rent')}
          inputMode="numeric"
          value={draft.rent}
          onChange={(e) => change('rent', e.target.value)}
          aria-describedby={agreement ? 'terms-rent-hint' : undefined}
          error={say('rent')}
        />
        <TextField
          label={t('agreements.terms.advanceMonths')}
          inputMode="numeric"
          value={draft.advanceMonths}
          onChange={(e) => change('advanceMonths', e.target.value)}
          error={say('advanceMonths')}
        />
        <TextField
          label={t('agreements.terms.deposit')}
          inputMode="numeric"
          value={draft.deposit}
          onChange={(e) => change('deposit', e.target.value)}
          error={say('deposit')}
        />
      </div>
      {agreement && (
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-600">
          <li id="terms-rent-hint">{t('agreements.terms.rentHint', { rent: format.number(agreement.rent) })}</li>
          <li>{t('agreements.terms.advanceHint')}</li>
          <li>{t('agreements.terms.depositHint')}</li>
        </ul>
      )}
    </ConfirmDialog>
  );
}
