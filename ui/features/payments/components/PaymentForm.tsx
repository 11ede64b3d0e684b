import { Taka } from '../../../components/ui/Taka.tsx';
import type { FormEvent, ReactNode } from 'react';
import type { AgreementDto } from '../../../../adapters/http/contract.ts';
import { totalPaid } from '../../../../domain/payment.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { ReadOnlyField } from '../../../components/ui/ReadOnlyField.tsx';
import { PaymentMessage } from './PaymentMessage.tsx';

export interface PaymentFormProps {
  email: string;
  agreement: AgreementDto;
  discount: number;
  couponCode: string;
  onCouponCodeChange: (code: string) => void;
  onApplyCoupon: () => void;
  applyingCoupon: boolean;
  month: string;
  onMonthChange: (month: string) => void;
  /** The picked month when it is already paid: Pay Now is then off. */
  paidMonth: string | null;
  /** The provider's card input (sandbox form or Stripe's Card Element). */
  cardInput: ReactNode;
  canPay: boolean;
  paying: boolean;
  message: string | null;
  onSubmit: () => void;
}

export function PaymentForm(p: PaymentFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    p.onSubmit();
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" aria-busy={p.paying}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <ReadOnlyField label="Email" className="sm:col-span-2">
          {p.email}
        </ReadOnlyField>
        <ReadOnlyField label="Floor">{p.agreement.floor}</ReadOnlyField>
        <ReadOnlyField label="Block">{p.agreement.block}</ReadOnlyField>
        <ReadOnlyField label="Room">{p.agreement.number}</ReadOnlyField>
        <ReadOnlyField label="Rent">
          <Taka amount={p.agreement.rent} />
        </ReadOnlyField>
      </dl>
      {p.discount > 0 && (
        <p className="rounded-lg bg-green-50 px-4 py-3 font-semibold text-green-900">
          Discounted Rent: <Taka amount={totalPaid(p.agreement.rent, p.discount)} />
        </p>
      )}
      <div className="flex items-end gap-2">
        <TextField
          label="Coupon code"
          name="coupon"
          value={p.couponCode}
          onChange={(e) => p.onCouponCodeChange(e.target.value)}
          className="min-w-0 flex-1"
          autoComplete="off"
        />
        <Button variant="secondary" onClick={p.onApplyCoupon} disabled={p.applyingCoupon || p.couponCode.trim() === ''}>
          {p.applyingCoupon ? 'Applying...' : 'Apply'}
        </Button>
      </div>
      <div className="flex flex-col gap-1">
        <TextField label="Month" name="month" type="month" required value={p.month} onChange={(e) => p.onMonthChange(e.target.value)} />
        {p.paidMonth && <p role="alert" className="text-sm font-medium text-red-700">{`Payment for ${p.paidMonth} already exists!`}</p>}
      </div>
      {p.cardInput}
      <Button type="submit" disabled={!p.canPay || p.paying} className="w-full py-3 text-base">
        {p.paying ? 'Processing...' : 'Pay Now'}
      </Button>
      {p.message && <PaymentMessage text={p.message} />}
    </form>
  );
}
