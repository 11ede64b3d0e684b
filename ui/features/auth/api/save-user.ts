import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client.ts';
import { translateNow } from '@/lib/i18n/intl.tsx';
import { ACCOUNT_KEY } from '@/lib/auth/role.ts';

export interface UserRecordInput {
  name: string;
  email: string;
  photoURL: string;
}

/**
 * Saves the user record: PUT after registration, POST after Google sign-in. The role sent is
 * always "user"; the server decides roles and ignores it.
 */
export async function saveUserRecord(method: 'PUT' | 'POST', user: UserRecordInput): Promise<void> {
  const res = await request('/api/users', { method, body: { ...user, role: 'user' } });
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new Error(translateNow('auth.error.recordNotSaved', { status: res.status, text }));
  }
}

export function useSaveUserRecord(method: 'PUT' | 'POST') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: UserRecordInput) => saveUserRecord(method, user),
    // The account is registered now: what the server keeps for it (role, language) is read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY }),
  });
}
