export const ROLES = ['user', 'member', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const DEFAULT_ROLE: Role = 'user';

/** Who may call something: nobody in particular, anyone signed in, or a role. */
export type Access = 'guest' | 'signed-in' | 'member' | 'admin';

/** A caller is `null` when not signed in; otherwise their role is the one stored for them. */
export function mayAccess(role: Role | null, access: Access): boolean {
  switch (access) {
    case 'guest':
      return true;
    case 'signed-in':
      return role !== null;
    case 'member':
      return role === 'member';
    case 'admin':
      return role === 'admin';
  }
}
