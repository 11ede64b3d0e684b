import { z } from 'zod';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffJobSchema } from '@contract/maintenance';
import { getJson, sendJson } from '@/lib/api-client.ts';
import { translateNow } from '@/lib/i18n/intl.tsx';
import { MAINTENANCE } from './maintenance.ts';

const JOBS = [...MAINTENANCE, 'jobs'] as const;
const job = (id: string) => [...JOBS, id] as const;

/** The jobs given to the signed-in staff member. */
export const myJobsQuery = () =>
  queryOptions({ queryKey: JOBS, queryFn: () => getJson('/api/staff/jobs', z.array(staffJobSchema)) });
export const useMyJobs = () => useQuery(myJobsQuery());

export const jobQuery = (id: string) =>
  queryOptions({
    queryKey: job(id),
    queryFn: () => getJson(`/api/staff/jobs/${encodeURIComponent(id)}`, staffJobSchema),
  });
export const useJob = (id: string) => useQuery(jobQuery(id));

export const moveJob = ({ id, action }: { id: string; action: 'start' | 'resolve' }) =>
  sendJson(`/api/staff/jobs/${encodeURIComponent(id)}/status`, staffJobSchema, {
    method: 'POST',
    body: { action },
    fallback: translateNow('myJobs.statusFailed'),
  });

export const commentOnJob = ({ id, text }: { id: string; text: string }) =>
  sendJson(`/api/staff/jobs/${encodeURIComponent(id)}/comments`, staffJobSchema, {
    method: 'POST',
    body: { text },
    fallback: translateNow('myJobs.commentFailed'),
  });

/** A change to one job: the job as it now stands is shown, and the list is fetched again. */
export function useJobChange<I extends object>(call: (input: I) => Promise<z.infer<typeof staffJobSchema>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (changed) => queryClient.setQueryData(job(changed._id), changed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: JOBS }),
  });
}
