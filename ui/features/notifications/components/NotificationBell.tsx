import { Link } from 'react-router-dom';
import { useFormat, useT, type Translate } from '@/lib/i18n/intl.tsx';
import { useUnreadCount } from '../api/notifications.ts';

/** What the badge says: nothing for none, at most "99+". */
export const badgeText = (unread: number, t: Translate, number: (n: number) => string): string | null =>
  unread <= 0 ? null : unread > 99 ? t('notifications.badgeMany', { count: 99 }) : number(unread);

/** The bell's name as a screen reader says it: "Notifications, 3 unread", or "Notifications". */
export const bellName = (unread: number, t: Translate): string =>
  unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.title');

/**
 * The navbar's bell for a signed-in person: a link to their notifications with the unread count, asked for again
 * every 30 seconds while the page is in front and whenever the window comes back to it. Until the count comes (or
 * if it cannot), the bell shows no badge.
 */
export function NotificationBell() {
  const { data } = useUnreadCount();
  const unread = data?.unread ?? 0;
  const t = useT();
  const format = useFormat();
  const badge = badgeText(unread, t, format.number);
  return (
    <Link
      to="/dashboard/notifications"
      aria-label={bellName(unread, t)}
      className="relative flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-6 w-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
      {badge && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-bold text-white ring-2 ring-white"
        >
          {badge}
        </span>
      )}
    </Link>
  );
}

// The navbar loads the bell on its own, once someone is signed in: a guest's first page carries none of this.
export default NotificationBell;
