import { describeLocation, MAX_IMPORT_ROWS } from '../../../domain/apartments/apartment.ts';
import { describe, expect, it } from 'vitest';
import { AddApartment } from '../../../application/apartments/add-apartment.ts';
import { ApplyForAgreement } from '../../../application/agreements/apply-for-agreement.ts';
import { ChangeRent } from '../../../application/apartments/change-rent.ts';
import { GetAdminSummary } from '../../../application/building/get-admin-summary.ts';
import { GetApartmentPhoto } from '../../../application/apartments/get-apartment-photo.ts';
import { ImportApartments, type ImportRow } from '../../../application/apartments/import-apartments.ts';
import { ListApartments } from '../../../application/apartments/list-apartments.ts';
import { ListBuildingApartments } from '../../../application/apartments/list-building-apartments.ts';
import { RetireApartment } from '../../../application/apartments/retire-apartment.ts';
import { MAX_PHOTO_BYTES, SetApartmentPhoto } from '../../../application/apartments/set-apartment-photo.ts';
import { DomainError } from '../../../domain/shared/errors.ts';
import type { PhotoNarrower, PhotoProcessor } from '../../../application/shared/ports.ts';
import { anActor, anAgreement, anApartment, aUser, AT } from '../../support/builders.ts';
import { staleOn } from '../../support/fakes.ts';
import { aWorld, expectRefusal, type World } from '../world.ts';

const ADMIN = 'admin@example.com';
const a101 = anApartment().build();
const b201 = anApartment().withId('apt-b201').at('B', 2, 'B201').withRent(15_000).build();
const rahim = aUser().build();
const karim = aUser().withId('user-karim').withEmail('karim@example.com').withName('Karim').build();

const add = (w: World) => new AddApartment(w.apartments, w.uow, w.ids, w.trail);
const changeRent = (w: World) => new ChangeRent(w.apartments, w.uow, w.trail);
const retire = (w: World) => new RetireApartment(w.apartments, w.agreements, w.uow, w.clock, w.trail);
const importer = (w: World) => new ImportApartments(w.apartments, w.uow, w.ids, w.trail);
const apply = (w: World) =>
  new ApplyForAgreement(w.apartments, w.agreements, w.users, w.notifier, w.tenantDetails, w.uow, w.ids, w.clock);
/** Says every file is a small WebP picture, except the bytes "not a picture". */
const processor: PhotoProcessor = {
  async prepare(bytes) {
    if (new TextDecoder().decode(bytes) === 'not a picture') {
      throw new DomainError('APARTMENT.PHOTO_INVALID', 'That file is not a JPEG, PNG or WebP picture');
    }
    return { bytes: new Uint8Array([1, 2, 3]), contentType: 'image/webp' };
  },
};
/** Narrows a picture to the bytes [width / 10]: which width was asked for shows in what comes back. */
const narrowed: number[] = [];
const narrower: PhotoNarrower = {
  narrower: async (_bytes, width) => {
    narrowed.push(width);
    return { bytes: new Uint8Array([width / 10]), contentType: 'image/webp' };
  },
};
const getPhoto = (w: World) => new GetApartmentPhoto(w.photos, narrower);
const setPhoto = (w: World) => new SetApartmentPhoto(w.apartments, w.photos, processor, w.uow, w.ids, w.clock, w.trail);

describe('AddApartment', () => {
  it('adds a listed, free flat without a photo, and writes who added it in the audit log', async () => {
    const w = await aWorld();
    const flat = await add(w).execute({ block: 'c', floor: 4, number: 'c401', rent: 20_000, by: ADMIN });
    expect(flat).toEqual({ id: 'id-1', image: '', block: 'C', floor: 4, number: 'C401', rent: 20_000 });
    expect((await w.apartments.page({}, { page: 1, limit: 6 })).items).toEqual([{ ...flat, available: true }]);
    expect((await w.audit.list({}, { page: 1, limit: 5 })).items).toEqual([
      {
        id: 'id-2',
        at: AT,
        actor: ADMIN,
        action: 'apartment.add',
        subject: 'id-1',
        label: 'Block C, floor 4, C401',
        after: { block: 'C', floor: 4, number: 'C401', rent: 20_000 },
      },
    ]);
  });

  it('refuses a flat whose block, floor and number are taken, whatever their case, and changes nothing', async () => {
    const w = await aWorld({ apartments: [a101] });
    const before = w.rows();
    await expect(
      add(w).execute({ block: 'a', floor: 1, number: 'a101', rent: 9_000, by: ADMIN }),
    ).rejects.toMatchObject({
      code: 'APARTMENT.DUPLICATE',
      message: 'Block A, floor 1, A101 is already in the building',
    });
    expect(w.rows()).toEqual(before);
  });

  it('refuses a flat that breaks a rule, naming each field', async () => {
    const w = await aWorld();
    await expect(add(w).execute({ block: 'A', floor: 1, number: 'A101', rent: 0, by: ADMIN })).rejects.toMatchObject({
      code: 'VALIDATION.INVALID_INPUT',
      fields: { rent: 'Rent must be a whole number of taka from 1 to 10,000,000' },
    });
  });
});

