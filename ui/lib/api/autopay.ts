import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { autopayRowSchema, cardSetupSchema, myAutopaySchema } from '@contract/autopay';
import { getJson, noRetryOnClientError, sendJson } from '@/lib/api-client.ts';
import { translateNow } from '@/lib/i18n/intl.tsx';

const KEY = ['autopay', 'mine'];

export const myAutopayQuery = () =>
  queryOptions({
    queryKey: KEY,
    queryFn: () => getJson('/api/autopay/mine', myAutopaySchema),
    retry: noRetryOnClientError,
  });

/** The caller's autopay: on or off, the card, the cap, the next charge day and the last charge. */
export const useMyAutopay = () => useQuery(myAutopayQuery());

export const useAutopayList = () =>
  useQuery({ queryKey: ['autopay', 'admin'], queryFn: () => getJson('/api/admin/autopay', z.array(autopayRowSchema)) });

export const startCardSetup = () =>
  sendJson('/api/autopay/card/setup', cardSetupSchema, {
    method: 'POST',
    body: { consent: true },
    fallback: translateNow('autopay.saveFailed'),
  });

export const saveCard = (setupIntentId: string) =>
  sendJson('/api/autopay/card', myAutopaySchema, {
    method: 'PUT',
    body: { setupIntentId },
    fallback: translateNow('autopay.saveFailed'),
  });

const turnOn = (cap: number) =>
  sendJson('/api/autopay', myAutopaySchema, { method: 'PUT', body: { cap }, fallback: translateNow('autopay.failed') });
const skip = () =>
  sendJson('/api/autopay/skip', myAutopaySchema, { method: 'POST', fallback: translateNow('autopay.failed') });
const turnOff = () =>
  sendJson('/api/autopay', myAutopaySchema, { method: 'DELETE', fallback: translateNow('autopay.failed') });

function useAutopayMutation<I>(call: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }) });
}

export const useSaveCard = () => useAutopayMutation(saveCard);
export const useTurnOnAutopay = () => useAutopayMutation(turnOn);
export const useSkipAutopay = () => useAutopayMutation(skip);
export const useTurnOffAutopay = () => useAutopayMutation(turnOff);
