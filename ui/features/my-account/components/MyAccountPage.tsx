import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { BooksDto, ChargeDto, CreditDto } from '@contract/ledger';
import { formatReceiptNumber } from '@domain/payments/payment.ts';
import { Button } from '@/components/ui/Button.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { DataTable, type Column } from '@/components/ui/DataTable.tsx';
import { SelectField } from '@/components/ui/SelectField.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { Taka } from '@/components/ui/Taka.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { ReceiptLink } from '@/components/ReceiptLink.tsx';
import { useMyBooks } from '@/lib/api/my-books.ts';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import { chargeWords, creditWords, flatWords, labelWords, useDay } from './entry-words.ts';
import { payPath, payRentPath, PRIMARY_LINK, SECONDARY_LINK } from './links.ts';
import { PaymentReports } from './PaymentReports.tsx';
import { LeaseTermsCard } from './LeaseTermsCard.tsx';
import { LeaseChanges } from './LeaseChanges.tsx';
import { AutopayPanel } from './AutopayPanel.tsx';
import { useConfig } from '@/lib/config/config-context.tsx';
import { currentUser, useAuth } from '@/lib/auth/auth-context.ts';

export const statementPath = (month: string) => `/dashboard/my-account/statement/${month}`;

/**
 * A member's books: the balance first (owed, in credit, or paid up) with the ways to pay it, then what the balance is
 * made of (the charges still open, oldest first, and the payments and credits), the entries voided, and the monthly
 * statements. A former resident sees the books of the lease that ended.
 */
export default function MyAccountPage() {
  const t = useT();
  const books = useMyBooks();
  return (
    <DashboardPage title={t('myAccount.title')} wide>
      {books.isPending ? (
        <StatusText>{t('myAccount.loading')}</StatusText>
      ) : books.isError ? (
        <div className="flex flex-col items-center gap-3">
          <ErrorBanner>{t('myAccount.failed')}</ErrorBanner>
          <Button variant="secondary" onClick={() => void books.refetch()} disabled={books.isFetching}>
            {books.isFetching ? t('common.tryingAgain') : t('common.tryAgain')}
          </Button>
        </div>
      ) : books.data === null ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
          {t('myAccount.noLease')}
        </p>
      ) : (
        <Books books={books.data} />
      )}
    </DashboardPage>
  );
}

function Books({ books }: { books: BooksDto }) {
  const { payments } = useConfig();
  const user = currentUser(useAuth().state);
  // The rent of the months the advance pays is owed through the advance, so it is listed once, as the advance.
  const open = books.charges.filter((c) => c.remaining > 0 && !c.throughAdvance);
  return (
    <>
      <Summary books={books} open={open} />
      <LeaseTermsCard books={books} />
      {books.lease.current && <LeaseChanges />}
      {open.length > 0 && <OpenCharges charges={open} owed={books.owed} />}
      <Credits credits={books.credits} />
      <PaymentReports canReport={books.lease.current || books.balance > 0} />
      {books.voided.length > 0 && <Voided voided={books.voided} />}
      <Statements months={books.statementMonths} />
      {books.lease.current && (
        <AutopayPanel
          provider={payments}
          billing={{ name: user?.displayName ?? books.lease.memberName, email: user?.email ?? books.lease.memberEmail }}
        />
      )}
    </>
  );
}

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The balance in one sentence, the lease it belongs to, and what to do about it. */
function Summary({ books, open }: { books: BooksDto; open: ChargeDto[] }) {
  const t = useT();
  const format = useFormat();
  const day = useDay();
  const { lease, balance } = books;
  const flat = flatWords(t, lease.flat);
  const oldestRent = open.find((c) => c.kind === 'rent');
  const tone = balance > 0 ? 'border-amber-300' : balance < 0 ? 'border-sky-200' : 'border-green-200';
  return (
    <section
      aria-labelledby="balance"
      className={`flex flex-col gap-3 rounded-2xl border bg-white p-5 shadow-sm sm:p-6 ${tone}`}
    >
      <p className="text-sm font-medium text-slate-600">{t('myAccount.balance')}</p>
      <h2 id="balance" className="-mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">
        {balance > 0
          ? t('myAccount.owe', { amount: <Taka key="a" amount={balance} /> })
          : balance < 0
            ? t('myAccount.inCredit', { amount: <Taka key="a" amount={-balance} /> })
            : t('myAccount.paidUp')}
      </h2>
      <p className="text-slate-700">
        {lease.current
          ? t('myAccount.lease', { flat, month: format.month(lease.startMonth) })
          : t(balance > 0 ? 'myAccount.leaseEndedOwing' : 'myAccount.leaseEnded', {
              flat,
              month: format.month(lease.endMonth ?? books.currentMonth),
            })}{' '}
        {t('myAccount.asOf', { date: day(books.today) })}
      </p>
      {balance < 0 && <p className="text-slate-700">{t('myAccount.creditNote')}</p>}
      {!lease.current && (
        <Link to="/dashboard/my-account/final-statement" className="w-fit font-medium text-blue-700 underline">
          {t('myAccount.finalStatement')}
        </Link>
      )}
      {books.owed > 0 && (
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          <Link to={payPath()} className={PRIMARY_LINK}>
            {/* One flex item, so the space before the amount stays. */}
            <span>{t('myAccount.payAmount', { amount: <Taka key="a" amount={books.owed} /> })}</span>
          </Link>
          {/* A month's rent on Make Payment, where a coupon can take something off it. */}
          {oldestRent && (
            <Link to={payRentPath(oldestRent.month)} className={SECONDARY_LINK}>
              {t('myAccount.payRent', { month: format.month(oldestRent.month) })}
            </Link>
          )}
        </div>
      )}
      {open.length > 1 && <p className="text-sm text-slate-600">{t('myAccount.payHint')}</p>}
    </section>
  );
}

