import type { Viewer } from '@switchyard/server-kit';
import type { SessionData } from './sessionStore';

export interface LoadedSession {
  data: SessionData | null;
  viewer: Viewer | null;
}

/**
 * Sessions this process looked up in the last moments, so a page's burst of requests does not hit
 * the store each time. Sign-in and sign-out here forget the entry at once; on other gateway
 * processes a signed-out session lives on for at most `ttlMs`.
 */
export class RecentSessions {
  private readonly entries = new Map<string, { at: number; value: LoadedSession }>();

  constructor(
    private readonly ttlMs = 2000,
    private readonly max = 10_000,
    private readonly now = () => Date.now(),
  ) {}

  get(id: string): LoadedSession | undefined {
    const e = this.entries.get(id);
    if (!e) return undefined;
    if (this.now() - e.at > this.ttlMs) {
      this.entries.delete(id);
      return undefined;
    }
    return e.value;
  }

  set(id: string, value: LoadedSession) {
    if (this.entries.size >= this.max) {
      // Oldest first: Map keeps insertion order.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(id, { at: this.now(), value });
  }

  forget(id: string) {
    this.entries.delete(id);
  }
}
