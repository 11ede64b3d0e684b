import type { Agreement } from '../../domain/agreements/agreement.ts';
import type { Apartment } from '../../domain/apartments/apartment.ts';
import { addMonths, formatMonth, type MonthKey } from '../../domain/shared/month.ts';
import { amountDue } from '../../domain/payments/payment.ts';
import { newUser, withRole } from '../../domain/members/user.ts';
import type { Agreements } from '../agreements/ports.ts';
import type { Apartments } from '../apartments/ports.ts';
import type { BuildingCalendar, Clock, IdGenerator, UnitOfWork } from '../shared/ports.ts';
import type { Payments } from '../payments/ports.ts';
import type { LedgerEntries } from '../ledger/ports.ts';
import { recordedPayment } from '../../domain/ledger/writing.ts';
import { rentChargeId, type RecordedMethod } from '../../domain/ledger/ledger.ts';
import type { Users } from '../members/ports.ts';
import type { AddRecurringCharge } from '../charges/recurring-charges.ts';
import type { BillRow, ImportBills } from '../charges/import-bills.ts';

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
  /** Months (counted back from this one) that were paid by card. */
  readonly paidAgo: readonly number[];
  /** Money paid at the desk: in which month (counted back), how much (of the flat's monthly rent), and how. */
  readonly desk?: readonly {
    readonly ago: number;
    readonly amount: (rent: number) => number;
    readonly method: RecordedMethod;
    readonly reference?: string;
    /** Paid for that month's rent by name, rather than for the oldest charges. */
    readonly forRent?: true;
  }[];
}

/** The building's monthly service charge on every flat, and last month's gas bill, in taka. */
const SERVICE_CHARGE = 2_500;
const GAS_BILL = 1_150;

const PASSWORD = 'Member123';

const HISTORIES: readonly History[] = [
  {
    resident: {
      email: 'nadia@lakeview.test',
      password: PASSWORD,
      name: 'Nadia Rahman',
      story: 'member, paid half of last month by bKash; owes the rest, this month and the charges',
    },
    startedAgo: 3,
    paidAgo: [3, 2],
    desk: [{ ago: 1, amount: (rent) => rent / 2, method: 'bkash', reference: '8N7A6B2C', forRent: true }],
  },
  {
    resident: {
      email: 'karim@lakeview.test',
      password: PASSWORD,
      name: 'Karim Ahmed',
      story: 'member, rent paid by card, the charges by bank with ৳5,000 to spare: in credit',
    },
    startedAgo: 5,
    paidAgo: [5, 4, 3, 2, 1, 0],
    desk: [{ ago: 0, amount: () => 6 * SERVICE_CHARGE + GAS_BILL + 5_000, method: 'bank', reference: 'DBBL-558120' }],
  },
  {
    resident: {
      email: 'farhana@lakeview.test',
      password: PASSWORD,
      name: 'Farhana Akter',
      story: 'member, pays everything in cash at the desk: paid up',
    },
    startedAgo: 2,
    paidAgo: [],
    desk: [
      { ago: 2, amount: (rent) => rent + SERVICE_CHARGE, method: 'cash' },
      { ago: 1, amount: (rent) => rent + SERVICE_CHARGE + GAS_BILL, method: 'cash' },
      { ago: 0, amount: (rent) => rent + SERVICE_CHARGE, method: 'cash' },
    ],
  },
  {
    resident: {
      email: 'sohel@lakeview.test',
      password: PASSWORD,
      name: 'Sohel Rana',
      story: 'former member, left owing two months and their service charges',
    },
    startedAgo: 8,
    endedAgo: 4,
    paidAgo: [8, 7, 6],
  },
];

export const DEMO_RESIDENTS: readonly DemoResident[] = HISTORIES.map((h) => h.resident);

/** The charges area's use cases the seed bills with, as an admin would: a recurring charge, and a file of bills. */
export interface DemoBilling {
  readonly addRecurringCharge: Pick<AddRecurringCharge, 'execute'>;
  readonly importBills: Pick<ImportBills, 'execute'>;
}

/**
 * Gives the demo building a history worth looking at: members whose leases started months ago, some months paid by
 * card and some at the desk (in cash, by bank or bKash), one member in credit, and a former member who left owing. The
 * building bills as an admin would: one recurring service charge on every flat, and last month's gas bills loaded as
 * the Charges page's spreadsheet of bills (flat, month, kind, amount). Only into a building with no leases yet;
 * returns how many residents it added. Their sign-in accounts are the caller's to make (`DEMO_RESIDENTS`).
 */
export class SeedDemoResidents {
  constructor(
    private readonly apartments: Apartments,
    private readonly users: Users,
    private readonly agreements: Agreements,
    private readonly payments: Payments,
    private readonly ledger: LedgerEntries,
    private readonly billing: DemoBilling,
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
      await this.bill(flats, thisMonth);
      return { residentsAdded: HISTORIES.length };
    });
  }

  /**
   * The service charge every flat pays each month, from the first demo lease on, and last month's gas bill of every
   * flat still let, as a spreadsheet's lines.
   */
  private async bill(flats: readonly Apartment[], thisMonth: MonthKey): Promise<void> {
    await this.billing.addRecurringCharge.execute({
      name: 'Service charge',
      kind: 'service',
      amount: SERVICE_CHARGE,
      fromMonth: addMonths(thisMonth, -Math.max(...HISTORIES.map((h) => h.startedAgo))),
      leaseIds: 'all',
      by: 'seed',
    });
    const lastMonth = addMonths(thisMonth, -1);
    const gas: BillRow[] = HISTORIES.flatMap((history, i) =>
      history.endedAgo === undefined && history.startedAgo >= 1
        ? [{ flat: flatCell(flats[i]!), month: lastMonth, kind: 'gas', amount: String(GAS_BILL) }]
        : [],
    ).map((cells, i) => ({ line: i + 2, ...cells }));
    await this.billing.importBills.execute({ rows: gas, by: 'seed' });
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
    for (const ago of history.paidAgo) {
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
    await this.paidAtTheDesk(history, agreement, thisMonth, now);
  }

  /** What was paid at the desk, as the admin recorded it. */
  private async paidAtTheDesk(history: History, agreement: Agreement, thisMonth: MonthKey, now: Date): Promise<void> {
    const span = {
      id: agreement.id,
      startMonth: agreement.startMonth!,
      ...(agreement.endMonth ? { endMonth: agreement.endMonth } : {}),
    };
    const today = this.calendar.today();
    for (const paid of history.desk ?? []) {
      const month = addMonths(thisMonth, -paid.ago);
      const day = `${month}-07` < today ? `${month}-07` : today;
      const at = onDay(month, 7);
      await this.ledger.add(
        recordedPayment(
          span,
          {
            id: this.ids.next(),
            amountInTaka: paid.amount(agreement.rent),
            paidOn: day,
            method: paid.method,
            ...(paid.reference ? { reference: paid.reference } : {}),
            ...(paid.forRent ? { forCharge: rentChargeId(agreement.id, month) } : {}),
            by: 'seed',
            at: at < now ? at : now,
          },
          today,
        ),
      );
    }
  }
}

/** A flat as a spreadsheet of bills names it beyond doubt, whatever other blocks' numbers: block/floor/number. */
const flatCell = (flat: Apartment): string => `${flat.block}/${flat.floor}/${flat.number}`;

/** 06:00 UTC on a day of the month: noon in Dhaka, and the same calendar day across most of the world. */
const onDay = (month: MonthKey, day: number): Date => new Date(`${month}-${String(day).padStart(2, '0')}T06:00:00Z`);
