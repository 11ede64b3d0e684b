import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type EmailChoicesDto, emailChoicesSchema } from '@contract/notifications';
import { currentUser, useAuth } from '../auth/auth-context.ts';
import { getJson, sendJson } from '../api-client.ts';
import { translateNow } from '@/lib/i18n/intl.tsx';

/** Under ['me']: the signed-in person's own settings, dropped at logout. */
export const EMAIL_CHOICES_KEY = ['me', 'email-choices'] as const;

/** GET /api/me/email-choices: which topics reach the caller by email. */
export const fetchEmailChoices = () => getJson('/api/me/email-choices', emailChoicesSchema);

/** PUT /api/me/email-choices: every topic, each on or off; answers the choices as saved. */
export const saveEmailChoices = (choices: EmailChoicesDto) =>
  sendJson('/api/me/email-choices', emailChoicesSchema, {
    method: 'PUT',
    body: choices,
    fallback: translateNow('common.emailChoices.saveFailed'),
  });

export const emailChoicesQuery = (uid: string) =>
  queryOptions({ queryKey: [...EMAIL_CHOICES_KEY, uid], queryFn: fetchEmailChoices });

export function useEmailChoices() {
  const user = currentUser(useAuth().state);
  return useQuery({ ...emailChoicesQuery(user?.uid ?? ''), enabled: user !== null });
}

/** Saving puts the server's answer in the cache, so the card shows what is now stored. */
export function useSaveEmailChoices() {
  const user = currentUser(useAuth().state);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmailChoices,
    onSuccess: (saved) => queryClient.setQueryData(emailChoicesQuery(user?.uid ?? '').queryKey, saved),
  });
}
