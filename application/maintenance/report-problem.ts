import { DomainError } from '../../domain/shared/errors.ts';
import { countOpenedToday, submitRequest, type ReportInput } from '../../domain/maintenance/reporting.ts';
import {
  describePhoto,
  notAPicture,
  PHOTO_LIMIT,
  PHOTO_MAX_BYTES,
  photoTooLarge,
  tooManyPhotos,
} from '../../domain/maintenance/fields.ts';
import { type Place } from '../../domain/maintenance/request.ts';
import type { Actor, BuildingCalendar, Clock, IdGenerator, PhotoProcessor, UnitOfWork } from '../shared/ports.ts';
import type { Agreements } from '../agreements/ports.ts';
import type { MaintenancePhoto, MaintenanceRequests } from './ports.ts';
import type { Users } from '../members/ports.ts';
import { viewAs, type RequestView } from './maintenance-requests.ts';
import type { GetBuilding } from '../building/get-building.ts';
import type { Notifier } from '../notifications/notifier.ts';

/** A calendar day of any time zone lies within the 48 hours before its end. */
const TWO_DAYS_MS = 48 * 60 * 60 * 1000;

export interface Report extends ReportInput {
  /** Where the problem is: the caller's own flat (found from their lease, never sent), or a common area. */
  readonly where: 'flat' | 'common-area';
}

/** A file sent with a report, as it came: its bytes and the name it was sent with (shown back only in refusals). */
export interface SentPhoto {
  readonly bytes: Uint8Array;
  readonly fileName?: string;
}

/**
 * A resident reports a problem, with up to PHOTO_LIMIT photos. A problem in a flat is always in the caller's own: the
 * flat comes from their running lease, so only a member can report one; anyone signed in can report a problem in a
 * common area. At most `DAILY_LIMIT` reports a day, counted by the building's calendar. The answer to an emergency
 * carries the building's emergency phone number, to call at once.
 * Every photo is checked and re-encoded before anything is written, and the request is stored with its photos in one
 * unit of work: a refused photo leaves no request behind, a refused request no photo.
 */
export class ReportProblem {
  constructor(
    private readonly agreements: Agreements,
    private readonly users: Users,
    private readonly requests: MaintenanceRequests,
    private readonly processor: PhotoProcessor,
    private readonly getBuilding: GetBuilding,
    private readonly uow: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly calendar: BuildingCalendar,
    private readonly notifier: Notifier,
  ) {}

  async execute({
    actor,
    report,
    photos = [],
  }: {
    actor: Actor;
    report: Report;
    photos?: readonly SentPhoto[];
  }): Promise<RequestView & { emergencyPhone?: string }> {
    const place = await this.placeOf(actor, report.where);
    const prepared = await this.prepare(photos);
    const request = await this.uow.run(async () => {
      // Two reports sent at once by one person queue up here, so the second counts the first against the limit.
      await this.users.hold(actor.email);
      const now = this.clock.now();
      const opened = await this.requests.openedSince(actor.email, new Date(now.getTime() - TWO_DAYS_MS));
      const reporter = { email: actor.email, name: actor.name };
      const today = countOpenedToday(
        opened.map((createdAt) => ({ resident: reporter, createdAt })),
        actor.email,
        now,
        this.calendar,
      );
      const submitted = submitRequest(this.ids.next(), report, place, reporter, today, now, prepared.length);
      const stored: MaintenancePhoto[] = prepared.map((photo, i) => ({
        id: this.ids.next(),
        requestId: submitted.id,
        position: i + 1,
        ...photo,
        createdAt: now,
      }));
      await this.requests.add(submitted, stored);
      if (submitted.emergency) {
        await this.notifier.notify(await this.users.listByRole('admin'), {
          type: 'maintenance-emergency',
          requestId: submitted.id,
          title: submitted.title,
          place: place.kind === 'flat' ? place.label : null,
        });
      }
      return submitted;
    });
    const view = viewAs(request, actor, this.clock.now());
    if (!request.emergency) return view;
    return { ...view, emergencyPhone: (await this.getBuilding.execute()).emergencyPhone };
  }

  /** Re-encoding takes a while: it is done before the unit of work, so nothing waits on it. */
  private async prepare(photos: readonly SentPhoto[]) {
    if (photos.length > PHOTO_LIMIT) throw tooManyPhotos();
    const prepared = [];
    for (const [i, photo] of photos.entries()) {
      const which = describePhoto(i + 1, photo.fileName);
      if (photo.bytes.byteLength > PHOTO_MAX_BYTES) throw photoTooLarge(which);
      prepared.push(await this.processor.prepare(photo.bytes, () => notAPicture(which)));
    }
    return prepared;
  }

  private async placeOf(actor: Actor, where: Report['where']): Promise<Place> {
    if (where === 'common-area') return { kind: 'common-area' };
    const agreement = await this.agreements.openFor(actor.email);
    if (agreement?.status !== 'accepted') {
      throw new DomainError(
        'MAINTENANCE.NO_FLAT',
        'You have no flat in the building to report a problem in. A problem in a common area can still be reported.',
      );
    }
    return { kind: 'flat', apartmentId: agreement.apartmentId, label: agreement.number };
  }
}
