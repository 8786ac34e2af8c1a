/** Server-rendered sign-in and sign-up pages: usable with no JavaScript, fast to first paint. */

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const styles = `
:root{--bg:#f6f7fb;--fg:#1d2433;--muted:#5b6478;--accent:#3b5bdb;--accent-fg:#fff;--danger:#c92a2a;--border:#d9dde7;--radius:10px}
*{box-sizing:border-box}body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:var(--bg);color:var(--fg)}
main{max-width:400px;margin:10vh auto;padding:32px;background:#fff;border:1px solid var(--border);border-radius:var(--radius);box-shadow:0 8px 24px rgba(29,36,51,.06)}
h1{font-size:22px;margin:0 0 4px}.brand{font-weight:700;color:var(--accent);letter-spacing:.02em;margin-bottom:20px}
p.lead{color:var(--muted);margin:0 0 20px}label{display:block;font-weight:600;margin:14px 0 6px}
input,select{width:100%;padding:10px 12px;border:1px solid var(--border);border-radius:8px;font:inherit;background:#fff}
input:focus,select:focus{outline:2px solid var(--accent);outline-offset:1px;border-color:var(--accent)}
button{margin-top:20px;width:100%;padding:11px;border:0;border-radius:8px;background:var(--accent);color:var(--accent-fg);font:inherit;font-weight:600;cursor:pointer}
button:focus-visible{outline:3px solid #91a7ff}.error{color:var(--danger);background:#fff5f5;border:1px solid #ffc9c9;padding:10px 12px;border-radius:8px;margin:0 0 12px}
.field-error{color:var(--danger);font-size:13px;margin:4px 0 0}.hint{color:var(--muted);font-size:13px;margin:4px 0 0}.notice{color:#2b8a3e;background:#ebfbee;border:1px solid #b2f2bb;padding:10px 12px;border-radius:8px;margin:0 0 12px}
h2{font-size:16px;margin:24px 0 6px}.badge{white-space:nowrap;display:inline-block;font-size:12px;font-weight:600;padding:2px 8px;border-radius:999px;margin-left:6px}.badge.ok{background:#ebfbee;color:#2b8a3e}.badge.warn{background:#fff4e6;color:#a15c00}
button.secondary{background:#fff;color:var(--accent);border:1px solid var(--accent);margin-top:8px}.alt{margin-top:18px;color:var(--muted);text-align:center}a{color:var(--accent)}
main{overflow-wrap:anywhere}@media (max-width:440px){main{margin:16px 12px;padding:20px 16px}}
`;

