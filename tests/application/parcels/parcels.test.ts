import { describe, expect, it } from 'vitest';
import { parcelsUseCases } from '../../../application/parcels/use-cases.ts';
import { GetRentSchedule } from '../../../application/building/get-rent-schedule.ts';
import { GetBuilding } from '../../../application/building/get-building.ts';
import type { Wiring } from '../../../application/wiring.ts';
import type { PhotoNarrower, PhotoProcessor } from '../../../application/shared/ports.ts';
import { PARCEL_PHOTO_MAX_BYTES, PARCEL_RULES } from '../../../domain/parcels/parcels.ts';
import { DomainError } from '../../../domain/shared/errors.ts';
import { anActor, anAgreement, anApartment, aUser, BUILDING_DETAILS } from '../../support/builders.ts';
import { aWorld, expectRefusal, type World } from '../world.ts';

const flat = anApartment().withId('apt-a101').at('A', 1, 'A101').build();
const empty = anApartment().withId('apt-b202').at('B', 2, 'B202').build();
const rahim = aUser().withId('user-rahim').withEmail('rahim@example.com').withName('Rahim Uddin').member().build();
const karim = aUser().withId('user-karim').withEmail('karim@example.com').withName('Karim').member().build();
const lease = anAgreement().withId('agr-1').by(rahim).on(flat).accepted().build();
const resident = anActor().withEmail('rahim@example.com').withName('Rahim Uddin').member().build();
const stranger = anActor().withEmail('karim@example.com').withName('Karim').member().build();
const guard = anActor().withEmail('guard@example.com').withName('Abdul Guard').withRole('staff').build();
const DAY_MS = 24 * 60 * 60 * 1000;

/** A processor that takes only bytes starting with "IMG", as the real one takes only pictures. */
const processor: PhotoProcessor & PhotoNarrower = {
  prepare: async (bytes, refusal) => {
    if (new TextDecoder().decode(bytes.slice(0, 3)) !== 'IMG') {
      throw refusal?.() ?? new DomainError('APARTMENT.PHOTO_INVALID', 'no picture');
    }
    return { bytes: new TextEncoder().encode('WEBP'), contentType: 'image/webp' };
  },
  narrower: async (bytes) => ({ bytes, contentType: 'image/webp' }),
};

async function desk() {
  const world = await aWorld({ apartments: [flat, empty], users: [rahim, karim], agreements: [lease] });
  const getRentSchedule = new GetRentSchedule(world.rentSchedules);
  const w: Wiring = {
    r: world,
    s: {
      clock: world.clock,
      ids: world.ids,
      passCodes: { next: () => 'ACDEFG' },
      calendar: world.calendar,
      gateway: world.gateway,
      verifier: world.verifier,
      pageSessions: world.pageSessions,
      accounts: world.accounts,
      photoProcessor: processor,
      logger: world.logger,
      unsubscribeTokens: { issue: () => '', read: () => undefined } as never,
      wording: undefined as never,
      buildingDefaults: BUILDING_DETAILS,
    },
    audit: world.trail,
    notifier: world.notifier,
    rereader: world.rereader,
    getBuilding: new GetBuilding(world.building, BUILDING_DETAILS),
    getRentSchedule,
    rentSchedule: () => getRentSchedule.execute(),
    books: world.books,
  };
  return { world, u: parcelsUseCases(w) };
}

type Desk = Awaited<ReturnType<typeof desk>>['u'];
const log = (u: Desk, extra: { apartmentId?: string; photo?: { bytes: Uint8Array }; note?: string } = {}) =>
  u.logParcel.execute({ apartmentId: 'apt-a101', carrier: 'Pathao', by: guard.email, ...extra });

async function unchanged(world: World, attempt: () => Promise<unknown>, code: Parameters<typeof expectRefusal>[1]) {
  const before = world.rows();
  await expectRefusal(attempt(), code);
  expect(world.rows()).toEqual(before);
}

const inboxOf = async (world: World, email: string) =>
  (await world.inbox.listFor(email, { limit: 10 })).map((n) => n.subject);

