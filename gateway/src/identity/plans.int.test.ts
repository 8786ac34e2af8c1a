/**
 * Staff put users on plans (issue 34.7): only staff, only with the CSRF token, only to a real plan
 * and a real user; refusals are clear and never a 500; the user's next request has the new plan.
 */
import { startTestGateway, type RunningGateway } from '../testing/testGateway';

const CHANGE = `mutation($login: String!, $tier: String!) {
  updatePlatformSubscription(login: $login, tier: $tier) {
    user { login tier }
    errors { attribute message }
  }
}`;
const FIND = `query($login: String!) { userByLogin(login: $login) { login name tier } }`;

let gw: RunningGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.stop());

const planChanges = async (login: string) =>
  (
    await gw.gateway.db.query<{ from_tier: string; to_tier: string; by: string | null }>(
      `SELECT c.from_tier, c.to_tier, b.login AS by FROM identity.plan_changes c
         JOIN identity.users u ON u.id = c.user_id LEFT JOIN identity.users b ON b.id = c.changed_by
        WHERE u.login = $1 ORDER BY c.id`,
      [login],
    )
  ).rows;

it("staff look a user up and change their plan; the user's next requests have the new plan", async () => {
  const stella = await gw.client().login('stella');
  const rey = await gw.client().login('rey');
  expect((await rey.session()).viewer?.tier).toBe('free');

  const found = await stella.gql(FIND, { login: ' REY ' });
  expect(found.data!.userByLogin).toEqual({ login: 'rey', name: expect.any(String), tier: 'free' });
  expect((await stella.gql(FIND, { login: 'nobody-here' })).data!.userByLogin).toBeNull();

  const changed = await stella.gql(CHANGE, { login: 'rey', tier: 'pro_plus' });
  expect(changed.errors).toBeUndefined();
  expect(changed.data!.updatePlatformSubscription).toEqual({
    user: { login: 'rey', tier: 'pro_plus' },
    errors: [],
  });
  // Rey's own next requests (after the 2 s the gateway keeps a session in memory) see the plan.
  await new Promise((r) => setTimeout(r, 2100));
  expect((await rey.session()).viewer?.tier).toBe('pro_plus');
  expect((await rey.gql('{ me { tier } }')).data!.me.tier).toBe('pro_plus');
  expect(await planChanges('rey')).toEqual([{ from_tier: 'free', to_tier: 'pro_plus', by: 'stella' }]);

  // The same plan again changes and records nothing.
  const again = await stella.gql(CHANGE, { login: 'rey', tier: 'pro_plus' });
  expect(again.data!.updatePlatformSubscription.errors).toEqual([]);
  expect(await planChanges('rey')).toHaveLength(1);

  const back = await stella.gql(CHANGE, { login: 'rey', tier: 'free' });
  expect(back.data!.updatePlatformSubscription.user).toEqual({ login: 'rey', tier: 'free' });
  expect((await planChanges('rey')).map((c) => c.to_tier)).toEqual(['pro_plus', 'free']);
});

it('answers bad input in errors, naming the attribute, and changes nothing', async () => {
  const stella = await gw.client().login('stella');
  const cases: [Record<string, string>, { attribute: string; message: string }[]][] = [
    [
      { login: 'milo', tier: 'gold' },
      [{ attribute: 'tier', message: 'is not one of the plans (free, pro, pro_plus)' }],
    ],
    [
      { login: 'milo', tier: 'PRO' },
      [{ attribute: 'tier', message: 'is not one of the plans (free, pro, pro_plus)' }],
    ],
    [{ login: '   ', tier: 'pro' }, [{ attribute: 'login', message: "can't be blank" }]],
    [{ login: 'no-such-user', tier: 'pro' }, [{ attribute: 'login', message: 'No user has this login.' }]],
  ];
  for (const [vars, errors] of cases) {
    const r = await stella.gql(CHANGE, vars);
    expect(r.errors).toBeUndefined();
    expect(r.data!.updatePlatformSubscription).toEqual({ user: null, errors });
  }
  expect((await stella.gql(FIND, { login: 'milo' })).data!.userByLogin.tier).toBe('pro');
  expect(await planChanges('milo')).toEqual([]);
});

it('refuses everyone but staff (review team, makers, the user themself), and signed-out callers', async () => {
  for (const who of ['rey', 'olivia', 'milo']) {
    const c = await gw.client().login(who);
    const change = await c.gql(CHANGE, { login: who, tier: 'pro_plus' });
    expect(change.status).toBe(200);
    expect(change.data ?? null).toBeNull();
    expect(change.errors).toEqual([
      expect.objectContaining({
        message: "Only staff can change a user's plan.",
        extensions: expect.objectContaining({ code: 'FORBIDDEN' }),
      }),
    ]);
    const find = await c.gql(FIND, { login: 'olivia' });
    expect(find.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
  }
  expect((await gw.gateway.db.query(`SELECT tier FROM identity.users WHERE login = 'milo'`)).rows[0]).toEqual(
    {
      tier: 'pro',
    },
  );

  const anonymous = gw.client();
  await anonymous.session();
  const res = await anonymous.request('/graphql', {
    method: 'POST',
    json: { query: CHANGE, variables: { login: 'sol', tier: 'pro' } },
  });
  expect(res.status).toBeLessThan(500);
  const body = (await res.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
  expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
});

it('needs the CSRF token, like every state change', async () => {
  const stella = await gw.client().login('stella');
  const res = await stella.request('/graphql', {
    method: 'POST',
    json: { query: CHANGE, variables: { login: 'sol', tier: 'pro' } },
    csrf: false,
  });
  expect(res.status).toBe(403);
  expect((await gw.gateway.db.query(`SELECT tier FROM identity.users WHERE login = 'sol'`)).rows[0]).toEqual({
    tier: 'free',
  });
});
