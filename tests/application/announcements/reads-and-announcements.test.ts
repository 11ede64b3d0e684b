import { describe, expect, it } from 'vitest';
import { GetMyAgreement } from '../../../application/agreements/get-my-agreement.ts';
import { ListAgreementRequests } from '../../../application/agreements/list-agreement-requests.ts';
import { ListAnnouncements } from '../../../application/announcements/list-announcements.ts';
import { ListMembers } from '../../../application/members/list-members.ts';
import { PostAnnouncement } from '../../../application/announcements/post-announcement.ts';
import { EditAnnouncement } from '../../../application/announcements/edit-announcement.ts';
import { DeleteAnnouncement } from '../../../application/announcements/delete-announcement.ts';
import { AT, anActor, anAgreement, anApartment, aPayment, aUser } from '../../support/builders.ts';
import { aWorld, expectRefusal } from '../world.ts';

const ADMIN = 'admin@example.com';

const a101 = anApartment().build();
const rahim = anActor().build();

describe('GetMyAgreement', () => {
  it.each(['pending', 'accepted'] as const)('answers the caller’s %s agreement', async (status) => {
    const agreement = anAgreement().on(a101).withStatus(status).build();
    const w = await aWorld({ apartments: [a101], agreements: [agreement] });
    expect(await new GetMyAgreement(w.agreements).execute(rahim)).toEqual(agreement);
  });

  it.each(['rejected', 'ended'] as const)('has none once the agreement is %s', async (status) => {
    const w = await aWorld({ apartments: [a101], agreements: [anAgreement().on(a101).withStatus(status).build()] });
    await expectRefusal(new GetMyAgreement(w.agreements).execute(rahim), 'AGREEMENT.NOT_FOUND');
  });

  it('does not answer someone else’s agreement', async () => {
    const w = await aWorld({
      apartments: [a101],
      agreements: [anAgreement().by({ email: 'karim@example.com', name: 'K' }).build()],
    });
    await expectRefusal(new GetMyAgreement(w.agreements).execute(rahim), 'AGREEMENT.NOT_FOUND');
  });
});

describe('ListAgreementRequests', () => {
  it('lists only pending requests, oldest first', async () => {
    const older = {
      ...anAgreement().withId('g-old').by({ email: 'a@example.com', name: 'A' }).build(),
      requestDate: new Date(AT.getTime() - 1),
    };
    const newer = anAgreement().withId('g-new').by({ email: 'b@example.com', name: 'B' }).build();
    const decided = anAgreement()
      .withId('g-done')
      .by({ email: 'c@example.com', name: 'C' })
      .withStatus('rejected')
      .build();
    const w = await aWorld({ apartments: [a101], agreements: [newer, decided, older] });
    // Requested in November 2026 and listed on 5 Nov: the lease may start this month or next.
    const months = ['2026-11', '2026-12'];
    expect(await new ListAgreementRequests(w.agreements, w.payments, w.calendar).execute()).toEqual([
      { ...older, startMonths: months, owedMinor: 0 },
      { ...newer, startMonths: months, owedMinor: 0 },
    ]);
  });
});

describe('ListMembers', () => {
  it('lists members only', async () => {
    const member = aUser().withId('u2').withEmail('member@example.com').member().build();
    const w = await aWorld({
      users: [aUser().build(), member, aUser().withId('u3').withEmail('admin@example.com').admin().build()],
    });
    const members = await new ListMembers(w.users, w.agreements, w.payments, w.calendar).execute();
    expect(members.map((m) => m.user)).toEqual([member]);
  });

  it("gives each member their flat, their lease's first month and what they owe this month", async () => {
    const nadia = aUser().withId('u-nadia').withEmail('nadia@example.com').withName('Nadia').member().build();
    const flat = anApartment().build();
    // The lease runs from September 2026; the clock says November: three months due, September paid.
    const lease = anAgreement().withId('agr-nadia').by(nadia).on(flat).startingIn('2026-09').accepted().build();
    const w = await aWorld({
      users: [nadia],
      apartments: [flat],
      agreements: [lease],
      payments: [aPayment().by(nadia.email).forMonth('2026-09').build()],
    });
    const [record] = await new ListMembers(w.users, w.agreements, w.payments, w.calendar).execute();
    expect(record).toEqual({
      user: nadia,
      lease,
      unpaidMonths: ['2026-10', '2026-11'],
      owedMinor: 2 * flat.rent * 100,
    });
  });
});