describe('logging a parcel', () => {
  it('keeps it waiting for the flat and tells its resident at once, in the inbox and by email', async () => {
    const { world, u } = await desk();
    const parcel = await log(u, { note: 'Fragile' });
    expect(parcel).toMatchObject({
      apartmentId: 'apt-a101',
      flat: 'A101',
      carrier: 'Pathao',
      note: 'Fragile',
      status: 'waiting',
      hasPhoto: false,
      loggedBy: 'guard@example.com',
      loggedOn: '2026-11-05',
    });
    expect(await inboxOf(world, 'rahim@example.com')).toEqual(['A parcel from Pathao is at the front desk']);
    expect([...world.tables.emails.values()].map((e) => e.to)).toEqual(['rahim@example.com']);
    expect(await u.listWaitingParcels.execute()).toEqual([parcel]);
    expect(await u.listMyParcels.execute({ actor: resident })).toEqual([parcel]);
    expect(await u.listMyParcels.execute({ actor: stranger })).toEqual([]);
  });

  it('tells nobody for a flat nobody lives in', async () => {
    const { world, u } = await desk();
    await log(u, { apartmentId: 'apt-b202' });
    expect(world.tables.notifications.size).toBe(0);
  });

  it('keeps a photo re-encoded, which the desk and the resident may see and nobody else', async () => {
    const { world, u } = await desk();
    const parcel = await log(u, { photo: { bytes: new TextEncoder().encode('IMG data') } });
    expect(parcel.hasPhoto).toBe(true);
    expect(world.tables.parcelPhotos.get(parcel.id)).toMatchObject({ contentType: 'image/webp' });
    for (const actor of [guard, resident]) {
      const photo = await u.getParcelPhoto.execute({ actor, id: parcel.id });
      expect(new TextDecoder().decode(photo.bytes)).toBe('WEBP');
    }
    await expectRefusal(u.getParcelPhoto.execute({ actor: stranger, id: parcel.id }), 'PARCEL.NOT_FOUND');
    await expectRefusal(u.getParcelPhoto.execute({ actor: guard, id: 'nope' }), 'PARCEL.NOT_FOUND');
    const bare = await log(u);
    await expectRefusal(u.getParcelPhoto.execute({ actor: guard, id: bare.id }), 'PARCEL.NOT_FOUND');
  });

  it('refuses a file that is no picture, one too large, an unknown or retired flat and bad input, writing nothing', async () => {
    const { world, u } = await desk();
    await unchanged(
      world,
      () => log(u, { photo: { bytes: new TextEncoder().encode('%PDF') } }),
      'PARCEL.PHOTO_INVALID',
    );
    await unchanged(
      world,
      () => log(u, { photo: { bytes: new Uint8Array(PARCEL_PHOTO_MAX_BYTES + 1) } }),
      'PARCEL.PHOTO_TOO_LARGE',
    );
    await unchanged(world, () => log(u, { apartmentId: 'no-such-flat' }), 'VALIDATION.INVALID_INPUT');
    world.tables.apartments.set('apt-b202', { ...empty, retiredAt: new Date() });
    await unchanged(world, () => log(u, { apartmentId: 'apt-b202' }), 'VALIDATION.INVALID_INPUT');
    await unchanged(
      world,
      () => u.logParcel.execute({ apartmentId: 'apt-a101', carrier: 'X', by: guard.email }),
      'VALIDATION.INVALID_INPUT',
    );
    try {
      await log(u, { apartmentId: 'no-such-flat' });
    } catch (error) {
      expect((error as DomainError).fields).toEqual({ apartmentId: PARCEL_RULES.apartmentId });
    }
  });
});

