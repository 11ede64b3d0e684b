import {
  changedMeanwhile,
  type Autopay,
  type AutopayAttempt,
  type AttemptOutcome,
} from '../../../domain/autopay/autopay.ts';
import type { MonthKey } from '../../../domain/shared/month.ts';
import { poisha } from '../../../domain/shared/money.ts';
import type { AutopayAttempts, AutopaySettings } from '../../../application/autopay/ports.ts';
import { READ, type Db } from '../mikro-orm/db.ts';
import { AutopayAttemptRow, AutopaySettingRow } from './entity.ts';

const settingOf = (r: AutopaySettingRow): Autopay => ({
  userEmail: r.userEmail,
  enabled: Boolean(r.enabled),
  cap: poisha(r.capMinor),
  ...(r.skipMonth ? { skipMonth: r.skipMonth } : {}),
  ...(r.paymentMethodId && r.customerId
    ? {
        card: {
          customerId: r.customerId,
          paymentMethodId: r.paymentMethodId,
          brand: r.cardBrand ?? '',
          last4: r.cardLast4 ?? '',
          savedAt: new Date(r.cardSavedAt!),
        },
      }
    : {}),
  version: r.version,
});

const columnsOf = (a: Autopay) => ({
  enabled: a.enabled,
  capMinor: a.cap as number,
  skipMonth: a.skipMonth ?? null,
  customerId: a.card?.customerId ?? null,
  paymentMethodId: a.card?.paymentMethodId ?? null,
  cardBrand: a.card?.brand ?? null,
  cardLast4: a.card?.last4 ?? null,
  cardSavedAt: a.card?.savedAt ?? null,
  version: a.version + 1,
});

const attemptOf = (r: AutopayAttemptRow): AutopayAttempt => ({
  leaseId: r.leaseId,
  month: r.month,
  userEmail: r.userEmail,
  outcome: r.outcome as AttemptOutcome,
  tries: r.tries,
  amount: poisha(r.amountMinor),
  triedOn: r.triedOn,
  ...(r.intentId ? { intentId: r.intentId } : {}),
  ...(r.message ? { message: r.message } : {}),
});

const attemptColumns = (a: AutopayAttempt) => ({
  userEmail: a.userEmail,
  outcome: a.outcome,
  tries: a.tries,
  amountMinor: a.amount as number,
  triedOn: a.triedOn,
  intentId: a.intentId ?? null,
  message: a.message ?? null,
});

/** Each save is one statement conditional on the version read: an insert that yields to a row already there, or an update. */
export class MikroOrmAutopaySettings implements AutopaySettings {
  constructor(private readonly db: Db) {}

  of(userEmail: string): Promise<Autopay | undefined> {
    return this.db.run(async (em) => {
      const row = await em.findOne(AutopaySettingRow, { userEmail }, READ);
      return row ? settingOf(row) : undefined;
    });
  }

  listAll(): Promise<Autopay[]> {
    return this.db.run(async (em) =>
      (await em.find(AutopaySettingRow, {}, { ...READ, orderBy: { userEmail: 'asc' } })).map(settingOf),
    );
  }

  async save(autopay: Autopay): Promise<Autopay> {
    const values = columnsOf(autopay);
    const written = await this.db.write(async (em) => {
      if (autopay.version !== 0)
        return (
          (await em.nativeUpdate(
            AutopaySettingRow,
            { userEmail: autopay.userEmail, version: autopay.version },
            values,
          )) === 1
        );
      const result = await em
        .createQueryBuilder(AutopaySettingRow)
        .insert({ userEmail: autopay.userEmail, ...values })
        .onConflict('userEmail')
        .ignore()
        .execute('run');
      return result.affectedRows === 1;
    });
    if (!written) throw changedMeanwhile();
    return { ...autopay, version: autopay.version + 1 };
  }
}

/** A month is claimed by an insert that yields to the row already there: of two callers, one writes it. */
export class MikroOrmAutopayAttempts implements AutopayAttempts {
  constructor(private readonly db: Db) {}

  claim(attempt: AutopayAttempt): Promise<boolean> {
    return this.db.write(async (em) => {
      const result = await em
        .createQueryBuilder(AutopayAttemptRow)
        .insert({ leaseId: attempt.leaseId, month: attempt.month, ...attemptColumns(attempt) })
        .onConflict(['leaseId', 'month'])
        .ignore()
        .execute('run');
      return result.affectedRows === 1;
    });
  }

  claimRetry(leaseId: string, month: MonthKey, triedOn: string): Promise<boolean> {
    return this.db.write(
      async (em) =>
        (await em.nativeUpdate(
          AutopayAttemptRow,
          { leaseId, month, outcome: 'declined', tries: 1 },
          { outcome: 'charging', tries: 2, triedOn },
        )) === 1,
    );
  }

  claimInterrupted(leaseId: string, month: MonthKey, today: string): Promise<boolean> {
    return this.db.write(
      async (em) =>
        (await em.nativeUpdate(
          AutopayAttemptRow,
          { leaseId, month, outcome: 'charging', triedOn: { $lt: today } },
          { triedOn: today },
        )) === 1,
    );
  }

  finish(attempt: AutopayAttempt): Promise<boolean> {
    return this.db.write(
      async (em) =>
        (await em.nativeUpdate(
          AutopayAttemptRow,
          { leaseId: attempt.leaseId, month: attempt.month, outcome: 'charging' },
          attemptColumns(attempt),
        )) === 1,
    );
  }

  of(leaseId: string, month: MonthKey): Promise<AutopayAttempt | undefined> {
    return this.db.run(async (em) => {
      const row = await em.findOne(AutopayAttemptRow, { leaseId, month }, READ);
      return row ? attemptOf(row) : undefined;
    });
  }

  latestFor(userEmail: string): Promise<AutopayAttempt | undefined> {
    return this.db.run(async (em) => {
      const row = await em.findOne(AutopayAttemptRow, { userEmail }, { ...READ, orderBy: { month: 'desc' } });
      return row ? attemptOf(row) : undefined;
    });
  }
}