describe('ChangeRent', () => {
  it('new applications get the new rent; a request already made and a running lease keep theirs', async () => {
    const pending = anAgreement().withId('agr-pending').by(karim).on(b201).build();
    const lease = anAgreement().withId('agr-lease').by(rahim).on(a101).accepted().build();
    const w = await aWorld({ apartments: [a101, b201], agreements: [pending, lease] });
    expect(await changeRent(w).execute({ id: a101.id, rent: 14_000, by: ADMIN })).toEqual({ ...a101, rent: 14_000 });
    await changeRent(w).execute({ id: b201.id, rent: 16_000, by: ADMIN });
    expect((await w.agreements.byId('agr-lease'))?.rent).toBe(12_000);
    expect((await w.agreements.byId('agr-pending'))?.rent).toBe(15_000);
    await w.agreements.update({ ...pending, status: 'rejected', decidedAt: AT }, 'pending');
    const { agreement: asked } = await apply(w).execute({
      actor: anActor().withEmail('mina@example.com').build(),
      apartment: { apartmentId: b201.id },
    });
    expect(asked.rent).toBe(16_000);
    expect((await w.audit.list({ action: 'apartment.reprice' }, { page: 1, limit: 5 })).items[1]).toMatchObject({
      subject: a101.id,
      before: { rent: 12_000 },
      after: { rent: 14_000 },
    });
  });

  it('refuses an unknown flat, a retired one and a rent that breaks the rule', async () => {
    const w = await aWorld({ apartments: [a101] });
    await expectRefusal(changeRent(w).execute({ id: 'nope', rent: 14_000, by: ADMIN }), 'APARTMENT.NOT_FOUND');
    await expectRefusal(changeRent(w).execute({ id: a101.id, rent: 1.5, by: ADMIN }), 'VALIDATION.INVALID_INPUT');
    await retire(w).execute({ id: a101.id, by: ADMIN });
    await expectRefusal(changeRent(w).execute({ id: a101.id, rent: 14_000, by: ADMIN }), 'APARTMENT.RETIRED');
  });

  it('is conditional on the flat as it was read: when it changed meanwhile, nothing is written', async () => {
    const w = await aWorld({ apartments: [a101] });
    const stale = staleOn(w.apartments, 'update', false);
    const before = w.rows();
    await expectRefusal(
      new ChangeRent(stale, w.uow, w.trail).execute({
        id: a101.id,
        rent: 14_000,
        by: ADMIN,
      }),
      'APARTMENT.CHANGED',
    );
    expect(w.rows()).toEqual(before);
  });
});