describe('collecting a parcel', () => {
  it('records who collected it and when, for the resident or the desk; the second time is refused', async () => {
    const { world, u } = await desk();
    const parcel = await log(u);
    const collected = await u.collectParcel.execute({ actor: resident, id: parcel.id, collectedBy: 'Rahim Uddin' });
    expect(collected).toMatchObject({
      status: 'collected',
      collectedBy: 'Rahim Uddin',
      collectedRecordedBy: 'rahim@example.com',
      collectedAt: world.clock.now(),
    });
    expect(await u.listWaitingParcels.execute()).toEqual([]);
    expect(await u.listMyParcels.execute({ actor: resident })).toEqual([collected]);
    await unchanged(
      world,
      () => u.collectParcel.execute({ actor: guard, id: parcel.id, collectedBy: 'Someone' }),
      'PARCEL.ALREADY_COLLECTED',
    );
    const other = await log(u);
    expect(
      (await u.collectParcel.execute({ actor: guard, id: other.id, collectedBy: 'Driver Mia' })).collectedRecordedBy,
    ).toBe('guard@example.com');
  });

  it("hides another flat's parcel from a resident and refuses an unknown parcel or no name, writing nothing", async () => {
    const { world, u } = await desk();
    const parcel = await log(u);
    await unchanged(
      world,
      () => u.collectParcel.execute({ actor: stranger, id: parcel.id, collectedBy: 'Karim' }),
      'PARCEL.NOT_FOUND',
    );
    await unchanged(
      world,
      () => u.collectParcel.execute({ actor: guard, id: 'nope', collectedBy: 'Karim' }),
      'PARCEL.NOT_FOUND',
    );
    await unchanged(
      world,
      () => u.collectParcel.execute({ actor: resident, id: parcel.id, collectedBy: ' ' }),
      'VALIDATION.INVALID_INPUT',
    );
  });

  it('refuses the second of two collections racing, when the store says it was taken meanwhile', async () => {
    const { world, u } = await desk();
    const parcel = await log(u);
    const [one, two] = await Promise.allSettled([
      u.collectParcel.execute({ actor: resident, id: parcel.id, collectedBy: 'Rahim' }),
      u.collectParcel.execute({ actor: guard, id: parcel.id, collectedBy: 'Rahim' }),
    ]);
    expect([one.status, two.status].sort()).toEqual(['fulfilled', 'rejected']);
    const original = world.parcels.collect.bind(world.parcels);
    const again = await log(u);
    world.parcels.collect = async () => false;
    await expectRefusal(
      u.collectParcel.execute({ actor: guard, id: again.id, collectedBy: 'Rahim' }),
      'PARCEL.ALREADY_COLLECTED',
    );
    world.parcels.collect = original;
  });
});

describe('reminding of waiting parcels', () => {
  it('reminds the resident after two days of waiting, once a building day, until it is collected', async () => {
    const { world, u } = await desk();
    const parcel = await log(u);
    const old = await log(u, { apartmentId: 'apt-b202' });
    expect(await u.remindWaitingParcels.execute()).toEqual({ reminded: 0 });
    world.clock.advance(2 * DAY_MS);
    expect(await u.remindWaitingParcels.execute()).toEqual({ reminded: 1 });
    expect(await u.remindWaitingParcels.execute()).toEqual({ reminded: 0 });
    expect((await inboxOf(world, 'rahim@example.com'))[0]).toBe('Your parcel from Pathao is still waiting');
    const lines = (await world.inbox.listFor('rahim@example.com', { limit: 1 }))[0]?.lines;
    expect(lines).toEqual([
      'A parcel from Pathao for A101 has been waiting at the front desk for 2 days. Please collect it.',
    ]);
    expect(world.tables.parcels.get(old.id)?.remindedOn).toBe('2026-11-07');
    world.clock.advance(DAY_MS);
    expect(await u.remindWaitingParcels.execute()).toEqual({ reminded: 1 });
    await u.collectParcel.execute({ actor: resident, id: parcel.id, collectedBy: 'Rahim' });
    world.clock.advance(DAY_MS);
    expect(await u.remindWaitingParcels.execute()).toEqual({ reminded: 0 });
    expect(await inboxOf(world, 'rahim@example.com')).toHaveLength(3);
  });

  it('reminds once when two rounds run at once, as two instances would', async () => {
    const { world, u } = await desk();
    await log(u);
    world.clock.advance(3 * DAY_MS);
    const rounds = await Promise.all([u.remindWaitingParcels.execute(), u.remindWaitingParcels.execute()]);
    expect(rounds.map((r) => r.reminded).sort()).toEqual([0, 1]);
    expect(await inboxOf(world, 'rahim@example.com')).toHaveLength(2);
  });
});
