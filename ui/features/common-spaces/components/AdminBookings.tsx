import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { BookingDto } from '@contract/common-spaces';
import { fieldErrorsOf } from '@/lib/api-client.ts';
import { Button } from '@/components/ui/Button.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { TextArea } from '@/components/ui/TextArea.tsx';
import { useT } from '@/lib/i18n/intl.tsx';
import { useAdminCancelBooking, useDayBookings, useDecideBooking, usePendingBookings } from '../api/common-spaces.ts';
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

/** The admin cancels an active booking, saying why; the member is told. */
function CancelByAdmin({ booking }: { booking: BookingDto }) {
  const t = useT();
  const words = useBookingWords();
  const cancel = useAdminCancelBooking();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const named = { ...words(booking), name: booking.memberName };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    cancel.mutate(
      { bookingId: booking.id, reason },
      {
        onSuccess: () => toast.success(t('spaces.adminCancelled', named)),
        onError: (e) => {
          const fields = fieldErrorsOf<'reason'>(e);
          if (fields.reason) setError(fields.reason);
          else toast.error(messageOf(e, t('spaces.adminCancelFailed')));
        },
      },
    );
  };
  return (
    <div className="grid gap-2">
      <Button
        variant="secondary"
        className="min-h-11 sm:w-fit"
        aria-expanded={open}
        aria-label={t('spaces.adminCancelBooking', named)}
        onClick={() => setOpen((o) => !o)}
      >
        {t('spaces.adminCancel')}
      </Button>
      {open && (
        <form onSubmit={submit} noValidate className="grid gap-2">
          <TextArea
            label={t('spaces.adminCancelReason')}
            value={reason}
            maxLength={300}
            error={error}
            onChange={(e) => setReason(e.target.value)}
          />
          <Button type="submit" variant="secondary" className="min-h-11 sm:w-fit" disabled={cancel.isPending}>
            {t('spaces.adminCancelSend')}
          </Button>
        </form>
      )}
    </div>
  );
}

/**
 * Every space's bookings on a picked day, space by space and in the order of their slots, with flat and member name;
 * the admin (`canCancel`) may cancel an active one.
 */
export function DaySheet({ canCancel = false }: { canCancel?: boolean }) {
  const t = useT();
  const today = useBuildingToday();
  const [day, setDay] = useState(today);
  const bookings = useDayBookings(day);
  const spaces = bookings.data ? [...new Set(bookings.data.map((b) => b.spaceName))].sort() : [];
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
        spaces.map((space) => (
          <div key={space} className="grid gap-2">
            <h3 className="font-semibold text-slate-800">{space}</h3>
            <ul className="grid gap-2" aria-label={space}>
              {bookings.data
                .filter((b) => b.spaceName === space)
                .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
                .map((b) => (
                  <li
                    key={b.id}
                    className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3 sm:flex-row sm:justify-between"
                  >
                    <BookingSummary booking={b} />
                    <div className="grid gap-2 sm:justify-items-end">
                      <StatusBadge status={b.status} />
                      {canCancel && (b.status === 'pending' || b.status === 'approved') && (
                        <CancelByAdmin booking={b} />
                      )}
                    </div>
                  </li>
                ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
