/**
 * An address is trusted only once verified: the hole was that anyone could sign up with an address
 * they do not own, read the invitations mailed to it in the outbox and accept them.
 */
import { startTestGateway, type RunningGateway } from '../testing/testGateway';
import type { TestClient } from '../testing/testClient';

const ACME = '10000000-0000-4000-8000-000000000001';
const OUTBOX = '{ outbox(first: 50) { subject link to } }';
const INVITE = `mutation($o: ID!, $e: String!) { inviteUser(organization_id: $o, email: $e) { errors { message } } }`;
const ACCEPT = `mutation($t: String!) { acceptInvitation(token: $t) { organization { name } errors { attribute message } } }`;

let gw: RunningGateway;
beforeAll(async () => {
  gw = await startTestGateway({ loginRateLimit: 2, trustProxy: true });
});
afterAll(() => gw.stop());

let n = 0;
async function signUp(email: string): Promise<TestClient> {
  const c = gw.client();
  await c.session();
  const res = await c.request('/signup', {
    method: 'POST',
    json: { name: 'New Person', login: `newbie${++n}`, email, password: 'a-long-password' },
    headers: { 'x-forwarded-for': `192.0.2.${n}` }, // sign-ups are rate limited per client address
  });
  expect(res.status).toBe(201);
  c.csrf = ((await res.json()) as { csrfToken: string }).csrfToken;
  return c;
}

const outbox = async (c: TestClient) =>
  (await c.gql<{ outbox: { subject: string; link: string | null; to: string }[] }>(OUTBOX)).data!.outbox;

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

async function verify(c: TestClient, token: string) {
  return c.request('/verify-email', { method: 'POST', json: { token } });
}

async function invite(email: string) {
  const olivia = await gw.client().login('olivia');
  const r = await olivia.gql(INVITE, { o: ACME, e: email });
  expect(r.data!.inviteUser.errors).toEqual([]);
}

it('an unverified address sees only its own confirmation mail; after following it, the invitation', async () => {
  await invite('ivy@example.com');
  const ivy = await signUp('ivy@example.com');
  expect((await ivy.session()).viewer).toMatchObject({ email: 'ivy@example.com', emailVerified: false });

  const before = await outbox(ivy);
  expect(before.map((m) => m.subject)).toEqual(['Confirm your e-mail address for Switchyard']);
  const link = before[0].link!;
  expect(link).toMatch(/\/verify-email\?token=/);

  // The confirm page names the address; using the link needs a POST (scanners do not use it up).
  const page = await ivy.request(`/verify-email?token=${encodeURIComponent(tokenOf(link))}`, {
    headers: { accept: 'text/html' },
  });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('ivy@example.com');
  expect((await ivy.session()).viewer?.emailVerified).toBe(false);

  const done = await verify(ivy, tokenOf(link));
  expect(done.status).toBe(200);
  expect(await done.json()).toMatchObject({ email: 'ivy@example.com', viewer: { emailVerified: true } });
  expect((await ivy.session()).viewer?.emailVerified).toBe(true);

  const after = await outbox(ivy);
  const invitation = after.find((m) => m.subject.includes('invited'));
  expect(invitation).toBeTruthy();
  const accepted = await ivy.gql(ACCEPT, { t: invitation!.link!.split('/').pop() });
  expect(accepted.data!.acceptInvitation).toEqual({ organization: { name: 'Acme Automation' }, errors: [] });
});

it("accepting through the invitation's own secret link works unverified, and verifies the address it was sent to", async () => {
  await invite('rosa@example.com');
  const rosa = await signUp('rosa@example.com');
  // Rosa has not followed her confirmation link; she reads the invitation in her real mailbox (SMTP).
  const { rows } = await gw.gateway.db.query<{ link: string }>(
    "SELECT link FROM mail.outbox WHERE to_email = 'rosa@example.com' AND kind = 'message'",
  );
  const accepted = await rosa.gql(ACCEPT, { t: rows[0].link.split('/').pop() });
  expect(accepted.data!.acceptInvitation).toEqual({ organization: { name: 'Acme Automation' }, errors: [] });
  // Organization publishes invitation_accepted; identity verifies the address (the bus delivers it).
  const end = Date.now() + 10_000;
  while (!(await rosa.session()).viewer?.emailVerified && Date.now() < end)
    await new Promise((r) => setTimeout(r, 100));
  expect((await rosa.session()).viewer).toMatchObject({ email: 'rosa@example.com', emailVerified: true });
});

it("someone else's invitation link does not verify an address the user does not have", async () => {
  await invite('sam@example.com');
  const other = await signUp('not-sam@example.com');
  const { rows } = await gw.gateway.db.query<{ link: string }>(
    "SELECT link FROM mail.outbox WHERE to_email = 'sam@example.com' AND kind = 'message'",
  );
  const refused = await other.gql(ACCEPT, { t: rows[0].link.split('/').pop() });
  expect(refused.data!.acceptInvitation.errors).toEqual([
    { attribute: 'token', message: expect.stringMatching(/another e-mail address|different/i) },
  ]);
  await new Promise((r) => setTimeout(r, 1500));
  expect((await other.session()).viewer?.emailVerified).toBe(false);
});

