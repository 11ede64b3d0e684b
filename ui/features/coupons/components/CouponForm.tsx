import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { ResultMessage } from '../../../components/ui/ResultMessage.tsx';
import type { CouponInput } from '../api/coupons.ts';

interface Props {
  busy: boolean;
  result: { ok: boolean; text: string } | null;
  /** Resolves true when the coupon was added, so the form clears. */
  onSubmit: (input: CouponInput) => Promise<boolean>;
}

/**
 * The discount goes out as a JSON number only when it is written in plain digits; anything else ("1e2", which a
 * number field takes as 100) goes as null, which the server refuses with its reason, rather than as a number the admin
 * never wrote.
 */
const percentOf = (text: string): number | null => (/^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : null);

/** SPEC section 5: all three fields required, no numeric bounds in the client (the server checks 1-100). */
export function CouponForm({ busy, result, onSubmit }: Props) {
  const [code, setCode] = useState('');
  const [discount, setDiscount] = useState('');
  const [description, setDescription] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onSubmit({ code: code.trim(), discountPercentage: percentOf(discount), description: description.trim() })) {
      setCode('');
      setDiscount('');
      setDescription('');
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-6">
      <TextField label="Coupon Code" name="code" required value={code} onChange={(e) => setCode(e.target.value)} disabled={busy} autoComplete="off" />
      <TextField label="Discount %" name="discountPercentage" type="number" required value={discount} onChange={(e) => setDiscount(e.target.value)} disabled={busy} />
      <TextField label="Description" name="description" required value={description} onChange={(e) => setDescription(e.target.value)} disabled={busy} className="sm:col-span-2" />
      <div className="flex flex-col gap-2 sm:col-span-2 sm:flex-row sm:items-center">
        <Button type="submit" disabled={busy}>
          {busy ? 'Adding...' : 'Add Coupon'}
        </Button>
        {result && <ResultMessage ok={result.ok}>{result.text}</ResultMessage>}
      </div>
    </form>
  );
}
