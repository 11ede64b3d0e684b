import { DomainError, type ErrorCode } from '../shared/errors.ts';

/** What a maintenance form's fields accept, the limits on reports and photos, and the refusals that name them. */

export const TITLE_MAX = 120;

export const DESCRIPTION_MAX = 5000;

export const ENTRY_NOTES_MAX = 500;

export const REASON_MAX = 500;

export const COMMENT_MAX = 2000;

export const CLOSING_COMMENT_MAX = 1000;

/** How many problems one resident may report on one day of the building's calendar. */
export const DAILY_LIMIT = 5;

/** How long after its resolution a resident may still reopen a request. */
export const REOPEN_WINDOW_DAYS = 7;

/** How many photos one report may carry. */
export const PHOTO_LIMIT = 3;

/** The largest photo file a resident may send, in bytes (5 MB). */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** A file name is shown back only this long, so a hostile name cannot fill the message. */
const PHOTO_NAME_MAX = 60;

/**
 * How a refusal names one photo: by its place in the report, and by the name it was sent with, cut short and with
 * anything unprintable (control characters, line breaks, quotes) taken out, so the name is only ever shown as data.
 */
export function describePhoto(position: number, fileName?: string): string {
  const name = (fileName ?? '').replace(/[\p{C}"'<>`\\]/gu, '').trim();
  if (name === '') return `Photo ${position}`;
  const shown = name.length > PHOTO_NAME_MAX ? `${name.slice(0, PHOTO_NAME_MAX)}…` : name;
  return `Photo ${position} ("${shown}")`;
}

/** Photo refusals carry `fields.photos`, so a form shows them beside its photo picker. */
const photoRefusal = (code: ErrorCode, message: string) => new DomainError(code, message, { photos: message });

export const tooManyPhotos = (): DomainError =>
  photoRefusal('MAINTENANCE.TOO_MANY_PHOTOS', `A request can carry at most ${PHOTO_LIMIT} photos`);

export const photoTooLarge = (photo: string): DomainError =>
  photoRefusal('MAINTENANCE.PHOTO_TOO_LARGE', `Each photo must be at most 5 MB; ${photo} is larger`);

export const notAPicture = (photo: string): DomainError =>
  photoRefusal('MAINTENANCE.PHOTO_INVALID', `${photo}: that file is not a JPEG, PNG or WebP picture`);

/** Every field a maintenance form asks for. */
export type MaintenanceField =
  | 'category'
  | 'title'
  | 'description'
  | 'entryNotes'
  | 'declineReason'
  | 'reopenReason'
  | 'comment'
  | 'internalNote'
  | 'rating'
  | 'closingComment';

/** Each rule in words a person reads, named by the field it is about; the form and the server show the same words. */
export const MAINTENANCE_RULES: Readonly<Record<MaintenanceField, string>> = {
  category: 'Pick what kind of problem it is: plumbing, electrical, appliance, lift, common area, pests or other',
  title: `Give the problem a short title of 1 to ${TITLE_MAX} characters, like "Kitchen tap leaking"`,
  description: `Describe the problem in 1 to ${DESCRIPTION_MAX.toLocaleString('en-US')} characters: what, where, since when`,
  entryNotes: `Notes for entering the flat can be at most ${ENTRY_NOTES_MAX} characters`,
  declineReason: `Say why the request is declined, in 1 to ${REASON_MAX} characters`,
  reopenReason: `The reason for reopening can be at most ${REASON_MAX} characters`,
  comment: `A comment must be 1 to ${COMMENT_MAX.toLocaleString('en-US')} characters`,
  internalNote: `An internal note must be 1 to ${COMMENT_MAX.toLocaleString('en-US')} characters`,
  rating: 'A rating must be a whole number of stars from 1 to 5',
  closingComment: `A closing comment can be at most ${CLOSING_COMMENT_MAX.toLocaleString('en-US')} characters`,
};

/** A line of text as stored: trimmed, with runs of spaces made one. */
export const line = (value: unknown) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '');

/** A paragraph as stored: trimmed, its line breaks kept. */
export const paragraph = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export const within = (text: string, min: number, max: number) => text.length >= min && text.length <= max;

export function invalid(field: MaintenanceField): DomainError {
  return new DomainError('VALIDATION.INVALID_INPUT', MAINTENANCE_RULES[field], { [field]: MAINTENANCE_RULES[field] });
}

/** Required text of 1 to `max` characters, or a refusal naming the field. */
export function required(value: unknown, max: number, field: MaintenanceField): string {
  const text = paragraph(value);
  if (!within(text, 1, max)) throw invalid(field);
  return text;
}

/** Optional text of at most `max` characters; blank is none. */
export function optional(value: unknown, max: number, field: MaintenanceField): string | undefined {
  const text = paragraph(value);
  if (text.length > max) throw invalid(field);
  return text === '' ? undefined : text;
}
