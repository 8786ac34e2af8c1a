import { Router, type Request } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { z } from 'zod';
import { handle, zodErrors, type Db } from '@switchyard/server-kit';
import type { Sessions } from '../http/session';
import { loginPage, signupPage } from './pages';
import { authenticate, createUser, loginOrEmailTaken } from './users';

/** Only same-site paths: an attacker cannot bounce a fresh login to another origin. */
export function safeReturnTo(value: unknown): string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : '/';
}

const signupInput = z.object({
  name: z.string().trim().min(1, "can't be blank").max(100, 'is too long (maximum is 100 characters)'),
  login: z
    .string()
    .trim()
    .regex(/^[a-zA-Z0-9_.-]{2,40}$/, 'must be 2 to 40 letters, digits, dots, dashes or underscores'),
  email: z.string().trim().email('is not a valid e-mail address').max(254),
  password: z.string().min(8, 'is too short (minimum is 8 characters)').max(200),
});

export function identityRoutes(deps: {
  db: Db;
  sessions: Sessions;
  loginLimit: number;
  /** A fresh store per limiter (Redis when REDIS_URL is set); memory otherwise. */
  rateLimitStore?: (prefix: string) => Store;
}): Router {
  const { db, sessions } = deps;
  const r = Router();
  const html = (req: Request) => req.accepts(['html', 'json']) === 'html';

  r.get(
    '/session',
    handle(async (req, res) => {
      const s = await sessions.ensure(req, res);
      res.set('Cache-Control', 'no-store').json({ viewer: req.viewer ?? null, csrfToken: s.csrfToken });
    }),
  );

  r.get(
    '/login',
    handle(async (req, res) => {
      const returnTo = safeReturnTo(req.query.return_to);
      if (req.viewer) return res.redirect(303, returnTo);
      const s = await sessions.ensure(req, res);
      res
        .set('Cache-Control', 'no-store')
        .type('html')
        .send(loginPage({ csrf: s.csrfToken, returnTo }));
    }),
  );

  const limiter = rateLimit({
    windowMs: 15 * 60 * 1000,
    limit: deps.loginLimit,
    // Only wrong credentials count; a user who signs in fine is never locked out by it.
    skipSuccessfulRequests: true,
    requestWasSuccessful: (_req, res) => res.statusCode !== 401,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: deps.rateLimitStore?.('sy:rl:login:'),
    handler: (_req, res) => {
      res.status(429).json({ error: 'Too many sign-in attempts. Try again in a few minutes.' });
    },
  });

  r.post(
    '/login',
    limiter,
    handle(async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const returnTo = safeReturnTo(body.return_to);
      const login = typeof body.login === 'string' ? body.login : '';
      const password = typeof body.password === 'string' ? body.password : '';
      const missing = [
        ...(login.trim() ? [] : [{ attribute: 'login', message: "can't be blank" }]),
        ...(password ? [] : [{ attribute: 'password', message: "can't be blank" }]),
      ];
      if (missing.length) {
        const error = 'Enter your login and password.';
        if (!html(req)) return res.status(400).json({ error, errors: missing });
        return res
          .status(400)
          .type('html')
          .send(loginPage({ csrf: req.session!.csrfToken, returnTo, error, login }));
      }
      const user = await authenticate(db, login, password);
      if (!user) {
        const error = 'Invalid login or password.';
        if (!html(req))
          return res.status(401).json({ error, errors: [{ attribute: 'login', message: error }] });
        return res
          .status(401)
          .type('html')
          .send(loginPage({ csrf: req.session!.csrfToken, returnTo, error, login }));
      }
      await sessions.signIn(req, res, user);
      if (!html(req)) return res.json({ viewer: user, csrfToken: req.session!.csrfToken });
      res.redirect(303, returnTo);
    }),
  );

  r.post(
    '/logout',
    handle(async (req, res) => {
      await sessions.signOut(req, res);
      if (!html(req)) return res.status(204).end();
      res.redirect(303, '/login');
    }),
  );

  r.get(
    '/signup',
    handle(async (req, res) => {
      const s = await sessions.ensure(req, res);
      const returnTo = safeReturnTo(req.query.return_to);
      res
        .set('Cache-Control', 'no-store')
        .type('html')
        .send(signupPage({ csrf: s.csrfToken, returnTo }));
    }),
  );

  // Account creation: every attempt counts, to slow down scripted sign-ups.
  const signupLimiter = rateLimit({
    windowMs: 60 * 60 * 1000,
    limit: deps.loginLimit * 3,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: deps.rateLimitStore?.('sy:rl:signup:'),
    handler: (_req, res) => {
      res.status(429).json({ error: 'Too many sign-up attempts. Try again later.' });
    },
  });

  r.post(
    '/signup',
    signupLimiter,
    handle(async (req, res) => {
      const body = (req.body ?? {}) as Record<string, string>;
      const returnTo = safeReturnTo(body.return_to);
      const parsed = signupInput.safeParse(body);
      let errors = parsed.success ? [] : zodErrors(parsed.error);
      if (parsed.success) {
        const taken = await loginOrEmailTaken(db, parsed.data.login, parsed.data.email);
        if (taken.login) errors.push({ attribute: 'login', message: 'has already been taken' });
        if (taken.email) errors.push({ attribute: 'email', message: 'has already been taken' });
      }
      if (errors.length) {
        errors = errors.map((e) => ({ ...e, attribute: e.attribute === 'base' ? 'name' : e.attribute }));
        if (!html(req)) return res.status(400).json({ error: 'Could not create the account.', errors });
        return res
          .status(400)
          .type('html')
          .send(signupPage({ csrf: req.session!.csrfToken, returnTo, values: body, errors }));
      }
      const user = await createUser(db, parsed.data!);
      await sessions.signIn(req, res, user);
      if (!html(req)) return res.status(201).json({ viewer: user, csrfToken: req.session!.csrfToken });
      res.redirect(303, returnTo);
    }),
  );

  return r;
}
