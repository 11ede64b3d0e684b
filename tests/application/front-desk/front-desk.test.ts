import { describe, expect, it } from 'vitest';
import { frontDeskUseCases } from '../../../application/front-desk/use-cases.ts';
import type { PassCodes } from '../../../application/front-desk/ports.ts';
import { GetRentSchedule } from '../../../application/building/get-rent-schedule.ts';
import { GetBuilding } from '../../../application/building/get-building.ts';
import type { Wiring } from '../../../application/wiring.ts';
import { VISITOR_RULES } from '../../../domain/front-desk/visitors.ts';
import { anActor, anAgreement, anApartment, aUser, BUILDING_DETAILS } from '../../support/builders.ts';
import { aVisit } from '../../support/front-desk.ts';
import { aWorld, expectRefusal, type World } from '../world.ts';

const flat = anApartment().withId('apt-a101').at('A', 1, 'A101').build();
const empty = anApartment().withId('apt-b202').at('B', 2, 'B202').build();
const rahim = aUser().withEmail('rahim@example.com').withName('Rahim Uddin').member().build();
const lease = anAgreement().withId('agr-1').by(rahim).on(flat).accepted().build();
const resident = anActor().withEmail('rahim@example.com').withName('Rahim Uddin').member().build();
const stranger = anActor().withEmail('karim@example.com').withName('Karim').member().build();
const TODAY = '2026-11-05';

/** Codes handed out in the order given, then the last one again and again. */
const codes = (...list: string[]): PassCodes => {
  let i = 0;
  return { next: () => list[Math.min(i++, list.length - 1)]! };
};

