import { Router, type Request } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { z } from 'zod';
import { handle, zodErrors, type Db, type EventBus } from '@switchyard/server-kit';
import type { Sessions } from '../http/session';
import {
  confirmVerification,
  peekVerification,
  sendVerification,
  verificationMessages,
  type Mail,
} from './emailVerification';
import { accountPage, emailVerifiedPage, loginPage, signupPage, verifyEmailPage } from './pages';
import { chosenTimezone, timezoneChoices, updateTimezone } from './timezones';
import { authenticate, changeEmail, checkPassword, createUser, loginTaken } from './users';

/** Only same-site paths: an attacker cannot bounce a fresh login to another origin. */
export function safeReturnTo(value: unknown): string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : '/';
}

const emailInput = z.string().trim().email('is not a valid e-mail address').max(254);

const signupInput = z.object({
  name: z.string().trim().min(1, "can't be blank").max(100, 'is too long (maximum is 100 characters)'),
  login: z
    .string()
    .trim()
    .regex(/^[a-zA-Z0-9_.-]{2,40}$/, 'must be 2 to 40 letters, digits, dots, dashes or underscores'),
  email: emailInput,
  password: z.string().min(8, 'is too short (minimum is 8 characters)').max(200),
});

export function identityRoutes(deps: {
  db: Db;
  sessions: Sessions;
  loginLimit: number;
  mail: Mail;
  /** Where a time zone change is published (identity.user_timezone_changed). */
  events?: EventBus;
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

  // Only wrong credentials count; a user who signs in fine is never locked out by them. Failures
  // count per client address and, so that spreading a guess over many addresses does not help, per
  // account named (with room for the account's owner to still get in between guesses).
  const failedSignIns = (prefix: string, limit: number, key?: (req: Request) => string) =>
    rateLimit({
      windowMs: 15 * 60 * 1000,
      limit,
      skipSuccessfulRequests: true,
      requestWasSuccessful: (_req, res) => res.statusCode !== 401,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      store: deps.rateLimitStore?.(prefix),
      ...(key ? { keyGenerator: key } : {}),
      handler: (_req, res) => {
        res.status(429).json({ error: 'Too many sign-in attempts. Try again in a few minutes.' });
      },
    });
  const perClient = failedSignIns('sy:rl:login:', deps.loginLimit);
  const perAccount = failedSignIns('sy:rl:login-account:', deps.loginLimit * 3, (req) => {
    const login = (req.body as Record<string, unknown> | undefined)?.login;
    return `account:${typeof login === 'string' ? login.trim().toLowerCase().slice(0, 254) : ''}`;
  });
  const limiter = [perClient, perAccount];

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
      // Logins are public names; whether an address has an account is not told (see sendVerification).
      if (parsed.success && (await loginTaken(db, parsed.data.login))) {
        errors.push({ attribute: 'login', message: 'has already been taken' });
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
      await sendVerification(deps.mail, user);
      await sessions.signIn(req, res, user);
      if (!html(req)) return res.status(201).json({ viewer: user, csrfToken: req.session!.csrfToken });
      res.redirect(303, returnTo);
    }),
  );

  r.get(
    '/verify-email',
    handle(async (req, res) => {
      const s = await sessions.ensure(req, res);
      const token = typeof req.query.token === 'string' ? req.query.token : '';
      const pending = await peekVerification(db, token);
      res
        .status(pending ? 200 : 404)
        .set('Cache-Control', 'no-store')
        .set('Referrer-Policy', 'no-referrer')
        .type('html')
        .send(verifyEmailPage({ csrf: s.csrfToken, token, email: pending?.email ?? null }));
    }),
  );

  r.post(
    '/verify-email',
    handle(async (req, res) => {
      const token = typeof req.body?.token === 'string' ? req.body.token : '';
      const outcome = await confirmVerification(db, token);
      if (!outcome.ok) {
        const error = verificationMessages[outcome.reason];
        if (!html(req)) return res.status(outcome.reason === 'invalid' ? 404 : 409).json({ error });
        return res
          .status(outcome.reason === 'invalid' ? 404 : 409)
          .set('Cache-Control', 'no-store')
          .type('html')
          .send(verifyEmailPage({ csrf: req.session!.csrfToken, token, email: null, error }));
      }
      const own = req.session?.userId === outcome.userId;
      if (own) await sessions.refresh(req);
      if (!html(req)) return res.json({ email: outcome.email, viewer: own ? req.viewer : null });
      res
        .set('Cache-Control', 'no-store')
        .type('html')
        .send(emailVerifiedPage({ email: outcome.email, signedIn: own }));
    }),
  );

  const account = async (
    req: Request,
    res: import('express').Response,
    status: number,
    extra: object = {},
  ) => {
    const v = req.viewer!;
    const timezone = await chosenTimezone(db, v.id);
    res
      .status(status)
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(
        accountPage({
          csrf: req.session!.csrfToken,
          login: v.login,
          email: v.email,
          emailVerified: v.emailVerified,
          timezone,
          zones: timezoneChoices(),
          ...extra,
        }),
      );
  };
  const signedIn = (req: Request, res: import('express').Response) => {
    if (req.viewer) return true;
    if (html(req)) res.redirect(303, `/login?return_to=${encodeURIComponent('/account')}`);
    else res.status(401).json({ error: 'You need to sign in first.' });
    return false;
  };

  r.get(
    '/account',
    handle(async (req, res) => {
      if (!signedIn(req, res)) return;
      if (!html(req)) return res.set('Cache-Control', 'no-store').json({ viewer: req.viewer });
      await account(req, res, 200);
    }),
  );

  // Each request mails a link: counted per account and client, like sign-ups.
  const mailLimiter = rateLimit({
    windowMs: 60 * 60 * 1000,
    limit: 10,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: deps.rateLimitStore?.('sy:rl:verify-mail:'),
    keyGenerator: (req) => `user:${req.viewer?.id ?? 'anonymous'}`,
    handler: (_req, res) => {
      res.status(429).json({ error: 'Too many e-mails asked for. Try again later.' });
    },
  });

  r.post(
    '/account/verification',
    mailLimiter,
    handle(async (req, res) => {
      if (!signedIn(req, res)) return;
      const v = req.viewer!;
      if (!v.emailVerified) await sendVerification(deps.mail, v);
      const notice = v.emailVerified
        ? 'Your address is already confirmed.'
        : `We sent a new link to ${v.email}.`;
      if (!html(req)) return res.json({ notice });
      await account(req, res, 200, { notice });
    }),
  );

  r.post(
    '/account/email',
    mailLimiter,
    handle(async (req, res) => {
      if (!signedIn(req, res)) return;
      const v = req.viewer!;
      const body = (req.body ?? {}) as Record<string, unknown>;
      const email = emailInput.safeParse(body.email);
      const password = typeof body.password === 'string' ? body.password : '';
      const fail = (attribute: string, message: string, status = 400) => {
        const error = attribute === 'password' ? message : `E-mail ${message}`;
        if (!html(req)) return res.status(status).json({ error, errors: [{ attribute, message }] });
        return account(req, res, status, {
          error,
          values: { email: String(body.email ?? '').slice(0, 254) },
        });
      };
      if (!email.success) return fail('email', 'is not a valid e-mail address');
      if (!(await checkPassword(db, v.id, password)))
        return fail('password', 'Your password is not right.', 401);
      const same = email.data.toLowerCase() === v.email.toLowerCase();
      if (same && v.emailVerified) {
        const notice = 'That is already your address.';
        return html(req) ? await account(req, res, 200, { notice }) : res.json({ notice, viewer: v });
      }
      if (!same) {
        await changeEmail(db, v.id, email.data);
        await sessions.refresh(req);
      }
      await sendVerification(deps.mail, req.viewer!);
      const notice = `We sent a link to ${email.data.toLowerCase()}. Follow it to confirm your new address.`;
      if (!html(req)) return res.json({ notice, viewer: req.viewer });
      await account(req, res, 200, { notice });
    }),
  );

  r.post(
    '/account/timezone',
    handle(async (req, res) => {
      if (!signedIn(req, res)) return;
      const body = (req.body ?? {}) as Record<string, unknown>;
      const timezone = typeof body.timezone === 'string' ? body.timezone : '';
      const { errors } = await updateTimezone(db, deps.events, req.viewer!, timezone);
      if (errors.length) {
        if (!html(req)) return res.status(422).json({ error: errors[0].message, errors });
        return account(req, res, 422, { timezoneError: errors[0].message });
      }
      await sessions.refresh(req);
      const notice = `Your time zone is now ${timezone}.`;
      if (!html(req)) return res.json({ notice, viewer: req.viewer });
      await account(req, res, 200, { notice });
    }),
  );

  return r;
}
