import type { SavedBuilding } from '../../../domain/building/building.ts';
import type { SavedReminderSchedule } from '../../../domain/notifications/reminders.ts';
import type { AdminSummary } from '../../../application/building/get-admin-summary.ts';
import type { AdminSummaryDto, BuildingDto, RentScheduleDto } from './contract.ts';

export const summaryDto = ({ owedNow, collectedThisMonth, depositsHeld, ...s }: AdminSummary): AdminSummaryDto => ({
  ...s,
  owedNowPoisha: owedNow,
  collectedThisMonthPoisha: collectedThisMonth,
  depositsHeldPoisha: depositsHeld,
});

export const rentScheduleDto = ({
  dueDay,
  daysBefore,
  daysAfter,
  version,
}: SavedReminderSchedule): RentScheduleDto => ({
  dueDay,
  daysBefore,
  daysAfter,
  version,
});

export const buildingDto = (b: SavedBuilding): BuildingDto => ({ ...b });
