import type { User } from '../../../domain/members/user.ts';
import type { MemberRecord } from '../../../application/members/list-members.ts';
import type { MemberDto, UserDto } from './contract.ts';
import { toTaka } from '../../../domain/shared/money.ts';

export const memberDto = ({ user, lease, unpaidMonths, owedMinor }: MemberRecord): MemberDto => ({
  _id: user.id,
  name: user.name,
  email: user.email,
  ...(lease ? { apartment: { floor: lease.floor, block: lease.block, number: lease.number } } : {}),
  ...(lease?.startMonth ? { leaseStart: lease.startMonth, leaseId: lease.id } : {}),
  unpaidMonths: [...unpaidMonths],
  owed: toTaka(owedMinor),
});

export const userDto = (u: User): UserDto => ({
  _id: u.id,
  name: u.name,
  email: u.email,
  photoURL: u.photoURL,
  role: u.role,
});
