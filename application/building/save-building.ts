import { changedFields, reviseBuilding, type Building, type SavedBuilding } from '../../domain/building/building.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import type { UnitOfWork } from '../shared/ports.ts';
import type { AuditTrail } from '../audit/audit-trail.ts';
import type { GetBuilding } from './get-building.ts';
import type { BuildingDetails } from './ports.ts';

/**
 * The admin saves the building's details over the version they read: a save made meanwhile by someone else is never
 * overwritten (BUILDING.CHANGED), and every save is in the audit log with the fields it changed.
 */
export class SaveBuilding {
  constructor(
    private readonly building: BuildingDetails,
    private readonly current: GetBuilding,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditTrail,
  ) {}

  execute({ details, version, by }: { details: Building; version: number; by: string }): Promise<SavedBuilding> {
    return this.uow.run(async () => {
      const current = await this.current.execute();
      if (current.version !== version) throw changedMeanwhile();
      const next = reviseBuilding(current, details);
      if (!(await this.building.save(next, current.version))) throw changedMeanwhile();
      const fields = changedFields(current, next);
      await this.audit.record({
        actor: by,
        action: 'building.update',
        subject: 'building',
        label: next.name,
        before: Object.fromEntries(fields.map((f) => [f, current[f]])),
        after: Object.fromEntries(fields.map((f) => [f, next[f]])),
      });
      return next;
    });
  }
}

const changedMeanwhile = () =>
  new DomainError('BUILDING.CHANGED', "Someone else changed the building's details; reload to see them");
