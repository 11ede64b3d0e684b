import {
  nextChargeDate,
  nextMonth,
  noAutopay,
  skipNext,
  turnOff,
  turnOn,
  withCard,
  type Autopay,
  type AutopayAttempt,
} from '../../domain/autopay/autopay.ts';
import type { Money } from '../../domain/shared/money.ts';
import type { Agreements } from '../agreements/ports.ts';
import type { Actor, BuildingCalendar, Clock, UnitOfWork } from '../shared/ports.ts';
import type { AutopayAttempts, AutopaySettings, CardSetup, SavedCards } from './ports.ts';

/** What My Account shows of a member's autopay. */
export interface MyAutopay {
  readonly autopay: Autopay;
  readonly hasLease: boolean;
  /** The day autopay charges next; absent while it is off. */
  readonly nextChargeOn?: string;
  readonly lastAttempt?: AutopayAttempt;
}

/** The stores and helpers every autopay use case shares. */
export interface AutopayDeps {
  readonly settings: AutopaySettings;
  readonly attempts: AutopayAttempts;
  readonly agreements: Pick<Agreements, 'leasesOf' | 'listAccepted'>;
  readonly cards: SavedCards;
  readonly uow: UnitOfWork;
  readonly clock: Clock;
  readonly calendar: BuildingCalendar;
  readonly dueDay: () => Promise<number>;
}

const settingOf = async (d: AutopayDeps, email: string) => (await d.settings.of(email)) ?? noAutopay(email);
const runningLease = async (d: AutopayDeps, email: string) =>
  (await d.agreements.leasesOf(email)).find((lease) => lease.status === 'accepted');

/** Whether this month's charge was tried already for the member's running lease. */
async function triedThisMonth(d: AutopayDeps, email: string): Promise<boolean> {
  const lease = await runningLease(d, email);
  return lease !== undefined && (await d.attempts.of(lease.id, d.calendar.thisMonth())) !== undefined;
}

export class GetMyAutopay {
  constructor(private readonly d: AutopayDeps) {}

  async execute(actor: Pick<Actor, 'email'>): Promise<MyAutopay> {
    const autopay = await settingOf(this.d, actor.email);
    const hasLease = (await runningLease(this.d, actor.email)) !== undefined;
    const next = nextChargeDate(
      autopay,
      this.d.calendar.today(),
      await this.d.dueDay(),
      await triedThisMonth(this.d, actor.email),
    );
    const lastAttempt = await this.d.attempts.latestFor(actor.email);
    return {
      autopay,
      hasLease,
      ...(next && hasLease ? { nextChargeOn: next } : {}),
      ...(lastAttempt ? { lastAttempt } : {}),
    };
  }
}

/** Starts saving a card: the browser confirms the setup with the card form, then reports it with SaveCard. */
export class StartCardSetup {
  constructor(private readonly d: AutopayDeps) {}

  async execute(actor: Pick<Actor, 'email'>): Promise<CardSetup> {
    const saved = await this.d.settings.of(actor.email);
    return this.d.cards.startSetup(actor.email, saved?.card?.customerId);
  }
}

/** Keeps the card a succeeded setup saved (its ids, brand and last four digits), in place of any earlier one. */
export class SaveCard {
  constructor(private readonly d: AutopayDeps) {}

  async execute(input: { actor: Pick<Actor, 'email'>; setupIntentId: string }): Promise<MyAutopay> {
    const card = await this.d.cards.savedCard(input.setupIntentId, input.actor.email);
    await this.d.uow.run(async () => {
      const autopay = await settingOf(this.d, input.actor.email);
      await this.d.settings.save(withCard(autopay, { ...card, savedAt: this.d.clock.now() }));
    });
    return new GetMyAutopay(this.d).execute(input.actor);
  }
}

/** Turns autopay on with the member's cap, or changes the cap while it is on. */
export class TurnOnAutopay {
  constructor(private readonly d: AutopayDeps) {}

  async execute(input: { actor: Pick<Actor, 'email'>; cap: Money }): Promise<MyAutopay> {
    await this.d.uow.run(async () => {
      const autopay = await settingOf(this.d, input.actor.email);
      const hasLease = (await runningLease(this.d, input.actor.email)) !== undefined;
      await this.d.settings.save(turnOn(autopay, input.cap, { hasLease }));
    });
    return new GetMyAutopay(this.d).execute(input.actor);
  }
}

export class TurnOffAutopay {
  constructor(private readonly d: AutopayDeps) {}

  async execute(actor: Pick<Actor, 'email'>): Promise<MyAutopay> {
    await this.d.uow.run(async () => this.d.settings.save(turnOff(await settingOf(this.d, actor.email))));
    return new GetMyAutopay(this.d).execute(actor);
  }
}

/** Skips the next month autopay would charge (this month until it was tried, then the next). */
export class SkipAutopayMonth {
  constructor(private readonly d: AutopayDeps) {}

  async execute(actor: Pick<Actor, 'email'>): Promise<MyAutopay> {
    await this.d.uow.run(async () => {
      const month = nextMonth(this.d.calendar.today(), await triedThisMonth(this.d, actor.email));
      await this.d.settings.save(skipNext(await settingOf(this.d, actor.email), month));
    });
    return new GetMyAutopay(this.d).execute(actor);
  }
}

/** Every member with autopay on, for the admin. */
/** A member with autopay on, as the admin's list names them: by the name and flat of their lease. */
export interface AutopayRow {
  readonly autopay: Autopay;
  /** The name on the member's lease; their email when they hold none. */
  readonly name: string;
  /** The flat's number ('A101'); absent when they hold no lease. */
  readonly flat?: string;
}

export class ListAutopay {
  constructor(private readonly d: AutopayDeps) {}

  async execute(): Promise<AutopayRow[]> {
    const [settings, leases] = await Promise.all([this.d.settings.listAll(), this.d.agreements.listAccepted()]);
    const leaseOf = new Map(leases.map((l) => [l.userEmail, l]));
    return settings
      .filter((a) => a.enabled)
      .map((autopay) => {
        const lease = leaseOf.get(autopay.userEmail);
        return lease ? { autopay, name: lease.userName, flat: lease.number } : { autopay, name: autopay.userEmail };
      });
  }
}
