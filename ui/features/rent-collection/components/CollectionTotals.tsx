import type { CollectionDto } from '@contract/payments';
import { fromTaka, subtract, toTaka } from '@domain/shared/money.ts';
import { InfoTile } from '@/components/ui/InfoTile.tsx';
import { Taka } from '@/components/ui/Taka.tsx';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';

/** The month at a glance; the rate counts a due settled by a coupon as collected (the server's rule). */
export function CollectionTotals({ totals }: { totals: CollectionDto['totals'] }) {
  // Settled dues that brought in less than their rent: the gap is what coupons took off.
  const t = useT();
  const format = useFormat();
  const settled = subtract(fromTaka(totals.expected), fromTaka(totals.outstanding));
  const discounts = toTaka(subtract(settled, fromTaka(totals.collected)));
  return (
    <section aria-labelledby="collection-totals" className="flex flex-col gap-3">
      <h2 id="collection-totals" className="sr-only">
        {t('rentCollection.totals')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <InfoTile label={t('rentCollection.expected')} value={<Taka amount={totals.expected} />} tone="sky" />
        <InfoTile label={t('rentCollection.collected')} value={<Taka amount={totals.collected} />} tone="green" />
        <InfoTile
          label={t('rentCollection.outstanding')}
          value={<Taka amount={totals.outstanding} />}
          tone={totals.outstanding > 0 ? 'amber' : 'slate'}
        />
        <InfoTile label={t('rentCollection.rate')} value={`${format.number(totals.collectionRate)}%`} tone="slate" />
      </dl>
      <p className="text-sm text-slate-700">
        {t('rentCollection.paidCount', { paid: format.number(totals.paidMembers), members: totals.members })}
        {discounts > 0 && <> {t('rentCollection.coupons', { amount: <Taka amount={discounts} /> })}</>}
      </p>
    </section>
  );
}
