import { useState } from 'react';
import toast from 'react-hot-toast';
import type { SlotDto, SpaceDto } from '@contract/common-spaces';
import { addDays } from '@domain/common-spaces/booking.ts';
import { Button } from '@/components/ui/Button.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { Taka } from '@/components/ui/Taka.tsx';
import { SelectField } from '@/components/ui/SelectField.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { useT } from '@/lib/i18n/intl.tsx';
import { useBookableSpaces, useBookSlot, useSlots } from '../api/common-spaces.ts';
import { MyBookings } from './MyBookings.tsx';
import { DayPicker, messageOf, useBookingWords, useBuildingToday, useClock } from './parts.tsx';

/** A member books a slot of a common space: pick the space and the day, then a free slot, then book it. */
export default function BookSpacePage() {
  const t = useT();
  const spaces = useBookableSpaces();
  const today = useBuildingToday();
  const [spaceId, setSpaceId] = useState('');
  const [day, setDay] = useState(today);
  const space = spaces.data?.find((s) => s.id === spaceId);
  return (
    <DashboardPage title={t('spaces.bookTitle')}>
      {spaces.isPending ? (
        <StatusText>{t('spaces.loading')}</StatusText>
      ) : spaces.isError ? (
        <ErrorBanner>{t('spaces.loadFailed')}</ErrorBanner>
      ) : spaces.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
          {t('spaces.noneToBook')}
        </p>
      ) : (
        <section className="grid gap-4">
          <SelectField
            label={t('spaces.pickSpace')}
            empty={t('spaces.chooseSpace')}
            options={spaces.data.map((s) => ({ value: s.id, label: s.name }))}
            value={spaceId}
            onChange={(e) => setSpaceId(e.target.value)}
            className="sm:w-80"
          />
          {space && (
            <>
              <SpaceTerms space={space} />
              <DayPicker day={day} onChange={setDay} first={today} last={addDays(today, space.aheadDays)} />
              <Slots key={`${space.id}-${day}`} space={space} day={day} />
            </>
          )}
        </section>
      )}
      <MyBookings />
    </DashboardPage>
  );
}

function SpaceTerms({ space }: { space: SpaceDto }) {
  const t = useT();
  const clock = useClock();
  return (
    <div className="text-sm text-slate-700">
      <p>
        {t('spaces.terms', {
          opens: clock(space.opensAt),
          closes: clock(space.closesAt),
          minutes: space.slotMinutes,
          days: space.aheadDays,
          limit: space.monthlyLimit,
        })}
      </p>
      <p>
        {space.fee > 0 ? (
          <>
            {t('spaces.fee')} <Taka amount={space.fee} />
          </>
        ) : (
          t('spaces.free')
        )}
        {space.needsApproval && ` · ${t('spaces.approvalNote')}`}
      </p>
    </div>
  );
}

function Slots({ space, day }: { space: SpaceDto; day: string }) {
  const t = useT();
  const clock = useClock();
  const words = useBookingWords();
  const slots = useSlots(space.id, day);
  const book = useBookSlot();
  const [chosen, setChosen] = useState<SlotDto | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = () => {
    if (!chosen) return;
    setError(null);
    book.mutate(
      { spaceId: space.id, day, start: chosen.start },
      {
        onSuccess: (booking) => {
          setChosen(null);
          const named = words(booking);
          toast.success(
            booking.status === 'pending' ? t('spaces.bookedPending', named) : t('spaces.bookedConfirmed', named),
          );
        },
        onError: (e) => setError(messageOf(e, t('spaces.bookFailed'))),
      },
    );
  };
  if (slots.isPending) return <StatusText>{t('spaces.slotsLoading')}</StatusText>;
  if (slots.isError) return <ErrorBanner>{t('spaces.slotsFailed')}</ErrorBanner>;
  const list = slots.data.slots;
  return (
    <div>
      <h2 className="mb-2 text-lg font-semibold text-slate-900">{t('spaces.slotsHeading')}</h2>
      {list.length === 0 ? (
        <p className="text-slate-700">{t('spaces.noSlots')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label={t('spaces.slotsHeading')}>
          {list.map((slot) => {
            const named = { space: space.name, start: clock(slot.start), end: clock(slot.end) };
            const picked = chosen?.start === slot.start;
            return (
              <li key={slot.start}>
                <button
                  type="button"
                  disabled={slot.state !== 'free'}
                  aria-pressed={slot.state === 'free' ? picked : undefined}
                  aria-label={t(`spaces.slot.${slot.state}`, named)}
                  onClick={() => setChosen(slot)}
                  className={`flex min-h-11 w-full flex-col items-center rounded-lg border px-2 py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${
                    picked
                      ? 'border-blue-800 bg-blue-800 text-white'
                      : slot.state === 'free'
                        ? 'border-slate-300 bg-white text-slate-900 hover:border-blue-700'
                        : 'cursor-not-allowed border-slate-200 bg-slate-100 text-slate-600 line-through'
                  }`}
                >
                  <span className="font-semibold">{`${named.start}–${named.end}`}</span>
                  <span>{t(`spaces.slotState.${slot.state}`)}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {chosen && (
        <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
          <p className="text-slate-900">
            {t('spaces.chosen', { ...words({ spaceName: space.name, day, start: chosen.start, end: chosen.end }) })}
          </p>
          <Button className="min-h-11" disabled={book.isPending} onClick={send}>
            {book.isPending ? t('spaces.booking') : t('spaces.book')}
          </Button>
        </div>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
