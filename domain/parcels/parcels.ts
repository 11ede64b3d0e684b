import { addDays } from '../front-desk/visitors.ts';
import { DomainError, type ErrorCode } from '../shared/errors.ts';

/**
 * A parcel the front desk keeps for a flat: logged by a guard (or an admin) when it comes, waiting until someone of
 * the flat collects it. A parcel goes waiting -> collected, once.
 */
export const PARCEL_STATUSES = ['waiting', 'collected'] as const;
export type ParcelStatus = (typeof PARCEL_STATUSES)[number];

export interface Parcel {
  readonly id: string;
  readonly apartmentId: string;
  /** The flat as the building writes it ("B401"), kept so the parcel reads once the lease is gone. */
  readonly flat: string;
  /** Who brought it: "Pathao", "Sundarban Courier", "DHL". */
  readonly carrier: string;
  readonly note: string;
  /** Whether a photo of it was taken at the desk. */
  readonly hasPhoto: boolean;
  readonly status: ParcelStatus;
  /** The email of the guard or admin who logged it. */
  readonly loggedBy: string;
  readonly loggedAt: Date;
  /** The day it was logged in the building's calendar, "YYYY-MM-DD": what its waiting is counted from. */
  readonly loggedOn: string;
  /** The name of the person who took it away, as the desk or the resident wrote it. */
  readonly collectedBy: string | null;
  readonly collectedAt: Date | null;
  /** The email of whoever marked it collected: the guard, the admin or the resident. */
  readonly collectedRecordedBy: string | null;
  /** The building day its resident was last reminded of it; null until the first reminder. */
  readonly remindedOn: string | null;
}

export type ParcelField = 'apartmentId' | 'carrier' | 'note' | 'collectedBy' | 'photo';

/** Each rule in words a person reads, named by the field it is about. */
export const PARCEL_RULES: Readonly<Record<ParcelField, string>> = {
  apartmentId: 'Choose the flat the parcel is for',
  carrier: 'Enter who brought the parcel, 2 to 60 characters',
  note: "Keep the parcel's note to 200 characters",
  collectedBy: 'Enter the name of who collected it, 2 to 60 characters',
  photo: 'The photo must be a JPEG, PNG or WebP picture of at most 5 MB',
};

/** After how many days of waiting a parcel's resident is reminded of it, once a building day. */
export const REMIND_AFTER_DAYS = 2;
/** The largest photo file the desk may send, in bytes (5 MB). */
export const PARCEL_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

const tidy = (text: string): string => text.replace(/\s+/g, ' ').trim();

const invalid = (problems: Partial<Record<ParcelField, string>>) =>
  new DomainError('VALIDATION.INVALID_INPUT', Object.values(problems).join('. '), problems);

/** A name of 2 to 60 characters once its spacing is tidied, else undefined. */
const aName = (text: string): string | undefined => {
  const name = tidy(text);
  return name.length >= 2 && name.length <= 60 ? name : undefined;
};

/** A parcel the desk logs for a flat now, waiting to be collected. */
export function newParcel(input: {
  readonly id: string;
  readonly apartmentId: string;
  readonly flat: string;
  readonly carrier: string;
  readonly note?: string;
  readonly hasPhoto: boolean;
  readonly by: string;
  readonly at: Date;
  readonly today: string;
}): Parcel {
  const problems: Partial<Record<ParcelField, string>> = {};
  const carrier = aName(input.carrier);
  const note = (input.note ?? '').trim();
  if (carrier === undefined) problems.carrier = PARCEL_RULES.carrier;
  if (note.length > 200) problems.note = PARCEL_RULES.note;
  if (Object.keys(problems).length > 0) throw invalid(problems);
  return {
    id: input.id,
    apartmentId: input.apartmentId,
    flat: input.flat,
    carrier: carrier!,
    note,
    hasPhoto: input.hasPhoto,
    status: 'waiting',
    loggedBy: input.by,
    loggedAt: input.at,
    loggedOn: input.today,
    collectedBy: null,
    collectedAt: null,
    collectedRecordedBy: null,
    remindedOn: null,
  };
}

export const alreadyCollected = (): DomainError =>
  new DomainError('PARCEL.ALREADY_COLLECTED', 'This parcel has already been collected');

export const noSuchParcel = (): DomainError => new DomainError('PARCEL.NOT_FOUND', 'There is no such parcel');

/** The parcel is taken away by `name`, recorded by `by` at `at`: only a waiting parcel, only once. */
export function collect(
  parcel: Parcel,
  input: { readonly name: string; readonly by: string; readonly at: Date },
): Parcel {
  const name = aName(input.name);
  if (name === undefined) throw invalid({ collectedBy: PARCEL_RULES.collectedBy });
  if (parcel.status !== 'waiting') throw alreadyCollected();
  return { ...parcel, status: 'collected', collectedBy: name, collectedAt: input.at, collectedRecordedBy: input.by };
}

/**
 * Who may see and collect a parcel: the front desk (the staff and the admins) any parcel; a resident only a parcel of
 * the flat their running lease is on (any other is, to them, no parcel at all).
 */
export function assertMayHandle(parcel: Parcel, caller: { readonly desk: boolean; readonly apartmentId?: string }) {
  if (!caller.desk && caller.apartmentId !== parcel.apartmentId) throw noSuchParcel();
}

/** Whole days from one building day to a later one ("2026-11-03" to "2026-11-05" is 2). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Whether the parcel's resident is to be reminded today: waiting REMIND_AFTER_DAYS days or more, not yet today. */
export function dueForReminder(parcel: Parcel, today: string): boolean {
  return (
    parcel.status === 'waiting' &&
    parcel.loggedOn <= addDays(today, -REMIND_AFTER_DAYS) &&
    (parcel.remindedOn === null || parcel.remindedOn < today)
  );
}

const photoRefusal = (code: ErrorCode, message: string) => new DomainError(code, message, { photo: message });

export const parcelPhotoInvalid = (): DomainError =>
  photoRefusal('PARCEL.PHOTO_INVALID', 'That file is not a JPEG, PNG or WebP picture');
export const parcelPhotoTooLarge = (): DomainError =>
  photoRefusal('PARCEL.PHOTO_TOO_LARGE', 'The photo must be at most 5 MB');
export const tooManyParcelPhotos = (): DomainError =>
  photoRefusal('PARCEL.PHOTO_INVALID', 'A parcel can carry one photo');

/** The desk's order: the longest waiting first. */
export const byOldest = (a: Parcel, b: Parcel): number =>
  a.loggedAt.getTime() - b.loggedAt.getTime() || a.id.localeCompare(b.id);

/** A resident's order: waiting first, then the latest logged first. */
export const forResident = (a: Parcel, b: Parcel): number =>
  (a.status === 'waiting' ? 0 : 1) - (b.status === 'waiting' ? 0 : 1) ||
  b.loggedAt.getTime() - a.loggedAt.getTime() ||
  a.id.localeCompare(b.id);
