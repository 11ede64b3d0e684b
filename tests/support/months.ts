/**
 * Months relative to today, as the server under test reads them (the real clock, in the building's default time
 * zone), so tests that pay rent keep working whatever day they run on.
 */
import { addMonths, dayIn, monthIn, type MonthKey } from '../../domain/shared/month.ts';

export const thisMonth = (): MonthKey => monthIn(new Date(), 'Asia/Dhaka');
export const monthsAgo = (count: number): MonthKey => addMonths(thisMonth(), -count);
export const nextMonth = (): MonthKey => addMonths(thisMonth(), 1);
/** Today's date, YYYY-MM-DD, in the building's default time zone. */
export const today = (): string => dayIn(new Date(), 'Asia/Dhaka');
