import { dayIn, monthIn } from '../../domain/shared/month.ts';
import type { BuildingCalendar, Clock } from './ports.ts';

/** The building's calendar in `timeZone`, read from `clock` at each call. */
export const buildingCalendar = (clock: Clock, timeZone: string): BuildingCalendar => ({
  timeZone,
  today: () => dayIn(clock.now(), timeZone),
  thisMonth: () => monthIn(clock.now(), timeZone),
});
