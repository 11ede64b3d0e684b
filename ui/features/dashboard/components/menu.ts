import type { Role } from '@contract';

export interface MenuItem {
  to: string;
  label: string;
}

const item = (path: string, label: string): MenuItem => ({ to: `/dashboard/${path}`, label });

const RESIDENT = [item('my-profile', 'My Profile'), item('announcements', 'Announcements')];
const MEMBER = [item('make-payment', 'Make Payment'), item('payment-history', 'Payment History')];
const ADMIN = [
  item('admin-profile', 'Admin Profile'),
  item('agreement-requests', 'Agreement Requests'),
  item('manage-members', 'Manage Members'),
  item('manage-apartments', 'Manage Apartments'),
  item('building', 'Building'),
  item('make-announcement', 'Make Announcement'),
  item('manage-coupons', 'Manage Coupons'),
  item('rent-collection', 'Rent Collection'),
  item('arrears', 'Arrears'),
  item('audit-log', 'Audit Log'),
];

/** Admins see only admin items; members see the resident items plus payments. */
export function menuFor(role: Role): MenuItem[] {
  if (role === 'admin') return ADMIN;
  if (role === 'member') return [...RESIDENT, ...MEMBER];
  return RESIDENT;
}

/** The current item's highlight: admin red, member green, anyone else blue (all pass 4.5:1 with white text). */
export const HIGHLIGHT: Record<Role, string> = {
  admin: 'bg-red-700 text-white',
  member: 'bg-green-700 text-white',
  user: 'bg-sky-700 text-white',
};

export const homePathFor = (role: Role) => (role === 'admin' ? '/dashboard/admin-profile' : '/dashboard/my-profile');
