import type { BooksDto } from '@contract/ledger';
import { addMonths } from '@domain/shared/month.ts';
import { Taka } from '@/components/ui/Taka.tsx';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';

/**
 * The terms the member's lease runs on: the monthly rent it bills now (the rent it was accepted at, until a rent change
 * takes effect), the month it ends, the months of rent paid ahead
 * (and whether that advance is paid: once it is, it settles the rent of those months) and the security deposit (what
 * of it the building holds for them, which it gives back when they leave). Leases accepted before terms existed show
 * none.
 */
export function LeaseTermsCard({ books }: { books: BooksDto }) {
  const t = useT();
  const format = useFormat();
  const { terms, rent, startMonth } = books.lease;
  if (!terms) return null;
  const advance = books.charges.find((c) => c.kind === 'advance');
  const deposit = books.charges.find((c) => c.kind === 'deposit');
  const held = books.depositHeld ?? 0;
  const lastAdvanced = addMonths(startMonth, terms.advanceMonths - 1);
  const rentNow =
    books.charges
      .filter((c) => c.kind === 'rent' && c.month <= books.currentMonth)
      .sort((a, b) => a.month.localeCompare(b.month))
      .at(-1)?.amount ?? rent;
  return (
    <section
      aria-labelledby="lease-terms"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="lease-terms" className="text-xl font-semibold text-slate-900">
        {t('myAccount.terms.title')}
      </h2>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-medium text-slate-600">{t('myAccount.terms.rent')}</dt>
          <dd className="text-slate-900">
            <Taka amount={rentNow} />
          </dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-600">{t('myAccount.terms.ends')}</dt>
          <dd className="text-slate-900">
            {terms.endMonth ? format.month(terms.endMonth) : t('myAccount.terms.noEnd')}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-600">{t('myAccount.terms.advance')}</dt>
          <dd className="text-slate-900">
            {terms.advanceMonths === 0 ? (
              t('myAccount.terms.none')
            ) : (
              <>
                {t('myAccount.terms.advanceMonths', {
                  count: terms.advanceMonths,
                  first: format.month(startMonth),
                  last: format.month(lastAdvanced),
                })}{' '}
                <strong>
                  {advance && advance.remaining > 0
                    ? t('myAccount.terms.advanceOwed', { amount: <Taka key="a" amount={advance.remaining} /> })
                    : t('myAccount.terms.advancePaid')}
                </strong>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-600">{t('myAccount.terms.deposit')}</dt>
          <dd className="text-slate-900">
            {terms.deposit === 0 ? (
              t('myAccount.terms.none')
            ) : (
              <>
                <Taka amount={terms.deposit} />{' '}
                <strong>{t('myAccount.terms.depositHeld', { amount: <Taka key="h" amount={held} /> })}</strong>
                {deposit && deposit.remaining > 0 && (
                  <> {t('myAccount.terms.depositOwed', { amount: <Taka key="o" amount={deposit.remaining} /> })}</>
                )}
              </>
            )}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-slate-600">{t('myAccount.terms.depositNote')}</p>
    </section>
  );
}
