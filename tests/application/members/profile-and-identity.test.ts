import { describe, expect, it } from 'vitest';
import { IdentifyCaller } from '../../../application/identity/identify-caller.ts';
import { SaveOwnProfile, type ProfileInput } from '../../../application/members/save-own-profile.ts';
import { SetLanguage } from '../../../application/members/set-language.ts';
import { anActor, aUser } from '../../support/builders.ts';
import { aWorld, expectRefusal, type World } from '../world.ts';

const saver = (w: World) => new SaveOwnProfile(w.users, w.uow, w.ids);
const rahim = anActor().build();

describe('SaveOwnProfile', () => {
  it('creates the caller as a plain user', async () => {
    const w = await aWorld();
    const user = await saver(w).execute({
      actor: rahim,
      email: 'rahim@example.com',
      name: ' Rahim ',
      photoURL: ' https://p/r.png ',
    });
    expect(user).toEqual({
      id: 'id-1',
      email: 'rahim@example.com',
      name: 'Rahim',
      photoURL: 'https://p/r.png',
      role: 'user',
      language: 'en',
    });
    expect(await w.users.byEmail('rahim@example.com')).toEqual(user);
  });

  it('updates name and photo of an existing record and keeps its id and role', async () => {
    const member = aUser().member().build();
    const w = await aWorld({ users: [member] });
    const user = await saver(w).execute({ actor: rahim, name: 'Rahim U.' });
    expect(user).toEqual({ ...member, name: 'Rahim U.', photoURL: '' });
    expect(await w.users.byEmail('rahim@example.com')).toEqual(user);
  });

  it('updates the record a simultaneous first sign-up created instead of failing', async () => {
    const racer = aUser().build();
    const w = await aWorld({ users: [racer] });
    // The other request's insert was not visible yet when this request looked, as on a SQL store.
    const users = Object.create(w.users) as typeof w.users;
    let looked = false;
    users.byEmail = async (email) => (looked ? w.users.byEmail(email) : ((looked = true), undefined));
    const user = await new SaveOwnProfile(users, w.uow, w.ids).execute({ actor: rahim, name: 'Rahim Again' });
    expect(user).toMatchObject({ id: racer.id, name: 'Rahim Again', role: 'user' });
    expect(await w.users.byEmail(rahim.email)).toEqual(user);
  });

  it('gives no record to an address whose domain has no dot, and says the rule beside the email', async () => {
    const w = await aWorld();
    const rafiq = anActor().withEmail('rafiq@example').build();
    await expect(saver(w).execute({ actor: rafiq, name: 'Rafiq' })).rejects.toMatchObject({
      code: 'VALIDATION.INVALID_INPUT',
      fields: { email: 'Email must be an address whose domain has a dot, like name@example.com' },
    });
    expect(w.rows().users).toEqual([]);
  });

  it('never takes a role from the client', async () => {
    const w = await aWorld();
    const smuggled = { actor: rahim, name: 'Rahim', role: 'admin' } as ProfileInput;
    await saver(w).execute(smuggled);
    expect((await w.users.byEmail('rahim@example.com'))?.role).toBe('user');
  });

  it('accepts the caller’s own email in any case', async () => {
    const w = await aWorld();
    await saver(w).execute({ actor: rahim, email: ' RAHIM@example.com', name: 'Rahim' });
    expect(await w.users.count()).toBe(1);
  });

  it('refuses to save anyone else’s profile', async () => {
    const w = await aWorld();
    await expectRefusal(
      saver(w).execute({ actor: rahim, email: 'karim@example.com', name: 'Karim' }),
      'AUTH.FORBIDDEN',
    );
    expect(await w.users.count()).toBe(0);
  });
});

