import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  finalStatementSchema,
  finalStatementsSchema,
  type DeductionBody,
  type FinalStatementDto,
  type SettleBody,
} from '@contract/move-out';
import { getJson, sendJson } from '@/lib/api-client.ts';
import { translateNow } from '@/lib/i18n/intl.tsx';

const id = encodeURIComponent;
const LIST_KEY = ['final-statements'];
const statementKey = (leaseId: string) => ['final-statements', leaseId];
const MINE_KEY = ['final-statement', 'mine'];

export const finalStatementsQuery = () =>
  queryOptions({ queryKey: LIST_KEY, queryFn: () => getJson('/api/admin/final-statements', finalStatementsSchema) });
export const useFinalStatements = () => useQuery(finalStatementsQuery());

export const finalStatementQuery = (leaseId: string) =>
  queryOptions({
    queryKey: statementKey(leaseId),
    queryFn: () => getJson(`/api/admin/final-statements/${id(leaseId)}`, finalStatementSchema),
  });
export const useFinalStatement = (leaseId: string) => useQuery(finalStatementQuery(leaseId));

export const myFinalStatementQuery = () =>
  queryOptions({
    queryKey: MINE_KEY,
    queryFn: () => getJson('/api/final-statement/mine', finalStatementSchema),
    retry: false,
  });
export const useMyFinalStatement = () => useQuery(myFinalStatementQuery());

/** GET /api/admin/final-statements/{lease}/pdf: an ended lease's final statement as a PDF, in the admin's language. */
export const finalStatementPdfPath = (leaseId: string) => `/api/admin/final-statements/${id(leaseId)}/pdf`;
/** GET /api/final-statement/mine/pdf: the caller's own final statement as a PDF, in their language. */
export const MY_FINAL_STATEMENT_PDF = '/api/final-statement/mine/pdf';

export const addDeduction = (leaseId: string, body: DeductionBody) =>
  sendJson(`/api/admin/final-statements/${id(leaseId)}/deductions`, finalStatementSchema, {
    method: 'POST',
    body,
    fallback: translateNow('moveOut.deduction.failed'),
  });

export const removeDeduction = (leaseId: string, deductionId: string) =>
  sendJson(`/api/admin/final-statements/${id(leaseId)}/deductions/${id(deductionId)}/remove`, finalStatementSchema, {
    method: 'POST',
    body: {},
    fallback: translateNow('moveOut.deduction.failed'),
  });

export const settleStatement = (leaseId: string, body: SettleBody) =>
  sendJson(`/api/admin/final-statements/${id(leaseId)}/settle`, finalStatementSchema, {
    method: 'POST',
    body,
    fallback: translateNow('moveOut.settle.failed'),
  });

/**
 * A change to a statement: its answer is the statement as it now stands, shown at once; the list and the admin's money
 * figures change with it. A refusal may mean another admin changed it first, so it is asked again.
 */
function useStatementWrite<I>(leaseId: string, call: (input: I) => Promise<FinalStatementDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      queryClient.setQueryData(statementKey(leaseId), answer);
      void queryClient.invalidateQueries({ queryKey: LIST_KEY, exact: true });
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: statementKey(leaseId) }),
  });
}

export const useAddDeduction = (leaseId: string) =>
  useStatementWrite(leaseId, (body: DeductionBody) => addDeduction(leaseId, body));
export const useRemoveDeduction = (leaseId: string) =>
  useStatementWrite(leaseId, (deductionId: string) => removeDeduction(leaseId, deductionId));
export const useSettleStatement = (leaseId: string) =>
  useStatementWrite(leaseId, (body: SettleBody) => settleStatement(leaseId, body));
