import { answerRenewal, offerRenewal, type RenewalOffer } from '../../domain/agreements/renewal.ts';
import { addMonths } from '../../domain/shared/month.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import type { AuditTrail } from '../audit/audit-trail.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { Actor, BuildingCalendar, Clock, IdGenerator, UnitOfWork } from '../shared/ports.ts';
import type { Agreements, RenewalOffers, RentChanges } from './ports.ts';
import { leaseLabel } from './rent-changes.ts';

/**
 * An admin offers to renew a running lease that has a planned end month: a later end, and the rent from the month
 * after the current end. One offer at a time a lease (RENEWAL.PENDING_EXISTS); the member is told at once.
 */
export class OfferRenewal {
  constructor(
    private readonly agreements: Agreements,
    private readonly offers: RenewalOffers,
    private readonly uow: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly calendar: BuildingCalendar,
    private readonly audit: AuditTrail,
    private readonly notifier: Notifier,
  ) {}

  execute({
    leaseId,
    endMonth,
    rent,
    by,
  }: {
    leaseId: string;
    endMonth?: unknown;
    rent?: unknown;
    by: string;
  }): Promise<RenewalOffer> {
    return this.uow.run(async () => {
      const lease = await this.agreements.byId(leaseId);
      if (!lease) throw new DomainError('AGREEMENT.NOT_FOUND', 'There is no such lease');
      const offer = offerRenewal({ endMonth, rent }, lease, this.calendar.today(), {
        id: this.ids.next(),
        at: this.clock.now(),
        by,
      });
      await this.offers.add(offer);
      await this.audit.record({
        at: offer.offeredAt,
        actor: by,
        action: 'lease.renewal-offer',
        subject: leaseId,
        label: leaseLabel(lease),
        before: { endMonth: offer.fromEndMonth },
        after: { endMonth: offer.endMonth, rent: offer.rent, effectiveMonth: addMonths(offer.fromEndMonth, 1) },
      });
      await this.notifier.notify([{ email: lease.userEmail, name: lease.userName }], {
        type: 'renewal-offered',
        endMonth: offer.endMonth,
        fromMonth: addMonths(offer.fromEndMonth, 1),
        rent: offer.rent,
      });
      return offer;
    });
  }
}

/**
 * The member answers the renewal offer on their own lease, once: the answer is written only while the offer is
 * pending (of two answers one wins; the other is told RENEWAL.ANSWERED). Accepting moves the lease's planned end and
 * schedules the offered rent from the month after the old end, in the same unit of work.
 */
export class AnswerRenewal {
  constructor(
    private readonly agreements: Agreements,
    private readonly offers: RenewalOffers,
    private readonly changes: RentChanges,
    private readonly uow: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  execute({ actor, id, accept }: { actor: Actor; id: string; accept: boolean }): Promise<RenewalOffer> {
    return this.uow.run(async () => {
      const found = await this.offers.byId(id);
      const lease = found && (await this.agreements.holdLease(found.leaseId));
      // Read again once the lease is held, so an answer that came first is seen as it now stands.
      const offer = lease && (await this.offers.byId(id));
      if (!offer || !lease || lease.userEmail !== actor.email)
        throw new DomainError('RENEWAL.NOT_FOUND', 'There is no such renewal offer');
      const answered = answerRenewal(offer, lease, accept, this.clock.now(), this.ids.next());
      if (!(await this.offers.answer(answered.offer)))
        throw new DomainError('RENEWAL.ANSWERED', 'This renewal offer has already been answered');
      if (answered.lease && !(await this.agreements.update(answered.lease, 'accepted')))
        throw new DomainError('RENEWAL.NOT_RENEWABLE', 'Only a running lease with a planned end month can be renewed');
      if (answered.change) await this.changes.add(answered.change);
      return answered.offer;
    });
  }
}
