import type { Db } from '@switchyard/server-kit';
import { RecentSessions, type LoadedSession } from './recentSessions';
import type { SessionStore } from './sessionStore';
import { findUserById } from './users';

/** A session id (the cookie's value) to its data and signed-in user, kept a moment (RecentSessions). */
export function sessionLoader(store: SessionStore, db: Db, recent = new RecentSessions()) {
  return {
    async load(id: string): Promise<LoadedSession> {
      const hit = recent.get(id);
      if (hit) return hit;
      const data = await store.get(id);
      const loaded = { data, viewer: data?.userId ? await findUserById(db, data.userId) : null };
      recent.set(id, loaded);
      return loaded;
    },
  };
}
