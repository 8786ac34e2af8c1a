import { repeatOnNotify, type Db, type EventBus } from '@switchyard/server-kit';
import { ACTIVATIONS_BATCH, announcePending } from './applets/activationAnnouncer';
import { announceServiceUsers, SERVICE_USERS_BATCH } from './connections/serviceUsers';

/**
 * Announces what changes marked (applets' activations, services' user counts) as soon as a mark
 * commits: the marks' triggers NOTIFY composer_marks (migration 0010). The rounds look on their own
 * every 5 s besides (30 s on the embedded database, whose notifications are never lost), and every
 * 250 ms where the database cannot LISTEN.
 */
export const startAnnouncers = (db: Db, events: EventBus) =>
  repeatOnNotify(
    db,
    'composer_marks',
    { name: 'composer announcers', everyMs: db.kind === 'pglite' ? 30_000 : 5000, withoutListenMs: 250 },
    async () => {
      const activations = await announcePending(db, events);
      const services = await db.transaction((tx) => announceServiceUsers(tx, events));
      return activations === ACTIVATIONS_BATCH || services === SERVICE_USERS_BATCH;
    },
  );
