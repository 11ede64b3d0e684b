import toast from 'react-hot-toast';
import type { BookingDto } from '@contract/common-spaces';
import { Button } from '@/components/ui/Button.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { useT } from '@/lib/i18n/intl.tsx';
import { useCancelBooking, useMyBookings } from '../api/common-spaces.ts';
import { messageOf, StatusBadge, useBookingWords } from './parts.tsx';

/** The member's own bookings, soonest first, each cancellable up to the cut-off. */
export function MyBookings() {
  const t = useT();
  const mine = useMyBookings();
  return (
    <section className="mt-8" aria-labelledby="my-bookings">
      <h2 id="my-bookings" className="text-lg font-semibold text-slate-900">
        {t('spaces.mineHeading')}
      </h2>
      <p className="mb-2 text-sm text-slate-700">{t('spaces.cancelCutoff')}</p>
      {mine.isPending ? (
        <StatusText>{t('spaces.loading')}</StatusText>
      ) : mine.isError ? (
        <ErrorBanner>{t('spaces.mineFailed')}</ErrorBanner>
      ) : mine.data.length === 0 ? (
        <p className="text-slate-700">{t('spaces.mineEmpty')}</p>
      ) : (
        <ul className="grid gap-2" aria-label={t('spaces.mineHeading')}>
          {mine.data.map((b) => (
            <MyBooking key={b.id} booking={b} />
          ))}
        </ul>
      )}
    </section>
  );
}

function MyBooking({ booking }: { booking: BookingDto }) {
  const t = useT();
  const words = useBookingWords();
  const cancel = useCancelBooking();
  const named = words(booking);
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-medium text-slate-900">{`${named.space} · ${named.day} · ${named.start}–${named.end}`}</p>
        <StatusBadge status={booking.status} />
        {booking.reason && <p className="text-sm text-slate-700">{t('spaces.reason', { reason: booking.reason })}</p>}
      </div>
      {booking.cancellable && (
        <Button
          variant="secondary"
          className="min-h-11"
          disabled={cancel.isPending}
          aria-label={t('spaces.cancelBooking', named)}
          onClick={() =>
            cancel.mutate(booking.id, {
              onSuccess: () => toast.success(t('spaces.cancelled')),
              onError: (e) => toast.error(messageOf(e, t('spaces.cancelFailed'))),
            })
          }
        >
          {t('spaces.cancel')}
        </Button>
      )}
    </li>
  );
}
