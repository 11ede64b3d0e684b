import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  bookingSchema,
  daySlotsSchema,
  spaceSchema,
  type BookingBody,
  type DecisionBody,
  type SpaceBody,
} from '@contract/common-spaces';
import { getJson, sendJson } from '@/lib/api-client.ts';
import { translateNow } from '@/lib/i18n/intl.tsx';

const KEY = ['common-spaces'];
const id = (value: string) => encodeURIComponent(value);

export const useAdminSpaces = () =>
  useQuery({ queryKey: [...KEY, 'admin'], queryFn: () => getJson('/api/admin/spaces', z.array(spaceSchema)) });

export const useBookableSpaces = () =>
  useQuery({ queryKey: [...KEY, 'bookable'], queryFn: () => getJson('/api/spaces', z.array(spaceSchema)) });

export const useSlots = (spaceId: string, day: string) =>
  useQuery({
    queryKey: [...KEY, 'slots', spaceId, day],
    queryFn: () => getJson(`/api/spaces/${id(spaceId)}/slots?day=${day}`, daySlotsSchema),
    enabled: spaceId !== '',
  });

export const useMyBookings = () =>
  useQuery({
    queryKey: [...KEY, 'mine'],
    queryFn: () => getJson('/api/space-bookings/mine', z.array(bookingSchema)),
  });

export const useDayBookings = (day: string) =>
  useQuery({
    queryKey: [...KEY, 'day', day],
    queryFn: () => getJson(`/api/admin/space-bookings?day=${day}`, z.array(bookingSchema)),
  });

export const usePendingBookings = () =>
  useQuery({
    queryKey: [...KEY, 'pending'],
    queryFn: () => getJson('/api/admin/space-bookings/pending', z.array(bookingSchema)),
  });

/** A change; whatever its answer, every list of the area is read again (another person may have changed it). */
/**
 * A change to spaces or bookings; the lists are read again afterwards, without waiting for that: a caller's own
 * answer (a toast) comes at once, even from a row the change takes off the list (a booking cancelled or decided).
 */
function useSpacesMutation<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
}

export const useSaveSpace = () =>
  useSpacesMutation(({ spaceId, body }: { spaceId?: string; body: SpaceBody & { version?: number } }) =>
    spaceId
      ? sendJson(`/api/admin/spaces/${id(spaceId)}`, spaceSchema, {
          method: 'PUT',
          body,
          fallback: translateNow('spaces.saveFailed'),
        })
      : sendJson('/api/admin/spaces', spaceSchema, {
          method: 'POST',
          body,
          fallback: translateNow('spaces.saveFailed'),
        }),
  );

export const useRetireSpace = () =>
  useSpacesMutation(({ spaceId, version }: { spaceId: string; version: number }) =>
    sendJson(`/api/admin/spaces/${id(spaceId)}/retire`, spaceSchema, {
      method: 'POST',
      body: { version },
      fallback: translateNow('spaces.retireFailed'),
    }),
  );

export const useBookSlot = () =>
  useSpacesMutation((body: BookingBody) =>
    sendJson('/api/space-bookings', bookingSchema, {
      method: 'POST',
      body,
      fallback: translateNow('spaces.bookFailed'),
    }),
  );

export const useCancelBooking = () =>
  useSpacesMutation((bookingId: string) =>
    sendJson(`/api/space-bookings/${id(bookingId)}/cancel`, bookingSchema, {
      method: 'POST',
      fallback: translateNow('spaces.cancelFailed'),
    }),
  );

export const useDecideBooking = () =>
  useSpacesMutation(({ bookingId, body }: { bookingId: string; body: DecisionBody }) =>
    sendJson(`/api/admin/space-bookings/${id(bookingId)}/decision`, bookingSchema, {
      method: 'POST',
      body,
      fallback: translateNow('spaces.decideFailed'),
    }),
  );

export const useAdminCancelBooking = () =>
  useSpacesMutation(({ bookingId, reason }: { bookingId: string; reason: string }) =>
    sendJson(`/api/admin/space-bookings/${id(bookingId)}/cancel`, bookingSchema, {
      method: 'POST',
      body: { reason },
      fallback: translateNow('spaces.adminCancelFailed'),
    }),
  );
