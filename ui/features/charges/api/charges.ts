import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { billImportSchema, recurringChargeSchema, recurringChargesSchema } from '@contract/charges';
import type { AddedKind } from '@domain/charges/charges.ts';
import { getJson, HttpError, sendJson } from '@/lib/api-client.ts';
import { translateNow } from '@/lib/i18n/intl.tsx';

const KEY = ['charges', 'recurring'];

export const recurringChargesQuery = () =>
  queryOptions({ queryKey: KEY, queryFn: () => getJson('/api/admin/charges/recurring', recurringChargesSchema) });

export const useRecurringCharges = () => useQuery(recurringChargesQuery());

export interface RecurringChargeInput {
  readonly name: string;
  readonly kind: AddedKind;
  readonly amount: number;
  readonly fromMonth: string;
  readonly untilMonth?: string;
  readonly leaseIds: 'all' | readonly string[];
}

export const addRecurringCharge = (input: RecurringChargeInput) =>
  sendJson('/api/admin/charges/recurring', recurringChargeSchema, {
    method: 'POST',
    body: input,
    fallback: translateNow('charges.addFailed'),
  });

export const endRecurringCharge = ({ id, untilMonth }: { id: string; untilMonth: string }) =>
  sendJson(`/api/admin/charges/recurring/${encodeURIComponent(id)}/end`, recurringChargeSchema, {
    method: 'POST',
    body: { untilMonth },
    fallback: translateNow('charges.endFailed'),
  });

/** The file goes out as text/csv whatever the computer called it (spreadsheet programs label CSV files variously). */
export const importBills = (file: Blob) =>
  sendJson('/api/admin/charges/import', billImportSchema, {
    method: 'POST',
    body: new Blob([file], { type: 'text/csv' }),
    fallback: translateNow('charges.importFailed'),
  });

/** The line of the spreadsheet the server refused, when it named one. */
export function refusedLine(error: unknown): number | null {
  if (!(error instanceof HttpError) || !error.body) return null;
  try {
    const { line } = JSON.parse(error.body) as { line?: unknown };
    return typeof line === 'number' ? line : null;
  } catch {
    return null;
  }
}

function useChargesMutation<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    // A refusal may mean the list is out of date (another admin just ended the charge): fetch it again too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export const useAddRecurringCharge = () => useChargesMutation(addRecurringCharge);
export const useEndRecurringCharge = () => useChargesMutation(endRecurringCharge);
export const useImportBills = () => useChargesMutation(importBills);
