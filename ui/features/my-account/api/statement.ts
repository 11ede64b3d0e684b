import { queryOptions, useQuery } from '@tanstack/react-query';
import { statementSchema } from '@contract/ledger';
import { getJson, noRetryOnClientError } from '@/lib/api-client.ts';
import { currentUser, useAuth } from '@/lib/auth/auth-context.ts';

/** GET /api/ledger/mine/statement?month=YYYY-MM: a month of the caller's books with the balance after each line. */
export const fetchStatement = (month: string) =>
  getJson(`/api/ledger/mine/statement?${new URLSearchParams({ month })}`, statementSchema);

/** GET /api/ledger/mine/statement/pdf?month=YYYY-MM: the same statement as a PDF file, in the reader's language. */
export const statementPdfPath = (month: string) => `/api/ledger/mine/statement/pdf?${new URLSearchParams({ month })}`;

export const statementQuery = (uid: string, month: string) =>
  queryOptions({
    queryKey: ['payments', 'books', uid, 'statement', month],
    queryFn: () => fetchStatement(month),
    retry: noRetryOnClientError,
  });

export function useStatement(month: string) {
  const { state } = useAuth();
  const user = currentUser(state);
  return useQuery({ ...statementQuery(user?.uid ?? '', month), enabled: user !== null });
}
