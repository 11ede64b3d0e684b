import type { MaintenanceRequest } from '../../../domain/maintenance/request.ts';
import { normalizeEmail } from '../../../domain/members/user.ts';
import type {
  MaintenanceFilter,
  MaintenancePhoto,
  MaintenanceRequests,
} from '../../../application/maintenance/ports.ts';
import { READ, type Db } from '../mikro-orm/db.ts';
import { MaintenanceHistoryRow, MaintenancePhotoRow, MaintenanceRequestRow } from './entity.ts';
import { historyToRows, maintenanceToDomain, maintenanceToRow } from './mapper.ts';

/**
 * A request is a row and its history is rows of a second table, one per entry: entries are only ever appended, so a
 * change inserts its new entries and never rewrites the old ones. Every change is conditional on the version (the
 * number of history entries) it read.
 */
export class MikroOrmMaintenanceRequests implements MaintenanceRequests {
  constructor(private readonly db: Db) {}

  add(request: MaintenanceRequest, photos: readonly MaintenancePhoto[] = []): Promise<void> {
    return this.db.transaction(() =>
      this.db.write(async (em) => {
        await em.insert(MaintenanceRequestRow, maintenanceToRow(request));
        await em.insertMany(MaintenanceHistoryRow, historyToRows(request));
        // One at a time: a multi-row insert of several megabytes of bytea is no faster and holds more memory.
        for (const photo of photos) {
          await em.insert(MaintenancePhotoRow, {
            ...photo,
            bytes: Buffer.from(photo.bytes),
            size: photo.bytes.byteLength,
          });
        }
      }),
    );
  }

  photo(requestId: string, position: number): Promise<MaintenancePhoto | undefined> {
    return this.db.run(async (em) => {
      const row = await em.findOne(MaintenancePhotoRow, { requestId, position }, READ);
      return row
        ? {
            id: row.id,
            requestId: row.requestId,
            position: row.position,
            contentType: row.contentType,
            bytes: new Uint8Array(row.bytes),
            createdAt: new Date(row.createdAt),
          }
        : undefined;
    });
  }

  async byId(id: string): Promise<MaintenanceRequest | undefined> {
    const [found] = await this.withHistory({ id });
    return found;
  }

  board(filter: MaintenanceFilter): Promise<MaintenanceRequest[]> {
    return this.withHistory(
      {
        ...(filter.status !== undefined ? { status: filter.status } : {}),
        ...(filter.category !== undefined ? { category: filter.category } : {}),
        ...(filter.apartmentId !== undefined ? { apartmentId: filter.apartmentId } : {}),
      },
      { emergency: 'desc', createdAt: 'asc', id: 'asc' },
    );
  }

  assignedTo(email: string): Promise<MaintenanceRequest[]> {
    return this.withHistory(
      { assigneeEmail: normalizeEmail(email) },
      { emergency: 'desc', createdAt: 'asc', id: 'asc' },
    );
  }

  listFor(email: string): Promise<MaintenanceRequest[]> {
    return this.withHistory({ residentEmail: normalizeEmail(email) }, { createdAt: 'desc', id: 'desc' });
  }

  openedSince(email: string, since: Date): Promise<Date[]> {
    return this.db.run(async (em) => {
      const rows = await em.find(
        MaintenanceRequestRow,
        { residentEmail: normalizeEmail(email), createdAt: { $gte: since } },
        { ...READ, fields: ['createdAt'] },
      );
      return rows.map((row) => new Date(row.createdAt));
    });
  }

  replace(next: MaintenanceRequest, fromLength: number): Promise<boolean> {
    return this.db.transaction(() =>
      this.db.write(async (em) => {
        const changed = await em.nativeUpdate(
          MaintenanceRequestRow,
          { id: next.id, version: fromLength },
          {
            status: next.status,
            version: next.history.length,
            assigneeEmail: next.assignee?.email ?? null,
            assigneeName: next.assignee?.name ?? null,
          },
        );
        if (changed !== 1) return false;
        const added = historyToRows(next, fromLength);
        if (added.length > 0) await em.insertMany(MaintenanceHistoryRow, added);
        return true;
      }),
    );
  }

  /** The requests matching `where`, in `orderBy` order, each with its history: two queries whatever their number. */
  private withHistory(
    where: Record<string, unknown>,
    orderBy: Record<string, 'asc' | 'desc'> = { id: 'asc' },
  ): Promise<MaintenanceRequest[]> {
    return this.db.run(async (em) => {
      const rows = await em.find(MaintenanceRequestRow, where, { ...READ, orderBy });
      if (rows.length === 0) return [];
      const entries = await em.find(
        MaintenanceHistoryRow,
        { requestId: { $in: rows.map((row) => row.id) } },
        { ...READ, orderBy: { requestId: 'asc', position: 'asc' } },
      );
      // The two queries may straddle another transaction's commit: only the entries the request row counted belong
      // to the request as it was read, so a change made meanwhile can never slip into a read half-way.
      const versions = new Map(rows.map((row) => [row.id, row.version]));
      const byRequest = new Map<string, MaintenanceHistoryRow[]>();
      for (const entry of entries) {
        if (entry.position >= versions.get(entry.requestId)!) continue;
        const list = byRequest.get(entry.requestId) ?? [];
        list.push(entry);
        byRequest.set(entry.requestId, list);
      }
      return rows.map((row) => maintenanceToDomain(row, byRequest.get(row.id) ?? []));
    });
  }
}
