import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { BookingDto } from '@contract/common-spaces';
import { fieldErrorsOf } from '@/lib/api-client.ts';
import { Button } from '@/components/ui/Button.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { TextArea } from '@/components/ui/TextArea.tsx';
import { useT } from '@/lib/i18n/intl.tsx';
import { useDayBookings, useDecideBooking, usePendingBookings } from '../api/common-spaces.ts';
import { DayPicker, messageOf, StatusBadge, useBookingWords, useBuildingToday } from './parts.tsx';

/** The bookings waiting for the admin, each approved or declined with a reason. */
export function PendingBookings() {
  const t = useT();
  const pending = usePendingBookings();
  return (
    <section aria-labelledby="pending-bookings" className="grid gap-2">
      <h2 id="pending-bookings" className="text-lg font-semibold text-slate-900">
        {t('spaces.pendingHeading')}
      </h2>
      {pending.isPending ? (
        <StatusText>{t('spaces.loading')}</StatusText>
      ) : pending.isError ? (
        <ErrorBanner>{t('spaces.pendingFailed')}</ErrorBanner>
      ) : pending.data.length === 0 ? (
        <p className="text-slate-700">{t('spaces.pendingEmpty')}</p>
      ) : (
        <ul className="grid gap-2" aria-label={t('spaces.pendingHeading')}>
          {pending.data.map((b) => (
            <PendingBooking key={b.id} booking={b} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PendingBooking({ booking }: { booking: BookingDto }) {
  const t = useT();
  const words = useBookingWords();
  const decide = useDecideBooking();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const named = { ...words(booking), name: booking.memberName };
  const send = (approve: boolean) =>
    decide.mutate(
      { bookingId: booking.id, body: approve ? { approve } : { approve, reason } },
      {
        onSuccess: () => toast.success(t(approve ? 'spaces.approved' : 'spaces.declined', named)),
        onError: (e) => {
          const fields = fieldErrorsOf<'reason'>(e);
          if (fields.reason) setError(fields.reason);
          else toast.error(messageOf(e, t('spaces.decideFailed')));
        },
      },
    );
  const submitDecline = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    send(false);
  };
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3">
      <BookingSummary booking={booking} />
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          className="min-h-11"
          disabled={decide.isPending}
          aria-label={t('spaces.approveBooking', named)}
          onClick={() => send(true)}
        >
          {t('spaces.approve')}
        </Button>
        <Button
          variant="secondary"
          className="min-h-11"
          aria-expanded={declining}
          aria-label={t('spaces.declineBooking', named)}
          onClick={() => setDeclining((d) => !d)}
        >
          {t('spaces.decline')}
        </Button>
      </div>
      {declining && (
        <form onSubmit={submitDecline} noValidate className="mt-2 grid gap-2">
          <TextArea
            label={t('spaces.declineReason')}
            value={reason}
            maxLength={300}
            error={error}
            onChange={(e) => setReason(e.target.value)}
          />
          <Button type="submit" variant="secondary" className="min-h-11 sm:w-fit" disabled={decide.isPending}>
            {t('spaces.sendDecline')}
          </Button>
        </form>
      )}
    </li>
  );
}

function BookingSummary({ booking }: { booking: BookingDto }) {
  const t = useT();
  const words = useBookingWords();
  const named = words(booking);
  return (
    <div>
      <p className="font-medium text-slate-900">
        {t('spaces.bookingOf', named)} · {named.day}
      </p>
      <p className="text-sm text-slate-700">{t('spaces.byMember', { name: booking.memberName, flat: booking.flat })}</p>
    </div>
  );
}

/** Every space's bookings on a day the admin picks, with flat and member. */
export function DaySheet() {
  const t = useT();
  const today = useBuildingToday();
  const [day, setDay] = useState(today);
  const bookings = useDayBookings(day);
  return (
    <section aria-labelledby="day-bookings" className="grid gap-2">
      <h2 id="day-bookings" className="text-lg font-semibold text-slate-900">
        {t('spaces.dayHeading')}
      </h2>
      <DayPicker day={day} onChange={setDay} />
      {bookings.isPending ? (
        <StatusText>{t('spaces.loading')}</StatusText>
      ) : bookings.isError ? (
        <ErrorBanner>{t('spaces.dayFailed')}</ErrorBanner>
      ) : bookings.data.length === 0 ? (
        <p className="text-slate-700">{t('spaces.dayEmpty')}</p>
      ) : (
        <ul className="grid gap-2" aria-label={t('spaces.dayHeading')}>
          {bookings.data.map((b) => (
            <li
              key={b.id}
              className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-3 sm:flex-row sm:justify-between"
            >
              <BookingSummary booking={b} />
              <div>
                <StatusBadge status={b.status} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
