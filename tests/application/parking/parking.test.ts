import { describe, expect, it } from 'vitest';
import {
  AddParkingSpace,
  AssignParkingSpace,
  GetMyParkingSpace,
  ListParkingSpaces,
} from '../../../application/parking/parking-spaces.ts';
import { aUser } from '../../support/builders.ts';
import { aWorld, expectRefusal, type World } from '../world.ts';

const ADMIN = 'admin@example.com';
const rahim = aUser().withId('u-rahim').withEmail('rahim@example.com').member().build();
const karim = aUser().withId('u-karim').withEmail('karim@example.com').member().build();
const applicant = aUser().withId('u-applicant').withEmail('new@example.com').build();

const add = (w: World, label: string) =>
  new AddParkingSpace(w.parkingSpaces, w.uow, w.ids, w.trail).execute({ label, by: ADMIN });
const assign = (w: World, spaceId: string, memberEmail: string | null) =>
  new AssignParkingSpace(w.parkingSpaces, w.users, w.uow, w.trail).execute({ spaceId, memberEmail, by: ADMIN });
const auditOf = (w: World) =>
  w.rows().audit.map(({ action, label, before, after }) => ({ action, label, before, after }));

describe('AddParkingSpace and ListParkingSpaces', () => {
  it('adds a free space under its label in capitals, lists it, and logs who added it', async () => {
    const w = await aWorld();
    expect(await add(w, ' p-01 ')).toEqual({ id: 'id-1', label: 'P-01' });
    await add(w, 'B-1');
    expect(await new ListParkingSpaces(w.parkingSpaces).execute()).toEqual([
      { id: 'id-3', label: 'B-1' },
      { id: 'id-1', label: 'P-01' },
    ]);
    expect(w.rows().audit[0]).toMatchObject({ actor: ADMIN, action: 'parking.add', subject: 'id-1', label: 'P-01' });
  });

  it('refuses a label in use, in any case, and logs nothing for it', async () => {
    const w = await aWorld();
    await add(w, 'P-01');
    await expectRefusal(add(w, 'p-01'), 'PARKING.LABEL_TAKEN');
    expect(await w.parkingSpaces.list()).toHaveLength(1);
    expect(w.rows().audit).toHaveLength(1);
  });

  it('refuses a label that is not letters, digits and dashes', async () => {
    const w = await aWorld();
    await expectRefusal(add(w, 'P 01'), 'VALIDATION.INVALID_INPUT');
    expect(await w.parkingSpaces.list()).toEqual([]);
  });
});

describe('AssignParkingSpace', () => {
  it('assigns a member, shows it to them, frees it again, and logs both', async () => {
    const w = await aWorld({ users: [rahim] });
    const space = await add(w, 'P-01');
    expect(await assign(w, space.id, 'Rahim@Example.com')).toEqual({ ...space, memberEmail: 'rahim@example.com' });
    const mine = new GetMyParkingSpace(w.parkingSpaces);
    expect(await mine.execute({ email: 'rahim@example.com' })).toEqual({ ...space, memberEmail: 'rahim@example.com' });
    expect(await assign(w, space.id, null)).toEqual(space);
    expect(await mine.execute({ email: 'rahim@example.com' })).toBeNull();
    expect(auditOf(w).slice(1)).toEqual([
      { action: 'parking.assign', label: 'P-01', before: { member: null }, after: { member: 'rahim@example.com' } },
      { action: 'parking.unassign', label: 'P-01', before: { member: 'rahim@example.com' }, after: { member: null } },
    ]);
  });

  it('refuses a space held by another member and a member who has a space, changing nothing', async () => {
    const w = await aWorld({ users: [rahim, karim] });
    const p1 = await add(w, 'P-01');
    const p2 = await add(w, 'P-02');
    await assign(w, p1.id, rahim.email);
    await expectRefusal(assign(w, p1.id, karim.email), 'PARKING.SPACE_TAKEN');
    await expectRefusal(assign(w, p2.id, rahim.email), 'PARKING.MEMBER_HAS_SPACE');
    expect(await w.parkingSpaces.list()).toEqual([{ ...p1, memberEmail: rahim.email }, p2]);
    expect(auditOf(w).map((e) => e.action)).toEqual(['parking.add', 'parking.add', 'parking.assign']);
  });

  it('refuses someone who is not a member, and a space that does not exist', async () => {
    const w = await aWorld({ users: [rahim, applicant] });
    const p1 = await add(w, 'P-01');
    await expectRefusal(assign(w, p1.id, applicant.email), 'USER.NOT_MEMBER');
    await expectRefusal(assign(w, p1.id, 'nobody@example.com'), 'USER.NOT_MEMBER');
    await expectRefusal(assign(w, 'nope', rahim.email), 'PARKING.NOT_FOUND');
    await expectRefusal(assign(w, 'nope', null), 'PARKING.NOT_FOUND');
  });

  it('writes nothing and logs nothing when the space is already as asked', async () => {
    const w = await aWorld({ users: [rahim] });
    const p1 = await add(w, 'P-01');
    await assign(w, p1.id, null);
    await assign(w, p1.id, rahim.email);
    await assign(w, p1.id, rahim.email);
    expect(auditOf(w).map((e) => e.action)).toEqual(['parking.add', 'parking.assign']);
  });
});
