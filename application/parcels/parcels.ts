import {
  assertMayHandle,
  byOldest,
  collect,
  daysBetween,
  dueForReminder,
  newParcel,
  noSuchParcel,
  alreadyCollected,
  PARCEL_PHOTO_MAX_BYTES,
  PARCEL_RULES,
  parcelPhotoInvalid,
  parcelPhotoTooLarge,
  type Parcel,
} from '../../domain/parcels/parcels.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import type { NotificationEvent } from '../../domain/notifications/notification.ts';
import type { Agreements } from '../agreements/ports.ts';
import type { Apartments } from '../apartments/ports.ts';
import type { Users } from '../members/ports.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type {
  Actor,
  BackgroundJob,
  BuildingCalendar,
  Clock,
  IdGenerator,
  Logger,
  PhotoProcessor,
  UnitOfWork,
} from '../shared/ports.ts';
import type { ParcelPhoto, Parcels } from './ports.ts';

/** How many parcels a resident's list shows at most: every waiting one, then the latest collected. */
export const MY_PARCELS_LIMIT = 50;

/** Whether the caller works at the front desk: the building's staff and the admins. */
const atDesk = (actor: Actor): boolean => actor.role === 'staff' || actor.role === 'admin';

/** The flat the caller's running lease is on, if any. */
async function flatOf(agreements: Agreements, email: string): Promise<string | undefined> {
  const lease = await agreements.openFor(email);
  return lease?.status === 'accepted' ? lease.apartmentId : undefined;
}

/** Tells every resident living in the parcel's flat now; a flat nobody lives in tells nobody. */
async function tellResidents(
  agreements: Agreements,
  users: Users,
  notifier: Notifier,
  parcel: Parcel,
  event: NotificationEvent,
): Promise<number> {
  const leases = (await agreements.openOn(parcel.apartmentId)).filter((a) => a.status === 'accepted');
  const recipients = [];
  for (const lease of leases) {
    const user = await users.byEmail(lease.userEmail);
    if (user) recipients.push({ email: user.email, name: user.name });
  }
  if (recipients.length > 0) await notifier.notify(recipients, event);
  return recipients.length;
}

/** A photo taken at the desk, as it came. */
export interface SentParcelPhoto {
  readonly bytes: Uint8Array;
}

/**
 * The desk logs a parcel for a flat of the building: who brought it, a note, and a photo if one was taken. The photo is
 * judged by its content and re-encoded before anything is written, so a file that is no picture writes nothing. The
 * parcel, its photo and the residents' notice are written in one unit of work.
 */
export class LogParcel {
  constructor(
    private readonly apartments: Apartments,
    private readonly agreements: Agreements,
    private readonly parcels: Parcels,
    private readonly users: Users,
    private readonly notifier: Notifier,
    private readonly processor: PhotoProcessor,
    private readonly uow: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly calendar: BuildingCalendar,
  ) {}

  async execute(input: {
    apartmentId: string;
    carrier: string;
    note?: string;
    photo?: SentParcelPhoto;
    by: string;
  }): Promise<Parcel> {
    const flat = await this.apartments.byId(input.apartmentId);
    if (!flat || flat.retiredAt !== undefined) {
      throw new DomainError('VALIDATION.INVALID_INPUT', PARCEL_RULES.apartmentId, {
        apartmentId: PARCEL_RULES.apartmentId,
      });
    }
    const now = this.clock.now();
    const parcel = newParcel({
      id: this.ids.next(),
      apartmentId: flat.id,
      flat: flat.number,
      carrier: input.carrier,
      ...(input.note === undefined ? {} : { note: input.note }),
      hasPhoto: input.photo !== undefined,
      by: input.by,
      at: now,
      today: this.calendar.today(),
    });
    const photo = input.photo && (await this.prepare(input.photo));
    return this.uow.run(async () => {
      await this.parcels.add(parcel, photo && { parcelId: parcel.id, ...photo, createdAt: now });
      await tellResidents(this.agreements, this.users, this.notifier, parcel, {
        type: 'parcel-arrived',
        carrier: parcel.carrier,
        flat: parcel.flat,
      });
      return parcel;
    });
  }

