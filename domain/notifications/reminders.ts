import { DomainError } from '../shared/errors.ts';
import { addMonths, type MonthKey } from '../shared/month.ts';

/* ---- rent reminders ---- */

export const REMINDER_KINDS = ['upcoming', 'due', 'overdue'] as const;

export type ReminderKind = (typeof REMINDER_KINDS)[number];

/**
 * When rent is due and when members are reminded. The due day stops at 28 so that it falls in every month. Either
 * reminder around it may be switched off (null); the due-day reminder may not be, so a member always hears once.
 */
export interface ReminderSchedule {
  readonly dueDay: number;
  readonly daysBefore: number | null;
  readonly daysAfter: number | null;
}

export const DEFAULT_REMINDER_SCHEDULE: ReminderSchedule = { dueDay: 5, daysBefore: 3, daysAfter: 5 };

/** The building's schedule as saved: `version` grows by one with every save (0: never saved, the default applies). */
export interface SavedReminderSchedule extends ReminderSchedule {
  readonly version: number;
}

export const REMINDER_RULES = {
  dueDay: 'Rent is due on a day of the month from 1 to 28',
  daysBefore: 'The early reminder goes out 1 to 14 days before the due day, or not at all',
  daysAfter: 'The overdue reminder goes out 1 to 20 days after the due day, or not at all',
} as const;

const wholeIn = (value: number | null, low: number, high: number): boolean =>
  value === null || (Number.isInteger(value) && value >= low && value <= high);

/** The schedule as given, or a refusal naming each field that is out of range. */
export function reminderSchedule(input: ReminderSchedule): ReminderSchedule {
  const fields: Record<string, string> = {};
  if (!wholeIn(input.dueDay, 1, 28)) fields.dueDay = REMINDER_RULES.dueDay;
  if (!wholeIn(input.daysBefore, 1, 14)) fields.daysBefore = REMINDER_RULES.daysBefore;
  if (!wholeIn(input.daysAfter, 1, 20)) fields.daysAfter = REMINDER_RULES.daysAfter;
  const problems = Object.values(fields);
  if (problems.length > 0) throw new DomainError('VALIDATION.INVALID_INPUT', problems.join('; '), fields);
  return { dueDay: input.dueDay, daysBefore: input.daysBefore, daysAfter: input.daysAfter };
}

/** A calendar day "YYYY-MM-DD" moved by whole days. */
export function addDays(day: string, count: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + count)).toISOString().slice(0, 10);
}

/** The day a month's rent is due. */
export const dueDate = (schedule: ReminderSchedule, month: MonthKey): string =>
  `${month}-${String(schedule.dueDay).padStart(2, '0')}`;

/** The days a month's reminders fall on, earliest first; switched-off reminders have none. */
export function reminderDays(schedule: ReminderSchedule, month: MonthKey): { kind: ReminderKind; day: string }[] {
  const due = dueDate(schedule, month);
  return [
    ...(schedule.daysBefore === null ? [] : [{ kind: 'upcoming' as const, day: addDays(due, -schedule.daysBefore) }]),
    { kind: 'due' as const, day: due },
    ...(schedule.daysAfter === null ? [] : [{ kind: 'overdue' as const, day: addDays(due, schedule.daysAfter) }]),
  ];
}

/**
 * The reminder an unpaid month calls for today, if any: the latest one whose day has come. A scheduler that was
 * stopped over a reminder's day sends one late reminder rather than a burst, and never "due in 3 days" once the
 * day has passed. Whether it was already sent is the store's to say (one per member, month and kind).
 */
export function reminderFor(schedule: ReminderSchedule, month: MonthKey, today: string): ReminderKind | undefined {
  return reminderDays(schedule, month)
    .filter(({ day }) => day <= today)
    .at(-1)?.kind;
}

/** An unpaid month is overdue from the day after its due day. */
export const isOverdue = (schedule: ReminderSchedule, month: MonthKey, today: string): boolean =>
  today > dueDate(schedule, month);

/**
 * The months a reminder may concern today: last month (whose overdue reminder may fall early in this one), this month,
 * and next month (whose early reminder may fall late in this one).
 */
export const reminderMonths = (current: MonthKey): MonthKey[] => [
  addMonths(current, -1),
  current,
  addMonths(current, 1),
];
