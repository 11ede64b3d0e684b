import {
  arrive,
  isPassCode,
  leave,
  matches,
  newWalkIn,
  normalizeCode,
  VISITOR_RULES,
  type Visit,
} from '../../domain/front-desk/visitors.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import type { Agreements } from '../agreements/ports.ts';
import type { Apartments } from '../apartments/ports.ts';
import type { Users } from '../members/ports.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { BuildingCalendar, Clock, IdGenerator, UnitOfWork } from '../shared/ports.ts';
import type { Visits } from './ports.ts';

const noSuchPass = () => new DomainError('VISITOR.NOT_FOUND', 'There is no pass with this code');

/** Today's visitors at the gate: every visit of the building's today that matches what the guard typed. */
export class FindVisitors {
  constructor(
    private readonly visits: Visits,
    private readonly calendar: BuildingCalendar,
  ) {}

  async execute(input: { query?: string }): Promise<Visit[]> {
    const today = await this.visits.onDay(this.calendar.today());
    return today.filter((v) => matches(v, input.query ?? ''));
  }
}

/** A flat the desk may log a walk-in for: its name, and the resident living there now, by name only. */
export interface DeskFlat {
  readonly apartmentId: string;
  readonly flat: string;
  readonly block: string;
  readonly floor: number;
  readonly residentName: string | null;
}

/** The building's flats for the desk, each with its resident's name (nothing more of them). */
export class ListDeskFlats {
  constructor(
    private readonly apartments: Apartments,
    private readonly agreements: Agreements,
  ) {}

  async execute(): Promise<DeskFlat[]> {
    const leases = new Map((await this.agreements.listAccepted()).map((a) => [a.apartmentId, a.userName]));
    return (await this.apartments.listAll())
      .filter((a) => a.retiredAt === undefined)
      .map((a) => ({
        apartmentId: a.id,
        flat: a.number,
        block: a.block,
        floor: a.floor,
        residentName: leases.get(a.id) ?? null,
      }))
      .sort((a, b) => a.flat.localeCompare(b.flat, 'en', { numeric: true }));
  }
}

/**
 * The guard lets a visitor in, found by pass code or by the visit's id: only today's expected pass does; an unknown
 * code is 404, an expired, cancelled or used one 409, and nothing is written. The write is conditional on the pass
 * still being expected, so of two guards marking one arrival at once, one does and the other is told it was used.
 * The resident is told in the same unit of work.
 */
export class MarkArrival {
  constructor(
    private readonly visits: Visits,
    private readonly users: Users,
    private readonly notifier: Notifier,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly calendar: BuildingCalendar,
  ) {}

  async execute(input: { code: string } | { id: string }): Promise<Visit> {
    const today = this.calendar.today();
    return this.uow.run(async () => {
      const visit = 'code' in input ? await this.byCode(input.code, today) : await this.visits.byId(input.id);
      if (!visit) throw new DomainError('VISITOR.NOT_FOUND', 'There is no such visitor');
      const arrived = arrive(visit, today, this.clock.now());
      if (!(await this.visits.update(arrived, 'expected'))) {
        throw new DomainError('VISITOR.ALREADY_USED', 'This pass has already been used');
      }
      await tellResident(this.users, this.notifier, arrived);
      return arrived;
    });
  }

  /** Today's pass with the code, else the latest one ever given it (which `arrive` refuses with its reason). */
  private async byCode(text: string, today: string): Promise<Visit | undefined> {
    const code = normalizeCode(text);
    if (!isPassCode(code)) throw noSuchPass();
    const all = await this.visits.byCode(code);
    if (all.length === 0) throw noSuchPass();
    return all.find((v) => v.date === today && v.status === 'expected') ?? all[0];
  }
}

async function tellResident(users: Users, notifier: Notifier, visit: Visit): Promise<void> {
  if (visit.hostEmail === null) return;
  const host = await users.byEmail(visit.hostEmail);
  if (!host) return;
  await notifier.notify([{ email: host.email, name: host.name }], {
    type: 'visitor-arrived',
    visitorName: visit.visitorName,
    flat: visit.flat,
    walkIn: visit.kind === 'walk-in',
  });
}

/** The visitor leaves: conditional on their having arrived. */
export class MarkDeparture {
  constructor(
    private readonly visits: Visits,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(input: { id: string }): Promise<Visit> {
    return this.uow.run(async () => {
      const visit = await this.visits.byId(input.id);
      if (!visit) throw new DomainError('VISITOR.NOT_FOUND', 'There is no such visitor');
      const left = leave(visit, this.clock.now());
      if (!(await this.visits.update(left, 'arrived'))) {
        throw new DomainError('VISITOR.NOT_INSIDE', 'This visitor has already left');
      }
      return left;
    });
  }
}

/** The guard logs a visitor who came without a pass, at a flat of the building; its resident is told. */
export class LogWalkIn {
  constructor(
    private readonly apartments: Apartments,
    private readonly agreements: Agreements,
    private readonly visits: Visits,
    private readonly users: Users,
    private readonly notifier: Notifier,
    private readonly uow: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly calendar: BuildingCalendar,
  ) {}

  async execute(input: {
    apartmentId: string;
    visitorName: string;
    phone: string;
    note?: string;
    by: string;
  }): Promise<Visit> {
    const flat = await this.apartments.byId(input.apartmentId);
    if (!flat || flat.retiredAt !== undefined) {
      throw new DomainError('VALIDATION.INVALID_INPUT', VISITOR_RULES.apartmentId, {
        apartmentId: VISITOR_RULES.apartmentId,
      });
    }
    const resident = (await this.agreements.openOn(flat.id)).find((a) => a.status === 'accepted');
    const visit = newWalkIn(
      {
        ...input,
        id: this.ids.next(),
        flat: flat.number,
        hostEmail: resident?.userEmail ?? null,
        at: this.clock.now(),
      },
      this.calendar.today(),
    );
    return this.uow.run(async () => {
      await this.visits.add(visit);
      await tellResident(this.users, this.notifier, visit);
      return visit;
    });
  }
}
