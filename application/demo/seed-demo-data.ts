import type { Apartment } from '../../domain/apartments/apartment.ts';
import { newCoupon, toggle } from '../../domain/coupons/coupon.ts';
import { ordinalDay } from '../../domain/shared/month.ts';
import type { ReminderSchedule } from '../../domain/notifications/reminders.ts';
import type { Announcements } from '../announcements/ports.ts';
import type { Apartments } from '../apartments/ports.ts';
import type { Clock, IdGenerator, UnitOfWork } from '../shared/ports.ts';
import type { Coupons } from '../coupons/ports.ts';

const BLOCKS = ['A', 'B', 'C'];
const IMAGES = 6;

/** A building worth browsing: apartments over several floors and blocks, with rents rising by floor and size. */
export function demoApartments(count: number, ids: IdGenerator): Apartment[] {
  return Array.from({ length: count }, (_, i) => {
    const block = BLOCKS[i % BLOCKS.length]!;
    // Two units per block and floor, so the default 24 apartments span four floors (the seed promises 3+).
    const perFloor = 2;
    const floor = Math.floor(i / (BLOCKS.length * perFloor)) + 1;
    const unit = (Math.floor(i / BLOCKS.length) % perFloor) + 1;
    return {
      id: ids.next(),
      image: `/images/apartments/apartment-${(i % IMAGES) + 1}.webp`,
      floor,
      block,
      number: `${block}${floor}0${unit}`,
      rent: 12_000 + ((i * 3_500) % 30_000) + floor * 500,
    };
  });
}

/** Makes the demo building usable; running it again adds nothing that is already there. */
export class SeedDemoData {
  constructor(
    private readonly apartments: Apartments,
    private readonly coupons: Coupons,
    private readonly announcements: Announcements,
    private readonly uow: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    // The announcement names the building's due day, so it says what the reminders and dues will.
    private readonly rentSchedule: () => Promise<ReminderSchedule>,
  ) {}

  execute({ apartments = 24 }: { apartments?: number } = {}): Promise<{ apartmentsAdded: number }> {
    return this.uow.run(async () => {
      const apartmentsAdded = await this.apartments.addMissing(demoApartments(apartments, this.ids));
      if ((await this.coupons.list()).length === 0) {
        await this.coupons.add(newCoupon(this.ids.next(), 'WELCOME10', 10, 'Welcome discount for new residents'));
        await this.coupons.add(newCoupon(this.ids.next(), 'EID15', 15, 'Eid festival rent discount'));
        await this.coupons.add(toggle(newCoupon(this.ids.next(), 'WINTER5', 5, 'Winter promotion (ended)')));
      }
      if ((await this.announcements.list()).length === 0) {
        const now = this.clock.now().getTime();
        await this.announcements.add({
          id: this.ids.next(),
          title: 'Water tank cleaning',
          description:
            'The rooftop water tanks will be cleaned on Friday from 9 am to 1 pm. Please store water in advance.',
          createdAt: new Date(now - 2 * 86_400_000),
          version: 0,
        });
        await this.announcements.add({
          id: this.ids.next(),
          title: 'Rent due date',
          description: `Monthly rent is due by the ${ordinalDay((await this.rentSchedule()).dueDay)}. Pay online from your dashboard to get a receipt at once.`,
          createdAt: new Date(now - 86_400_000),
          version: 0,
        });
      }
      return { apartmentsAdded };
    });
  }
}
