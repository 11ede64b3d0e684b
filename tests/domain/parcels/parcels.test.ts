import { describe, expect, it } from 'vitest';
import {
  alreadyCollected,
  assertMayHandle,
  byOldest,
  collect,
  daysBetween,
  dueForReminder,
  forResident,
  newParcel,
  noSuchParcel,
  PARCEL_RULES,
  parcelPhotoInvalid,
  parcelPhotoTooLarge,
  REMIND_AFTER_DAYS,
  tooManyParcelPhotos,
  type Parcel,
} from '../../../domain/parcels/parcels.ts';
import { DomainError } from '../../../domain/shared/errors.ts';

const AT = new Date('2026-11-05T04:00:00.000Z');
const logged = (overrides: Partial<Parameters<typeof newParcel>[0]> = {}): Parcel =>
  newParcel({
    id: 'p-1',
    apartmentId: 'apt-a101',
    flat: 'A101',
    carrier: '  Sundarban   Courier ',
    hasPhoto: false,
    by: 'guard@lakeview.example',
    at: AT,
    today: '2026-11-05',
    ...overrides,
  });

const refusal = (work: () => unknown): DomainError => {
  try {
    work();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('not refused');
};

describe('a parcel logged at the desk', () => {
  it('waits for its flat, its carrier tidied and no note by default', () => {
    expect(logged()).toEqual({
      id: 'p-1',
      apartmentId: 'apt-a101',
      flat: 'A101',
      carrier: 'Sundarban Courier',
      note: '',
      hasPhoto: false,
      status: 'waiting',
      loggedBy: 'guard@lakeview.example',
      loggedAt: AT,
      loggedOn: '2026-11-05',
      collectedBy: null,
      collectedAt: null,
      collectedRecordedBy: null,
      remindedOn: null,
    });
    expect(logged({ note: ' Fragile ', hasPhoto: true })).toMatchObject({ note: 'Fragile', hasPhoto: true });
  });

  it('refuses a carrier too short or too long and a note too long, field by field', () => {
    const error = refusal(() => logged({ carrier: 'D', note: 'x'.repeat(201) }));
    expect(error.code).toBe('VALIDATION.INVALID_INPUT');
    expect(error.fields).toEqual({ carrier: PARCEL_RULES.carrier, note: PARCEL_RULES.note });
    expect(refusal(() => logged({ carrier: 'x'.repeat(61) })).fields).toEqual({ carrier: PARCEL_RULES.carrier });
  });
});

describe('collecting a parcel', () => {
  const at = new Date('2026-11-06T10:00:00.000Z');

  it('records who took it, who marked it and when, once', () => {
    const collected = collect(logged(), { name: ' Rahim  Uddin ', by: 'rahim@example.com', at });
    expect(collected).toMatchObject({
      status: 'collected',
      collectedBy: 'Rahim Uddin',
      collectedAt: at,
      collectedRecordedBy: 'rahim@example.com',
    });
    expect(refusal(() => collect(collected, { name: 'Rahim', by: 'guard', at })).code).toBe('PARCEL.ALREADY_COLLECTED');
  });

  it('needs the name of who collected it', () => {
    expect(refusal(() => collect(logged(), { name: ' ', by: 'guard', at })).fields).toEqual({
      collectedBy: PARCEL_RULES.collectedBy,
    });
  });
});

describe('who may handle a parcel', () => {
  it('is the desk for any parcel, a resident only for their own flat', () => {
    expect(() => assertMayHandle(logged(), { desk: true })).not.toThrow();
    expect(() => assertMayHandle(logged(), { desk: false, apartmentId: 'apt-a101' })).not.toThrow();
    expect(refusal(() => assertMayHandle(logged(), { desk: false, apartmentId: 'apt-b202' })).code).toBe(
      'PARCEL.NOT_FOUND',
    );
    expect(refusal(() => assertMayHandle(logged(), { desk: false })).code).toBe('PARCEL.NOT_FOUND');
  });
});

describe('reminders of a waiting parcel', () => {
  it('counts whole building days', () => {
    expect(daysBetween('2026-11-03', '2026-11-05')).toBe(2);
    expect(daysBetween('2026-10-31', '2026-11-01')).toBe(1);
  });

  it(`fall due after ${REMIND_AFTER_DAYS} days of waiting, once a day, never once collected`, () => {
    const parcel = logged({ today: '2026-11-05' });
    expect(dueForReminder(parcel, '2026-11-06')).toBe(false);
    expect(dueForReminder(parcel, '2026-11-07')).toBe(true);
    expect(dueForReminder({ ...parcel, remindedOn: '2026-11-07' }, '2026-11-07')).toBe(false);
    expect(dueForReminder({ ...parcel, remindedOn: '2026-11-07' }, '2026-11-08')).toBe(true);
    expect(dueForReminder({ ...parcel, status: 'collected' }, '2026-11-09')).toBe(false);
  });
});

describe('the orders and the refusals', () => {
  const older = logged({ id: 'p-1', at: new Date('2026-11-01T00:00:00Z') });
  const newer = logged({ id: 'p-2', at: new Date('2026-11-03T00:00:00Z') });
  const twin = logged({ id: 'p-0', at: new Date('2026-11-01T00:00:00Z') });
  const taken = { ...logged({ id: 'p-3', at: new Date('2026-11-04T00:00:00Z') }), status: 'collected' as const };

  it('lists the desk the longest waiting first, and a resident the waiting ones first, then the latest', () => {
    expect([newer, older, twin].sort(byOldest).map((p) => p.id)).toEqual(['p-0', 'p-1', 'p-2']);
    expect([taken, older, newer, twin].sort(forResident).map((p) => p.id)).toEqual(['p-2', 'p-0', 'p-1', 'p-3']);
    expect([older, taken].sort(forResident).map((p) => p.id)).toEqual(['p-1', 'p-3']);
  });

  it('says each refusal with its code, a photo refusal beside the photo field', () => {
    expect(alreadyCollected().code).toBe('PARCEL.ALREADY_COLLECTED');
    expect(noSuchParcel().code).toBe('PARCEL.NOT_FOUND');
    expect(parcelPhotoInvalid()).toMatchObject({ code: 'PARCEL.PHOTO_INVALID', fields: { photo: expect.any(String) } });
    expect(parcelPhotoTooLarge()).toMatchObject({ code: 'PARCEL.PHOTO_TOO_LARGE' });
    expect(tooManyParcelPhotos()).toMatchObject({ code: 'PARCEL.PHOTO_INVALID' });
  });
});