function layout(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · Switchyard</title><link rel="icon" href="data:image/svg+xml,%3Csvg xmlns=%27http://www.w3.org/2000/svg%27 viewBox=%270 0 32 32%27%3E%3Crect width=%2732%27 height=%2732%27 rx=%277%27 fill=%27%233b5bdb%27/%3E%3Cpath d=%27M9 11h14M9 16h10M9 21h14%27 stroke=%27white%27 stroke-width=%273%27 stroke-linecap=%27round%27/%3E%3C/svg%3E"><style>${styles}</style></head><body><main>
<div class="brand">Switchyard</div>${body}</main></body></html>`;
}

export function loginPage(opts: { csrf: string; returnTo: string; error?: string; login?: string }) {
  return layout(
    'Sign in',
    `<h1>Sign in</h1><p class="lead">Build services, connections and applets.</p>
${opts.error ? `<p class="error" role="alert">${escapeHtml(opts.error)}</p>` : ''}
<form method="post" action="/login">
<input type="hidden" name="authenticity_token" value="${escapeHtml(opts.csrf)}">
<input type="hidden" name="return_to" value="${escapeHtml(opts.returnTo)}">
<label for="login">Login or e-mail</label><input id="login" name="login" autocomplete="username" required${opts.login ? '' : ' autofocus'} value="${escapeHtml(opts.login ?? '')}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required${opts.login ? ' autofocus' : ''}>
<button type="submit">Sign in</button></form>
<p class="alt">New here? <a href="/signup?return_to=${encodeURIComponent(opts.returnTo)}">Create an account</a></p>`,
  );
}

export function signupPage(opts: {
  csrf: string;
  returnTo: string;
  values?: Record<string, string>;
  errors?: { attribute: string; message: string }[];
}) {
  const v = opts.values ?? {};
  const err = (a: string) =>
    (opts.errors ?? [])
      .filter((e) => e.attribute === a)
      .map((e) => `<p class="field-error">Error: ${escapeHtml(a)} ${escapeHtml(e.message)}</p>`)
      .join('');
  const field = (name: string, label: string, type = 'text', auto = '') =>
    `<label for="${name}">${label}</label><input id="${name}" name="${name}" type="${type}" autocomplete="${auto}" required value="${type === 'password' ? '' : escapeHtml(v[name] ?? '')}">${err(name)}`;
  return layout(
    'Create an account',
    `<h1>Create an account</h1><p class="lead">It takes a few seconds.</p>
<form method="post" action="/signup">
<input type="hidden" name="authenticity_token" value="${escapeHtml(opts.csrf)}">
<input type="hidden" name="return_to" value="${escapeHtml(opts.returnTo)}">
${field('name', 'Name', 'text', 'name')}${field('login', 'Login', 'text', 'username')}${field('email', 'E-mail', 'email', 'email')}${field('password', 'Password (at least 8 characters)', 'password', 'new-password')}
<button type="submit">Create account</button></form>
<p class="alt">Already have an account? <a href="/login?return_to=${encodeURIComponent(opts.returnTo)}">Sign in</a></p>`,
  );
}

const flash = (text?: string, kind: 'error' | 'notice' = 'error') =>
  text ? `<p class="${kind}" role="${kind === 'error' ? 'alert' : 'status'}">${escapeHtml(text)}</p>` : '';

/** The page a verification link opens: one button, so link scanners do not use the link up. */
export function verifyEmailPage(opts: { csrf: string; token: string; email: string | null; error?: string }) {
  if (!opts.email) {
    return layout(
      'Confirm your e-mail address',
      `<h1>Confirm your e-mail address</h1>${flash(opts.error ?? 'This confirmation link is not valid or has expired. Ask for a new one from your account page.')}
<p class="alt"><a href="/account">Your account</a></p>`,
    );
  }
  return layout(
    'Confirm your e-mail address',
    `<h1>Confirm your e-mail address</h1>${flash(opts.error)}<p class="lead">Confirm that <strong>${escapeHtml(opts.email)}</strong> is your address.</p>
<form method="post" action="/verify-email">
<input type="hidden" name="authenticity_token" value="${escapeHtml(opts.csrf)}">
<input type="hidden" name="token" value="${escapeHtml(opts.token)}">
<button type="submit">Confirm my address</button></form>`,
  );
}

export function emailVerifiedPage(opts: { email: string; signedIn: boolean }) {
  return layout(
    'Address confirmed',
    `<h1>Address confirmed</h1><p class="notice" role="status">${escapeHtml(opts.email)} is confirmed.</p>
<p class="alt">${opts.signedIn ? '<a href="/">Continue to Switchyard</a>' : '<a href="/login">Sign in</a>'}</p>`,
  );
}

/**
 * The time zone form: every zone the server knows, the user's own selected (none yet: UTC, what
 * calls use meanwhile). A native select: type a zone's first letters to reach it.
 */
function timezoneForm(csrf: string, timezone: string | null, zones: readonly string[], error?: string) {
  const current = timezone ?? 'UTC';
  const options = zones
    .map(
      (z) =>
        `<option value="${escapeHtml(z)}"${z === current ? ' selected' : ''}>${escapeHtml(z.replace(/_/g, ' '))}</option>`,
    )
    .join('');
  const describedBy = error ? 'timezone-hint timezone-error' : 'timezone-hint';
  return `<h2 id="time-zone">Time zone</h2>
<form method="post" action="/account/timezone">
<input type="hidden" name="authenticity_token" value="${escapeHtml(csrf)}">
<label for="timezone">Your time zone</label><select id="timezone" name="timezone" aria-describedby="${describedBy}"${error ? ' aria-invalid="true"' : ''}>${options}</select>
${error ? `<p class="field-error" id="timezone-error">${escapeHtml(error)}</p>` : ''}<p class="hint" id="timezone-hint">${timezone ? '' : 'Not chosen yet: UTC is used. '}Partners get it with each call made for you, and your filter code reads times in it.</p>
<button type="submit">Save time zone</button></form>`;
}

/** The signed-in user's account: their address, whether it is confirmed, changing it, and their time zone. */
export function accountPage(opts: {
  csrf: string;
  login: string;
  email: string;
  emailVerified: boolean;
  /** The zone the user chose; null when none yet. */
  timezone: string | null;
  /** The zones offered, in order. */
  zones: readonly string[];
  notice?: string;
  error?: string;
  /** The time zone form's refusal, shown under its field. */
  timezoneError?: string;
  values?: { email?: string };
}) {
  const status = opts.emailVerified
    ? '<span class="badge ok">Confirmed</span>'
    : '<span class="badge warn">Not confirmed</span>';
  const resend = opts.emailVerified
    ? ''
    : `<p class="lead">Follow the link we mailed to this address to confirm it. Until then, mail sent to it is not shown in your outbox and invitations cannot be accepted by address.</p>
<form method="post" action="/account/verification"><input type="hidden" name="authenticity_token" value="${escapeHtml(opts.csrf)}">
<button type="submit" class="secondary">Send the link again</button></form>`;
  return layout(
    'Your account',
    `<h1>Your account</h1><p class="lead">Signed in as <strong>${escapeHtml(opts.login)}</strong>.</p>
${flash(opts.notice, 'notice')}${flash(opts.error)}
<h2>E-mail address</h2><p>${escapeHtml(opts.email)} ${status}</p>${resend}
<h2>Change your address</h2>
<form method="post" action="/account/email">
<input type="hidden" name="authenticity_token" value="${escapeHtml(opts.csrf)}">
<label for="email">New e-mail address</label><input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(opts.values?.email ?? '')}">
<label for="password">Your password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Change address</button></form>
${timezoneForm(opts.csrf, opts.timezone, opts.zones, opts.timezoneError)}
<p class="alt"><a href="/">Back to Switchyard</a></p>`,
  );
}
