import { useRef, useState, type RefObject } from 'react';
import { Link, useParams } from 'react-router-dom';
import toast from 'react-hot-toast';
import type { BooksDto } from '@contract/ledger';
import { AGEING_BUCKETS } from '@domain/ledger/reading.ts';
import { formatReceiptNumber } from '@domain/payments/payment.ts';
import { dayIn } from '@domain/shared/month.ts';
import { fieldErrorsOf, HttpError } from '@/lib/api-client.ts';
import { useBuildingTimeZone } from '@/lib/config/config-context.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { Taka } from '@/components/ui/Taka.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { useT } from '@/lib/i18n/intl.tsx';
import { useAddCharge, useLeaseBooks, useRecordPayment, useVoidEntry } from '../api/books.ts';
import {
  BalanceText,
  BUCKET_WORDS,
  CHARGE_WORDS,
  CREDIT_WORDS,
  LeaseBadge,
  METHOD_WORDS,
  useBookWords,
} from './book-words.tsx';
import { ChargeForm, type ChargeErrors } from './ChargeForm.tsx';
import { BooksSection, ChargesTable, CreditsTable, VoidedTable, waives, type VoidTarget } from './LeaseBooksTables.tsx';
import { PaymentForm, type PaymentErrors } from './PaymentForm.tsx';
import { VoidDialog } from './VoidDialog.tsx';

/** A lease's books: who and what, the balance and its age, every charge and credit, what was voided, and the writes. */
export default function LeaseBooksPage() {
  const leaseId = useParams().leaseId ?? '';
  const t = useT();
  const books = useLeaseBooks(leaseId);
  if (books.isPending)
    return (
      <DashboardPage title={t('books.lease.titlePlain')} wide>
        <BackToBooks />
        <StatusText>{t('books.lease.loading')}</StatusText>
      </DashboardPage>
    );
  if (books.isError)
    return (
      <DashboardPage title={t('books.lease.titlePlain')} wide>
        <BackToBooks />
        {books.error instanceof HttpError && books.error.status === 404 ? (
          <ErrorBanner>{t('books.lease.notFound')}</ErrorBanner>
        ) : (
          <div className="flex flex-col items-center gap-3">
            <ErrorBanner>{t('books.lease.loadFailed')}</ErrorBanner>
            <Button variant="secondary" onClick={() => void books.refetch()} disabled={books.isFetching}>
              {t('books.retry')}
            </Button>
          </div>
        )}
      </DashboardPage>
    );
  return <LoadedBooks books={books.data} />;
}

function BackToBooks() {
  const t = useT();
  return (
    <Link
      to="/dashboard/books"
      className="self-start rounded-md text-sm font-semibold text-sky-800 underline-offset-4 hover:underline"
    >
      &larr; {t('books.lease.back')}
    </Link>
  );
}

const errorText = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);

