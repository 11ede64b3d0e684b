import type { MaintenanceRequest } from '../../../domain/maintenance/request.ts';
import { normalizeEmail } from '../../../domain/members/user.ts';
import type {
  MaintenanceFilter,
  MaintenancePhoto,
  MaintenanceRequests,
} from '../../../application/maintenance/ports.ts';
import { uniqueViolation } from '../unique-rules.ts';
import type { MemoryTables } from '../memory/memory-store.ts';
import { compareText } from '../memory/compare-text.ts';

const photoKey = (requestId: string, position: number) => `${requestId}/${position}`;

export class MemoryMaintenanceRequests implements MaintenanceRequests {
  constructor(private readonly t: MemoryTables) {}

  /** Checks every photo's place before writing anything, so a refused add leaves no row, as a transaction would. */
  async add(request: MaintenanceRequest, photos: readonly MaintenancePhoto[] = []) {
    const keys = photos.map((photo) => photoKey(photo.requestId, photo.position));
    if (new Set(keys).size !== keys.length || keys.some((key) => this.t.maintenancePhotos.has(key))) {
      throw uniqueViolation('maintenance_photos_request_position_unique');
    }
    this.t.maintenance.set(request.id, request);
    photos.forEach((photo, i) => this.t.maintenancePhotos.set(keys[i]!, photo));
  }

  async photo(requestId: string, position: number) {
    return this.t.maintenancePhotos.get(photoKey(requestId, position));
  }

  async byId(id: string) {
    return this.t.maintenance.get(id);
  }

  async board(filter: MaintenanceFilter) {
    return [...this.t.maintenance.values()]
      .filter(
        (r) =>
          (filter.status === undefined || r.status === filter.status) &&
          (filter.category === undefined || r.category === filter.category) &&
          (filter.apartmentId === undefined || (r.place.kind === 'flat' && r.place.apartmentId === filter.apartmentId)),
      )
      .sort(
        (a, b) =>
          Number(b.emergency) - Number(a.emergency) ||
          a.createdAt.getTime() - b.createdAt.getTime() ||
          compareText(a.id, b.id),
      );
  }

  async assignedTo(email: string) {
    const who = normalizeEmail(email);
    return (await this.board({})).filter((r) => r.assignee?.email === who);
  }

  async listFor(email: string) {
    const who = normalizeEmail(email);
    return [...this.t.maintenance.values()]
      .filter((r) => r.resident.email === who)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || compareText(b.id, a.id));
  }

  async openedSince(email: string, since: Date) {
    return (await this.listFor(email)).map((r) => r.createdAt).filter((at) => at.getTime() >= since.getTime());
  }

  async replace(next: MaintenanceRequest, fromLength: number) {
    if (this.t.maintenance.get(next.id)?.history.length !== fromLength) return false;
    this.t.maintenance.set(next.id, next);
    return true;
  }
}
