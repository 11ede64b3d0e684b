import { rentCollection } from '../../domain/collection.ts';
import { normalizeMonth } from '../../domain/month.ts';
import type { Agreements, Payments } from '../ports.ts';

/** Who of the current members has paid the month's rent, and how much of the month's dues came in. */
export class GetRentCollection {
  constructor(
    private readonly agreements: Agreements,
    private readonly payments: Payments,
  ) {}

  async execute({ month }: { month: string }) {
    const monthKey = normalizeMonth(month);
    const [accepted, paid] = await Promise.all([this.agreements.listAccepted(), this.payments.listForMonth(monthKey)]);
    return { month: monthKey, ...rentCollection(accepted, paid) };
  }
}
