import type { Wiring } from '../wiring.ts';
import {
  assignSpace,
  newParkingSpace,
  spaceOf,
  unassignSpace,
  type ParkingSpace,
} from '../../domain/parking/parking.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import type { AuditTrail } from '../audit/audit-trail.ts';
import type { Users } from '../members/ports.ts';
import type { IdGenerator, UnitOfWork } from '../shared/ports.ts';
import type { ParkingSpaces } from './ports.ts';

/** The building's parking spaces, for the admin: each with the member on it, if any. */
export class ListParkingSpaces {
  constructor(private readonly spaces: ParkingSpaces) {}

  execute(): Promise<ParkingSpace[]> {
    return this.spaces.list();
  }
}

export class AddParkingSpace {
  constructor(
    private readonly spaces: ParkingSpaces,
    private readonly uow: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly audit: AuditTrail,
  ) {}

  async execute(input: { readonly label: string; readonly by: string }): Promise<ParkingSpace> {
    const space = newParkingSpace(this.ids.next(), input.label);
    return this.uow.run(async () => {
      await this.spaces.add(space);
      await this.audit.record({ actor: input.by, action: 'parking.add', subject: space.id, label: space.label });
      return space;
    });
  }
}

/** Puts a member on a space, or frees it (memberEmail null). Only a member of the building gets a space. */
export class AssignParkingSpace {
  constructor(
    private readonly spaces: ParkingSpaces,
    private readonly users: Users,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditTrail,
  ) {}

  async execute(input: {
    readonly spaceId: string;
    readonly memberEmail: string | null;
    readonly by: string;
  }): Promise<ParkingSpace> {
    const { spaceId, memberEmail, by } = input;
    if (memberEmail !== null && (await this.users.byEmail(memberEmail))?.role !== 'member') {
      throw new DomainError('USER.NOT_MEMBER', 'Only a member of the building can have a parking space', {
        memberEmail: 'Choose a member of the building',
      });
    }
    return this.uow.run(async () => {
      const all = await this.spaces.list();
      const before = all.find((s) => s.id === spaceId);
      if (!before) throw new DomainError('PARKING.NOT_FOUND', 'There is no such parking space');
      const after = memberEmail === null ? unassignSpace(before) : assignSpace(all, spaceId, memberEmail);
      if (after.memberEmail === before.memberEmail) return after;
      await this.spaces.assign(after);
      await this.audit.record({
        actor: by,
        action: after.memberEmail ? 'parking.assign' : 'parking.unassign',
        subject: after.id,
        label: after.label,
        before: { member: before.memberEmail ?? null },
        after: { member: after.memberEmail ?? null },
      });
      return after;
    });
  }
}

/** The caller's own space, or none. */
export class GetMyParkingSpace {
  constructor(private readonly spaces: ParkingSpaces) {}

  async execute(input: { readonly email: string }): Promise<ParkingSpace | null> {
    return spaceOf(await this.spaces.list(), input.email) ?? null;
  }
}

/** The parking area's use cases, wired from the ports and the shared helpers. */
export function parkingUseCases(w: Wiring) {
  const { r, s, audit } = w;
  return {
    listParkingSpaces: new ListParkingSpaces(r.parkingSpaces),
    addParkingSpace: new AddParkingSpace(r.parkingSpaces, r.uow, s.ids, audit),
    assignParkingSpace: new AssignParkingSpace(r.parkingSpaces, r.users, r.uow, audit),
    getMyParkingSpace: new GetMyParkingSpace(r.parkingSpaces),
  };
}
