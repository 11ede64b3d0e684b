import { endAtPlannedEnd, isPastPlannedEnd } from '../../domain/agreements/renewal.ts';
import { describeLocation } from '../../domain/apartments/apartment.ts';
import type { LeaseEnding } from '../members/end-lease.ts';
import type { Users } from '../members/ports.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { BackgroundJob, BuildingCalendar, Clock, UnitOfWork } from '../shared/ports.ts';
import type { Agreements } from './ports.ts';

/**
 * Ends each running lease whose planned end month is over (unrenewed), at that month, as removing its member would,
 * and tells the admins. Each ending is conditional on the lease still running, so two instances end it once.
 */
export class EndLeasesAtTerm implements BackgroundJob {
  /** Months turn at midnight in the building: an hourly look ends each lease soon enough. */
  readonly background = { name: 'leases at their end', everyMs: 60 * 60_000 };

  constructor(
    private readonly agreements: Agreements,
    private readonly ending: LeaseEnding,
    private readonly users: Pick<Users, 'listByRole'>,
    private readonly notifier: Notifier,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly calendar: BuildingCalendar,
  ) {}

  async execute(): Promise<{ ended: number }> {
    const thisMonth = this.calendar.thisMonth();
    let ended = 0;
    for (const lease of await this.agreements.listAccepted()) {
      if (!isPastPlannedEnd(lease, thisMonth)) continue;
      const done = await this.uow.run(async () => {
        if (!(await this.ending.end(lease, endAtPlannedEnd(lease, this.clock.now()), 'system'))) return false;
        await this.notifier.notify(await this.users.listByRole('admin'), {
          type: 'lease-ended-at-term',
          name: lease.userName,
          flat: describeLocation(lease),
          where: { block: lease.block, floor: lease.floor, number: lease.number },
          endMonth: lease.termEndMonth!,
        });
        return true;
      });
      if (done) ended += 1;
    }
    return { ended };
  }
}
