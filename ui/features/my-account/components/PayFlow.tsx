import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { BooksDto, BooksIntentDto, ChargeDto, EntryWrittenDto } from '@contract/ledger';
import type { AppConfigDto } from '@contract/shared';
import { CardInput } from '@/components/card/CardInput.tsx';
import type { Billing, ConfirmCard } from '@/components/card/card.ts';
import { Button } from '@/components/ui/Button.tsx';
import { Taka } from '@/components/ui/Taka.tsx';
import { HttpError } from '@/lib/api-client.ts';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import { openCardPayment, reportCardPayment, useCardPaymentRecorded } from '../api/pay-by-card.ts';
import { goToCheckout, startOnlinePayment } from '../api/online-payment.ts';
import { BackToMyAccount, NothingToPay, PayNotice, PaySuccess, UnknownCharge, useChargeName } from './PayOutcomes.tsx';

interface Props {
  books: BooksDto;
  /** The charge asked for in the address (?charge=), or null for the whole balance. */
  chargeId: string | null;
  billing: Billing;
  provider: AppConfigDto['payments'];
  /** The online gateway (SSLCommerz: bKash, Nagad, cards) is offered beside the card. */
  gatewayOn?: boolean;
  /** Reads the books afresh, when the server says they changed. */
  refresh: () => Promise<unknown>;
}

/** What Pay came back with when it was not a payment; `changed`: what is owed changed, and the new amount shows. */
interface Notice {
  text: string;
  changed?: boolean;
  attempt: number;
}

type Ended =
  | { kind: 'paid'; written: EntryWrittenDto; amount: number; charge: ChargeDto | null }
  | { kind: 'nothing' }
  | { kind: 'unknown' };

/** The reader's words for a failure the server did not explain: no connection, or anything else. */
const failureWords = (error: unknown, otherwise: string, offline: string) =>
  error instanceof HttpError ? error.message : error instanceof TypeError ? offline : otherwise;

/**
 * Paying from the books by card: the whole balance or one charge -> an intent priced at the amount shown -> the card ->
 * the payment reported to the books -> what they now say. A card once charged is only ever reported again, never
 * charged again.
 */
