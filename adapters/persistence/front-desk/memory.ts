import { byStaffName, type StaffMember } from '../../../domain/front-desk/staff.ts';
import { byLatest, type Visit, type VisitStatus } from '../../../domain/front-desk/visitors.ts';
import type {
  SavedVisitorSettings,
  StaffRoster,
  VisitFilter,
  VisitorSettings,
  Visits,
} from '../../../application/front-desk/ports.ts';
import { uniqueViolation } from '../unique-rules.ts';
import type { MemoryTables } from '../memory/memory-store.ts';

export class MemoryStaffRoster implements StaffRoster {
  constructor(private readonly t: MemoryTables) {}

  async list() {
    return [...this.t.staffMembers.values()].sort(byStaffName);
  }

  async byEmail(email: string) {
    return this.t.staffMembers.get(email);
  }

  async add(member: StaffMember) {
    if (this.t.staffMembers.has(member.email)) throw uniqueViolation('staff_members_email_unique');
    this.t.staffMembers.set(member.email, member);
  }

  async remove(email: string) {
    return this.t.staffMembers.delete(email);
  }
}

const soonest = (a: Visit, b: Visit) => a.date.localeCompare(b.date) || a.createdAt.getTime() - b.createdAt.getTime();

export class MemoryVisits implements Visits {
  constructor(private readonly t: MemoryTables) {}

  private all() {
    return [...this.t.visits.values()];
  }

  async add(visit: Visit) {
    const taken = this.all().some(
      (v) => v.status === 'expected' && visit.status === 'expected' && v.code === visit.code && v.date === visit.date,
    );
    if (visit.code !== null && taken) throw uniqueViolation('visits_open_code_unique');
    this.t.visits.set(visit.id, visit);
  }

  async byId(id: string) {
    return this.t.visits.get(id);
  }

  async byCode(code: string) {
    return this.all()
      .filter((v) => v.code === code)
      .sort(byLatest);
  }

  async update(visit: Visit, from: VisitStatus) {
    const stored = this.t.visits.get(visit.id);
    if (stored?.status !== from) return false;
    this.t.visits.set(visit.id, {
      ...stored,
      status: visit.status,
      arrivedAt: visit.arrivedAt,
      leftAt: visit.leftAt,
    });
    return true;
  }

  async onDay(day: string) {
    return this.all()
      .filter((v) => v.date === day)
      .sort(byLatest);
  }

  async forFlat(apartmentId: string, from: string) {
    return this.all()
      .filter((v) => v.apartmentId === apartmentId && v.date >= from)
      .sort(soonest);
  }

  async search(filter: VisitFilter, limit: number) {
    const flat = filter.flat?.toLowerCase();
    return this.all()
      .filter((v) => v.date >= filter.from && v.date <= filter.to)
      .filter((v) => flat === undefined || v.flat.toLowerCase().includes(flat))
      .sort(byLatest)
      .slice(0, limit);
  }

  async deleteBefore(day: string) {
    let deleted = 0;
    for (const visit of this.all()) {
      if (visit.date < day) {
        this.t.visits.delete(visit.id);
        deleted++;
      }
    }
    return deleted;
  }
}

export class MemoryVisitorSettings implements VisitorSettings {
  constructor(private readonly t: MemoryTables) {}

  async get() {
    return this.t.visitorSettings.get('building');
  }

  async save(settings: SavedVisitorSettings) {
    const stored = this.t.visitorSettings.get('building')?.version ?? 0;
    if (stored !== settings.version - 1) return false;
    this.t.visitorSettings.set('building', settings);
    return true;
  }
}
