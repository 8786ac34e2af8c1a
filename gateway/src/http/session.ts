import type { NextFunction, Request, Response } from 'express';
import type { Db, Viewer } from '@switchyard/server-kit';
import {
  cookieValue,
  findUserById,
  newToken,
  RecentSessions,
  SESSION_COOKIE as COOKIE,
  SESSION_TTL_SECONDS,
  sessionLoader,
  type LoadedSession,
  type SessionStore,
} from '@switchyard/router-auth';

declare module 'express-serve-static-core' {
  interface Request {
    session?: { id: string; userId: string | null; csrfToken: string } | null;
  }
}

export interface Sessions {
  /** Loads the session named by the cookie and the signed-in user, if any. */
  load(req: Request, res: Response, next: NextFunction): void;
  /** The request's session, made (anonymous) when there is none: pages with forms need a CSRF token. */
  ensure(req: Request, res: Response): Promise<NonNullable<Request['session']>>;
  /** Signs the user in with a brand-new session id and CSRF token (no fixation). */
  signIn(req: Request, res: Response, user: Viewer): Promise<void>;
  signOut(req: Request, res: Response): Promise<void>;
  /** Reloads the signed-in user after their account changed (e.g. a verified address). */
  refresh(req: Request): Promise<void>;
}

export function sessions(
  store: SessionStore,
  db: Db,
  secure: boolean,
  recent = new RecentSessions(),
): Sessions {
  const setCookie = (res: Response, id: string) =>
    res.cookie(COOKIE, id, {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/',
      maxAge: SESSION_TTL_SECONDS * 1000,
    });
  const loader = sessionLoader(store, db, recent);
  const create = async (req: Request, res: Response, userId: string | null) => {
    const csrfToken = newToken();
    const id = await store.create({ userId, csrfToken });
    setCookie(res, id);
    req.session = { id, userId, csrfToken };
    return req.session;
  };
  return {
    load(req, _res, next) {
      const id = cookieValue(req.headers.cookie, COOKIE);
      req.viewer = null;
      req.session = null;
      if (!id) return next();
      const apply = ({ data, viewer }: LoadedSession) => {
        if (data) req.session = { id, ...data };
        req.viewer = viewer;
      };
      // Most requests hit the recent sessions: answered without waiting a turn for the loader.
      const hit = recent.get(id);
      if (hit) {
        apply(hit);
        return next();
      }
      loader
        .load(id)
        .then(apply)
        .then(() => next(), next);
    },
    async ensure(req, res) {
      return req.session ?? create(req, res, null);
    },
    async signIn(req, res, user) {
      if (req.session) {
        recent.forget(req.session.id);
        await store.destroy(req.session.id);
      }
      await create(req, res, user.id);
      req.viewer = user;
    },
    async refresh(req) {
      if (!req.session) return;
      recent.forget(req.session.id);
      req.viewer = req.session.userId ? await findUserById(db, req.session.userId) : null;
    },
    async signOut(req, res) {
      if (req.session) {
        recent.forget(req.session.id);
        await store.destroy(req.session.id);
      }
      res.clearCookie(COOKIE, { path: '/' });
      req.session = null;
      req.viewer = null;
    },
  };
}