function OpenCharges({ charges, owed }: { charges: ChargeDto[]; owed: number }) {
  const t = useT();
  const format = useFormat();
  const columns = useMemo<Column<ChargeDto>[]>(
    () => [
      { header: t('myAccount.month'), cell: (c) => format.month(c.month) },
      { header: t('myAccount.what'), cell: (c) => chargeWords(t, c), wrap: true },
      { header: t('myAccount.amount'), cell: (c) => <Taka amount={c.amount} />, numeric: true },
      { header: t('myAccount.paidSoFar'), cell: (c) => <Taka amount={c.paid} />, numeric: true },
      {
        header: t('myAccount.remaining'),
        cell: (c) => (
          <strong>
            <Taka amount={c.remaining} />
          </strong>
        ),
        numeric: true,
      },
      {
        header: t('myAccount.payColumn'),
        cell: (c) => (
          <Link
            to={payPath(c.id)}
            aria-label={t('myAccount.payCharge', { what: chargeWords(t, c), month: format.month(c.month) })}
            className="inline-flex min-h-9 items-center rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-sky-800 hover:bg-slate-100"
          >
            {t('myAccount.payOne')}
          </Link>
        ),
      },
    ],
    [t, format],
  );
  return (
    <Section id="open-charges" title={t('myAccount.openCharges')}>
      <DataTable caption={t('myAccount.openCaption')} columns={columns} rows={charges} rowKey={(c) => c.id} empty="" />
      <dl className="flex justify-between gap-4 rounded-xl border border-slate-300 bg-slate-50 px-4 py-3 font-semibold text-slate-900 sm:ml-auto sm:min-w-72">
        <dt>{t('myAccount.total')}</dt>
        <dd className="tabular-nums">
          <Taka amount={owed} />
        </dd>
      </dl>
    </Section>
  );
}

function Credits({ credits }: { credits: CreditDto[] }) {
  const t = useT();
  const day = useDay();
  // The newest first: the payment just made is the one a resident looks for.
  const rows = useMemo(() => [...credits].reverse(), [credits]);
  const columns = useMemo<Column<CreditDto>[]>(
    () => [
      { header: t('myAccount.date'), cell: (c) => day(c.paidOn) },
      { header: t('myAccount.what'), cell: (c) => creditWords(t, c), wrap: true },
      {
        header: t('myAccount.reference'),
        cell: (c) =>
          c.reference ? (
            <code className="text-xs break-all">{c.reference}</code>
          ) : (
            <span className="text-slate-600">{t('myAccount.none')}</span>
          ),
      },
      {
        header: t('myAccount.receipt'),
        cell: (c) => {
          const number = c.receiptNumber === null ? '' : formatReceiptNumber(c.receiptNumber);
          return (
            <ReceiptLink
              number={c.receiptNumber}
              label={t('myAccount.receiptFor', { number })}
              missing={t('myAccount.none')}
            >
              {number}
            </ReceiptLink>
          );
        },
      },
      { header: t('myAccount.amount'), cell: (c) => <Taka amount={c.amount} />, numeric: true },
      {
        header: t('myAccount.unused'),
        cell: (c) => (c.unapplied > 0 ? <Taka amount={c.unapplied} /> : <span className="text-slate-600">—</span>),
        numeric: true,
      },
    ],
    [t, day],
  );
  return (
    <Section id="credits" title={t('myAccount.credits')}>
      <DataTable
        caption={t('myAccount.creditsCaption')}
        columns={columns}
        rows={rows}
        rowKey={(c) => c.id}
        empty={t('myAccount.creditsEmpty')}
      />
    </Section>
  );
}

function Voided({ voided }: { voided: BooksDto['voided'] }) {
  const t = useT();
  const format = useFormat();
  const day = useDay();
  return (
    <Section id="voided" title={t('myAccount.voided')}>
      <p className="-mt-1 text-sm text-slate-600">{t('myAccount.voidedNote')}</p>
      <ul className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white px-4 text-slate-700 shadow-sm">
        {voided.map(({ id, entry, reason }) => {
          const amount = <Taka key="a" amount={entry.amount} />;
          const what =
            entry.type === 'charge'
              ? t('myAccount.voidedCharge', {
                  what: labelWords(t, entry.label),
                  month: format.month(entry.month),
                  amount,
                })
              : t('myAccount.voidedCredit', { what: creditWords(t, entry), date: day(entry.paidOn), amount });
          return (
            <li key={id} className="py-3">
              {t('myAccount.voidedLine', { what, reason })}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/** A month's statement, picked from the lease's months, newest first. */
function Statements({ months }: { months: string[] }) {
  const t = useT();
  const format = useFormat();
  const navigate = useNavigate();
  const newestFirst = useMemo(() => [...months].sort().reverse(), [months]);
  const [month, setMonth] = useState(newestFirst[0] ?? '');
  const open = (event: FormEvent) => {
    event.preventDefault();
    if (month) void navigate(statementPath(month));
  };
  if (newestFirst.length === 0) return null;
  return (
    <Section id="statements" title={t('myAccount.statements')}>
      <p className="-mt-1 text-sm text-slate-600">{t('myAccount.statementsHint')}</p>
      <form onSubmit={open} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
        <SelectField
          label={t('myAccount.statementMonth')}
          options={newestFirst.map((m) => ({ value: m, label: format.month(m) }))}
          value={month}
          onChange={(e) => setMonth(e.target.value)}
          className="sm:w-64"
        />
        <Button type="submit" className="min-h-11">
          {t('myAccount.viewStatement')}
        </Button>
      </form>
    </Section>
  );
}
