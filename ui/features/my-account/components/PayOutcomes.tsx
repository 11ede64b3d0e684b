import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ChargeDto, EntryWrittenDto } from '@contract/ledger';
import { formatReceiptNumber } from '@domain/payments/payment.ts';
import { Taka } from '@/components/ui/Taka.tsx';
import { ReceiptLink } from '@/components/ReceiptLink.tsx';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import { chargeWords } from './entry-words.ts';
import { MY_ACCOUNT, payPath, PRIMARY_LINK, SECONDARY_LINK } from './links.ts';

/** "Gas bill, February 2027": a charge as the member reads it. */
export function useChargeName() {
  const t = useT();
  const format = useFormat();
  return (charge: Pick<ChargeDto, 'label' | 'kind' | 'month'>) => ({
    what: chargeWords(t, charge),
    month: format.month(charge.month),
  });
}

/** Moves focus to the element when it appears as the answer to Pay, so keyboard and screen reader users land on it. */
function useFocusWhen<T extends HTMLElement>(focus: boolean, again?: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus, again]);
  return ref;
}

export function BackToMyAccount({ primary = false }: { primary?: boolean }) {
  const t = useT();
  return (
    <Link to={MY_ACCOUNT} className={`${primary ? PRIMARY_LINK : SECONDARY_LINK} self-stretch sm:self-start`}>
      {t('myAccount.back')}
    </Link>
  );
}

/**
 * What Pay came back with when it was not a payment (a declined card, an amount that changed, no connection): read out
 * at once, and focused, since the button was busy while paying.
 */
export function PayNotice({ children, attempt }: { children: ReactNode; attempt: number }) {
  const ref = useFocusWhen<HTMLDivElement>(true, attempt);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="flex flex-col gap-1 rounded-lg bg-red-50 px-4 py-3 text-center font-medium text-red-700 outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
    >
      {children}
    </div>
  );
}

/** Nothing is owed (on the account, or on the charge picked): nothing to pay, and the way back. */
export function NothingToPay({ charge, focus }: { charge: ChargeDto | null; focus: boolean }) {
  const t = useT();
  const name = useChargeName();
  const heading = useFocusWhen<HTMLHeadingElement>(focus);
  return (
    <section
      aria-labelledby="nothing-to-pay"
      className="flex flex-col gap-3 rounded-2xl border border-green-200 bg-green-50 p-5 sm:p-6"
    >
      <h2 id="nothing-to-pay" ref={heading} tabIndex={-1} className="text-xl font-semibold text-green-900 outline-none">
        {t('myAccount.pay.nothingTitle')}
      </h2>
      <p role="status" className="text-green-900">
        {charge ? t('myAccount.pay.chargePaid', name(charge)) : t('myAccount.pay.nothing')}
      </p>
      <BackToMyAccount primary />
    </section>
  );
}

/** The address names a charge the caller's books do not have (another lease's, or a mistyped link). */
export function UnknownCharge({ focus }: { focus: boolean }) {
  const t = useT();
  const ref = useFocusWhen<HTMLParagraphElement>(focus);
  return (
    <div className="flex flex-col gap-4">
      <p
        ref={ref}
        tabIndex={-1}
        role="alert"
        className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800 outline-none"
      >
        {t('myAccount.pay.unknownCharge')}
      </p>
      <BackToMyAccount primary />
    </div>
  );
}

interface SuccessProps {
  written: EntryWrittenDto;
  /** What the card paid, in taka. */
  amount: number;
  /** The charge paid, or null for the whole balance. */
  charge: ChargeDto | null;
}

/**
 * After paying: what was paid, its receipt, and what the books now say (still owed, paid up, or kept as credit when
 * what it was for had been paid meanwhile). The heading takes focus so screen readers announce it.
 */
export function PaySuccess({ written, amount, charge }: SuccessProps) {
  const t = useT();
  const name = useChargeName();
  const heading = useFocusWhen<HTMLHeadingElement>(true);
  const { owed, credit } = written.books;
  const paid = <Taka key="a" amount={amount} />;
  const receipt =
    written.receiptNumber === null
      ? ''
      : t('myAccount.pay.viewReceipt', { number: formatReceiptNumber(written.receiptNumber) });
  return (
    <section
      aria-labelledby="pay-success"
      className="flex flex-col items-center gap-4 rounded-2xl border border-green-200 bg-green-50 p-5 text-center sm:p-8"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-14 w-14 text-green-700"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="12" cy="12" r="10" />
        <path d="M7 12.5l3 3 7-7" />
      </svg>
      <h2 id="pay-success" ref={heading} tabIndex={-1} className="text-2xl font-bold text-green-900 outline-none">
        {t('myAccount.pay.successHeading')}
      </h2>
      <p role="status" className="font-medium text-green-900">
        {charge
          ? t('myAccount.pay.paidCharge', { amount: paid, ...name(charge) })
          : t('myAccount.pay.paidBalance', { amount: paid })}
      </p>
      <ReceiptLink number={written.receiptNumber} label={receipt} missing="">
        {receipt}
      </ReceiptLink>
      <p className="text-slate-800">
        {credit > 0
          ? t('myAccount.pay.credit', { amount: <Taka key="c" amount={credit} /> })
          : owed > 0
            ? t('myAccount.pay.stillOwe', { amount: <Taka key="o" amount={owed} /> })
            : t('myAccount.pay.paidUp')}
      </p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:justify-center">
        <Link to={MY_ACCOUNT} className={PRIMARY_LINK}>
          {t('myAccount.back')}
        </Link>
        {owed > 0 && (
          <Link to={payPath()} className={SECONDARY_LINK}>
            {t('myAccount.pay.payRest')}
          </Link>
        )}
      </div>
    </section>
  );
}
