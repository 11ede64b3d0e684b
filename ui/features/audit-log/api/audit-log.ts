import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AuditEntryDto, auditLogSchema } from '@contract/audit';
import { getJson } from '@/lib/api-client.ts';

export type AuditAction = AuditEntryDto['action'];

export interface AuditFilter {
  /** null: every kind of action. */
  action: AuditAction | null;
  page: number;
}

export const fetchAuditLog = ({ action, page }: AuditFilter) => {
  const query = new URLSearchParams({ page: String(page), ...(action ? { action } : {}) });
  return getJson(`/api/admin/audit-log?${query}`, auditLogSchema);
};

// Under ['admin']: accepting or removing someone invalidates that prefix, and each of those writes an entry here.
export const auditLogQuery = (filter: AuditFilter) =>
  queryOptions({
    queryKey: ['admin', 'audit-log', filter.action ?? 'all', filter.page],
    queryFn: () => fetchAuditLog(filter),
    // Paging keeps the current rows on screen until the next page arrives, instead of flashing "Loading...".
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (filter: AuditFilter) => useQuery(auditLogQuery(filter));
