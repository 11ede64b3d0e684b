import { LockMode } from '@mikro-orm/core';
import type { Agreement, AgreementStatus } from '../../../domain/agreements/agreement.ts';
import type { Agreements } from '../../../application/agreements/ports.ts';
import { READ, type Db } from '../mikro-orm/db.ts';
import { AgreementRow } from './entity.ts';
import { agreementToDomain, agreementToRow } from './mapper.ts';

const OPEN = { $in: ['pending', 'accepted'] };

/** One open agreement per user and one accepted per apartment are partial unique indexes (see the migrations). */
export class MikroOrmAgreements implements Agreements {
  constructor(private readonly db: Db) {}

  add(agreement: Agreement): Promise<void> {
    return this.db.write(async (em) => {
      await em.insert(AgreementRow, agreementToRow(agreement));
    });
  }

  byId(id: string): Promise<Agreement | undefined> {
    return this.db.run(async (em) => {
      const row = await em.findOne(AgreementRow, { id }, READ);
      return row ? agreementToDomain(row) : undefined;
    });
  }

  openFor(email: string): Promise<Agreement | undefined> {
    return this.db.run(async (em) => {
      const row = await em.findOne(AgreementRow, { userEmail: email, status: OPEN }, READ);
      return row ? agreementToDomain(row) : undefined;
    });
  }

  latestFor(email: string): Promise<Agreement | undefined> {
    return this.db.run(async (em) => {
      const row = await em.findOne(
        AgreementRow,
        { userEmail: email },
        { ...READ, orderBy: [{ requestDate: 'desc' }, { id: 'desc' }] },
      );
      return row ? agreementToDomain(row) : undefined;
    });
  }

  listAccepted(): Promise<Agreement[]> {
    return this.db.run(async (em) => {
      const rows = await em.find(AgreementRow, { status: 'accepted' }, { ...READ, orderBy: { id: 'asc' } });
      return rows.map(agreementToDomain);
    });
  }

  listLeases(): Promise<Agreement[]> {
    return this.db.run(async (em) => {
      const rows = await em.find(AgreementRow, { startMonth: { $ne: null } }, { ...READ, orderBy: { id: 'asc' } });
      return rows.map(agreementToDomain);
    });
  }

  leasesOf(email: string): Promise<Agreement[]> {
    return this.db.run(async (em) => {
      const rows = await em.find(
        AgreementRow,
        { userEmail: email, startMonth: { $ne: null } },
        { ...READ, orderBy: [{ startMonth: 'asc' }, { id: 'asc' }] },
      );
      return rows.map(agreementToDomain);
    });
  }

  listCovering(monthKey: string): Promise<Agreement[]> {
    return this.db.run(async (em) => {
      const rows = await em.find(
        AgreementRow,
        { startMonth: { $lte: monthKey }, $or: [{ endMonth: null }, { endMonth: { $gte: monthKey } }] },
        { ...READ, orderBy: { id: 'asc' } },
      );
      return rows.map(agreementToDomain);
    });
  }

  listPending(): Promise<Agreement[]> {
    return this.db.run(async (em) => {
      const rows = await em.find(
        AgreementRow,
        { status: 'pending' },
        { ...READ, orderBy: { requestDate: 'asc', id: 'asc' } },
      );
      return rows.map(agreementToDomain);
    });
  }

  holdAccepted(email: string): Promise<Agreement | undefined> {
    return this.db.run(async (em) => {
      // PostgreSQL locks the row (FOR UPDATE) until the transaction ends; SQLite has one writer at a time already.
      const row = await em.findOne(
        AgreementRow,
        { userEmail: email, status: 'accepted' },
        { ...READ, lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      return row ? agreementToDomain(row) : undefined;
    });
  }

  holdLease(id: string): Promise<Agreement | undefined> {
    return this.db.run(async (em) => {
      // PostgreSQL locks the row until the transaction ends, ended leases too; SQLite has one writer at a time.
      const row = await em.findOne(
        AgreementRow,
        { id, startMonth: { $ne: null } },
        { ...READ, lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      return row ? agreementToDomain(row) : undefined;
    });
  }

  openOn(apartmentId: string): Promise<Agreement[]> {
    return this.db.run(async (em) =>
      (
        await em.find(
          AgreementRow,
          { apartmentId, status: { $in: ['pending', 'accepted'] } },
          { ...READ, orderBy: { id: 'asc' } },
        )
      ).map(agreementToDomain),
    );
  }

  isRented(apartmentId: string): Promise<boolean> {
    return this.db.run(async (em) => (await em.count(AgreementRow, { apartmentId, status: 'accepted' })) > 0);
  }

  update(agreement: Agreement, from: AgreementStatus): Promise<boolean> {
    // The status in the WHERE clause is the guard: a second writer waits for the first one's row lock, then finds
    // the status changed and updates nothing.
    return this.db.write(async (em) => {
      const { id, ...changes } = agreementToRow(agreement);
      return (await em.nativeUpdate(AgreementRow, { id, status: from }, changes)) === 1;
    });
  }
}
