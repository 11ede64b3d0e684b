import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/knex';
import type { SandboxIntentRecord, SandboxIntentStore } from '../../../application/payments/sandbox-intents.ts';
import { READ, type Db } from '../mikro-orm/db.ts';
import { SandboxIntentRow } from './entity.ts';
import { sandboxIntentToDomain, sandboxIntentToRow } from './mapper.ts';

/**
 * Every change is one statement that the database decides alone (an insert that yields to the unique
 * idempotency key, an UPDATE whose WHERE holds the status rule), so server instances sharing the database
 * cannot both win a race. The row is read back afterwards, as it now is, whoever won.
 */
export class MikroOrmSandboxIntents implements SandboxIntentStore {
  constructor(private readonly db: Db) {}

  addOnce(intent: SandboxIntentRecord): Promise<SandboxIntentRecord> {
    return this.db.write(async (em) => {
      // Only a clash of idempotency keys is expected and ignored; a clash of ids still fails loudly.
      await em
        .createQueryBuilder(SandboxIntentRow)
        .insert(sandboxIntentToRow(intent))
        .onConflict('idempotencyKey')
        .ignore()
        .execute('run');
      const row = await em.findOneOrFail(SandboxIntentRow, { idempotencyKey: intent.idempotencyKey }, READ);
      return sandboxIntentToDomain(row);
    });
  }

  byId(id: string): Promise<SandboxIntentRecord | undefined> {
    return this.db.run(async (em) => {
      const row = await em.findOne(SandboxIntentRow, { id }, READ);
      return row ? sandboxIntentToDomain(row) : undefined;
    });
  }

  markSucceeded(id: string): Promise<SandboxIntentRecord | undefined> {
    return this.changed(id, (em) =>
      em.nativeUpdate(SandboxIntentRow, { id, status: 'requires_payment_method' }, { status: 'succeeded' }),
    );
  }

  markRefunded(id: string): Promise<SandboxIntentRecord | undefined> {
    // The sandbox refunds all or nothing: the amount comes from the row itself, in the same statement.
    return this.changed(id, (em) =>
      em.nativeUpdate(SandboxIntentRow, { id, status: 'succeeded' }, { amountRefunded: raw('amount_minor') }),
    );
  }

  cancelOpenFor(userEmail: string): Promise<number> {
    return this.db.write(async (em) => {
      const open = await em.find(
        SandboxIntentRow,
        { status: 'requires_payment_method', metadata: { userEmail } },
        { ...READ, fields: ['id'] },
      );
      if (open.length === 0) return 0;
      // The status guard again: an intent a card paid for meanwhile stays paid.
      return em.nativeUpdate(
        SandboxIntentRow,
        { id: { $in: open.map((i) => i.id) }, status: 'requires_payment_method' },
        { status: 'canceled' },
      );
    });
  }

  private changed(
    id: string,
    update: (em: EntityManager) => Promise<unknown>,
  ): Promise<SandboxIntentRecord | undefined> {
    return this.db.write(async (em) => {
      await update(em);
      const row = await em.findOne(SandboxIntentRow, { id }, READ);
      return row ? sandboxIntentToDomain(row) : undefined;
    });
  }
}
