import {
  addDays,
  checkRetentionDays,
  DEFAULT_RETENTION_DAYS,
  isDay,
  keptFrom,
  VISITOR_RULES,
  type Visit,
} from '../../domain/front-desk/visitors.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import type { AuditTrail } from '../audit/audit-trail.ts';
import type { BackgroundJob, BuildingCalendar, Logger, UnitOfWork } from '../shared/ports.ts';
import type { SavedVisitorSettings, VisitorSettings, Visits } from './ports.ts';

/** How many visits one page of the log shows at most. */
export const LOG_LIMIT = 200;

/** The visitor log for the desk and the admins: a span of days (the last week by default), optionally one flat. */
export class SearchVisitorLog {
  constructor(
    private readonly visits: Visits,
    private readonly calendar: BuildingCalendar,
  ) {}

  async execute(input: { from?: string; to?: string; flat?: string }): Promise<Visit[]> {
    const today = this.calendar.today();
    const to = input.to ?? today;
    const from = input.from ?? (isDay(to) ? addDays(to, -6) : to);
    const problems: Record<string, string> = {};
    if (!isDay(from)) problems.from = 'Choose a day';
    if (!isDay(to)) problems.to = 'Choose a day';
    else if (isDay(from) && from > to) problems.to = 'Choose a day on or after the first day';
    if (Object.keys(problems).length > 0) {
      throw new DomainError('VALIDATION.INVALID_INPUT', Object.values(problems).join('. '), problems);
    }
    const flat = input.flat?.trim();
    return this.visits.search({ from, to, ...(flat ? { flat } : {}) }, LOG_LIMIT);
  }
}

/** How long the visitor log is kept: the saved setting, else DEFAULT_RETENTION_DAYS at version 0. */
export class GetVisitorSettings {
  constructor(private readonly settings: VisitorSettings) {}

  async execute(): Promise<SavedVisitorSettings> {
    return (await this.settings.get()) ?? { retentionDays: DEFAULT_RETENTION_DAYS, version: 0 };
  }
}

/** The admin sets how long the log is kept, conditional on the version read; audited. */
export class SaveVisitorSettings {
  constructor(
    private readonly settings: VisitorSettings,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditTrail,
  ) {}

  async execute(input: { retentionDays: number; version: number; by: string }): Promise<SavedVisitorSettings> {
    const retentionDays = checkRetentionDays(input.retentionDays);
    return this.uow.run(async () => {
      const before = (await this.settings.get())?.retentionDays ?? DEFAULT_RETENTION_DAYS;
      const saved = { retentionDays, version: input.version + 1 };
      if (!(await this.settings.save(saved))) {
        throw new DomainError('VISITOR.SETTINGS_CHANGED', 'The setting changed meanwhile; refresh and try again');
      }
      await this.audit.record({
        actor: input.by,
        action: 'visitors.retention',
        subject: 'visitor-settings',
        label: VISITOR_RULES.retentionDays,
        before: { retentionDays: before },
        after: { retentionDays },
      });
      return saved;
    });
  }
}

/**
 * Hourly, deletes the visits of days older than the building keeps (the days before today minus the setting, today
 * in the building's calendar), so a visitor's name and phone are not kept longer than the building says.
 */
export class DeleteOldVisits implements BackgroundJob {
  readonly background = { name: 'old visits', everyMs: 60 * 60 * 1000 };

  constructor(
    private readonly visits: Visits,
    private readonly settings: GetVisitorSettings,
    private readonly uow: UnitOfWork,
    private readonly calendar: BuildingCalendar,
    private readonly logger: Logger,
  ) {}

  async execute(): Promise<number> {
    const { retentionDays } = await this.settings.execute();
    const from = keptFrom(this.calendar.today(), retentionDays);
    const deleted = await this.uow.run(() => this.visits.deleteBefore(from));
    if (deleted > 0) this.logger.info({ deleted, keptFrom: from }, 'old visits deleted');
    return deleted;
  }
}
