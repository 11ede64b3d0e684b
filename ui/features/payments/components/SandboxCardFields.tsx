import { TextField } from '@/components/ui/TextField.tsx';

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

interface Props {
  value: CardFields;
  onChange: (value: CardFields) => void;
  disabled?: boolean;
}

/** The sandbox provider's card form (number, MM/YY, CVC), standing in for Stripe's Card Element. */
export function SandboxCardFields({ value, onChange, disabled }: Props) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-slate-300 bg-slate-50 p-4" disabled={disabled}>
      <legend className="px-1 text-sm font-semibold text-slate-800">Card details</legend>
      <TextField
        label="Card number"
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
          label="Expiry (MM/YY)"
          name="cc-exp"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          required
          value={value.expiry}
          onChange={(e) => onChange({ ...value, expiry: formatExpiry(e.target.value) })}
        />
        <TextField
          label="CVC"
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          required
          value={value.cvc}
          onChange={(e) => onChange({ ...value, cvc: e.target.value.replace(/\D/g, '').slice(0, 4) })}
        />
      </div>
      <p className="text-xs text-slate-600">
        Test mode: 4242 4242 4242 4242 with any future date and any CVC is accepted.
      </p>
    </fieldset>
  );
}
