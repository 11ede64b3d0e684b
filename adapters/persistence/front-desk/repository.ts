import type { StaffMember } from '../../../domain/front-desk/staff.ts';
import { byLatest, type Visit, type VisitStatus } from '../../../domain/front-desk/visitors.ts';
import type {
  SavedVisitorSettings,
  StaffRoster,
  VisitFilter,
  VisitorSettings,
  Visits,
} from '../../../application/front-desk/ports.ts';
import { READ, type Db } from '../mikro-orm/db.ts';
import { StaffMemberRow, VisitorSettingsRow, VisitRow } from './entity.ts';
import { staffOf, visitOf } from './mapper.ts';

/** One row per email, through the migrations' unique index. */
export class MikroOrmStaffRoster implements StaffRoster {
  constructor(private readonly db: Db) {}

  list(): Promise<StaffMember[]> {
    return this.db.run(async (em) =>
      (await em.find(StaffMemberRow, {}, { ...READ, orderBy: { name: 'asc', email: 'asc' } })).map(staffOf),
    );
  }

  byEmail(email: string): Promise<StaffMember | undefined> {
    return this.db.run(async (em) => {
      const row = await em.findOne(StaffMemberRow, { email }, READ);
      return row ? staffOf(row) : undefined;
    });
  }

  async add(member: StaffMember): Promise<void> {
    await this.db.write((em) => em.insert(StaffMemberRow, { id: crypto.randomUUID(), ...member }));
  }

  async remove(email: string): Promise<boolean> {
    return (await this.db.write((em) => em.nativeDelete(StaffMemberRow, { email }))) === 1;
  }
}

const LATEST = { date: 'desc', createdAt: 'desc', id: 'asc' } as const;

/** Codes are unique among a day's expected passes through a partial unique index; changes are conditional. */
export class MikroOrmVisits implements Visits {
  constructor(private readonly db: Db) {}

  async add(visit: Visit): Promise<void> {
    await this.db.write((em) => em.insert(VisitRow, { ...visit }));
  }

  byId(id: string): Promise<Visit | undefined> {
    return this.db.run(async (em) => {
      const row = await em.findOne(VisitRow, { id }, READ);
      return row ? visitOf(row) : undefined;
    });
  }

  byCode(code: string): Promise<Visit[]> {
    return this.db.run(async (em) => (await em.find(VisitRow, { code }, { ...READ, orderBy: LATEST })).map(visitOf));
  }

  async update(visit: Visit, from: VisitStatus): Promise<boolean> {
    const updated = await this.db.write((em) =>
      em.nativeUpdate(
        VisitRow,
        { id: visit.id, status: from },
        { status: visit.status, arrivedAt: visit.arrivedAt, leftAt: visit.leftAt },
      ),
    );
    return updated === 1;
  }

  onDay(day: string): Promise<Visit[]> {
    return this.db.run(async (em) =>
      (await em.find(VisitRow, { date: day }, { ...READ, orderBy: LATEST })).map(visitOf),
    );
  }

  forFlat(apartmentId: string, from: string): Promise<Visit[]> {
    return this.db.run(async (em) =>
      (
        await em.find(
          VisitRow,
          { apartmentId, date: { $gte: from } },
          { ...READ, orderBy: { date: 'asc', createdAt: 'asc', id: 'asc' } },
        )
      ).map(visitOf),
    );
  }

  /** The span's rows are read and the flat matched here, in any letter case alike on both databases. */
  search(filter: VisitFilter, limit: number): Promise<Visit[]> {
    const flat = filter.flat?.toLowerCase();
    return this.db.run(async (em) =>
      (await em.find(VisitRow, { date: { $gte: filter.from, $lte: filter.to } }, READ))
        .map(visitOf)
        .filter((v) => flat === undefined || v.flat.toLowerCase().includes(flat))
        .sort(byLatest)
        .slice(0, limit),
    );
  }

  deleteBefore(day: string): Promise<number> {
    return this.db.write((em) => em.nativeDelete(VisitRow, { date: { $lt: day } }));
  }
}

export class MikroOrmVisitorSettings implements VisitorSettings {
  constructor(private readonly db: Db) {}

  get(): Promise<SavedVisitorSettings | undefined> {
    return this.db.run(async (em) => {
      const row = await em.findOne(VisitorSettingsRow, { id: 'building' }, READ);
      return row ? { retentionDays: row.retentionDays, version: row.version } : undefined;
    });
  }

  /** The first save inserts the row (nothing when one is there by then); later ones update the version read. */
  async save(settings: SavedVisitorSettings): Promise<boolean> {
    if (settings.version === 1) {
      const inserted = await this.db.write((em) =>
        em
          .createQueryBuilder(VisitorSettingsRow)
          .insert({ id: 'building', ...settings })
          .onConflict('id')
          .ignore()
          .execute('run'),
      );
      return (inserted as { affectedRows?: number }).affectedRows === 1;
    }
    const updated = await this.db.write((em) =>
      em.nativeUpdate(VisitorSettingsRow, { id: 'building', version: settings.version - 1 }, { ...settings }),
    );
    return updated === 1;
  }
}