describe('RetireApartment', () => {
  it('takes a free flat off the list, out of the rooms counted and out of reach of applicants, keeping it for history', async () => {
    const w = await aWorld({ apartments: [a101, b201], users: [rahim] });
    const retired = await retire(w).execute({ id: a101.id, by: ADMIN });
    expect(retired).toEqual({ ...a101, retiredAt: AT });
    expect((await new ListApartments(w.apartments).execute({})).items.map((a) => a.id)).toEqual([b201.id]);
    expect((await new ListApartments(w.apartments).execute({})).total).toBe(1);
    expect(
      await new GetAdminSummary(w.apartments, w.users, w.agreements, w.paymentReports, w.books, w.calendar).execute(),
    ).toMatchObject({
      totalRooms: 1,
      availablePercentage: 100,
    });
    expect((await new ListBuildingApartments(w.apartments).execute()).map((a) => [a.id, a.retiredAt])).toEqual([
      [a101.id, AT],
      [b201.id, undefined],
    ]);
    await expectRefusal(
      apply(w).execute({ actor: anActor().build(), apartment: { apartmentId: a101.id } }),
      'APARTMENT.RETIRED',
    );
    await expectRefusal(
      apply(w).execute({ actor: anActor().build(), apartment: { block: 'A', floor: 1, number: 'A101' } }),
      'APARTMENT.RETIRED',
    );
    expect((await w.audit.list({ action: 'apartment.retire' }, { page: 1, limit: 5 })).items).toEqual([
      {
        id: 'id-1',
        at: AT,
        actor: ADMIN,
        action: 'apartment.retire',
        subject: a101.id,
        // What people call the flat, kept with the entry.
        label: describeLocation(a101),
        before: { retired: false },
        after: { retired: true },
      },
    ]);
  });

  it('refuses while a member holds the flat or somebody has asked for it, and a second time', async () => {
    const lease = anAgreement().withId('agr-lease').by(rahim).on(a101).accepted().build();
    const pending = anAgreement().withId('agr-pending').by(karim).on(b201).build();
    const ended = anAgreement()
      .withId('agr-ended')
      .by(aUser().withEmail('old@example.com').build())
      .on(b201)
      .withStatus('ended')
      .build();
    const w = await aWorld({ apartments: [a101, b201], agreements: [lease, pending, ended] });
    const before = w.rows();
    await expectRefusal(retire(w).execute({ id: a101.id, by: ADMIN }), 'APARTMENT.LEASED');
    await expectRefusal(retire(w).execute({ id: b201.id, by: ADMIN }), 'APARTMENT.REQUESTED');
    await expectRefusal(retire(w).execute({ id: 'nope', by: ADMIN }), 'APARTMENT.NOT_FOUND');
    expect(w.rows()).toEqual(before);
    // Once the request is decided (an ended lease is only history), the flat may go, once.
    await w.agreements.update({ ...pending, status: 'rejected', decidedAt: AT }, 'pending');
    await retire(w).execute({ id: b201.id, by: ADMIN });
    await expectRefusal(retire(w).execute({ id: b201.id, by: ADMIN }), 'APARTMENT.RETIRED');
  });
});

describe('SetApartmentPhoto and GetApartmentPhoto', () => {
  it('stores the re-encoded photo and points the flat at its own versioned URL', async () => {
    const w = await aWorld({ apartments: [a101] });
    const changed = await setPhoto(w).execute({ id: a101.id, bytes: new Uint8Array([9, 9]), by: ADMIN });
    expect(changed.image).toBe('/api/apartments/apt-a101/photo?v=id-1');
    expect(await getPhoto(w).execute({ apartmentId: a101.id, photoId: 'id-1' })).toEqual({
      version: 'id-1',
      photo: {
        id: 'id-1',
        apartmentId: a101.id,
        contentType: 'image/webp',
        bytes: new Uint8Array([1, 2, 3]),
        createdAt: AT,
      },
    });
    expect((await w.apartments.page({}, { page: 1, limit: 6 })).items[0]?.image).toBe(changed.image);
    await expectRefusal(getPhoto(w).execute({ apartmentId: 'other', photoId: 'id-1' }), 'APARTMENT.NOT_FOUND');
    // A phone asks for a narrower copy of the same photo, under a version of its own.
    narrowed.length = 0;
    expect(await getPhoto(w).execute({ apartmentId: a101.id, photoId: 'id-1', width: 480 })).toMatchObject({
      version: 'id-1-480',
      photo: { id: 'id-1', bytes: new Uint8Array([48]), contentType: 'image/webp' },
    });
    expect(narrowed).toEqual([480]);
    // One that already holds that copy gets the version alone, and nothing is narrowed for it; holding another
    // version, or the copy of a photo no longer stored, does not count.
    expect(await getPhoto(w).execute({ apartmentId: a101.id, photoId: 'id-1', width: 480, held: 'id-1-480' })).toEqual({
      version: 'id-1-480',
    });
    expect(await getPhoto(w).execute({ apartmentId: a101.id, photoId: 'id-1', held: 'id-1' })).toEqual({
      version: 'id-1',
    });
    expect(narrowed).toEqual([480]);
    expect(
      await getPhoto(w).execute({ apartmentId: a101.id, photoId: 'id-1', width: 960, held: 'id-1-480' }),
    ).toMatchObject({ version: 'id-1-960', photo: { bytes: new Uint8Array([96]) } });
    expect(narrowed).toEqual([480, 960]);
    await expectRefusal(
      getPhoto(w).execute({ apartmentId: a101.id, photoId: 'id-0', width: 480, held: 'id-0-480' }),
      'APARTMENT.NOT_FOUND',
    );
    expect((await w.audit.list({ action: 'apartment.photo' }, { page: 1, limit: 5 })).items[0]).toMatchObject({
      before: { image: a101.image },
      after: { image: changed.image },
    });
  });

  it('refuses a file that is not a picture, one over 5 MB, an unknown flat and a retired one, storing nothing', async () => {
    const w = await aWorld({ apartments: [a101] });
    const before = { rows: w.rows(), photos: w.tables.photos.size };
    await expectRefusal(
      setPhoto(w).execute({ id: a101.id, bytes: new TextEncoder().encode('not a picture'), by: ADMIN }),
      'APARTMENT.PHOTO_INVALID',
    );
    await expectRefusal(
      setPhoto(w).execute({ id: a101.id, bytes: new Uint8Array(MAX_PHOTO_BYTES + 1), by: ADMIN }),
      'APARTMENT.PHOTO_TOO_LARGE',
    );
    await expectRefusal(
      setPhoto(w).execute({ id: 'nope', bytes: new Uint8Array([1]), by: ADMIN }),
      'APARTMENT.NOT_FOUND',
    );
    expect({ rows: w.rows(), photos: w.tables.photos.size }).toEqual(before);
    await retire(w).execute({ id: a101.id, by: ADMIN });
    await expectRefusal(
      setPhoto(w).execute({ id: a101.id, bytes: new Uint8Array([1]), by: ADMIN }),
      'APARTMENT.RETIRED',
    );
    expect(w.tables.photos.size).toBe(0);
  });
});

