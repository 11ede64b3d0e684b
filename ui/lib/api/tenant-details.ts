import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, noRetryOnClientError } from '../api-client.ts';

/**
 * GET /api/agreements/{id}/details: a request and the tenant details given with it (null when it was sent without
 * them). Only its applicant and the admins may read it; the server refuses anyone else.
 */
export const tenantDetailsQuery = (agreementId: string) =>
  queryOptions({
    queryKey: ['agreements', 'details', agreementId],
    queryFn: () =>
      getJson(`/api/agreements/${encodeURIComponent(agreementId)}/details`, () =>
        import('@contract/agreements').then((c) => c.requestDetailsSchema),
      ),
    retry: noRetryOnClientError,
  });

/** The request's details, asked for only while `enabled` (a disclosure opened, a dialog shown). */
export const useTenantDetails = (agreementId: string, enabled = true) =>
  useQuery({ ...tenantDetailsQuery(agreementId), enabled });
