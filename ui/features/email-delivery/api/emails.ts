import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type EmailDto, emailSchema, emailsSchema } from '@contract/notifications';
import type { EmailStatus } from '@domain/notifications/email-delivery.ts';
import { getJson, sendJson } from '@/lib/api-client.ts';
import { translateNow } from '@/lib/i18n/intl.tsx';

export interface EmailFilter {
  /** null: every email, whatever its state. */
  status: EmailStatus | null;
  page: number;
}

export const fetchEmails = ({ status, page }: EmailFilter) => {
  const query = new URLSearchParams({ page: String(page), ...(status ? { status } : {}) });
  return getJson(`/api/admin/emails?${query}`, emailsSchema);
};

// Under ['admin'], so a retry (which also writes an audit entry) refreshes this list, its count and the audit log.
export const emailsQuery = (filter: EmailFilter) =>
  queryOptions({
    queryKey: ['admin', 'emails', filter.status ?? 'all', filter.page],
    queryFn: () => fetchEmails(filter),
    // A new page or filter keeps the current rows on screen until its answer arrives.
    placeholderData: keepPreviousData,
  });

export const useEmails = (filter: EmailFilter) => useQuery(emailsQuery(filter));

/** Puts a failed email back in the queue, due now; 409 when it is not failed any more. */
export const retryEmail = (email: Pick<EmailDto, 'notificationId'>) =>
  sendJson(`/api/admin/emails/${encodeURIComponent(email.notificationId)}/retry`, emailSchema, {
    method: 'POST',
    fallback: translateNow('emailDelivery.sendAgainFailed'),
  });

export function useRetryEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryEmail,
    // Refused or not, the list may be out of date (another admin retried it, or it went out): fetch it again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