function LoadedBooks({ books }: { books: BooksDto }) {
  const t = useT();
  const words = useBookWords();
  const timeZone = useBuildingTimeZone();
  const leaseId = books.lease.leaseId;
  const pay = useRecordPayment(leaseId);
  const charge = useAddCharge(leaseId);
  const cancel = useVoidEntry(leaseId);
  const [form, setForm] = useState<'payment' | 'charge' | null>(null);
  const [voiding, setVoiding] = useState<VoidTarget | null>(null);
  const chargesHeading = useRef<HTMLHeadingElement>(null);
  const creditsHeading = useRef<HTMLHeadingElement>(null);
  const voidedHeading = useRef<HTMLHeadingElement>(null);
  // After a write, focus goes to what it changed, once the books have been drawn again.
  const focusLater = (ref: RefObject<HTMLElement | null>) => requestAnimationFrame(() => ref.current?.focus());

  const onPayment = async (input: Parameters<typeof pay.mutateAsync>[0]): Promise<true | PaymentErrors> => {
    try {
      const answer = await pay.mutateAsync(input);
      const amount = words.money(input.amount);
      const method = t(METHOD_WORDS[input.method]);
      toast.success(
        answer.receiptNumber === null
          ? t('books.payment.doneNoReceipt', { amount, method })
          : t('books.payment.done', { amount, method, receipt: formatReceiptNumber(answer.receiptNumber) }),
      );
      setForm(null);
      focusLater(creditsHeading);
      return true;
    } catch (error) {
      const fields = fieldErrorsOf<keyof PaymentErrors>(error);
      if (Object.keys(fields).length > 0) return fields;
      // A reference already on the books belongs beside the reference.
      if (error instanceof HttpError && error.code === 'LEDGER.DUPLICATE_REFERENCE')
        return { reference: error.message };
      return { form: errorText(error, t('books.payment.failed')) };
    }
  };

  const onCharge = async (input: Parameters<typeof charge.mutateAsync>[0]): Promise<true | ChargeErrors> => {
    try {
      await charge.mutateAsync(input);
      const what = t('books.what.charge', {
        label: input.label ?? t(CHARGE_WORDS[input.kind]),
        amount: words.money(input.amount),
        month: words.month(input.month),
      });
      toast.success(t('books.charge.done', { what }));
      setForm(null);
      focusLater(chargesHeading);
      return true;
    } catch (error) {
      const fields = fieldErrorsOf<keyof ChargeErrors>(error);
      if (Object.keys(fields).length > 0) return fields;
      return { form: errorText(error, t('books.charge.failed')) };
    }
  };

  const whatOf = (target: VoidTarget) =>
    target.type === 'charge'
      ? t('books.what.charge', {
          label: words.chargeLabel(target.charge),
          amount: words.money(target.charge.amount),
          month: words.month(target.charge.month),
        })
      : t('books.what.credit', {
          kind: t(CREDIT_WORDS[target.credit.kind]),
          amount: words.money(target.credit.amount),
          day: words.day(target.credit.paidOn),
        });

  const onVoid = async (reason: string): Promise<true | string> => {
    const target = voiding!;
    const entryId = target.type === 'charge' ? target.charge.id : target.credit.id;
    try {
      await cancel.mutateAsync({ entryId, reason });
      const waived = target.type === 'charge' && waives(target.charge);
      toast.success(t(waived ? 'books.waive.done' : 'books.void.done', { what: whatOf(target) }));
      setVoiding(null);
      focusLater(voidedHeading);
      return true;
    } catch (error) {
      const fields = fieldErrorsOf<'reason'>(error);
      if (fields.reason) return fields.reason;
      // Voided by another admin a moment ago, or gone: the books are asked again, and the dialog has nothing to do.
      toast.error(errorText(error, t('books.void.failed')));
      setVoiding(null);
      return true;
    }
  };

  const toggle = (which: 'payment' | 'charge') => setForm((open) => (open === which ? null : which));
  const closeForm = () => {
    document.getElementById(form === 'payment' ? 'books-open-payment' : 'books-open-charge')?.focus();
    setForm(null);
  };

  return (
    <DashboardPage title={t('books.lease.title', { name: books.lease.memberName })} wide>
      <BackToBooks />
      <LeaseSummary books={books} />
      <section aria-labelledby="books-actions" className="flex flex-col gap-3">
        <h2 id="books-actions" className="sr-only">
          {t('books.actions.title')}
        </h2>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button
            id="books-open-payment"
            aria-expanded={form === 'payment'}
            onClick={() => toggle('payment')}
            className="min-h-11"
          >
            {t('books.payment.open')}
          </Button>
          <Button
            id="books-open-charge"
            variant="secondary"
            aria-expanded={form === 'charge'}
            onClick={() => toggle('charge')}
            className="min-h-11"
          >
            {t('books.charge.open')}
          </Button>
        </div>
        {form === 'payment' && (
          <PaymentForm
            books={books}
            today={dayIn(new Date(), timeZone)}
            busy={pay.isPending}
            onSubmit={onPayment}
            onCancel={closeForm}
          />
        )}
        {form === 'charge' && (
          <ChargeForm books={books} busy={charge.isPending} onSubmit={onCharge} onCancel={closeForm} />
        )}
      </section>
      <BooksSection id="books-charges" title={t('books.charges.title')} headingRef={chargesHeading}>
        <ChargesTable books={books} onVoid={setVoiding} />
      </BooksSection>
      <BooksSection id="books-credits" title={t('books.credits.title')} headingRef={creditsHeading}>
        <CreditsTable books={books} onVoid={setVoiding} />
      </BooksSection>
      <BooksSection id="books-voided" title={t('books.voided.title')} headingRef={voidedHeading}>
        <VoidedTable books={books} />
      </BooksSection>
      <BooksSection id="books-statements" title={t('books.statements.title')}>
        <ul className="flex flex-wrap gap-2">
          {[...books.statementMonths].reverse().map((month) => (
            <li key={month}>
              <Link
                to={`/dashboard/books/${encodeURIComponent(leaseId)}/statement/${month}`}
                className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-sky-800 hover:bg-slate-100"
              >
                {t('books.statements.open', { month: words.month(month) })}
              </Link>
            </li>
          ))}
        </ul>
      </BooksSection>
      <VoidDialog
        what={voiding ? whatOf(voiding) : ''}
        waive={voiding?.type === 'charge' && waives(voiding.charge)}
        open={voiding !== null}
        busy={cancel.isPending}
        onConfirm={onVoid}
        onCancel={() => setVoiding(null)}
      />
    </DashboardPage>
  );
}

