import { useId, type Ref } from 'react';
import { TextField } from '@/components/ui/TextField.tsx';
import { ErrorSummary, problemsOf } from '@/components/ui/ErrorSummary.tsx';
import { useT, type Translate } from '@/lib/i18n/intl.tsx';

export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
}

export const EMPTY_CARD: CardFields = { number: '', expiry: '', cvc: '' };

/** "4242424242424242" -> "4242 4242 4242 4242", as printed on the card. */
export const groupCardNumber = (text: string) =>
  text
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** Typing "1230" gives "12/30": the slash appears by itself. */
export function formatExpiry(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export type CardErrors = Partial<Record<keyof CardFields, string>>;

/**
 * What is missing or malformed before anything is sent, in the words a card holder reads; whether the card itself is
 * good is the provider's to say.
 */
export function cardProblems({ number, expiry, cvc }: CardFields, t: Translate, now = new Date()): CardErrors {
  const problems: CardErrors = {};
  const digits = number.replace(/\s/g, '');
  if (digits === '') problems.number = t('payments.enterNumber');
  else if (!/^\d{12,19}$/.test(digits)) problems.number = t('payments.numberAsPrinted');
  const [, mm, yy] = /^(\d{2})\/(\d{2})$/.exec(expiry) ?? [];
  if (expiry === '') problems.expiry = t('payments.enterExpiry');
  else if (!mm || !yy || Number(mm) < 1 || Number(mm) > 12) {
    problems.expiry = t('payments.expiryFormat');
  } else if (
    2000 + Number(yy) < now.getFullYear() ||
    (2000 + Number(yy) === now.getFullYear() && Number(mm) < now.getMonth() + 1)
  ) {
    problems.expiry = t('payments.expired');
  }
  if (cvc === '') problems.cvc = t('payments.enterCvc');
  else if (!/^\d{3,4}$/.test(cvc)) problems.cvc = t('payments.cvcFormat');
  return problems;
}

interface Props {
  value: CardFields;
  onChange: (value: CardFields) => void;
  disabled?: boolean;
  /** What is wrong with each field, after Pay was pressed. */
  errors?: CardErrors;
  /** The summary of those problems, which takes focus. */
  summaryRef?: Ref<HTMLElement>;
}

/** The sandbox provider's card form (number, MM/YY, CVC), standing in for Stripe's Card Element. */
export function SandboxCardFields({ value, onChange, disabled, errors = {}, summaryRef }: Props) {
  const id = useId();
  const t = useT();
  const problems = problemsOf(
    (['number', 'expiry', 'cvc'] as const).map((name) => ({ name, id: `${id}-${name}` })),
    errors,
  );
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-slate-300 bg-slate-50 p-4" disabled={disabled}>
      <legend className="px-1 text-sm font-semibold text-slate-800">{t('payments.cardDetails')}</legend>
      <ErrorSummary ref={summaryRef ?? null} problems={problems} />
      <TextField
        id={`${id}-number`}
        error={errors.number}
        label={t('payments.cardNumber')}
        name="cardnumber"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        required
        value={value.number}
        onChange={(e) => onChange({ ...value, number: groupCardNumber(e.target.value) })}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id={`${id}-expiry`}
          error={errors.expiry}
          label={t('payments.expiry')}
          name="cc-exp"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('payments.expiryPlaceholder')}
          required
          value={value.expiry}
          onChange={(e) => onChange({ ...value, expiry: formatExpiry(e.target.value) })}
        />
        <TextField
          id={`${id}-cvc`}
          error={errors.cvc}
          label={t('payments.cvc')}
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          required
          value={value.cvc}
          onChange={(e) => onChange({ ...value, cvc: e.target.value.replace(/\D/g, '').slice(0, 4) })}
        />
      </div>
      <p className="text-xs text-slate-600">{t('payments.testMode')}</p>
    </fieldset>
  );
}
