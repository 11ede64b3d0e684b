import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type RentScheduleDto, rentScheduleSchema } from '@contract/building';
import { fieldErrorsOf, getJson, noRetryOnClientError, sendJson } from '@/lib/api-client.ts';
import { translateNow } from '@/lib/i18n/intl.tsx';

export type RentScheduleField = 'dueDay' | 'daysBefore' | 'daysAfter';

export const RENT_SCHEDULE_KEY = ['admin', 'rent-schedule'];

/** GET /api/admin/rent-schedule: the due day and reminders (the default, version 0, until an admin saves them). */
export const rentScheduleQuery = queryOptions({
  queryKey: RENT_SCHEDULE_KEY,
  queryFn: () => getJson('/api/admin/rent-schedule', rentScheduleSchema),
  retry: noRetryOnClientError,
});

export const useRentSchedule = () => useQuery(rentScheduleQuery);

export const saveRentSchedule = (input: RentScheduleDto) =>
  sendJson('/api/admin/rent-schedule', rentScheduleSchema, {
    method: 'PUT',
    body: input,
    fallback: translateNow('building.schedule.saveFailed'),
  });

/** Saves over the version read; the screen then shows what was saved, with its new version. */
export function useSaveRentSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRentSchedule,
    onSuccess: (saved) => queryClient.setQueryData(RENT_SCHEDULE_KEY, saved),
  });
}

/** The sentence for each field the server refused. */
export const rentScheduleFieldErrors = (error: unknown) => fieldErrorsOf<RentScheduleField>(error);
