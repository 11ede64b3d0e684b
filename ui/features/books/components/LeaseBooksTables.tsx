import type { Ref } from 'react';
import type { BooksDto, ChargeDto, CreditDto } from '@contract/ledger';
import { formatReceiptNumber } from '@domain/payments/payment.ts';
import { Button } from '@/components/ui/Button.tsx';
import { DataTable, type Column } from '@/components/ui/DataTable.tsx';
import { Taka } from '@/components/ui/Taka.tsx';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';
import { CREDIT_WORDS, METHOD_WORDS, useBookWords } from './book-words.tsx';

/** An entry the admin may void: anything but the rent the lease bills, and anything but a card payment. */
export type VoidTarget = { type: 'charge'; charge: ChargeDto } | { type: 'credit'; credit: CreditDto };

export const chargeVoidable = (c: ChargeDto) => c.kind !== 'rent';
export const creditVoidable = (c: CreditDto) => c.method !== 'card';
/** A late fee is let go rather than voided: its month keeps the fee, waived, and never takes another. */
export const waives = (target: Pick<ChargeDto, 'kind'>) => target.kind === 'late-fee';

/** A section of the lease's books: its heading takes focus when an action changed what it lists. */
export function BooksSection({
  id,
  title,
  headingRef,
  children,
}: {
  id: string;
  title: string;
  headingRef?: Ref<HTMLHeadingElement>;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2
        id={id}
        ref={headingRef}
        tabIndex={-1}
        className="rounded text-xl font-semibold text-slate-900 outline-offset-4 focus:outline-2 focus:outline-sky-600"
      >
        {title}
      </h2>
      {children}
    </section>
  );
}

function ChargeStatus({ charge }: { charge: ChargeDto }) {
  const t = useT();
  const [words, look] =
    charge.remaining === 0
      ? [t('books.status.paid'), 'bg-green-100 text-green-900']
      : charge.paid > 0
        ? [t('books.status.part'), 'bg-amber-100 text-amber-900']
        : [t('books.status.open'), 'bg-red-100 text-red-900'];
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${look}`}>
      {words}
    </span>
  );
}

const voidButton = 'min-h-11 px-3 text-red-800';

/** The lease's charges, oldest month first, with what has been paid of each and what remains. */
export function ChargesTable({ books, onVoid }: { books: BooksDto; onVoid: (target: VoidTarget) => void }) {
  const t = useT();
  const words = useBookWords();
  const columns: Column<ChargeDto>[] = [
    { header: t('books.charges.month'), cell: (c) => words.month(c.month) },
    { header: t('books.charges.label'), cell: (c) => words.chargeLabel(c), wrap: true },
    { header: t('books.charges.amount'), cell: (c) => <Taka amount={c.amount} />, numeric: true },
    { header: t('books.charges.paid'), cell: (c) => <Taka amount={c.paid} />, numeric: true },
    { header: t('books.charges.remaining'), cell: (c) => <Taka amount={c.remaining} />, numeric: true },
    { header: t('books.charges.status'), cell: (c) => <ChargeStatus charge={c} /> },
    {
      header: t('books.void'),
      cell: (c) =>
        chargeVoidable(c) ? (
          <Button
            variant="secondary"
            className={voidButton}
            aria-label={t(waives(c) ? 'books.waiveCharge' : 'books.voidCharge', {
              label: words.chargeLabel(c),
              month: words.month(c.month),
            })}
            onClick={() => onVoid({ type: 'charge', charge: c })}
          >
            {t(waives(c) ? 'books.waive' : 'books.void')}
          </Button>
        ) : null,
    },
  ];
  return (
    <DataTable
      caption={t('books.charges.caption')}
      columns={columns}
      rows={books.charges}
      rowKey={(c) => c.id}
      empty={t('books.charges.empty')}
    />
  );
}

/** The lease's payments, discounts and waivers, oldest first, with what of each no charge has taken yet. */
export function CreditsTable({ books, onVoid }: { books: BooksDto; onVoid: (target: VoidTarget) => void }) {
  const t = useT();
  const words = useBookWords();
  const none = <span className="text-slate-500">{t('books.credits.none')}</span>;
  const columns: Column<CreditDto>[] = [
    { header: t('books.credits.date'), cell: (c) => words.day(c.paidOn) },
    { header: t('books.credits.kind'), cell: (c) => t(CREDIT_WORDS[c.kind]) },
    { header: t('books.credits.method'), cell: (c) => (c.method ? t(METHOD_WORDS[c.method]) : none) },
    {
      header: t('books.credits.reference'),
      cell: (c) => (c.reference ?? c.note) || none,
      wrap: true,
    },
    {
      header: t('books.credits.receipt'),
      cell: (c) =>
        c.receiptNumber === null ? none : <span translate="no">{formatReceiptNumber(c.receiptNumber)}</span>,
    },
    { header: t('books.credits.amount'), cell: (c) => <Taka amount={c.amount} />, numeric: true },
    { header: t('books.credits.unapplied'), cell: (c) => <Taka amount={c.unapplied} />, numeric: true },
    {
      header: t('books.void'),
      cell: (c) =>
        creditVoidable(c) ? (
          <Button
            variant="secondary"
            className={voidButton}
            aria-label={t('books.voidCredit', {
              kind: t(CREDIT_WORDS[c.kind]).toLowerCase(),
              amount: words.money(c.amount),
              day: words.day(c.paidOn),
            })}
            onClick={() => onVoid({ type: 'credit', credit: c })}
          >
            {t('books.void')}
          </Button>
        ) : null,
    },
  ];
  return (
    <DataTable
      caption={t('books.credits.caption')}
      columns={columns}
      rows={books.credits}
      rowKey={(c) => c.id}
      empty={t('books.credits.empty')}
    />
  );
}

type Voided = BooksDto['voided'][number];

/** What was voided, why, by whom and when. */
export function VoidedTable({ books }: { books: BooksDto }) {
  const t = useT();
  const format = useFormat();
  const words = useBookWords();
  const what = (v: Voided) =>
    v.entry.type === 'charge'
      ? t('books.voided.charge', { label: words.labelWords(v.entry.label), month: words.month(v.entry.month) })
      : t('books.voided.credit', { kind: t(CREDIT_WORDS[v.entry.kind]), day: words.day(v.entry.paidOn) });
  const columns: Column<Voided>[] = [
    { header: t('books.voided.what'), cell: what, wrap: true },
    { header: t('books.voided.amount'), cell: (v) => <Taka amount={v.entry.amount} />, numeric: true },
    { header: t('books.voided.reason'), cell: (v) => v.reason, wrap: true },
    { header: t('books.voided.by'), cell: (v) => v.by, wrap: true },
    { header: t('books.voided.when'), cell: (v) => format.dateTime(v.at) },
  ];
  return (
    <DataTable
      caption={t('books.voided.caption')}
      columns={columns}
      rows={books.voided}
      rowKey={(v) => v.id}
      empty={t('books.voided.empty')}
    />
  );
}
