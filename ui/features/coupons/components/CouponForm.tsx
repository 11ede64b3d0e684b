import { useId, useState, type FormEvent } from 'react';
import type { CouponField } from '@domain/coupons/coupon.ts';
import { Button } from '@/components/ui/Button.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import { ResultMessage } from '@/components/ui/ResultMessage.tsx';
import { ErrorSummary, emptyOf, problemsOf, useErrorSummary } from '@/components/ui/ErrorSummary.tsx';
import type { CouponInput, CouponLimit } from '../api/coupons.ts';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import { RULE_WORDS, sayRule } from '@/lib/server-words.ts';
import { LIMIT_HINTS, LIMIT_LABELS } from './coupon-words.ts';

/** What is wrong, by field, and anything that belongs to no field. */
export type CouponErrors = Partial<Record<CouponField | 'form', string>>;

interface Props {
  busy: boolean;
  /** The outcome of the last coupon added: shown under the button. */
  done: string | null;
  /** Resolves true when the coupon was added (the form then clears), or what was wrong with it. */
  onSubmit: (input: CouponInput) => Promise<true | CouponErrors>;
}

/**
 * The discount goes out as a JSON number only when it is written in plain digits; anything else ("1e2", which a
 * number field takes as 100) goes as null, which the server refuses with its reason, rather than as a number the admin
 * never wrote.
 */
const percentOf = (text: string): number | null => (/^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : null);

/**
 * Code, discount and description are required: an empty one is named at once, beside its field and in the summary at
 * the top. No numeric bounds in the client (the server checks 1-100 and answers beside the field). A coupon is once
 * per member unless the admin says every month; without an expiry day it never expires (the server refuses a day
 * already past).
 */
export function CouponForm({ busy, done, onSubmit }: Props) {
  const t = useT();
  const format = useFormat();
  const [code, setCode] = useState('');
  const [discount, setDiscount] = useState('');
  const [description, setDescription] = useState('');
  const [limit, setLimit] = useState<CouponLimit>('once-per-member');
  const [expiresOn, setExpiresOn] = useState('');
  const [errors, setErrors] = useState<CouponErrors>({});
  const limitName = useId();
  const expiryHint = useId();
  const id = useId();
  const fields = (['code', 'discountPercentage', 'description', 'expiresOn'] as const).map((name) => ({
    name,
    id: `${id}-${name}`,
  }));
  const problems = problemsOf(fields, errors);
  const summary = useErrorSummary(problems);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    summary.sending();
    // An empty field is named in the words the server uses for its rule.
    const rule = (field: 'code' | 'discountPercentage' | 'description') =>
      sayRule(RULE_WORDS.coupon[field], t, format.number);
    const empty = emptyOf(
      { code, discountPercentage: discount, description },
      { code: rule('code'), discountPercentage: rule('discountPercentage'), description: rule('description') },
    );
    setErrors(empty);
    if (Object.keys(empty).length > 0) return;
    const input: CouponInput = {
      code: code.trim(),
      discountPercentage: percentOf(discount),
      description: description.trim(),
      limit,
      ...(expiresOn ? { expiresOn } : {}),
    };
    const answer = await onSubmit(input);
    if (answer !== true) {
      setErrors(answer);
    } else {
      summary.sent();
      setCode('');
      setDiscount('');
      setDescription('');
      setLimit('once-per-member');
      setExpiresOn('');
    }
  };
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-6"
    >
      <ErrorSummary ref={summary.ref} problems={problems} />
      <TextField
        id={fields[0]!.id}
        error={errors.code}
        label={t('coupons.codeLabel')}
        name="code"
        required
        value={code}
        onChange={(e) => setCode(e.target.value)}
        disabled={busy}
        autoComplete="off"
      />
      <TextField
        id={fields[1]!.id}
        error={errors.discountPercentage}
        label={t('coupons.discountLabel')}
        name="discountPercentage"
        type="number"
        required
        value={discount}
        onChange={(e) => setDiscount(e.target.value)}
        disabled={busy}
      />
      <TextField
        id={fields[2]!.id}
        error={errors.description}
        label={t('coupons.description')}
        name="description"
        required
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        disabled={busy}
        className="sm:col-span-2"
      />
      <fieldset className="flex flex-col gap-2" disabled={busy}>
        <legend className="mb-1 text-sm font-medium text-slate-700">{t('coupons.useLimit')}</legend>
        {(Object.keys(LIMIT_LABELS) as CouponLimit[]).map((value) => (
          <div key={value} className="flex items-start gap-2 text-sm">
            <input
              id={`${limitName}-${value}`}
              type="radio"
              name={limitName}
              value={value}
              checked={limit === value}
              onChange={() => setLimit(value)}
              aria-describedby={`${limitName}-${value}-hint`}
              className="mt-0.5 h-4 w-4 shrink-0 accent-sky-700"
            />
            <div>
              <label htmlFor={`${limitName}-${value}`} className="font-medium text-slate-800">
                {t(LIMIT_LABELS[value])}
              </label>
              <p id={`${limitName}-${value}-hint`} className="text-slate-600">
                {t(LIMIT_HINTS[value])}
              </p>
            </div>
          </div>
        ))}
      </fieldset>
      <div className="flex flex-col gap-1">
        <TextField
          id={fields[3]!.id}
          error={errors.expiresOn}
          label={t('coupons.expiresOn')}
          name="expiresOn"
          type="date"
          value={expiresOn}
          onChange={(e) => setExpiresOn(e.target.value)}
          disabled={busy}
          aria-describedby={expiryHint}
        />
        <p id={expiryHint} className="text-sm text-slate-600">
          {t('coupons.expiryHint')}
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:col-span-2 sm:flex-row sm:items-center">
        <Button type="submit" disabled={busy}>
          {busy ? t('coupons.adding') : t('coupons.add')}
        </Button>
        {errors.form && <ResultMessage ok={false}>{errors.form}</ResultMessage>}
        {done && !errors.form && <ResultMessage ok>{done}</ResultMessage>}
      </div>
    </form>
  );
}
