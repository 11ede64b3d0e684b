import {
  editedSpace,
  newSpace,
  retiredSpace,
  type CommonSpace,
  type SpaceInput,
} from '../../domain/common-spaces/space.ts';
import type { AuditValues } from '../../domain/audit/audit.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import { toTaka } from '../../domain/shared/money.ts';
import type { AuditTrail } from '../audit/audit-trail.ts';
import type { Clock, IdGenerator, UnitOfWork } from '../shared/ports.ts';
import type { CommonSpaces, SpaceBookings } from './ports.ts';

const notFound = () => new DomainError('SPACE.NOT_FOUND', 'There is no such space');
const changed = () => new DomainError('SPACE.CHANGED', 'This space was changed meanwhile; look again');

/** What the audit log keeps of a space's terms. */
const termsOf = (s: CommonSpace): AuditValues => ({
  name: s.name,
  from: s.opensAt,
  until: s.closesAt,
  slotMinutes: s.slotMinutes,
  aheadDays: s.aheadDays,
  limit: s.monthlyLimit,
  amount: toTaka(s.fee),
  needsApproval: s.needsApproval,
});

/** Every space, retired ones too: the admin's list. */
export class ListSpaces {
  constructor(private readonly spaces: CommonSpaces) {}

  execute(): Promise<CommonSpace[]> {
    return this.spaces.list();
  }
}

/** The spaces a member may book: the ones not retired. */
export class ListBookableSpaces {
  constructor(private readonly spaces: CommonSpaces) {}

  async execute(): Promise<CommonSpace[]> {
    return (await this.spaces.list()).filter((s) => !s.retired);
  }
}

export class AddSpace {
  constructor(
    private readonly spaces: CommonSpaces,
    private readonly uow: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly audit: AuditTrail,
  ) {}

  execute(input: SpaceInput & { readonly by: string }): Promise<CommonSpace> {
    const space = newSpace(this.ids.next(), input);
    return this.uow.run(async () => {
      await this.spaces.add(space);
      await this.audit.record({
        actor: input.by,
        action: 'space.add',
        subject: space.id,
        label: space.name,
        after: termsOf(space),
      });
      return space;
    });
  }
}

/** New terms for a space, conditional on the version the admin read; bookings already made keep theirs. */
export class EditSpace {
  constructor(
    private readonly spaces: CommonSpaces,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditTrail,
  ) {}

  execute(input: SpaceInput & { readonly id: string; readonly version: number; readonly by: string }) {
    return this.uow.run(async () => {
      const before = await this.spaces.byId(input.id);
      if (!before) throw notFound();
      if (before.version !== input.version) throw changed();
      const after = editedSpace(before, input);
      if (!(await this.spaces.update(after, before.version))) throw changed();
      await this.audit.record({
        actor: input.by,
        action: 'space.edit',
        subject: after.id,
        label: after.name,
        before: termsOf(before),
        after: termsOf(after),
      });
      return after;
    });
  }
}

/**
 * Retires a space: it takes no booking again and its past bookings stay readable. Refused (SPACE.HAS_BOOKINGS) while
 * an active booking of it is still to come, so nobody's confirmed event is taken away; the admin declines or waits.
 * The space is held first, so a booking made at the same moment either comes before (and refuses this) or after
 * (and is refused).
 */
export class RetireSpace {
  constructor(
    private readonly spaces: CommonSpaces,
    private readonly bookings: SpaceBookings,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly audit: AuditTrail,
  ) {}

  execute(input: { readonly id: string; readonly version: number; readonly by: string }) {
    return this.uow.run(async () => {
      const before = await this.spaces.hold(input.id);
      if (!before) throw notFound();
      if (before.version !== input.version) throw changed();
      const after = retiredSpace(before);
      if (await this.bookings.hasActiveAfter(before.id, this.clock.now()))
        throw new DomainError(
          'SPACE.HAS_BOOKINGS',
          'This space has bookings still to come; it can be retired once they are over or cancelled',
        );
      if (!(await this.spaces.update(after, before.version))) throw changed();
      await this.audit.record({
        actor: input.by,
        action: 'space.retire',
        subject: after.id,
        label: after.name,
        before: { retired: false },
        after: { retired: true },
      });
      return after;
    });
  }
}
