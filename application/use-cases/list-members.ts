import type { User } from '../../domain/user.ts';
import type { Users } from '../ports.ts';

export class ListMembers {
  constructor(private readonly users: Users) {}

  execute(): Promise<User[]> {
    return this.users.listByRole('member');
  }
}