/** The lease and where its books stand: the resident, the flat, the rent, the months, the balance and its age. */
function LeaseSummary({ books }: { books: BooksDto }) {
  const t = useT();
  const words = useBookWords();
  const { lease } = books;
  const tile = 'flex flex-col gap-0.5 rounded-xl bg-slate-50 px-3 py-2';
  const term = 'text-xs font-medium text-slate-600';
  return (
    <section
      aria-labelledby="books-lease"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="books-lease" className="text-lg font-semibold text-slate-900">
            {t('books.lease.summary')}
          </h2>
          <p className="text-sm break-words text-slate-700">
            <span translate="no" className="font-semibold text-slate-900">
              {lease.memberName}
            </span>{' '}
            · {lease.memberEmail}
          </p>
        </div>
        <LeaseBadge current={lease.current} />
      </div>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className={tile}>
          <dt className={term}>{t('books.flat')}</dt>
          <dd className="text-slate-900">{words.flat(lease.flat)}</dd>
        </div>
        <div className={tile}>
          <dt className={term}>{t('books.lease.rent')}</dt>
          <dd className="text-slate-900">{t('books.lease.rentPerMonth', { amount: <Taka amount={lease.rent} /> })}</dd>
        </div>
        <div className={tile}>
          <dt className={term}>{t('books.lease.months')}</dt>
          <dd className="text-slate-900">
            {lease.endMonth === null
              ? t('books.lease.running', { start: words.month(lease.startMonth) })
              : t('books.lease.span', { start: words.month(lease.startMonth), end: words.month(lease.endMonth) })}
          </dd>
        </div>
        <div
          className={`${tile} ${books.balance > 0 ? 'bg-red-50!' : books.balance < 0 ? 'bg-sky-50!' : 'bg-green-50!'}`}
        >
          <dt className={term}>
            {t('books.lease.balance')} · {t('books.lease.asOf', { day: words.day(books.today) })}
          </dt>
          <dd
            className={`text-lg font-bold ${books.balance > 0 ? 'text-red-800' : books.balance < 0 ? 'text-sky-900' : 'text-green-800'}`}
          >
            <BalanceText balance={books.balance} />
          </dd>
        </div>
      </dl>
      {lease.terms && (lease.terms.deposit > 0 || lease.terms.advanceMonths > 0 || lease.terms.endMonth) && (
        <p className="text-slate-700">
          {[
            lease.terms.endMonth ? t('books.terms.ends', { month: words.month(lease.terms.endMonth) }) : null,
            lease.terms.advanceMonths > 0 ? t('books.terms.advance', { count: lease.terms.advanceMonths }) : null,
            lease.terms.deposit > 0
              ? t('books.terms.depositHeld', {
                  held: <Taka key="h" amount={books.depositHeld ?? 0} />,
                  deposit: <Taka key="d" amount={lease.terms.deposit} />,
                })
              : null,
          ]
            .filter((part) => part !== null)
            .map((part, i) => (
              <span key={i} className="mr-3 inline-block">
                {part}
              </span>
            ))}
        </p>
      )}
      {books.owed > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-slate-800">{t('books.ageing.title')}</h3>
          <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label={t('books.ageing.caption')}>
            {AGEING_BUCKETS.map((bucket) => (
              <div key={bucket} className="rounded-lg border border-slate-200 px-3 py-2">
                <dt className="text-xs text-slate-600">{t(BUCKET_WORDS[bucket])}</dt>
                <dd className={`font-semibold ${books.ageing[bucket] > 0 ? 'text-slate-900' : 'text-slate-500'}`}>
                  <Taka amount={books.ageing[bucket]} />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </section>
  );
}
