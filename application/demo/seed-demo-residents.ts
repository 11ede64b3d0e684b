import type { Agreement } from '../../domain/agreements/agreement.ts';
import type { Apartment } from '../../domain/apartments/apartment.ts';
import { addMonths, formatMonth, type MonthKey } from '../../domain/shared/month.ts';
import { amountDue } from '../../domain/payments/payment.ts';
import { newUser, withRole } from '../../domain/members/user.ts';
import type { Agreements } from '../agreements/ports.ts';
import type { Apartments } from '../apartments/ports.ts';
import type { BuildingCalendar, Clock, IdGenerator, UnitOfWork } from '../shared/ports.ts';
import type { Payments } from '../payments/ports.ts';
import type { Users } from '../members/ports.ts';

/** A demo resident's sign-in, for the operator to try the product as them. */
export interface DemoResident {
  readonly email: string;
  readonly password: string;
  readonly name: string;
  readonly story: string;
}

/** How each demo resident's lease and payments run, in months counted back from this month. */
interface History {
  readonly resident: DemoResident;
  /** Months before this one that the lease started. */
  readonly startedAgo: number;
  /** Months before this one that the lease ended; none while it runs. */
  readonly endedAgo?: number;
  /** Months (counted back from this one) that were paid. */
  readonly paidAgo: readonly number[];
}

const PASSWORD = 'Member123';

const HISTORIES: readonly History[] = [
  {
    resident: {
      email: 'nadia@lakeview.test',
      password: PASSWORD,
      name: 'Nadia Rahman',
      story: 'member, owes last month and this month',
    },
    startedAgo: 3,
    paidAgo: [3, 2],
  },
  {
    resident: { email: 'karim@lakeview.test', password: PASSWORD, name: 'Karim Ahmed', story: 'member, paid up' },
    startedAgo: 5,
    paidAgo: [5, 4, 3, 2, 1, 0],
  },
  {
    resident: {
      email: 'sohel@lakeview.test',
      password: PASSWORD,
      name: 'Sohel Rana',
      story: 'former member, left owing two months',
    },
    startedAgo: 8,
    endedAgo: 4,
    paidAgo: [8, 7, 6],
  },
];

export const DEMO_RESIDENTS: readonly DemoResident[] = HISTORIES.map((h) => h.resident);

/**
 * Gives the demo building a history worth looking at: members whose leases started months ago, some months paid and
 * some not, and a former member who left owing rent. Only into a building with no leases yet; returns how many
 * residents it added. Their sign-in accounts are the caller's to make (`DEMO_RESIDENTS`).
 */
export class SeedDemoResidents {
  constructor(
    private readonly apartments: Apartments,
    private readonly users: Users,
    private readonly agreements: Agreements,
    private readonly payments: Payments,
    private readonly uow: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly calendar: BuildingCalendar,
  ) {}

  execute(): Promise<{ residentsAdded: number }> {
    return this.uow.run(async () => {
      const flats = (await this.apartments.page({}, { page: 1, limit: HISTORIES.length })).items;
      if ((await this.agreements.listLeases()).length > 0 || flats.length < HISTORIES.length)
        return { residentsAdded: 0 };
      const now = this.clock.now();
      const thisMonth = this.calendar.thisMonth();
      for (const [i, history] of HISTORIES.entries()) await this.live(history, flats[i]!, thisMonth, now);
      return { residentsAdded: HISTORIES.length };
    });
  }

  private async live(history: History, flat: Apartment, thisMonth: MonthKey, now: Date): Promise<void> {
    const { resident } = history;
    const startMonth = addMonths(thisMonth, -history.startedAgo);
    const decidedAt = onDay(startMonth, 2);
    const agreement: Agreement = {
      id: this.ids.next(),
      userEmail: resident.email,
      userName: resident.name,
      apartmentId: flat.id,
      floor: flat.floor,
      block: flat.block,
      number: flat.number,
      rent: flat.rent,
      status: history.endedAgo === undefined ? 'accepted' : 'ended',
      requestDate: onDay(addMonths(startMonth, -1), 25),
      decidedAt,
      startMonth,
      ...(history.endedAgo === undefined
        ? {}
        : {
            endedAt: onDay(addMonths(thisMonth, -history.endedAgo), 20),
            endMonth: addMonths(thisMonth, -history.endedAgo),
          }),
    };
    const role = history.endedAgo === undefined ? 'member' : 'user';
    await this.users.save(withRole(newUser(this.ids.next(), resident.email, resident.name, ''), role));
    await this.agreements.add(agreement);
    for (const ago of [...history.paidAgo].reverse()) {
      const monthKey = addMonths(thisMonth, -ago);
      const paidAt = onDay(monthKey, 6);
      await this.payments.add({
        id: this.ids.next(),
        userEmail: resident.email,
        userName: resident.name,
        floor: flat.floor,
        block: flat.block,
        number: flat.number,
        rent: flat.rent,
        month: formatMonth(monthKey),
        monthKey,
        discount: 0,
        amountMinor: amountDue(flat.rent, 0),
        status: 'paid',
        transactionId: `seed_${this.ids.next()}`,
        paidAt: paidAt < now ? paidAt : now,
      });
    }
  }
}

/** 06:00 UTC on a day of the month: noon in Dhaka, and the same calendar day across most of the world. */
const onDay = (month: MonthKey, day: number): Date => new Date(`${month}-${String(day).padStart(2, '0')}T06:00:00Z`);