export function PayFlow({ books, chargeId, billing, provider, gatewayOn = false, refresh }: Props) {
  const t = useT();
  const recorded = useCardPaymentRecorded();
  const [confirmCard, setConfirmCard] = useState<ConfirmCard | null>(null);
  const onCardReady = useCallback((confirm: ConfirmCard | null) => setConfirmCard(() => confirm), []);
  const [paying, setPaying] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [ended, setEnded] = useState<Ended | null>(null);
  // A charged card whose payment the books have not recorded yet: Try again reports it again.
  const [unreported, setUnreported] = useState<{ transactionId: string; amount: number } | null>(null);
  // The intent opened for this amount and charge, kept for another try after a declined or incomplete card.
  const opened = useRef<{ key: string; intent: BooksIntentDto } | null>(null);
  // How the member pays: through the online gateway's page when the building has one, or by card here.
  const [via, setVia] = useState<'gateway' | 'card'>(gatewayOn ? 'gateway' : 'card');
  const byGateway = gatewayOn && via === 'gateway' && !unreported;

  const charge = chargeId === null ? null : books.charges.find((c) => c.id === chargeId);
  const amount = charge ? charge.remaining : books.owed;

  const say = (text: string, changed = false) =>
    setNotice((before) => ({ text, changed, attempt: (before?.attempt ?? 0) + 1 }));

  if (ended?.kind === 'paid') return <PaySuccess written={ended.written} amount={ended.amount} charge={ended.charge} />;
  if (ended?.kind === 'unknown' || charge === undefined) return <UnknownCharge focus={ended !== null} />;
  if (ended?.kind === 'nothing' || (amount <= 0 && !unreported))
    return <NothingToPay charge={charge} focus={ended !== null} />;

  const report = async (transactionId: string, paid: number) => {
    try {
      const written = await reportCardPayment(transactionId);
      recorded(written);
      setUnreported(null);
      setEnded({ kind: 'paid', written, amount: paid, charge });
    } catch (error) {
      console.error('The card payment was not reported', error);
      setUnreported({ transactionId, amount: paid });
      say(t('myAccount.pay.notReported'));
    }
  };

  /** The server would not open the payment: say why, or show the state its refusal means. */
  const refused = async (error: HttpError) => {
    if (error.code === 'PAYMENT.NOTHING_OWED') {
      await refresh();
      return setEnded({ kind: 'nothing' });
    }
    if (error.fields?.forCharge !== undefined) return setEnded({ kind: 'unknown' });
    // The books changed meanwhile (or the lease is gone): read them again, so the page shows what now stands.
    if (error.code === 'PAYMENT.AMOUNT_MISMATCH' || error.status === 404) await refresh();
    say(error.message, error.code === 'PAYMENT.AMOUNT_MISMATCH');
  };

  const pay = async () => {
    setNotice(null);
    setPaying(true);
    try {
      if (unreported) return await report(unreported.transactionId, unreported.amount);
      if (byGateway) {
        try {
          const started = await startOnlinePayment({ amount, ...(charge ? { forCharge: charge.id } : {}) });
          // The browser leaves for the gateway's page; it comes back to the payment's own page.
          return goToCheckout(started.pageUrl);
        } catch (error) {
          if (error instanceof HttpError) return await refused(error);
          throw error;
        }
      }
      if (!confirmCard) return;
      const key = `${charge?.id ?? ''}:${amount}`;
      let intent = opened.current?.key === key ? opened.current.intent : null;
      if (!intent) {
        try {
          intent = await openCardPayment({ amount, ...(charge ? { forCharge: charge.id } : {}) });
        } catch (error) {
          if (error instanceof HttpError) return await refused(error);
          throw error;
        }
        opened.current = { key, intent };
      }
      const outcome = await confirmCard(intent.clientSecret, billing);
      if (!outcome.ok) {
        if (!('incomplete' in outcome)) say(outcome.message);
        return;
      }
      opened.current = null;
      await report(outcome.transactionId, intent.amount);
    } catch (error) {
      console.error('Paying by card failed', error);
      say(failureWords(error, t('myAccount.pay.cardFailed'), t('myAccount.pay.offline')));
    } finally {
      setPaying(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void pay();
  };
  const due = unreported?.amount ?? amount;

  return (
    <>
      <form
        noValidate
        onSubmit={submit}
        aria-busy={paying}
        className="flex min-w-0 flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <WhatIsPaid books={books} charge={charge} />
        <p className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-4 text-lg font-semibold text-slate-900">
          <span>{t('myAccount.pay.total')}</span>
          <Taka amount={due} />
        </p>
        {gatewayOn && !unreported && <PayVia via={via} onChange={setVia} disabled={paying} />}
        {!unreported && !byGateway && <CardInput provider={provider} onReady={onCardReady} disabled={paying} />}
        <Button
          type="submit"
          disabled={paying || (!unreported && !byGateway && confirmCard === null)}
          className="min-h-11 w-full py-3 text-base"
        >
          {paying ? (
            t(byGateway ? 'onlinePayments.starting' : 'myAccount.pay.processing')
          ) : byGateway ? (
            <span>{t('onlinePayments.continue', { amount: <Taka key="a" amount={due} /> })}</span>
          ) : unreported ? (
            t('common.tryAgain')
          ) : (
            // One flex item, so the button's gap does not widen the space before the amount.
            <span>{t('myAccount.payAmount', { amount: <Taka key="a" amount={due} /> })}</span>
          )}
        </Button>
        {notice && (
          <PayNotice attempt={notice.attempt}>
            <p>{notice.text}</p>
            {notice.changed && <p>{t('myAccount.pay.changed', { amount: <Taka key="a" amount={amount} /> })}</p>}
          </PayNotice>
        )}
      </form>
      <BackToMyAccount />
    </>
  );
}

/** The choice between the online gateway's page (bKash, Nagad, cards) and the card form here. */
function PayVia({
  via,
  onChange,
  disabled,
}: {
  via: 'gateway' | 'card';
  onChange: (via: 'gateway' | 'card') => void;
  disabled: boolean;
}) {
  const t = useT();
  const option = (value: 'gateway' | 'card', label: string, hint?: string) => (
    <label
      className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border p-3 ${
        via === value ? 'border-sky-700 bg-sky-50' : 'border-slate-300 bg-white'
      }`}
    >
      <input
        type="radio"
        name="pay-via"
        value={value}
        checked={via === value}
        onChange={() => onChange(value)}
        disabled={disabled}
        className="mt-1 h-4 w-4 shrink-0 accent-sky-700"
        {...(hint ? { 'aria-describedby': 'pay-via-hint' } : {})}
      />
      <span className="min-w-0">
        <span className="block font-medium text-slate-900">{label}</span>
        {hint && (
          <span id="pay-via-hint" className="block text-sm text-slate-600">
            {hint}
          </span>
        )}
      </span>
    </label>
  );
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 font-semibold text-slate-900">{t('onlinePayments.howToPay')}</legend>
      {option('gateway', t('onlinePayments.viaGateway'), t('onlinePayments.viaGatewayHint'))}
      {option('card', t('onlinePayments.viaCard'))}
    </fieldset>
  );
}

/** The whole balance, charge by charge, or the one charge picked, with what is left of it. */
function WhatIsPaid({ books, charge }: { books: BooksDto; charge: ChargeDto | null }) {
  const t = useT();
  const format = useFormat();
  const name = useChargeName();
  const open = books.charges.filter((c) => c.remaining > 0);
  return (
    <section aria-labelledby="paying-for" className="flex flex-col gap-3">
      <h2 id="paying-for" className="text-lg font-semibold text-slate-900">
        {t('myAccount.pay.payingFor')}
      </h2>
      {charge ? (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-slate-800 sm:grid-cols-[auto_1fr]">
          <dt className="text-slate-600">{t('myAccount.what')}</dt>
          <dd className="text-right font-medium sm:text-left">{name(charge).what}</dd>
          <dt className="text-slate-600">{t('myAccount.month')}</dt>
          <dd className="text-right font-medium sm:text-left">{format.month(charge.month)}</dd>
          <dt className="text-slate-600">{t('myAccount.amount')}</dt>
          <dd className="text-right tabular-nums sm:text-left">
            <Taka amount={charge.amount} />
          </dd>
          <dt className="text-slate-600">{t('myAccount.paidSoFar')}</dt>
          <dd className="text-right tabular-nums sm:text-left">
            <Taka amount={charge.paid} />
          </dd>
          <dt className="text-slate-600">{t('myAccount.remaining')}</dt>
          <dd className="text-right font-semibold tabular-nums sm:text-left">
            <Taka amount={charge.remaining} />
          </dd>
        </dl>
      ) : (
        <>
          <p className="text-slate-700">{t('myAccount.pay.wholeBalance')}</p>
          <ul
            aria-label={t('myAccount.pay.itemsCaption')}
            className="flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200 px-4"
          >
            {open.map((c) => (
              <li key={c.id} className="flex items-center justify-between gap-4 py-2.5">
                <span className="min-w-0 wrap-anywhere">
                  <span className="block font-medium text-slate-900">{name(c).what}</span>
                  <span className="block text-sm text-slate-600">{name(c).month}</span>
                </span>
                <span className="tabular-nums">
                  <Taka amount={c.remaining} />
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
