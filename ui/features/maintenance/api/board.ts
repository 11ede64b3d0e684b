import { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type MaintenanceAction, maintenanceRequestSchema, type MaintenanceStatus } from '@contract/maintenance';
import { staffMemberSchema } from '@contract/front-desk';
import { getJson, sendJson } from '@/lib/api-client.ts';
import { translateNow } from '@/lib/i18n/intl.tsx';
import { MAINTENANCE } from './maintenance.ts';

/** The board's filters, as in the URL's search parameters and the server's query. */
export interface BoardFilter {
  status?: string;
  category?: string;
  apartmentId?: string;
}

export const boardSearch = (filter: BoardFilter): string => {
  const params = new URLSearchParams();
  for (const key of ['status', 'category', 'apartmentId'] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
};

export const boardQuery = (filter: BoardFilter) =>
  queryOptions({
    queryKey: [...MAINTENANCE, 'board', boardSearch(filter)],
    queryFn: () => getJson(`/api/admin/maintenance${boardSearch(filter)}`, z.array(maintenanceRequestSchema)),
  });
export const useBoard = (filter: BoardFilter) => useQuery(boardQuery(filter));

export type StatusAction = Extract<MaintenanceAction, 'start' | 'resolve' | 'decline'>;

export const changeStatus = ({ id, action, reason }: { id: string; action: StatusAction; reason?: string }) =>
  sendJson(`/api/admin/maintenance/${encodeURIComponent(id)}/status`, maintenanceRequestSchema, {
    method: 'POST',
    body: { action, ...(reason !== undefined ? { reason } : {}) },
    fallback: translateNow('maintenanceBoard.changeStatusFailed'),
  });

export const adminComment = ({ id, text, internal }: { id: string; text: string; internal: boolean }) =>
  sendJson(`/api/admin/maintenance/${encodeURIComponent(id)}/comments`, maintenanceRequestSchema, {
    method: 'POST',
    body: { text, internal },
    fallback: translateNow(internal ? 'maintenanceBoard.addNoteFailed' : 'maintenanceBoard.addCommentFailed'),
  });

export type { MaintenanceStatus };

/** The building's staff, whom an admin may give a request to. */
export const rosterQuery = () =>
  queryOptions({
    queryKey: [...MAINTENANCE, 'roster'],
    queryFn: () => getJson('/api/admin/staff', z.array(staffMemberSchema)),
  });
export const useRoster = () => useQuery(rosterQuery());

/** Gives the request to a staff member (null: to nobody), over the version of it the admin is looking at. */
export const assignRequest = ({
  id,
  staffEmail,
  version,
}: {
  id: string;
  staffEmail: string | null;
  version: number;
}) =>
  sendJson(`/api/admin/maintenance/${encodeURIComponent(id)}/assignment`, maintenanceRequestSchema, {
    method: 'POST',
    body: { staffEmail, version },
    fallback: translateNow('maintenanceBoard.assignFailed'),
  });