describe('ImportApartments', () => {
  const row = (line: number, block: string, floor: string, number: string, rent: string): ImportRow => ({
    line,
    block,
    floor,
    number,
    rent,
  });

  it('adds every row and says how many, with one audit entry', async () => {
    const w = await aWorld();
    expect(
      await importer(w).execute({
        rows: [row(2, 'A', '1', 'a101', '12000'), row(3, 'A', '0', 'G1', '8000')],
        by: 'cli',
      }),
    ).toEqual({ imported: 2 });
    expect(
      (await new ListBuildingApartments(w.apartments).execute()).map(
        (a) => `${a.block}/${a.floor}/${a.number}/${a.rent}`,
      ),
    ).toEqual(['A/0/G1/8000', 'A/1/A101/12000']);
    expect((await w.audit.list({ action: 'apartment.import' }, { page: 1, limit: 5 })).items[0]).toMatchObject({
      actor: 'cli',
      subject: '2 flats',
    });
  });

  it.each([
    [
      [row(2, 'A', '1', 'A101', '12000'), row(3, 'A', '1', 'A102', '12,000')],
      'Line 3: Rent must be a whole number of taka from 1 to 10,000,000',
    ],
    [[row(2, 'A', 'one', 'A101', '12000')], 'Line 2: Floor must be a whole number from 0 (the ground floor) to 500'],
    [
      [row(2, 'A', '1', 'A101', '12000'), row(5, 'a', '1', 'a101', '9000')],
      'Line 5: Block A, floor 1, A101 is already on line 2',
    ],
    [
      [row(2, 'Z', '1', 'Z1', '1'), row(3, 'B', '2', 'B201', '9000')],
      'Line 3: Block B, floor 2, B201 is already in the building',
    ],
    [[], 'Line 2: the file has a header but no flats below it'],
  ])('writes nothing when any row is bad, and names its line (%#)', async (rows, message) => {
    const w = await aWorld({ apartments: [b201] });
    const before = w.rows();
    await expect(importer(w).execute({ rows, by: ADMIN })).rejects.toMatchObject({
      code: 'APARTMENT.IMPORT_INVALID',
      message,
    });
    expect(w.rows()).toEqual(before);
  });

  it('refuses a file of more flats than one import takes, writing nothing, and takes one of the most it allows', async () => {
    const w = await aWorld({ apartments: [b201] });
    const before = w.rows();
    const rows = Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => row(i + 2, 'C', '1', `C${i}`, '9000'));
    await expect(importer(w).execute({ rows, by: ADMIN })).rejects.toMatchObject({
      code: 'APARTMENT.IMPORT_TOO_MANY_ROWS',
    });
    expect(w.rows()).toEqual(before);
    expect(await importer(w).execute({ rows: rows.slice(1), by: ADMIN })).toEqual({ imported: MAX_IMPORT_ROWS });
  });
});
