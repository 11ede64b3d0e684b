import type { FinalStatements } from '../../../application/move-out/ports.ts';
import type { FinalStatement } from '../../../domain/move-out/final-statement.ts';
import { READ, type Db } from '../mikro-orm/db.ts';
import { FinalStatementRow } from './entity.ts';
import { finalStatementToDomain, finalStatementToRow } from './mapper.ts';

/** One row per lease; a change is an update on the version read while the statement is a draft. */
export class MikroOrmFinalStatements implements FinalStatements {
  constructor(private readonly db: Db) {}

  byLease(leaseId: string): Promise<FinalStatement | undefined> {
    return this.db.run(async (em) => {
      const row = await em.findOne(FinalStatementRow, { leaseId }, READ);
      return row ? finalStatementToDomain(row) : undefined;
    });
  }

  list(): Promise<FinalStatement[]> {
    return this.db.run(async (em) =>
      (await em.find(FinalStatementRow, {}, { ...READ, orderBy: { startedAt: 'desc', leaseId: 'asc' } })).map(
        finalStatementToDomain,
      ),
    );
  }

  start(statement: FinalStatement): Promise<boolean> {
    return this.db.write(async (em) => {
      const result = await em
        .createQueryBuilder(FinalStatementRow)
        .insert(finalStatementToRow(statement))
        .onConflict('leaseId')
        .ignore()
        .execute('run');
      return result.affectedRows === 1;
    });
  }

  save(statement: FinalStatement, fromVersion: number): Promise<boolean> {
    const { leaseId, ...values } = finalStatementToRow(statement);
    return this.db.write(
      async (em) =>
        (await em.nativeUpdate(FinalStatementRow, { leaseId, version: fromVersion, state: 'draft' }, values)) === 1,
    );
  }
}