describe('PostAnnouncement and ListAnnouncements', () => {
  it('stores a trimmed announcement stamped now, and lists newest first', async () => {
    const w = await aWorld();
    const post = new PostAnnouncement(w.announcements, w.uow, w.ids, w.clock, w.trail, w.users, w.notifier);
    const first = await post.execute({ title: ' Lift service ', description: ' Monday 9-12 ', by: ADMIN });
    expect(first).toEqual({ id: 'id-1', title: 'Lift service', description: 'Monday 9-12', createdAt: AT, version: 0 });
    w.clock.advance(1_000);
    const second = await post.execute({ title: 'Rent due', description: 'By the 10th', by: ADMIN });
    expect(await new ListAnnouncements(w.announcements).execute()).toEqual([second, first]);
  });
});

describe('EditAnnouncement and DeleteAnnouncement', () => {
  const posted = async () => {
    const w = await aWorld();
    const post = new PostAnnouncement(w.announcements, w.uow, w.ids, w.clock, w.trail, w.users, w.notifier);
    const note = await post.execute({ title: 'Lift service', description: 'Monday 9-12', by: ADMIN });
    w.clock.advance(60_000);
    return {
      w,
      note,
      edit: new EditAnnouncement(w.announcements, w.uow, w.clock, w.trail, w.users, w.notifier),
      remove: new DeleteAnnouncement(w.announcements, w.uow, w.trail),
    };
  };

  it('rewrites the words over the version read, keeps the posting date, and logs what changed', async () => {
    const { w, note, edit } = await posted();
    const edited = await edit.execute({
      id: note.id,
      title: 'Lift service',
      description: ' Tuesday 9-12 ',
      version: 0,
      by: ADMIN,
    });
    expect(edited).toEqual({ ...note, description: 'Tuesday 9-12', version: 1, editedAt: w.clock.now() });
    expect(await new ListAnnouncements(w.announcements).execute()).toEqual([edited]);
    expect(w.rows().audit.at(-1)).toMatchObject({
      actor: ADMIN,
      action: 'announcement.edit',
      subject: note.id,
      label: 'Lift service',
      before: { description: 'Monday 9-12' },
      after: { description: 'Tuesday 9-12' },
    });
  });

  it('changes nothing and logs nothing when the words are the same', async () => {
    const { w, note, edit } = await posted();
    const before = w.rows().audit.length;
    expect(await edit.execute({ ...note, version: 0, by: ADMIN })).toEqual(note);
    expect(w.rows().audit).toHaveLength(before);
  });

  it('refuses an edit or a deletion over words another admin changed meanwhile', async () => {
    const { w, note, edit, remove } = await posted();
    await edit.execute({ id: note.id, title: 'Changed', description: 'by one admin', version: 0, by: ADMIN });
    await expectRefusal(
      edit.execute({ id: note.id, title: 'Other', description: 'by another', version: 0, by: 'b@example.com' }),
      'ANNOUNCEMENT.CHANGED',
    );
    await expectRefusal(remove.execute({ id: note.id, version: 0, by: 'b@example.com' }), 'ANNOUNCEMENT.CHANGED');
    expect((await w.announcements.byId(note.id))?.title).toBe('Changed');
  });

  it('deletes it, keeping its words in the audit log; a second deletion or an edit finds nothing', async () => {
    const { w, note, edit, remove } = await posted();
    await remove.execute({ id: note.id, version: 0, by: ADMIN });
    expect(await new ListAnnouncements(w.announcements).execute()).toEqual([]);
    expect(w.rows().audit.at(-1)).toMatchObject({
      action: 'announcement.delete',
      subject: note.id,
      label: 'Lift service',
      before: { title: 'Lift service', description: 'Monday 9-12' },
    });
    await expectRefusal(remove.execute({ id: note.id, version: 0, by: ADMIN }), 'ANNOUNCEMENT.NOT_FOUND');
    await expectRefusal(
      edit.execute({ id: note.id, title: 'Late', description: 'edit', version: 0, by: ADMIN }),
      'ANNOUNCEMENT.NOT_FOUND',
    );
  });
});
