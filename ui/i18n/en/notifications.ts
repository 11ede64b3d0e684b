/** The bell, the Notifications screen and the page an email's unsubscribe link opens. */
export const notifications = {
  'notifications.title': 'Notifications',
  'notifications.intro':
    'What the building has told you, newest first. Choose which of these also reach you by email on your profile.',
  'notifications.loading': 'Loading notifications...',
  'notifications.failed': 'Failed to load your notifications. Please try again.',
  'notifications.empty': 'No notifications yet. When the building has news for you, it shows up here.',
  'notifications.allRead': 'All read',
  'notifications.unread': '{count, number} unread',
  'notifications.markAllRead': 'Mark all as read',
  'notifications.markFailed': 'Could not mark as read: {message}',
  'notifications.markReadFailed': 'Failed to mark as read.',
  'notifications.olderFailed': 'Could not load older notifications. Please try again.',
  'notifications.loadingOlder': 'Loading older...',
  'notifications.loadOlder': 'Load older',
  'notifications.unreadTag': 'Unread',
  'notifications.markRead': 'Mark as read',
  'notifications.markReadNamed': 'Mark as read: {subject}',
  'notifications.bellUnread': 'Notifications, {count, number} unread',
  'notifications.badgeMany': '{count, number}+',
  'unsubscribe.title': 'Unsubscribe',
  'unsubscribe.heading': 'Unsubscribe from emails',
  'unsubscribe.notValid': 'This unsubscribe link is not valid or has expired.',
  'unsubscribe.howToChoose':
    'To choose which emails you get, sign in and change your email choices on <link>My Profile</link>.',
  'unsubscribe.done':
    'You will no longer get emails about {topic}. You can turn them back on in <link>My Profile</link>.',
  'unsubscribe.explain':
    'Pressing Unsubscribe stops the kind of email this link came in (payments, announcements, maintenance or rent reminders). You will still see every notification in the app, and decisions on a rental application are always emailed.',
  'unsubscribe.failed': 'Could not unsubscribe: {message} Please try again.',
  'unsubscribe.requestFailed': 'Failed to unsubscribe.',
  'unsubscribe.working': 'Unsubscribing...',
  'unsubscribe.button': 'Unsubscribe',
  'menu.notifications': 'Notifications',
} as const;
