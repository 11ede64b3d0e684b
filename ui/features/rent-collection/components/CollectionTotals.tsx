import type { CollectionDto } from '@contract';
import { InfoTile } from '@/components/ui/InfoTile.tsx';
import { Taka } from '@/components/ui/Taka.tsx';

/** The month at a glance; the rate counts a due settled by a coupon as collected (the server's rule). */
export function CollectionTotals({ totals }: { totals: CollectionDto['totals'] }) {
  // Settled dues that brought in less than their rent: the gap is what coupons took off.
  const discounts = totals.expected - totals.outstanding - totals.collected;
  return (
    <section aria-labelledby="collection-totals" className="flex flex-col gap-3">
      <h2 id="collection-totals" className="sr-only">
        Totals
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <InfoTile label="Expected" value={<Taka amount={totals.expected} />} tone="sky" />
        <InfoTile label="Collected" value={<Taka amount={totals.collected} />} tone="green" />
        <InfoTile
          label="Outstanding"
          value={<Taka amount={totals.outstanding} />}
          tone={totals.outstanding > 0 ? 'amber' : 'slate'}
        />
        <InfoTile label="Collection Rate" value={`${totals.collectionRate}%`} tone="slate" />
      </dl>
      <p className="text-sm text-slate-700">
        {totals.paidMembers} of {totals.members} {totals.members === 1 ? 'member has' : 'members have'} paid.
        {discounts > 0 && (
          <>
            {' '}
            Coupons took <Taka amount={discounts} /> off; a discounted payment counts as settled in full.
          </>
        )}
      </p>
    </section>
  );
}
