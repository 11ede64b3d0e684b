import { describe, expect, it } from 'vitest';
import { MakeAdmin } from '../../../application/members/make-admin.ts';
import { aUser } from '../../support/builders.ts';
import { aWorld, type World } from '../world.ts';

const makeAdmin = (w: World) => new MakeAdmin(w.accounts, w.users, w.uow, w.ids, w.trail);
const input = { email: ' Admin@Lakeview.test ', password: 'Secret1', name: 'Building Admin', by: 'cli' };

describe('MakeAdmin', () => {
  it('creates the sign-in account and an admin user for a new email', async () => {
    const w = await aWorld();
    const { user, accountCreated } = await makeAdmin(w).execute(input);
    expect(accountCreated).toBe(true);
    expect(w.accounts.calls).toEqual([
      { email: 'admin@lakeview.test', password: 'Secret1', displayName: 'Building Admin' },
    ]);
    expect(user).toEqual({
      id: 'id-1',
      email: 'admin@lakeview.test',
      name: 'Building Admin',
      photoURL: '',
      role: 'admin',
      language: 'en',
    });
    expect(await w.users.byEmail('admin@lakeview.test')).toEqual(user);
  });

  it('promotes an existing user and keeps their record', async () => {
    const existing = aUser().withEmail('admin@lakeview.test').withName('Old Name').build();
    const w = await aWorld({ users: [existing] });
    w.accounts.emails.add('admin@lakeview.test');
    const { user, accountCreated } = await makeAdmin(w).execute(input);
    expect(accountCreated).toBe(false);
    expect(user).toEqual({ ...existing, role: 'admin' });
  });

  it('is idempotent', async () => {
    const w = await aWorld();
    const first = await makeAdmin(w).execute(input);
    const second = await makeAdmin(w).execute(input);
    expect(second).toEqual({ user: first.user, accountCreated: false });
    expect(await w.users.countByRole('admin')).toBe(1);
  });
});
