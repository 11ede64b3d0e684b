import { cancel, newPass, type Visit } from '../../domain/front-desk/visitors.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import type { Agreements } from '../agreements/ports.ts';
import type { Actor, BuildingCalendar, Clock, IdGenerator, UnitOfWork } from '../shared/ports.ts';
import type { PassCodes, Visits } from './ports.ts';

/** A flat a resident lives in: the one their running lease is on. */
export interface ResidentFlat {
  readonly apartmentId: string;
  readonly flat: string;
}

/** The caller's flat, from their running lease; VISITOR.NO_FLAT without one. */
export async function flatOfResident(agreements: Agreements, email: string): Promise<ResidentFlat> {
  const lease = await agreements.openFor(email);
  if (lease?.status !== 'accepted') {
    throw new DomainError('VISITOR.NO_FLAT', 'You have no flat in the building to invite a visitor to');
  }
  return { apartmentId: lease.apartmentId, flat: lease.number };
}

/** How many times a fresh code is drawn when the one drawn is taken that day. */
const CODE_ATTEMPTS = 5;

/**
 * A resident registers a visitor for today or a later day and gets a pass with a short code, unique among that
 * day's expected passes (the store's unique index decides; a taken code is drawn again).
 */
export class RegisterVisitor {
  constructor(
    private readonly agreements: Agreements,
    private readonly visits: Visits,
    private readonly codes: PassCodes,
    private readonly uow: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly calendar: BuildingCalendar,
  ) {}

  async execute(input: {
    actor: Actor;
    visitorName: string;
    phone: string;
    date: string;
    note?: string;
  }): Promise<Visit> {
    const { apartmentId, flat } = await flatOfResident(this.agreements, input.actor.email);
    const today = this.calendar.today();
    for (let attempt = 1; ; attempt++) {
      const pass = newPass(
        {
          ...input,
          id: this.ids.next(),
          code: this.codes.next(),
          apartmentId,
          flat,
          hostEmail: input.actor.email,
          createdAt: this.clock.now(),
        },
        today,
      );
      try {
        await this.uow.run(() => this.visits.add(pass));
        return pass;
      } catch (error) {
        if (!(error instanceof DomainError && error.code === 'VISITOR.CODE_TAKEN') || attempt >= CODE_ATTEMPTS) {
          throw error;
        }
      }
    }
  }
}

/** A resident's visitors: their flat's visits from today on, passes and walk-ins alike. */
export class ListMyVisitors {
  constructor(
    private readonly agreements: Agreements,
    private readonly visits: Visits,
    private readonly calendar: BuildingCalendar,
  ) {}

  async execute(input: { actor: Actor }): Promise<Visit[]> {
    const lease = await this.agreements.openFor(input.actor.email);
    if (lease?.status !== 'accepted') return [];
    return this.visits.forFlat(lease.apartmentId, this.calendar.today());
  }
}

/** A resident cancels a pass of theirs nobody has used yet; conditional on it still being expected. */
export class CancelVisitorPass {
  constructor(
    private readonly visits: Visits,
    private readonly uow: UnitOfWork,
  ) {}

  async execute(input: { actor: Actor; id: string }): Promise<Visit> {
    return this.uow.run(async () => {
      const stored = await this.visits.byId(input.id);
      if (!stored) throw new DomainError('VISITOR.NOT_FOUND', 'There is no such visitor pass');
      const cancelled = cancel(stored, input.actor.email);
      if (!(await this.visits.update(cancelled, 'expected'))) {
        throw new DomainError('VISITOR.ALREADY_USED', 'This pass has already been used');
      }
      return cancelled;
    });
  }
}
