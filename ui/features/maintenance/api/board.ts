import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MaintenanceAction, MaintenanceRequestDto, MaintenanceStatus } from '@contract/maintenance';
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
    queryFn: () => getJson<MaintenanceRequestDto[]>(`/api/admin/maintenance${boardSearch(filter)}`),
  });
export const useBoard = (filter: BoardFilter) => useQuery(boardQuery(filter));

export type StatusAction = Extract<MaintenanceAction, 'start' | 'resolve' | 'decline'>;

export const changeStatus = ({ id, action, reason }: { id: string; action: StatusAction; reason?: string }) =>
  sendJson<MaintenanceRequestDto>(
    `/api/admin/maintenance/${encodeURIComponent(id)}/status`,
    'POST',
    { action, ...(reason !== undefined ? { reason } : {}) },
    translateNow('maintenanceBoard.changeStatusFailed'),
  );

export const adminComment = ({ id, text, internal }: { id: string; text: string; internal: boolean }) =>
  sendJson<MaintenanceRequestDto>(
    `/api/admin/maintenance/${encodeURIComponent(id)}/comments`,
    'POST',
    { text, internal },
    translateNow(internal ? 'maintenanceBoard.addNoteFailed' : 'maintenanceBoard.addCommentFailed'),
  );

export type { MaintenanceStatus };