async function desk(passCodes: PassCodes = codes('ACDEFG', 'QRTUVW', 'HJKMNP')) {
  const world = await aWorld({ apartments: [flat, empty], users: [rahim], agreements: [lease] });
  const getRentSchedule = new GetRentSchedule(world.rentSchedules);
  const w: Wiring = {
    r: world,
    s: {
      clock: world.clock,
      ids: world.ids,
      passCodes,
      calendar: world.calendar,
      gateway: world.gateway,
      verifier: world.verifier,
      pageSessions: world.pageSessions,
      accounts: world.accounts,
      photoProcessor: {
        prepare: async () => ({ bytes: new Uint8Array(), contentType: 'image/webp' }),
        narrower: async (bytes) => ({ bytes, contentType: 'image/webp' }),
      },
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
  return { world, u: frontDeskUseCases(w) };
}

const register = (u: Awaited<ReturnType<typeof desk>>['u'], date = TODAY) =>
  u.registerVisitor.execute({ actor: resident, visitorName: 'Karim Visitor', phone: '01712345678', date });

async function unchanged(world: World, attempt: () => Promise<unknown>, code: Parameters<typeof expectRefusal>[1]) {
  const before = world.rows();
  await expectRefusal(attempt(), code);
  expect(world.rows()).toEqual(before);
}

describe('staff', () => {
  it('adds a person with no account yet as staff, lists them and audits it; removing makes them a user again', async () => {
    const { world, u } = await desk();
    const added = await u.addStaffMember.execute({
      email: 'Guard@Example.com',
      name: 'Abdul Guard',
      job: 'guard',
      by: 'admin@example.com',
    });
    expect(added).toMatchObject({ email: 'guard@example.com', job: 'guard' });
    expect((await world.users.byEmail('guard@example.com'))?.role).toBe('staff');
    expect(await u.listStaff.execute()).toEqual([added]);
    await u.removeStaffMember.execute({ email: 'GUARD@example.com', by: 'admin@example.com' });
    expect((await world.users.byEmail('guard@example.com'))?.role).toBe('user');
    expect(await u.listStaff.execute()).toEqual([]);
    expect(world.tables.audit.size).toBe(2);
    expect([...world.tables.audit.values()].map((e) => [e.action, e.after])).toEqual([
      ['staff.add', { role: 'staff', job: 'guard' }],
      ['staff.remove', { role: 'user' }],
    ]);
  });

  it('makes a plain user staff, keeping their account', async () => {
    const { world, u } = await desk();
    await world.users.save(aUser().withId('user-nila').withEmail('nila@example.com').withName('Nila').build());
    await u.addStaffMember.execute({ email: 'nila@example.com', name: 'Nila', job: 'caretaker', by: 'admin' });
    expect(await world.users.byEmail('nila@example.com')).toMatchObject({ role: 'staff', name: 'Nila' });
  });

  it('refuses a resident, an admin, someone already staff and bad input, writing nothing', async () => {
    const { world, u } = await desk();
    await world.users.save(aUser().withId('user-boss').withEmail('boss@example.com').admin().build());
    const add = (email: string, name = 'Some One', job = 'guard') =>
      u.addStaffMember.execute({ email, name, job, by: 'admin' });
    await unchanged(world, () => add('rahim@example.com'), 'STAFF.NOT_ELIGIBLE');
    await unchanged(world, () => add('boss@example.com'), 'STAFF.NOT_ELIGIBLE');
    await unchanged(world, () => add('not-an-email', 'X', 'cook'), 'VALIDATION.INVALID_INPUT');
    await add('guard@example.com');
    await unchanged(world, () => add('guard@example.com'), 'STAFF.ALREADY_STAFF');
    await unchanged(
      world,
      () => u.removeStaffMember.execute({ email: 'nobody@example.com', by: 'admin' }),
      'STAFF.NOT_FOUND',
    );
  });
});

describe('visitor passes', () => {
  it('gives a resident a pass with a code for their own flat, which they see and may cancel', async () => {
    const { u } = await desk();
    const pass = await register(u);
    expect(pass).toMatchObject({ code: 'ACDEFG', flat: 'A101', apartmentId: 'apt-a101', status: 'expected' });
    expect(await u.listMyVisitors.execute({ actor: resident })).toEqual([pass]);
    expect(await u.listMyVisitors.execute({ actor: stranger })).toEqual([]);
    const cancelled = await u.cancelVisitorPass.execute({ actor: resident, id: pass.id });
    expect(cancelled.status).toBe('cancelled');
    await expectRefusal(u.cancelVisitorPass.execute({ actor: resident, id: pass.id }), 'VISITOR.ALREADY_USED');
  });

  it('draws another code when the one drawn is taken that day, and gives up after five', async () => {
    const { u } = await desk(codes('ACDEFG', 'ACDEFG', 'QRTUVW'));
    expect((await register(u)).code).toBe('ACDEFG');
    expect((await register(u)).code).toBe('QRTUVW');
    const stuck = await desk(codes('ACDEFG'));
    await register(stuck.u);
    await unchanged(stuck.world, () => register(stuck.u), 'VISITOR.CODE_TAKEN');
  });

  it('refuses someone with no flat, a day in the past and bad input, writing nothing', async () => {
    const { world, u } = await desk();
    await unchanged(
      world,
      () => u.registerVisitor.execute({ actor: stranger, visitorName: 'Guest', phone: '01712345678', date: TODAY }),
      'VISITOR.NO_FLAT',
    );
    await unchanged(world, () => register(u, '2026-11-04'), 'VALIDATION.INVALID_INPUT');
    await expect(
      u.registerVisitor.execute({ actor: resident, visitorName: 'G', phone: '999', date: TODAY }),
    ).rejects.toMatchObject({ fields: { visitorName: VISITOR_RULES.visitorName, phone: VISITOR_RULES.phone } });
    await unchanged(world, () => u.cancelVisitorPass.execute({ actor: resident, id: 'none' }), 'VISITOR.NOT_FOUND');
  });
});

describe('the gate', () => {
  it('lets a visitor in by code once, tells the resident (in their inbox), and lets them leave', async () => {
    const { world, u } = await desk();
    const pass = await register(u);
    expect((await u.findVisitors.execute({ query: 'acd efg' })).map((v) => v.id)).toEqual([pass.id]);
    expect(await u.findVisitors.execute({ query: 'nobody' })).toEqual([]);
    const arrived = await u.markArrival.execute({ code: 'acd-efg' });
    expect(arrived).toMatchObject({ status: 'arrived', arrivedAt: world.clock.now() });
    const inbox = await world.inbox.listFor('rahim@example.com', { limit: 10 });
    expect(inbox.map((n) => n.subject)).toEqual(['Your visitor Karim Visitor has arrived']);
    await unchanged(world, () => u.markArrival.execute({ code: 'ACDEFG' }), 'VISITOR.ALREADY_USED');
    expect((await u.markDeparture.execute({ id: pass.id })).status).toBe('left');
    await unchanged(world, () => u.markDeparture.execute({ id: pass.id }), 'VISITOR.NOT_INSIDE');
  });

  it('refuses an unknown code, an expired pass and one for a later day, writing nothing', async () => {
    const { world, u } = await desk();
    await unchanged(world, () => u.markArrival.execute({ code: 'QQQQQQ' }), 'VISITOR.NOT_FOUND');
    await unchanged(world, () => u.markArrival.execute({ code: 'not a code' }), 'VISITOR.NOT_FOUND');
    await unchanged(world, () => u.markArrival.execute({ id: 'none' }), 'VISITOR.NOT_FOUND');
    await world.visits.add(aVisit('old', { code: 'HJKMNP', date: '2026-11-04' }));
    await unchanged(world, () => u.markArrival.execute({ code: 'HJKMNP' }), 'VISITOR.EXPIRED');
    await register(u, '2026-11-06');
    await unchanged(world, () => u.markArrival.execute({ code: 'ACDEFG' }), 'VISITOR.NOT_TODAY');
    await unchanged(world, () => u.markDeparture.execute({ id: 'none' }), 'VISITOR.NOT_FOUND');
  });

  it("counts the day in Dhaka: at 18:30 UTC a pass for the next Dhaka day is today's", async () => {
    const { world, u } = await desk();
    await register(u, '2026-11-06');
    world.clock.advance(8.5 * 60 * 60 * 1000); // 18:30 UTC on the 5th is 00:30 on the 6th in Dhaka.
    expect((await u.markArrival.execute({ code: 'ACDEFG' })).status).toBe('arrived');
  });

  it('logs a walk-in at a flat, which its resident sees and is told of; a flat that does not exist is refused', async () => {
    const { world, u } = await desk();
    const walkIn = await u.logWalkIn.execute({
      apartmentId: 'apt-a101',
      visitorName: 'Courier',
      phone: '01812345678',
      by: 'guard@example.com',
    });
    expect(walkIn).toMatchObject({ kind: 'walk-in', hostEmail: 'rahim@example.com', status: 'arrived' });
    expect(await u.listMyVisitors.execute({ actor: resident })).toEqual([walkIn]);
    const inbox = await world.inbox.listFor('rahim@example.com', { limit: 10 });
    expect(inbox[0]?.lines).toEqual(['Courier came to the gate without a pass and was let in to A101.']);
    const toEmpty = await u.logWalkIn.execute({
      apartmentId: 'apt-b202',
      visitorName: 'Plumber',
      phone: '01812345678',
      by: 'guard@example.com',
    });
    expect(toEmpty.hostEmail).toBeNull();
    await unchanged(
      world,
      () => u.logWalkIn.execute({ apartmentId: 'apt-none', visitorName: 'X Y', phone: '01812345678', by: 'g' }),
      'VALIDATION.INVALID_INPUT',
    );
    expect(await u.listDeskFlats.execute()).toEqual([
      { apartmentId: 'apt-a101', flat: 'A101', block: 'A', floor: 1, residentName: 'Rahim Uddin' },
      { apartmentId: 'apt-b202', flat: 'B202', block: 'B', floor: 2, residentName: null },
    ]);
  });
});

describe('the visitor log and its keeping', () => {
  it('searches the last week by default, by days and flat, and refuses days that are not', async () => {
    const { world, u } = await desk();
    await world.visits.add(aVisit('a', { date: '2026-10-29', code: 'AAAAAA' }));
    await world.visits.add(aVisit('b', { date: '2026-10-30', code: 'CCCCCC', flat: 'B202' }));
    expect((await u.searchVisitorLog.execute({})).map((v) => v.id)).toEqual(['b']);
    const ids = async (f: { from?: string; to?: string; flat?: string }) =>
      (await u.searchVisitorLog.execute(f)).map((v) => v.id);
    expect(await ids({ from: '2026-10-01', flat: ' a1 ' })).toEqual(['a']);
    expect(await ids({ from: '2026-10-01', flat: '  ' })).toEqual(['b', 'a']);
    await expect(u.searchVisitorLog.execute({ from: '2026-02-30', to: '2026-13-01' })).rejects.toMatchObject({
      fields: { from: 'Choose a day', to: 'Choose a day' },
    });
    await expect(u.searchVisitorLog.execute({ from: '2026-11-05', to: '2026-11-01' })).rejects.toMatchObject({
      fields: { to: 'Choose a day on or after the first day' },
    });
  });

  it('keeps 90 days until an admin says otherwise; a save is conditional on the version and audited', async () => {
    const { world, u } = await desk();
    expect(await u.getVisitorSettings.execute()).toEqual({ retentionDays: 90, version: 0 });
    expect(await u.saveVisitorSettings.execute({ retentionDays: 30, version: 0, by: 'admin' })).toEqual({
      retentionDays: 30,
      version: 1,
    });
    await unchanged(
      world,
      () => u.saveVisitorSettings.execute({ retentionDays: 40, version: 0, by: 'admin' }),
      'VISITOR.SETTINGS_CHANGED',
    );
    await unchanged(
      world,
      () => u.saveVisitorSettings.execute({ retentionDays: 0, version: 1, by: 'admin' }),
      'VALIDATION.INVALID_INPUT',
    );
    expect([...world.tables.audit.values()].map((e) => [e.before, e.after])).toEqual([
      [{ retentionDays: 90 }, { retentionDays: 30 }],
    ]);
  });

  it("deletes the visits older than the setting, counting the day in Dhaka at the day's edge", async () => {
    const { world, u } = await desk();
    // 17:59 UTC on 5 Nov is 23:59 in Dhaka: today is the 5th, the visits of 7 Aug on are kept.
    world.clock.advance(7 * 60 * 60 * 1000 + 59 * 60 * 1000);
    await world.visits.add(aVisit('6-aug', { date: '2026-08-06', code: 'AAAAAA' }));
    await world.visits.add(aVisit('7-aug', { date: '2026-08-07', code: 'CCCCCC' }));
    await world.visits.add(aVisit('8-aug', { date: '2026-08-08', code: 'DDDDDD' }));
    expect(await u.deleteOldVisits.execute()).toBe(1);
    expect([...world.tables.visits.keys()].sort()).toEqual(['7-aug', '8-aug']);
    // Two minutes later it is 00:01 on 6 Nov in Dhaka: 7 Aug is past keeping.
    world.clock.advance(2 * 60 * 1000);
    expect(await u.deleteOldVisits.execute()).toBe(1);
    expect([...world.tables.visits.keys()]).toEqual(['8-aug']);
    expect(await u.deleteOldVisits.execute()).toBe(0);
  });
});
