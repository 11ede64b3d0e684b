import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { staffMemberSchema, visitorSettingsSchema, visitSchema } from '@contract/front-desk';
import { messageSchema } from '@contract/shared';
import { getJson, sendJson } from '@/lib/api-client.ts';
import { translateNow } from '@/lib/i18n/intl.tsx';

const KEYS = {
  staff: ['front-desk', 'staff'],
  mine: ['front-desk', 'mine'],
  today: ['front-desk', 'today'],
  log: ['front-desk', 'log'],
  settings: ['front-desk', 'settings'],
} as const;

export const staffQuery = () =>
  queryOptions({ queryKey: KEYS.staff, queryFn: () => getJson('/api/admin/staff', z.array(staffMemberSchema)) });
export const useStaff = () => useQuery(staffQuery());

export const useMyVisitors = () =>
  useQuery({ queryKey: KEYS.mine, queryFn: () => getJson('/api/visitors/mine', z.array(visitSchema)) });

export const useTodaysVisitors = () =>
  useQuery({
    queryKey: KEYS.today,
    queryFn: () => getJson('/api/desk/visitors', z.array(visitSchema)),
    // The gate's list follows arrivals marked by the other guard too.
    refetchInterval: 30_000,
  });

export interface LogFilter {
  readonly from: string;
  readonly to: string;
  readonly flat: string;
}

export const useVisitorLog = (filter: LogFilter) =>
  useQuery({
    queryKey: [...KEYS.log, filter],
    queryFn: () => {
      const query = new URLSearchParams({
        from: filter.from,
        to: filter.to,
        ...(filter.flat ? { flat: filter.flat } : {}),
      });
      return getJson(`/api/desk/visitor-log?${query}`, z.array(visitSchema));
    },
  });

export const useVisitorSettings = (enabled: boolean) =>
  useQuery({
    queryKey: KEYS.settings,
    queryFn: () => getJson('/api/admin/visitor-settings', visitorSettingsSchema),
    enabled,
  });

function useDeskMutation<I, O>(call: (input: I) => Promise<O>, ...keys: (readonly string[])[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    // A refusal may mean the list is out of date (another guard, another admin): fetch it again too.
    onSettled: () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export const useAddStaff = () =>
  useDeskMutation(
    (body: { email: string; name: string; job: string }) =>
      sendJson('/api/admin/staff', staffMemberSchema, {
        method: 'POST',
        body,
        fallback: translateNow('frontDesk.staff.addFailed'),
      }),
    KEYS.staff,
  );

export const useRemoveStaff = () =>
  useDeskMutation(
    (email: string) =>
      sendJson(`/api/admin/staff/${encodeURIComponent(email)}`, messageSchema, {
        method: 'DELETE',
        fallback: translateNow('frontDesk.staff.removeFailed'),
      }),
    KEYS.staff,
  );

export const useRegisterVisitor = () =>
  useDeskMutation(
    (body: { visitorName: string; phone: string; date: string; note?: string }) =>
      sendJson('/api/visitors', visitSchema, {
        method: 'POST',
        body,
        fallback: translateNow('frontDesk.mine.registerFailed'),
      }),
    KEYS.mine,
  );

export const useCancelPass = () =>
  useDeskMutation(
    (id: string) =>
      sendJson(`/api/visitors/${encodeURIComponent(id)}/cancel`, visitSchema, {
        method: 'POST',
        fallback: translateNow('frontDesk.mine.cancelFailed'),
      }),
    KEYS.mine,
  );

export const useArriveByCode = () =>
  useDeskMutation(
    (code: string) =>
      sendJson(`/api/desk/passes/${encodeURIComponent(code.replace(/[\s-]/g, ''))}/arrive`, visitSchema, {
        method: 'POST',
        fallback: translateNow('frontDesk.gate.actionFailed'),
      }),
    KEYS.today,
  );

const markArrived = (id: string) =>
  sendJson(`/api/desk/visits/${encodeURIComponent(id)}/arrive`, visitSchema, {
    method: 'POST',
    fallback: translateNow('frontDesk.gate.actionFailed'),
  });

const markLeft = (id: string) =>
  sendJson(`/api/desk/visits/${encodeURIComponent(id)}/leave`, visitSchema, {
    method: 'POST',
    fallback: translateNow('frontDesk.gate.actionFailed'),
  });

export const useMarkVisit = () =>
  useDeskMutation(
    ({ id, action }: { id: string; action: 'arrive' | 'leave' }) =>
      action === 'arrive' ? markArrived(id) : markLeft(id),
    KEYS.today,
  );

export const useLogWalkIn = () =>
  useDeskMutation(
    (body: { apartmentId: string; visitorName: string; phone: string }) =>
      sendJson('/api/desk/walk-ins', visitSchema, {
        method: 'POST',
        body,
        fallback: translateNow('frontDesk.gate.walkInFailed'),
      }),
    KEYS.today,
  );

export const useSaveVisitorSettings = () =>
  useDeskMutation(
    (body: { retentionDays: number; version: number }) =>
      sendJson('/api/admin/visitor-settings', visitorSettingsSchema, {
        method: 'PUT',
        body,
        fallback: translateNow('frontDesk.log.saveFailed'),
      }),
    KEYS.settings,
  );
