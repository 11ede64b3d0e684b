import type { BookingDto } from '@contract/common-spaces';
import { addDays } from '@domain/common-spaces/booking.ts';
import { dayIn } from '@domain/shared/month.ts';
import { Button } from '@/components/ui/Button.tsx';
import { useBuildingTimeZone } from '@/lib/config/config-context.tsx';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';

/** The building's today, "YYYY-MM-DD", whatever the browser's own time zone. */
export const useBuildingToday = (): string => dayIn(new Date(), useBuildingTimeZone());

/** A building's time "18:00" in the reader's digits. */
export function useClock(): (time: string) => string {
  const format = useFormat();
  return (time) => time.replace(/\d/g, (digit) => format.number(Number(digit)));
}

/** The words a booking is named by: its space, day and times, in the reader's language. */
export function useBookingWords() {
  const format = useFormat();
  const clock = useClock();
  return (b: Pick<BookingDto, 'spaceName' | 'day' | 'start' | 'end'>) => ({
    space: b.spaceName,
    day: format.day(b.day),
    start: clock(b.start),
    end: clock(b.end),
  });
}

/** Moves through the building's days, one at a time, from `first` (when given) to `last` (when given). */
export function DayPicker({
  day,
  onChange,
  first,
  last,
}: {
  day: string;
  onChange: (day: string) => void;
  first?: string;
  last?: string;
}) {
  const t = useT();
  const format = useFormat();
  const today = useBuildingToday();
  return (
    <div className="grid gap-2">
      <p className="font-medium text-slate-900" aria-live="polite">
        {t('spaces.shownDay', { day: format.day(day) })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          className="min-h-11"
          disabled={first !== undefined && day <= first}
          onClick={() => onChange(addDays(day, -1))}
        >
          {t('spaces.previousDay')}
        </Button>
        <Button variant="secondary" className="min-h-11" disabled={day === today} onClick={() => onChange(today)}>
          {t('spaces.today')}
        </Button>
        <Button
          variant="secondary"
          className="min-h-11"
          disabled={last !== undefined && day >= last}
          onClick={() => onChange(addDays(day, 1))}
        >
          {t('spaces.nextDay')}
        </Button>
      </div>
    </div>
  );
}

const STATUS_STYLE: Record<BookingDto['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-green-100 text-green-900',
  declined: 'bg-red-100 text-red-900',
  cancelled: 'bg-slate-100 text-slate-800',
};

export function StatusBadge({ status }: { status: BookingDto['status'] }) {
  const t = useT();
  return (
    <span className={`rounded-full px-2 py-0.5 text-sm font-medium ${STATUS_STYLE[status]}`}>
      {t(`spaces.status.${status}`)}
    </span>
  );
}

/** The message to show for a failed request: the server's words, else the fallback. */
export const messageOf = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback;
