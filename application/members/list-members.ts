import type { Agreement } from '../../domain/agreements/agreement.ts';
import type { MonthKey } from '../../domain/shared/month.ts';
import type { User } from '../../domain/members/user.ts';
import type { Agreements } from '../agreements/ports.ts';
import type { BuildingCalendar } from '../shared/ports.ts';

import type { Users } from './ports.ts';
import { arrearsByPerson, type PaidMonths } from '../payments/arrears-now.ts';
import { ZERO, type Money } from '../../domain/shared/money.ts';

/** A member as the admin manages them: who, which flat since when, and what they owe now. */
export interface MemberRecord {
  readonly user: User;
  /** Their running lease; absent only if the store lost it (a member always has one). */
  readonly lease?: Agreement;
  /** Months of the lease up to this month that are unpaid, oldest first. */
  readonly unpaidMonths: readonly MonthKey[];
  readonly owedMinor: Money;
}

export class ListMembers {
  constructor(
    private readonly users: Users,
    private readonly agreements: Agreements,
    /** Which months are paid: the books' (card, cash, bank...), or the card payments alone. */
    private readonly payments: PaidMonths,
    private readonly calendar: BuildingCalendar,
  ) {}

  async execute(): Promise<MemberRecord[]> {
    const [members, leases, owing] = await Promise.all([
      this.users.listByRole('member'),
      this.agreements.listLeases(),
      arrearsByPerson(this.agreements, this.payments, this.calendar),
    ]);
    return members.map((user) => {
      const lease = leases.find((a) => a.userEmail === user.email && a.status === 'accepted');
      const owed = owing.get(user.email);
      return {
        user,
        ...(lease ? { lease } : {}),
        unpaidMonths: owed?.months ?? [],
        owedMinor: owed?.owedMinor ?? ZERO,
      };
    });
  }
}
