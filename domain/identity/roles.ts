export const ROLES = ['user', 'member', 'admin', 'staff'] as const;
export type Role = (typeof ROLES)[number];

export const DEFAULT_ROLE: Role = 'user';

/**
 * Who may call something: nobody in particular, anyone signed in, or a role. `front-desk` is the building's staff
 * (guards, the caretaker, the manager's assistant) and the admins, who oversee them.
 */
export type Access = 'guest' | 'signed-in' | 'member' | 'admin' | 'staff' | 'front-desk';

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
    case 'staff':
      return role === 'staff';
    case 'front-desk':
      return role === 'staff' || role === 'admin';
  }
}
