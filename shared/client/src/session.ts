import { atom } from 'jotai';

export interface SessionViewer {
  id: string;
  login: string;
  email: string;
  name: string;
  staff: boolean;
  emailVerified: boolean;
  reviewTeam: boolean;
  maker: boolean;
  tier: 'free' | 'pro' | 'pro_plus';
}

export interface Session {
  viewer: SessionViewer | null;
  csrfToken: string;
}

let current: Session = { viewer: null, csrfToken: '' };
let loading: Promise<Session> | null = null;

/** GET /session once per page: who is signed in and the CSRF token for state changes. */
export function loadSession(force = false): Promise<Session> {
  if (!loading || force) {
    loading = fetch('/session', { credentials: 'same-origin', headers: { Accept: 'application/json' } })
      .then((r) => (r.ok ? r.json() : { viewer: null, csrfToken: '' }))
      .then((s: Session) => {
        current = s;
        return s;
      });
  }
  return loading;
}

export function setSession(s: Session) {
  current = s;
  loading = Promise.resolve(s);
}

export const getSession = () => current;
export const getCsrfToken = () => current.csrfToken;

/** Session as React state; the shell sets it after loadSession. */
export const sessionAtom = atom<Session>({ viewer: null, csrfToken: '' });
