import {
  asTyped,
  DEFAULT_LATE_FEE_RULE,
  lateFeeRule,
  savedRule,
  type LateFeeRuleInput,
  type SavedLateFeeRule,
} from '../../domain/late-fees/late-fee.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import type { AuditTrail } from '../audit/audit-trail.ts';
import type { BuildingCalendar, UnitOfWork } from '../shared/ports.ts';
import type { LateFeeRules } from './ports.ts';

/** The late-fee rule, with the day rent is due that its grace counts from. */
export interface LateFeeSettings {
  readonly rule: SavedLateFeeRule;
  readonly dueDay: number;
}

/** The late-fee rule as saved, or, until an admin first saves one, late fees off (version 0). */
export class GetLateFeeSettings {
  constructor(
    private readonly rules: LateFeeRules,
    private readonly dueDay: () => Promise<number>,
  ) {}

  async rule(): Promise<SavedLateFeeRule> {
    return (await this.rules.get()) ?? DEFAULT_LATE_FEE_RULE;
  }

  async execute(): Promise<LateFeeSettings> {
    const [rule, dueDay] = await Promise.all([this.rule(), this.dueDay()]);
    return { rule, dueDay };
  }
}

/**
 * The admin sets the late-fee rule over the version they read: a save made meanwhile by someone else is never
 * overwritten (LATEFEE.CHANGED). Switching late fees on starts them from the building's current month, so no month
 * before it ever takes a fee. Every save is in the audit log with what changed; the next round of late fees follows it.
 */
export class SaveLateFeeSettings {
  constructor(
    private readonly rules: LateFeeRules,
    private readonly current: GetLateFeeSettings,
    private readonly uow: UnitOfWork,
    private readonly calendar: BuildingCalendar,
    private readonly audit: AuditTrail,
  ) {}

  execute({ rule, version, by }: { rule: LateFeeRuleInput; version: number; by: string }): Promise<LateFeeSettings> {
    return this.uow.run(async () => {
      const checked = lateFeeRule(rule);
      const { rule: current, dueDay } = await this.current.execute();
      if (current.version !== version) throw changedMeanwhile();
      const next = savedRule(checked, current, this.calendar.thisMonth());
      if (!(await this.rules.save(next, current.version))) throw changedMeanwhile();
      const [before, after] = [asTyped(current), asTyped(next)];
      const changed = (['enabled', 'graceDays', 'amount', 'percent', 'cap'] as const).filter(
        (field) => before[field] !== after[field],
      );
      await this.audit.record({
        actor: by,
        action: 'late-fees.update',
        subject: 'late-fees',
        label: 'Late fees',
        before: Object.fromEntries(changed.map((f) => [f, before[f]])),
        after: Object.fromEntries(changed.map((f) => [f, after[f]])),
      });
      return { rule: next, dueDay };
    });
  }
}

const changedMeanwhile = () =>
  new DomainError('LATEFEE.CHANGED', 'Someone else changed the late fee settings; reload to see them');