describe('IdentifyCaller', () => {
  const identify = (w: World) => new IdentifyCaller(w.verifier, w.users, w.pageSessions);

  it('refuses a token the identity service does not vouch for', async () => {
    const w = await aWorld();
    await expectRefusal(identify(w).execute('forged'), 'AUTH.UNAUTHENTICATED');
  });

  it('knows a first-time caller from the token alone, as a plain user', async () => {
    const w = await aWorld();
    w.verifier.knows('t1', { uid: 'u1', email: 'Rahim@Example.com', name: 'Rahim', picture: 'https://p/r.png' });
    expect(await identify(w).execute('t1')).toEqual({
      email: 'rahim@example.com',
      name: 'Rahim',
      photoURL: 'https://p/r.png',
      role: 'user',
      language: 'en',
    });
  });

  it('takes name, photo and role from the store, read again on every call', async () => {
    const member = aUser().withName('Rahim Uddin').member().build();
    const w = await aWorld({ users: [{ ...member, photoURL: 'https://p/stored.png' }] });
    w.verifier.knows('t1', { uid: 'u1', email: 'rahim@example.com', name: 'Token Name' });
    expect(await identify(w).execute('t1')).toEqual({
      email: 'rahim@example.com',
      name: 'Rahim Uddin',
      photoURL: 'https://p/stored.png',
      role: 'member',
      language: 'en',
    });

    await w.users.changeRole(member.email, 'member', 'user');
    expect((await identify(w).execute('t1')).role).toBe('user');
  });

  it("names a page session's caller and account, with the role the store holds now", async () => {
    const member = aUser().withName('Rahim Uddin').member().build();
    const w = await aWorld({ users: [member] });
    w.verifier.knows('t1', { uid: 'u1', email: 'Rahim@Example.com', name: 'Token Name' });
    const session = await identify(w).startSession('t1');
    expect(await identify(w).ofSession(session.value)).toEqual({
      uid: 'u1',
      actor: { email: 'rahim@example.com', name: 'Rahim Uddin', photoURL: '', role: 'member', language: 'en' },
    });
    await w.users.changeRole(member.email, 'member', 'user');
    expect((await identify(w).ofSession(session.value)).actor.role).toBe('user');
  });

  it('starts no page session for a token the identity service does not vouch for, and names nobody for a forged one', async () => {
    const w = await aWorld();
    await expectRefusal(identify(w).startSession('forged'), 'AUTH.UNAUTHENTICATED');
    await expectRefusal(identify(w).ofSession('session:forged'), 'AUTH.UNAUTHENTICATED');
  });

  it('falls back to empty name and photo when nobody knows them', async () => {
    const w = await aWorld();
    w.verifier.knows('t1', { uid: 'u1', email: 'rahim@example.com' });
    expect(await identify(w).execute('t1')).toEqual({
      email: 'rahim@example.com',
      name: '',
      photoURL: '',
      role: 'user',
      language: 'en',
    });
  });

  it('asks for a revocation check unless told a recent answer will do, and refuses an ended session when it does', async () => {
    const w = await aWorld();
    w.verifier.knows('t1', { uid: 'u1', email: 'rahim@example.com' }).endSession('t1');
    expect((await identify(w).execute('t1', { checkRevoked: false })).email).toBe('rahim@example.com');
    await expectRefusal(identify(w).execute('t1'), 'AUTH.UNAUTHENTICATED');
    await expectRefusal(identify(w).execute('t1', { checkRevoked: true }), 'AUTH.UNAUTHENTICATED');
    expect(w.verifier.asked.map((a) => a.checkRevoked)).toEqual([false, true, true]);
  });
});

describe('SetLanguage', () => {
  const setter = (w: World) => new SetLanguage(w.users, w.uow);

  it('keeps the chosen language with the account, where the next request finds it', async () => {
    const w = await aWorld({ users: [aUser().member().build()] });
    expect(await setter(w).execute({ actor: rahim, language: 'bn' })).toBe('bn');
    w.verifier.knows('t1', { uid: 'u1', email: 'rahim@example.com' });
    expect(await new IdentifyCaller(w.verifier, w.users, w.pageSessions).execute('t1')).toMatchObject({
      role: 'member',
      language: 'bn',
    });
    await setter(w).execute({ actor: rahim, language: 'en' });
    expect((await w.users.byEmail(rahim.email))?.language).toBe('en');
  });

  it('survives a later profile save, which never changes the language', async () => {
    const w = await aWorld({ users: [aUser().build()] });
    await setter(w).execute({ actor: rahim, language: 'bn' });
    await saver(w).execute({ actor: rahim, name: 'Rahim U.' });
    expect(await w.users.byEmail(rahim.email)).toMatchObject({ name: 'Rahim U.', language: 'bn' });
  });

  it('refuses a caller with no account yet, writing nothing', async () => {
    const w = await aWorld();
    await expectRefusal(setter(w).execute({ actor: rahim, language: 'bn' }), 'USER.NOT_FOUND');
    expect(await w.users.count()).toBe(0);
  });
});
