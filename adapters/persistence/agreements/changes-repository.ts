import type { RentChange } from '../../../domain/agreements/rent-change.ts';
import type { RenewalOffer, RenewalStatus } from '../../../domain/agreements/renewal.ts';
import type { MonthKey } from '../../../domain/shared/month.ts';
import type { RenewalOffers, RentChanges } from '../../../application/agreements/ports.ts';
import { READ, type Db } from '../mikro-orm/db.ts';
import { RenewalOfferRow, RentChangeRow } from './entity.ts';

const changeOf = (r: RentChangeRow): RentChange => ({
  id: r.id,
  leaseId: r.leaseId,
  effectiveMonth: r.effectiveMonth,
  rent: r.rent,
  scheduledAt: r.scheduledAt,
  scheduledBy: r.scheduledBy,
});

const BY_MONTH = { effectiveMonth: 'asc', id: 'asc' } as const;

/** One change a month a lease, through the migrations' unique index. */
export class MikroOrmRentChanges implements RentChanges {
  constructor(private readonly db: Db) {}

  async add(change: RentChange): Promise<void> {
    await this.db.write((em) => em.insert(RentChangeRow, { ...change }));
  }

  byId(id: string): Promise<RentChange | undefined> {
    return this.db.run(async (em) => {
      const row = await em.findOne(RentChangeRow, { id }, READ);
      return row ? changeOf(row) : undefined;
    });
  }

  listFor(leaseId: string): Promise<RentChange[]> {
    return this.db.run(async (em) =>
      (await em.find(RentChangeRow, { leaseId }, { ...READ, orderBy: BY_MONTH })).map(changeOf),
    );
  }

  listAll(): Promise<RentChange[]> {
    return this.db.run(async (em) => (await em.find(RentChangeRow, {}, { ...READ, orderBy: BY_MONTH })).map(changeOf));
  }

  async cancel(id: string, thisMonth: MonthKey): Promise<boolean> {
    const removed = await this.db.write((em) =>
      em.nativeDelete(RentChangeRow, { id, effectiveMonth: { $gt: thisMonth } }),
    );
    return removed === 1;
  }
}

const offerOf = (r: RenewalOfferRow): RenewalOffer => ({
  id: r.id,
  leaseId: r.leaseId,
  fromEndMonth: r.fromEndMonth,
  endMonth: r.endMonth,
  rent: r.rent,
  status: r.status as RenewalStatus,
  offeredAt: r.offeredAt,
  offeredBy: r.offeredBy,
  ...(r.answeredAt ? { answeredAt: r.answeredAt } : {}),
});

/** One pending offer a lease, through the migrations' partial unique index; answers are conditional on pending. */
export class MikroOrmRenewalOffers implements RenewalOffers {
  constructor(private readonly db: Db) {}

  async add(offer: RenewalOffer): Promise<void> {
    await this.db.write((em) => em.insert(RenewalOfferRow, { ...offer, answeredAt: offer.answeredAt ?? null }));
  }

  byId(id: string): Promise<RenewalOffer | undefined> {
    return this.db.run(async (em) => {
      const row = await em.findOne(RenewalOfferRow, { id }, READ);
      return row ? offerOf(row) : undefined;
    });
  }

  pendingFor(leaseId: string): Promise<RenewalOffer | undefined> {
    return this.db.run(async (em) => {
      const row = await em.findOne(RenewalOfferRow, { leaseId, status: 'pending' }, READ);
      return row ? offerOf(row) : undefined;
    });
  }

  async answer(offer: RenewalOffer): Promise<boolean> {
    const updated = await this.db.write((em) =>
      em.nativeUpdate(
        RenewalOfferRow,
        { id: offer.id, status: 'pending' },
        { status: offer.status, answeredAt: offer.answeredAt ?? null },
      ),
    );
    return updated === 1;
  }
}