it('a link works once, and a wrong or missing token confirms nothing', async () => {
  const c = await signUp('once@example.com');
  const token = tokenOf((await outbox(c))[0].link!);
  expect((await verify(c, 'not-a-token')).status).toBe(404);
  expect((await verify(c, '')).status).toBe(404);
  expect((await verify(c, token)).status).toBe(200);
  const again = await verify(c, token);
  expect(again.status).toBe(409);
  expect((await again.json()).error).toBe('This confirmation link has already been used.');
});

it('an expired link is refused and verifies nothing', async () => {
  const c = await signUp('late@example.com');
  const token = tokenOf((await outbox(c))[0].link!);
  await gw.gateway.db.query(
    `UPDATE identity.email_verifications SET expires_at = now() - interval '1 minute'
     WHERE email = 'late@example.com'`,
  );
  const res = await verify(c, token);
  expect(res.status).toBe(409);
  expect((await res.json()).error).toMatch(/expired/);
  expect((await c.session()).viewer?.emailVerified).toBe(false);
});

it('stores links hashed: the table never holds the token', async () => {
  const c = await signUp('hashed@example.com');
  const token = tokenOf((await outbox(c))[0].link!);
  const { rows } = await gw.gateway.db.query<{ token_hash: string }>(
    `SELECT token_hash FROM identity.email_verifications WHERE email = 'hashed@example.com'`,
  );
  expect(rows).toHaveLength(1);
  expect(rows[0].token_hash).not.toContain(token);
});

it('signing up with an address that has an account answers the same, and mails its owner instead', async () => {
  const stranger = await signUp('olivia@example.com');
  expect((await stranger.session()).viewer).toMatchObject({
    email: 'olivia@example.com',
    emailVerified: false,
  });
  expect(await outbox(stranger)).toEqual([]);

  const olivia = await gw.client().login('olivia');
  const mails = await outbox(olivia);
  expect(mails[0].subject).toBe('Someone used your e-mail address on Switchyard');

  // Signing in by e-mail still reaches the verified owner; the stranger's password reaches theirs.
  const owner = gw.client();
  await owner.session();
  const asOwner = await owner.request('/login', {
    method: 'POST',
    json: { login: 'olivia@example.com', password: 'switchyard' },
  });
  expect((await asOwner.json()).viewer.login).toBe('olivia');
});

it('an address that another account verified cannot be verified again', async () => {
  const first = await signUp('shared@example.com');
  const second = await signUp('shared@example.com');
  const firstToken = tokenOf((await outbox(first))[0].link!);
  const secondToken = tokenOf((await outbox(second))[0].link!);
  expect((await verify(first, firstToken)).status).toBe(200);
  const refused = await verify(second, secondToken);
  expect(refused.status).toBe(409);
  expect((await refused.json()).error).toBe('This address is already confirmed by another account.');
});

it('changing the address needs the password, unverifies it and mails a new link', async () => {
  const c = await signUp('move@example.com');
  await verify(c, tokenOf((await outbox(c))[0].link!));
  const wrong = await c.request('/account/email', {
    method: 'POST',
    json: { email: 'moved@example.com', password: 'nope' },
  });
  expect(wrong.status).toBe(401);
  const bad = await c.request('/account/email', {
    method: 'POST',
    json: { email: 'not an address', password: 'a-long-password' },
  });
  expect(bad.status).toBe(400);
  expect((await c.session()).viewer).toMatchObject({ email: 'move@example.com', emailVerified: true });

  const ok = await c.request('/account/email', {
    method: 'POST',
    json: { email: 'moved@example.com', password: 'a-long-password' },
  });
  expect(ok.status).toBe(200);
  expect((await c.session()).viewer).toMatchObject({ email: 'moved@example.com', emailVerified: false });
  const mails = await outbox(c);
  expect(mails.map((m) => m.to)).toEqual(['moved@example.com']);
  expect((await verify(c, tokenOf(mails[0].link!))).status).toBe(200);
  expect((await c.session()).viewer?.emailVerified).toBe(true);
});

it('a link for an address the account no longer has confirms nothing', async () => {
  const c = await signUp('before@example.com');
  const token = tokenOf((await outbox(c))[0].link!);
  await c.request('/account/email', {
    method: 'POST',
    json: { email: 'after@example.com', password: 'a-long-password' },
  });
  const res = await verify(c, token);
  expect(res.status).toBe(409);
  expect((await c.session()).viewer).toMatchObject({ email: 'after@example.com', emailVerified: false });
});

it('failed sign-ins are counted per account too, not only per client address', async () => {
  // loginRateLimit 2: two failures per client address, six per account, in 15 minutes.
  const attempt = async (ip: string, login: string, password = 'wrong-password') => {
    const c = gw.client();
    await c.session();
    return (
      await c.request('/login', {
        method: 'POST',
        json: { login, password },
        headers: { 'x-forwarded-for': ip },
      })
    ).status;
  };
  const statuses = [];
  for (let i = 0; i < 7; i++) statuses.push(await attempt(`10.0.0.${i + 1}`, 'milo'));
  expect(statuses.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
  expect(statuses[6]).toBe(429);
  // Another account from a fresh address is not held up.
  expect(await attempt('10.0.1.1', 'stella', 'switchyard')).toBe(200);
  // And one client address is still held to its own limit.
  expect([
    await attempt('10.0.2.1', 'rey'),
    await attempt('10.0.2.1', 'mara'),
    await attempt('10.0.2.1', 'sol'),
  ]).toEqual([401, 401, 429]);
});
