import type { Persistence } from '../persistence.ts';
import { areaStores } from '../area-stores.ts';
import { EmailAttemptRow, EmailChoicesRow, EmailRow, NotificationRow, SentReminderRow } from './entity.ts';
import { MemoryEmailChoices, MemoryInbox, MemoryOutbox, MemorySentReminders } from './memory.ts';
import { MikroOrmEmailChoices, MikroOrmInbox, MikroOrmOutbox, MikroOrmSentReminders } from './repository.ts';

/** The notifications area's tables, and its stores in memory and in the database. */
export const notificationsStores = areaStores<Pick<Persistence, 'inbox' | 'outbox' | 'emailChoices' | 'sentReminders'>>(
  {
    entities: [NotificationRow, EmailRow, EmailAttemptRow, EmailChoicesRow, SentReminderRow],
    memory: (tables) => ({
      inbox: new MemoryInbox(tables),
      outbox: new MemoryOutbox(tables),
      emailChoices: new MemoryEmailChoices(tables),
      sentReminders: new MemorySentReminders(tables),
    }),
    sql: ({ db, sqlite }) => ({
      inbox: new MikroOrmInbox(db),
      outbox: new MikroOrmOutbox(db, !sqlite),
      emailChoices: new MikroOrmEmailChoices(db),
      sentReminders: new MikroOrmSentReminders(db),
    }),
  },
);
