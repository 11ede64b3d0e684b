import { useId, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { AgreementDto } from '@contract/agreements';
import { amountDue } from '@domain/payments/payment.ts';
import { toTaka } from '@domain/shared/money.ts';
import { Button } from '@/components/ui/Button.tsx';
import { SelectField } from '@/components/ui/SelectField.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import { ReadOnlyField } from '@/components/ui/ReadOnlyField.tsx';
import { Taka } from '@/components/ui/Taka.tsx';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import { PaymentMessage } from './PaymentMessage.tsx';
import { PaymentSummary, type AppliedCoupon } from './PaymentSummary.tsx';

/** What Pay (or the intent behind it) came back with, when it was not a success. */
export interface PaymentNotice {
  text: string;
  /** The month was paid elsewhere (another tab): its receipt, when the history has it. */
  paidElsewhere?: { month: string; receiptNumber: number | null };
  /** The outcome of pressing Pay: it takes focus. */
  focus?: boolean;
}

export interface PaymentFormProps {
  email: string;
  agreement: AgreementDto;
  /** The months that may be paid now, YYYY-MM, oldest first; `month` is one of them. */
  months: readonly string[];
  month: string;
  onMonthChange: (month: string) => void;
  coupon: AppliedCoupon | null;
  couponCode: string;
  onCouponCodeChange: (code: string) => void;
  onApplyCoupon: () => void;
  applyingCoupon: boolean;
  /** The coupon check's answer: applied, or why not. */
  couponMessage: string | null;
  /** The provider's card input (sandbox form or Stripe's Card Element); null when nothing is left to charge. */
  cardInput: ReactNode | null;
  canPay: boolean;
  paying: boolean;
  notice: PaymentNotice | null;
  onSubmit: () => void;
}

export function PaymentForm(p: PaymentFormProps) {
  const couponId = useId();
  const t = useT();
  const format = useFormat();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    p.onSubmit();
  };
  const total = toTaka(amountDue(p.agreement.rent, p.coupon?.discount ?? 0));
  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex min-w-0 flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      aria-busy={p.paying}
    >
      {/* Three short fields to a row even on a phone, so the Pay button is not pushed a screen further down. */}
      <dl className="grid grid-cols-3 gap-3 sm:gap-4">
        <ReadOnlyField label={t('payments.email')} className="col-span-3">
          {p.email}
        </ReadOnlyField>
        <ReadOnlyField label={t('payments.floor')}>{format.number(p.agreement.floor)}</ReadOnlyField>
        <ReadOnlyField label={t('payments.block')}>{p.agreement.block}</ReadOnlyField>
        <ReadOnlyField label={t('payments.room')}>{p.agreement.number}</ReadOnlyField>
        <ReadOnlyField label={t('payments.rent')} className="col-span-3">
          <Taka amount={p.agreement.rent} />
        </ReadOnlyField>
      </dl>

      <SelectField
        label={t('payments.monthToPay')}
        name="month"
        required
        value={p.month}
        onChange={(e) => p.onMonthChange(e.target.value)}
        disabled={p.paying}
        options={p.months.map((m) => ({ value: m, label: format.month(m) }))}
        hint={p.months.length > 1 ? t('payments.monthsHint') : undefined}
      />

      <div className="flex flex-col gap-1">
        <div className="flex items-end gap-2">
          <TextField
            label={t('payments.couponCode')}
            name="coupon"
            value={p.couponCode}
            onChange={(e) => p.onCouponCodeChange(e.target.value)}
            className="min-w-0 flex-1"
            autoComplete="off"
            aria-describedby={p.couponMessage ? `${couponId}-message` : undefined}
          />
          <Button
            variant="secondary"
            onClick={p.onApplyCoupon}
            disabled={p.applyingCoupon || p.couponCode.trim() === ''}
          >
            {p.applyingCoupon ? t('payments.applying') : t('payments.apply')}
          </Button>
        </div>
        {p.couponMessage && (
          <PaymentMessage id={`${couponId}-message`} text={p.couponMessage} good={p.coupon !== null} align="start" />
        )}
      </div>

      <PaymentSummary month={p.month} rent={p.agreement.rent} coupon={p.coupon} />

      {p.cardInput ?? <p className="rounded-lg bg-green-50 px-4 py-3 text-green-900">{t('payments.noCardNeeded')}</p>}
      <Button type="submit" disabled={!p.canPay || p.paying} className="w-full py-3 text-base">
        {/* One flex item, so the button's gap does not widen the space before the amount. */}
        {p.paying ? t('payments.processing') : <span>{t('payments.pay', { amount: <Taka amount={total} /> })}</span>}
      </Button>
      {p.notice && <PaymentNoticeMessage notice={p.notice} />}
    </form>
  );
}

export function PaymentNoticeMessage({ notice }: { notice: PaymentNotice }) {
  return (
    <PaymentMessage text={notice.text} good={false} focus={notice.focus}>
      {notice.paidElsewhere && <PaidElsewhereLink {...notice.paidElsewhere} />}
    </PaymentMessage>
  );
}

/** A month paid meanwhile (another tab): straight to its receipt, or to the history while the number is unknown. */
function PaidElsewhereLink({ month, receiptNumber }: { month: string; receiptNumber: number | null }) {
  const t = useT();
  const format = useFormat();
  const className = 'font-semibold text-sky-800 underline underline-offset-4';
  return receiptNumber === null ? (
    <Link to="/dashboard/payment-history" className={className}>
      {t('payments.seeHistory')}
    </Link>
  ) : (
    <Link to={`/dashboard/receipts/${receiptNumber}`} className={className}>
      {t('payments.viewReceiptFor', { month: format.month(month) })}
    </Link>
  );
}
