import { queryOptions, useQuery } from '@tanstack/react-query';
import { emailsSchema } from '@contract/notifications';
import { getJson } from '@/lib/api-client.ts';

/** How many emails could not be delivered: the outbox answers that count with every page, filtered or not. */
export const fetchFailedEmailCount = async () =>
  (await getJson('/api/admin/emails?status=failed', emailsSchema)).failed;

// Under ['admin'], so sending a failed email again (which invalidates that prefix) refreshes the count.
export const failedEmailCountQuery = () =>
  queryOptions({ queryKey: ['admin', 'emails', 'failed-count'], queryFn: fetchFailedEmailCount });

export const useFailedEmailCount = () => useQuery(failedEmailCountQuery());
