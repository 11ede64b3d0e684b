import { Link } from 'react-router-dom';
import type { NotificationDto } from '@contract/notifications';
import { Button } from '@/components/ui/Button.tsx';
import { useFormat, useT } from '@/lib/i18n/intl.tsx';

interface Props {
  items: readonly NotificationDto[];
  /** A mark is on its way: the buttons wait for it. */
  busy: boolean;
  onRead: (id: string) => void;
}

/** The inbox's notifications; an unread one is marked by colour, a dot and the word "Unread". */
export function NotificationList({ items, busy, onRead }: Props) {
  const t = useT();
  return (
    <ul aria-label={t('notifications.title')} className="flex flex-col gap-3">
      {items.map((item) => (
        <NotificationItem key={item.id} item={item} busy={busy} onRead={onRead} />
      ))}
    </ul>
  );
}

function NotificationItem({ item, busy, onRead }: { item: NotificationDto; busy: boolean } & Pick<Props, 'onRead'>) {
  const unread = !item.read;
  const t = useT();
  const format = useFormat();
  return (
    <li
      className={`flex flex-col gap-2 rounded-2xl border p-4 shadow-sm sm:p-5 ${
        unread ? 'border-sky-300 bg-sky-50' : 'border-slate-200 bg-white'
      }`}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        {unread && (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-sky-700 px-2 py-0.5 text-xs font-semibold text-white">
            <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-white" />
            {t('notifications.unreadTag')}
          </span>
        )}
        {/* How long ago reads at a glance; the exact moment is a hover (and the machine-readable value) away. */}
        <time dateTime={item.createdAt} title={format.dateTime(item.createdAt)} className="text-slate-600">
          {format.ago(item.createdAt)}
        </time>
      </div>
      <h2 className={`text-base break-words text-slate-900 ${unread ? 'font-bold' : 'font-semibold'}`}>
        {/* Opening it reads it: the mark goes out as the link is followed. */}
        <Link
          to={item.link}
          onClick={() => unread && onRead(item.id)}
          className="underline decoration-sky-700/40 underline-offset-4 hover:text-sky-800 hover:decoration-sky-800"
        >
          {item.subject}
        </Link>
      </h2>
      {item.lines.map((line, i) => (
        <p key={i} className="break-words text-slate-700">
          {line}
        </p>
      ))}
      {unread && (
        <div>
          {/* Named with its subject: a list of buttons all called "Mark as read" says nothing. */}
          <Button
            variant="secondary"
            disabled={busy}
            aria-label={t('notifications.markReadNamed', { subject: item.subject })}
            onClick={() => onRead(item.id)}
          >
            {t('notifications.markRead')}
          </Button>
        </div>
      )}
    </li>
  );
}