  /** Re-encoding takes a while: it is done before the unit of work, so nothing waits on it. */
  private async prepare(photo: SentParcelPhoto) {
    if (photo.bytes.byteLength > PARCEL_PHOTO_MAX_BYTES) throw parcelPhotoTooLarge();
    return this.processor.prepare(photo.bytes, parcelPhotoInvalid);
  }
}

/** The parcels waiting at the desk, the longest waiting first. */
export class ListWaitingParcels {
  constructor(private readonly parcels: Parcels) {}

  async execute(): Promise<Parcel[]> {
    return (await this.parcels.waiting()).sort(byOldest);
  }
}

/** A resident's parcels: those of the flat their running lease is on, waiting first; none without a lease. */
export class ListMyParcels {
  constructor(
    private readonly agreements: Agreements,
    private readonly parcels: Parcels,
  ) {}

  async execute(input: { actor: Actor }): Promise<Parcel[]> {
    const apartmentId = await flatOf(this.agreements, input.actor.email);
    if (apartmentId === undefined) return [];
    return this.parcels.forFlat(apartmentId, MY_PARCELS_LIMIT);
  }
}

/**
 * The desk or the flat's resident marks a parcel collected, naming who took it. The write is conditional on the parcel
 * still waiting, so of two people marking it at once one does and the other is told it was collected.
 */
export class CollectParcel {
  constructor(
    private readonly agreements: Agreements,
    private readonly parcels: Parcels,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(input: { actor: Actor; id: string; collectedBy: string }): Promise<Parcel> {
    const desk = atDesk(input.actor);
    const apartmentId = desk ? undefined : await flatOf(this.agreements, input.actor.email);
    return this.uow.run(async () => {
      const parcel = await this.parcels.byId(input.id);
      if (!parcel) throw noSuchParcel();
      assertMayHandle(parcel, { desk, ...(apartmentId === undefined ? {} : { apartmentId }) });
      const collected = collect(parcel, { name: input.collectedBy, by: input.actor.email, at: this.clock.now() });
      if (!(await this.parcels.collect(collected))) throw alreadyCollected();
      return collected;
    });
  }
}

/** A parcel's photo, for the desk and for the flat's resident (PARCEL.NOT_FOUND for anyone else, or none taken). */
export class GetParcelPhoto {
  constructor(
    private readonly agreements: Agreements,
    private readonly parcels: Parcels,
  ) {}

  async execute(input: { actor: Actor; id: string }): Promise<ParcelPhoto> {
    const parcel = await this.parcels.byId(input.id);
    if (!parcel) throw noSuchParcel();
    const desk = atDesk(input.actor);
    const apartmentId = desk ? undefined : await flatOf(this.agreements, input.actor.email);
    assertMayHandle(parcel, { desk, ...(apartmentId === undefined ? {} : { apartmentId }) });
    const photo = await this.parcels.photo(parcel.id);
    if (!photo) throw noSuchParcel();
    return photo;
  }
}

/**
 * Hourly, reminds the residents of each parcel waiting REMIND_AFTER_DAYS days or more, at most once a building day: the
 * day is recorded on the parcel, conditional on its last reminder being of an earlier day, in the same unit of work as
 * the notice, so two instances, a restart or a second round the same day never remind twice.
 */
export class RemindWaitingParcels implements BackgroundJob {
  readonly background = { name: 'parcel reminders', everyMs: 60 * 60 * 1000 };

  constructor(
    private readonly agreements: Agreements,
    private readonly parcels: Parcels,
    private readonly users: Users,
    private readonly notifier: Notifier,
    private readonly uow: UnitOfWork,
    private readonly calendar: BuildingCalendar,
    private readonly logger: Logger,
  ) {}

  async execute(): Promise<{ reminded: number }> {
    const today = this.calendar.today();
    let reminded = 0;
    for (const parcel of await this.parcels.waiting()) {
      if (!dueForReminder(parcel, today)) continue;
      const told = await this.uow.run(async () => {
        if (!(await this.parcels.markReminded(parcel.id, today))) return false;
        const residents = await tellResidents(this.agreements, this.users, this.notifier, parcel, {
          type: 'parcel-waiting',
          carrier: parcel.carrier,
          flat: parcel.flat,
          days: daysBetween(parcel.loggedOn, today),
        });
        return residents > 0;
      });
      if (told) reminded++;
    }
    if (reminded > 0) this.logger.info({ reminded, day: today }, 'parcel reminders sent');
    return { reminded };
  }
}
