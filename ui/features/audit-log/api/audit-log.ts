import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntryDto, AuditLogDto } from '@contract';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { getStrictJson } from '@/lib/strict-json.ts';

export type AuditAction = AuditEntryDto['action'];

export interface AuditFilter {
  /** null: every kind of action. */
  action: AuditAction | null;
  page: number;
}

export const fetchAuditLog = ({ action, page }: AuditFilter, token: string | null) => {
  const query = new URLSearchParams({ page: String(page), ...(action ? { action } : {}) });
  return getStrictJson<AuditLogDto>(`/api/admin/audit-log?${query}`, token);
};

// Under ['admin']: accepting or removing someone invalidates that prefix, and each of those writes an entry here.
export const auditLogQuery = (filter: AuditFilter, getToken: () => Promise<string | null>) =>
  queryOptions({
    queryKey: ['admin', 'audit-log', filter.action ?? 'all', filter.page],
    queryFn: async () => fetchAuditLog(filter, await getToken()),
    // Paging keeps the current rows on screen until the next page arrives, instead of flashing "Loading...".
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (filter: AuditFilter) => useQuery(auditLogQuery(filter, useAuth().getIdToken));
