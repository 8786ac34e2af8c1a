import { randomUUID } from 'node:crypto';
import type { Viewer } from '@switchyard/server-kit';
import { createTestDb } from '@switchyard/server-kit/testing';
import { graphql, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { createOrganization } from './data/organizations';
import { orgDomain } from './index';
import { messages } from './resolvers/Mutation';
import { INVITATION_LIFETIME_MS } from './rules/invitations';
import { OWNER_TRANSFER_MESSAGE } from './rules/ownership';
import { orgSchema } from './schema';
import { demoOrganizationIds as ids } from './seed';
import { contextFor, demo, settableClock, snapshotTables, viewers } from './testFixtures';
import { testSettings } from '@switchyard/server-kit/settings';

type Db = Awaited<ReturnType<typeof createTestDb>>;
type Data = Record<string, any>; // GraphQL results, read loosely in assertions

jest.setTimeout(60_000); // a first embedded database takes seconds to create

let db: Db;
let schema: GraphQLSchema;
const clock = settableClock();

beforeAll(async () => {
  db = await createTestDb([orgDomain.migrations]);
  await orgDomain.seed!({ db, settings: testSettings() }, demo);
  schema = orgSchema(
    { db, settings: testSettings({ PUBLIC_URL: 'https://switchyard.test/' }) },
    { now: clock.now },
  );
});

afterAll(() => db.drop());

async function run(v: Viewer | null, source: string, variableValues: Record<string, unknown> = {}) {
  const result = (await graphql({
    schema,
    source,
    variableValues,
    contextValue: contextFor(db, v),
  })) as ExecutionResult<Data>;
  return result;
}

const codeOf = (r: ExecutionResult) => r.errors?.[0]?.extensions?.code;

const ORG = `query Org($id: ID!) { organization(id: $id) {
  id name tier tier_display_name admin_uri viewer_is_owner has_invoices remaining_invitations
  owner { id login email is_owner }
  users { id login name email is_owner }
  pending_invitations { id email state created_at expires_at }
  expired_invitations { id email state created_at expires_at }
} }`;
const INVOICES = `query Inv($id: ID!) { organization(id: $id) { invoices { id created_at invoice_total_in_cents status } } }`;
const INVITE = `mutation Invite($org: ID!, $email: String!) { inviteUser(organization_id: $org, email: $email) {
  organization { id remaining_invitations pending_invitations { id email state expires_at } expired_invitations { id email } }
  errors { attribute message } } }`;
const RESEND = `mutation Resend($org: ID!, $inv: ID!) { resendInvitation(organization_id: $org, invitation_id: $inv) {
  organization { pending_invitations { id email expires_at } expired_invitations { id } remaining_invitations } errors { attribute message } } }`;
const REVOKE = `mutation Revoke($org: ID!, $inv: ID!) { revokeInvitation(organization_id: $org, invitation_id: $inv) {
  organization { pending_invitations { id } expired_invitations { id } remaining_invitations } errors { attribute message } } }`;
const ACCEPT = `mutation Accept($token: String!) { acceptInvitation(token: $token) {
  organization { id name viewer_is_owner users { login email is_owner } } errors { attribute message } } }`;
const PREVIEW = `query Preview($token: String!) { invitation(token: $token) { organization_name email state } }`;
const OUTBOX = `query { outbox { id to subject text link sent_at } }`;
const RENAME = `mutation Rename($id: ID!, $name: String!) { updateOrganizationDetails(id: $id, name: $name) {
  organization { id name } errors { attribute message } } }`;
const TRANSFER = `mutation Transfer($org: ID!, $user: ID!) { changeOrganizationOwner(organization_id: $org, user_id: $user) {
  owner { id login is_owner } organization { id viewer_is_owner owner { login } users { login is_owner } } errors { attribute message } } }`;
const REMOVE = `mutation Remove($org: ID!, $user: ID!) { removeUser(organization_id: $org, user_id: $user) {
  users { id login is_owner } errors { attribute message } } }`;

/** A fresh organization owned by `owner` so each test starts from a known team. */
async function newOrganization(
  owner: Viewer,
  tier: 'free' | 'lite' | 'developer' | 'business' = 'free',
  name = 'Test Org',
) {
  const id = randomUUID();
  await createOrganization(db, {
    id,
    name,
    tier,
    owner: { user_id: owner.id, login: owner.login, name: owner.name, email: owner.email },
    now: clock.now(),
  });
  return id;
}

/** The token of the newest invitation e-mail sent to this viewer, read from their outbox. */
async function latestToken(v: Viewer): Promise<string> {
  const r = await run(v, OUTBOX);
  const link: string = r.data!.outbox[0].link;
  expect(link).toMatch(/^https:\/\/switchyard\.test\/invitations\/[A-Za-z0-9_-]{43}$/);
  return link.split('/').pop()!;
}

async function inviteAndAccept(orgId: string, owner: Viewer, invitee: Viewer) {
  const invited = await run(owner, INVITE, { org: orgId, email: invitee.email });
  expect(invited.data!.inviteUser.errors).toEqual([]);
  const accepted = await run(invitee, ACCEPT, { token: await latestToken(invitee) });
  expect(accepted.data!.acceptInvitation.errors).toEqual([]);
}

describe('reading an organization', () => {
  it('shows a member the team with e-mails hidden except their own', async () => {
    const r = await run(viewers.milo, ORG, { id: ids.acme });
    expect(r.errors).toBeUndefined();
    const org = r.data!.organization;
    expect(org).toMatchObject({
      id: ids.acme,
      name: 'Acme Automation',
      tier: 'developer',
      tier_display_name: 'Developer',
      admin_uri: `/organizations/${ids.acme}`,
      viewer_is_owner: false,
      has_invoices: true,
      owner: { id: demo.owner.id, login: 'olivia', email: null, is_owner: true },
    });
    expect(org.users).toEqual([
      { id: demo.owner.id, login: 'olivia', name: 'Olivia Owner', email: null, is_owner: true },
      { id: demo.member.id, login: 'milo', name: 'Milo Member', email: 'milo@example.com', is_owner: false },
    ]);
    expect(org.pending_invitations).toHaveLength(1);
    expect(org.pending_invitations[0]).toMatchObject({ email: null, state: 'pending' });
    expect(org.expired_invitations).toHaveLength(1);
    expect(org.expired_invitations[0]).toMatchObject({ email: null, state: 'expired' });
  });

  it('shows the owner every e-mail, the invitations and the remaining count', async () => {
    const org = (await run(viewers.olivia, ORG, { id: ids.acme })).data!.organization;
    expect(org.viewer_is_owner).toBe(true);
    expect(org.owner.email).toBe('olivia@example.com');
    expect(org.users.map((u: Data) => u.email)).toEqual(['olivia@example.com', 'milo@example.com']);
    expect(org.pending_invitations.map((i: Data) => i.email)).toEqual(['pending.person@example.com']);
    expect(org.expired_invitations.map((i: Data) => i.email)).toEqual(['late.person@example.com']);
    const late = org.expired_invitations[0];
    expect(Date.parse(late.expires_at) - Date.parse(late.created_at)).toBe(INVITATION_LIFETIME_MS);
    // developer: 10 people besides the owner, minus milo and the pending invitation
    expect(org.remaining_invitations).toBe(8);
  });

  it('refuses non-members, strangers to the id, malformed ids and anonymous viewers with no data', async () => {
    for (const [v, id] of [
      [viewers.nia, ids.acme],
      [viewers.sol, ids.bigco],
      [viewers.olivia, randomUUID()],
      [viewers.olivia, 'not-a-uuid'],
      [viewers.olivia, "1' OR '1'='1"],
    ] as const) {
      const r = await run(v, ORG, { id });
      expect(codeOf(r)).toBe('NOT_FOUND');
      expect(r.data!.organization).toBeNull();
    }
    const anonymous = await run(null, ORG, { id: ids.acme });
    expect(codeOf(anonymous)).toBe('UNAUTHENTICATED');
    expect(anonymous.data!.organization).toBeNull();
  });

  it("lists the viewer's own organizations by name, and nobody else's", async () => {
    const q = `query($reps: [_Any!]!) { _entities(representations: $reps) { ... on User { id organizations { name tier_display_name viewer_is_owner } } } }`;
    const reps = [
      { __typename: 'User', id: demo.owner.id },
      { __typename: 'User', id: demo.member.id },
    ];
    const r = await run(viewers.olivia, q, { reps });
    expect(r.errors).toBeUndefined();
    expect(r.data!._entities[0].organizations).toEqual([
      { name: 'Acme Automation', tier_display_name: 'Developer', viewer_is_owner: true },
      { name: 'Lite Industries', tier_display_name: 'Lite', viewer_is_owner: false },
      { name: 'Olivia Labs', tier_display_name: 'Free', viewer_is_owner: true },
    ]);
    expect(r.data!._entities[1].organizations).toEqual([]);
    const anonymous = await run(null, q, { reps });
    expect(anonymous.data!._entities.map((u: Data) => u.organizations)).toEqual([[], []]);
    const nia = await run(viewers.nia, q, { reps: [{ __typename: 'User', id: demo.newcomer.id }] });
    expect(nia.data!._entities[0].organizations).toEqual([]);
  });

  it('resolves an organization reference only for its members', async () => {
    const q = `query($reps: [_Any!]!) { _entities(representations: $reps) { ... on Organization { id name } } }`;
    const reps = [
      { __typename: 'Organization', id: ids.acme },
      { __typename: 'Organization', id: ids.bigco },
      { __typename: 'Organization', id: 'garbage' },
    ];
    const r = await run(viewers.milo, q, { reps });
    expect(r.errors).toBeUndefined();
    expect(r.data!._entities).toEqual([{ id: ids.acme, name: 'Acme Automation' }, null, null]);
    expect((await run(null, q, { reps })).data!._entities).toEqual([null, null, null]);
  });

  it("resolves it for staff and the review team, with the admins' addresses and no invitations", async () => {
    const q = `query($reps: [_Any!]!) { _entities(representations: $reps) { ... on Organization {
      name viewer_is_owner users { login email } pending_invitations { id } } } }`;
    const reps = [{ __typename: 'Organization', id: ids.acme }];
    for (const v of [viewers.stella, viewers.rey]) {
      const r = await run(v, q, { reps });
      expect(r.errors).toBeUndefined();
      const org = r.data!._entities[0];
      expect(org).toMatchObject({ name: 'Acme Automation', viewer_is_owner: false, pending_invitations: [] });
      expect(org.users.every((u: Data) => typeof u.email === 'string' && u.email.includes('@'))).toBe(true);
    }
    const asMember = (await run(viewers.milo, q, { reps })).data!._entities[0];
    expect(asMember.users.filter((u: Data) => u.email !== null)).toEqual([
      { login: demo.member.login, email: demo.member.email },
    ]);
  });
});

describe('invoices', () => {
  it('are shown to the owner of a developer organization, newest first', async () => {
    const r = await run(viewers.olivia, INVOICES, { id: ids.acme });
    expect(r.errors).toBeUndefined();
    const invoices = r.data!.organization.invoices;
    expect(invoices.map((i: Data) => [i.invoice_total_in_cents, i.status])).toEqual([
      [4900, 'open'],
      [19900, 'paid'],
      [19900, 'paid'],
    ]);
    const dates = invoices.map((i: Data) => Date.parse(i.created_at));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('are an empty list for a lite organization without any', async () => {
    const r = await run(viewers.milo, INVOICES, { id: ids.lite });
    expect(r.errors).toBeUndefined();
    expect(r.data!.organization.invoices).toEqual([]);
  });

  it('are forbidden to members and to owners of tiers without invoices', async () => {
    for (const [v, id] of [
      [viewers.milo, ids.acme],
      [viewers.olivia, ids.lite],
      [viewers.olivia, ids.oliviaLabs],
      [viewers.stella, ids.bigco],
      [viewers.sol, ids.solStudio],
    ] as const) {
      const r = await run(v, INVOICES, { id });
      expect(codeOf(r)).toBe('FORBIDDEN');
      expect(r.data!.organization).toBeNull();
    }
    const has = await run(viewers.stella, `query($id: ID!) { organization(id: $id) { has_invoices } }`, {
      id: ids.bigco,
    });
    expect(has.data!.organization.has_invoices).toBe(false);
  });
});

describe('updateOrganizationDetails', () => {
  it('lets the owner rename, trimmed', async () => {
    const id = await newOrganization(viewers.sol);
    const r = await run(viewers.sol, RENAME, { id, name: '  Sol Renamed  ' });
    expect(r.data!.updateOrganizationDetails).toEqual({
      organization: { id, name: 'Sol Renamed' },
      errors: [],
    });
    expect((await run(viewers.sol, ORG, { id })).data!.organization.name).toBe('Sol Renamed');
  });

  it('returns bad names as errors and changes nothing', async () => {
    const id = await newOrganization(viewers.sol);
    const before = await snapshotTables(db);
    for (const [name, message] of [
      ['', 'Organization name is required'],
      ['   ', 'Organization name is required'],
      ['x'.repeat(101), 'Organization name must be at most 100 characters'],
      ['x'.repeat(100_000), 'Organization name must be at most 100 characters'],
    ]) {
      const r = await run(viewers.sol, RENAME, { id, name });
      expect(r.errors).toBeUndefined();
      expect(r.data!.updateOrganizationDetails).toEqual({
        organization: null,
        errors: [{ attribute: 'name', message }],
      });
    }
    expect(await snapshotTables(db)).toBe(before);
  });

  it('is forbidden to members and not found for anybody else', async () => {
    const before = await snapshotTables(db);
    const member = await run(viewers.milo, RENAME, { id: ids.acme, name: 'Hijacked' });
    expect(codeOf(member)).toBe('FORBIDDEN');
    expect(member.data).toBeNull();
    const stranger = await run(viewers.nia, RENAME, { id: ids.acme, name: 'Hijacked' });
    expect(codeOf(stranger)).toBe('NOT_FOUND');
    expect(codeOf(await run(viewers.olivia, RENAME, { id: 'nope', name: 'X' }))).toBe('NOT_FOUND');
    expect(codeOf(await run(null, RENAME, { id: ids.acme, name: 'X' }))).toBe('UNAUTHENTICATED');
    expect(await snapshotTables(db)).toBe(before);
  });
});

describe('inviteUser', () => {
  it('invites by e-mail, counts down the remaining invitations and sends the accept link', async () => {
    const id = await newOrganization(viewers.sol, 'free', 'Invite Co');
    const first = await run(viewers.sol, INVITE, { org: id, email: ' First@Example.com ' });
    expect(first.data!.inviteUser.errors).toEqual([]);
    const org = first.data!.inviteUser.organization;
    expect(org.remaining_invitations).toBe(1);
    expect(org.pending_invitations).toEqual([
      {
        id: expect.any(String),
        email: 'first@example.com',
        state: 'pending',
        expires_at: expect.any(String),
      },
    ]);
    expect(Date.parse(org.pending_invitations[0].expires_at)).toBe(
      clock.now().getTime() + INVITATION_LIFETIME_MS,
    );

    const mail = (await run({ ...viewers.nia, email: 'first@example.com' }, OUTBOX)).data!.outbox[0];
    expect(mail.to).toBe('first@example.com');
    expect(mail.subject).toBe('You have been invited to join Invite Co on Switchyard');
    expect(mail.text).toContain(mail.link);
    expect(mail.link).toMatch(/^https:\/\/switchyard\.test\/invitations\/[A-Za-z0-9_-]{43}$/);

    const second = await run(viewers.sol, INVITE, { org: id, email: 'second@example.com' });
    expect(second.data!.inviteUser.organization.remaining_invitations).toBe(0);

    const before = await snapshotTables(db);
    const third = await run(viewers.sol, INVITE, { org: id, email: 'third@example.com' });
    expect(third.data!.inviteUser).toEqual({
      organization: null,
      errors: [{ attribute: 'email', message: messages.noInvitationsRemaining }],
    });
    expect(await snapshotTables(db)).toBe(before);
  });

  it('replaces a pending invitation to the same address, even with no invitations left', async () => {
    const id = await newOrganization(viewers.sol);
    await run(viewers.sol, INVITE, { org: id, email: 'again@example.com' });
    await run(viewers.sol, INVITE, { org: id, email: 'other@example.com' });
    const invitee = { ...viewers.nia, email: 'again@example.com' };
    const oldToken = await latestToken(invitee);

    const r = await run(viewers.sol, INVITE, { org: id, email: 'AGAIN@example.com' });
    expect(r.data!.inviteUser.errors).toEqual([]);
    const pending = r.data!.inviteUser.organization.pending_invitations;
    expect(pending.map((i: Data) => i.email).sort()).toEqual(['again@example.com', 'other@example.com']);
    expect(r.data!.inviteUser.organization.remaining_invitations).toBe(0);

    const newToken = await latestToken(invitee);
    expect(newToken).not.toBe(oldToken);
    expect((await run(invitee, PREVIEW, { token: oldToken })).data!.invitation).toBeNull();
    expect((await run(invitee, ACCEPT, { token: oldToken })).data!.acceptInvitation.errors).toEqual([
      { attribute: 'token', message: messages.invitationInvalid },
    ]);
    expect((await run(invitee, PREVIEW, { token: newToken })).data!.invitation).toEqual({
      organization_name: 'Test Org',
      email: 'again@example.com',
      state: 'pending',
    });
  });

  it('refuses to invite a member again, whatever the letter case', async () => {
    const id = await newOrganization(viewers.sol);
    await inviteAndAccept(id, viewers.sol, viewers.nia);
    const before = await snapshotTables(db);
    for (const email of ['nia@example.com', 'NIA@Example.COM', 'sol@example.com']) {
      const r = await run(viewers.sol, INVITE, { org: id, email });
      expect(r.data!.inviteUser).toEqual({
        organization: null,
        errors: [{ attribute: 'email', message: messages.memberCannotBeInvited }],
      });
    }
    expect(await snapshotTables(db)).toBe(before);
  });

  it('returns malformed e-mails as errors and changes nothing', async () => {
    const id = await newOrganization(viewers.sol);
    const before = await snapshotTables(db);
    for (const [email, message] of [
      ['', 'E-mail address is required'],
      ['not an email', 'E-mail address is not valid'],
      ['a@b', 'E-mail address is not valid'],
      [`${'a'.repeat(10_000)}@example.com`, 'E-mail address is not valid'],
    ]) {
      const r = await run(viewers.sol, INVITE, { org: id, email });
      expect(r.errors).toBeUndefined();
      expect(r.data!.inviteUser.errors).toEqual([{ attribute: 'email', message }]);
    }
    expect(await snapshotTables(db)).toBe(before);
  });

  it('is only for the owner', async () => {
    const before = await snapshotTables(db);
    expect(codeOf(await run(viewers.milo, INVITE, { org: ids.acme, email: 'x@example.com' }))).toBe(
      'FORBIDDEN',
    );
    expect(codeOf(await run(viewers.nia, INVITE, { org: ids.acme, email: 'x@example.com' }))).toBe(
      'NOT_FOUND',
    );
    expect(codeOf(await run(viewers.olivia, INVITE, { org: '42', email: 'x@example.com' }))).toBe(
      'NOT_FOUND',
    );
    expect(await snapshotTables(db)).toBe(before);
  });
});

describe('invitation expiry, resend and revoke', () => {
  it('expires after one week; re-sending gives a new link and a new week', async () => {
    const id = await newOrganization(viewers.sol);
    const invited = await run(viewers.sol, INVITE, { org: id, email: 'nia@example.com' });
    const invitationId = invited.data!.inviteUser.organization.pending_invitations[0].id;
    const oldToken = await latestToken(viewers.nia);

    clock.advance(INVITATION_LIFETIME_MS - 1000);
    let org = (await run(viewers.sol, ORG, { id })).data!.organization;
    expect(org.pending_invitations.map((i: Data) => i.id)).toEqual([invitationId]);
    expect(org.remaining_invitations).toBe(1);

    clock.advance(1000);
    org = (await run(viewers.sol, ORG, { id })).data!.organization;
    expect(org.pending_invitations).toEqual([]);
    expect(org.expired_invitations).toEqual([
      expect.objectContaining({ id: invitationId, state: 'expired', email: 'nia@example.com' }),
    ]);
    expect(org.remaining_invitations).toBe(2);
    expect((await run(viewers.nia, PREVIEW, { token: oldToken })).data!.invitation.state).toBe('expired');

    const before = await snapshotTables(db);
    expect((await run(viewers.nia, ACCEPT, { token: oldToken })).data!.acceptInvitation).toEqual({
      organization: null,
      errors: [{ attribute: 'token', message: messages.invitationExpired }],
    });
    expect(await snapshotTables(db)).toBe(before);

    const resent = await run(viewers.sol, RESEND, { org: id, inv: invitationId });
    expect(resent.data!.resendInvitation.errors).toEqual([]);
    expect(resent.data!.resendInvitation.organization.expired_invitations).toEqual([]);
    const pending = resent.data!.resendInvitation.organization.pending_invitations;
    expect(pending).toEqual([{ id: invitationId, email: 'nia@example.com', expires_at: expect.any(String) }]);
    expect(Date.parse(pending[0].expires_at)).toBe(clock.now().getTime() + INVITATION_LIFETIME_MS);

    const newToken = await latestToken(viewers.nia);
    expect(newToken).not.toBe(oldToken);
    expect((await run(viewers.nia, PREVIEW, { token: oldToken })).data!.invitation).toBeNull();
    const accepted = await run(viewers.nia, ACCEPT, { token: newToken });
    expect(accepted.data!.acceptInvitation.errors).toEqual([]);
  });

  it('re-sends a pending invitation too', async () => {
    const id = await newOrganization(viewers.sol);
    const invited = await run(viewers.sol, INVITE, { org: id, email: 'pending@example.com' });
    const invitationId = invited.data!.inviteUser.organization.pending_invitations[0].id;
    const r = await run(viewers.sol, RESEND, { org: id, inv: invitationId });
    expect(r.data!.resendInvitation.errors).toEqual([]);
    expect(r.data!.resendInvitation.organization.pending_invitations.map((i: Data) => i.id)).toEqual([
      invitationId,
    ]);
    const mails = (await run({ ...viewers.nia, email: 'pending@example.com' }, OUTBOX)).data!.outbox;
    expect(mails).toHaveLength(2);
    expect(mails[0].link).not.toBe(mails[1].link);
  });

  it('does not re-send an expired invitation past the limit', async () => {
    const id = await newOrganization(viewers.sol);
    const invited = await run(viewers.sol, INVITE, { org: id, email: 'slow@example.com' });
    const slowId = invited.data!.inviteUser.organization.pending_invitations[0].id;
    clock.advance(INVITATION_LIFETIME_MS);
    await run(viewers.sol, INVITE, { org: id, email: 'one@example.com' });
    await run(viewers.sol, INVITE, { org: id, email: 'two@example.com' });
    const before = await snapshotTables(db);
    const r = await run(viewers.sol, RESEND, { org: id, inv: slowId });
    expect(r.data!.resendInvitation).toEqual({
      organization: null,
      errors: [{ attribute: 'invitation_id', message: messages.noInvitationsRemaining }],
    });
    expect(await snapshotTables(db)).toBe(before);
  });

  it('revokes an invitation: it disappears, frees its place and its link stops working', async () => {
    const id = await newOrganization(viewers.sol);
    const invited = await run(viewers.sol, INVITE, { org: id, email: 'nia@example.com' });
    const invitationId = invited.data!.inviteUser.organization.pending_invitations[0].id;
    const token = await latestToken(viewers.nia);

    expect(codeOf(await run(viewers.nia, REVOKE, { org: id, inv: invitationId }))).toBe('NOT_FOUND');
    const r = await run(viewers.sol, REVOKE, { org: id, inv: invitationId });
    expect(r.data!.revokeInvitation).toEqual({
      organization: { pending_invitations: [], expired_invitations: [], remaining_invitations: 2 },
      errors: [],
    });
    expect((await run(viewers.nia, PREVIEW, { token })).data!.invitation).toBeNull();
    expect((await run(viewers.nia, ACCEPT, { token })).data!.acceptInvitation.errors).toEqual([
      { attribute: 'token', message: messages.invitationInvalid },
    ]);
    const again = await run(viewers.sol, REVOKE, { org: id, inv: invitationId });
    expect(codeOf(again)).toBe('NOT_FOUND');
    expect(again.data).toBeNull();
  });

  it("refuses another organization's invitation ids and malformed ids with no data", async () => {
    const own = await newOrganization(viewers.olivia);
    const acme = (await run(viewers.olivia, ORG, { id: ids.acme })).data!.organization;
    // the clock has moved on by now: the seeded pending invitation may have expired too
    const acmeInvitation = [...acme.pending_invitations, ...acme.expired_invitations][0].id;
    const before = await snapshotTables(db);
    for (const [org, inv] of [
      [own, acmeInvitation],
      [own, 'not-an-id'],
    ]) {
      for (const op of [REVOKE, RESEND]) {
        const r = await run(viewers.olivia, op, { org, inv });
        expect(codeOf(r)).toBe('NOT_FOUND');
        expect(r.data).toBeNull();
      }
    }
    // sol owns no part of Acme: its invitation is not found through his own organization either
    const r = await run(viewers.sol, REVOKE, { org: ids.solStudio, inv: acmeInvitation });
    expect(codeOf(r)).toBe('NOT_FOUND');
    expect(await snapshotTables(db)).toBe(before);
  });
});

describe('acceptInvitation', () => {
  it('makes the invited viewer a member with their own details', async () => {
    const id = await newOrganization(viewers.sol, 'free', 'Welcome Co');
    await run(viewers.sol, INVITE, { org: id, email: 'NIA@example.com' });
    const token = await latestToken(viewers.nia);
    expect((await run(viewers.nia, PREVIEW, { token })).data!.invitation).toEqual({
      organization_name: 'Welcome Co',
      email: 'nia@example.com',
      state: 'pending',
    });
    const r = await run(viewers.nia, ACCEPT, { token });
    expect(r.data!.acceptInvitation).toEqual({
      organization: {
        id,
        name: 'Welcome Co',
        viewer_is_owner: false,
        users: [
          { login: 'sol', email: null, is_owner: true },
          { login: 'nia', email: 'nia@example.com', is_owner: false },
        ],
      },
      errors: [],
    });
    const owner = (await run(viewers.sol, ORG, { id })).data!.organization;
    expect(owner.pending_invitations).toEqual([]);
    expect(owner.users.map((u: Data) => [u.login, u.name, u.email])).toEqual([
      ['sol', 'Sol Solo', 'sol@example.com'],
      ['nia', 'Nia Newcomer', 'nia@example.com'],
    ]);
    expect(owner.remaining_invitations).toBe(1);

    // twice: already used; the preview now says converted
    expect((await run(viewers.nia, ACCEPT, { token })).data!.acceptInvitation.errors).toEqual([
      { attribute: 'token', message: messages.invitationUsed },
    ]);
    expect((await run(viewers.nia, PREVIEW, { token })).data!.invitation.state).toBe('converted');
  });

  it('refuses a viewer whose e-mail differs from the invited one', async () => {
    const id = await newOrganization(viewers.sol);
    await run(viewers.sol, INVITE, { org: id, email: 'nia@example.com' });
    const token = await latestToken(viewers.nia);
    const before = await snapshotTables(db);
    const r = await run(viewers.milo, ACCEPT, { token });
    expect(r.data!.acceptInvitation).toEqual({
      organization: null,
      errors: [{ attribute: 'token', message: messages.invitationOtherEmail }],
    });
    expect(await snapshotTables(db)).toBe(before);
    expect(codeOf(await run(viewers.milo, ORG, { id }))).toBe('NOT_FOUND');
  });

  it('refuses somebody who is already a member (converted)', async () => {
    const id = await newOrganization(viewers.sol);
    await run(viewers.sol, INVITE, { org: id, email: 'nia@example.com' });
    const token = await latestToken(viewers.nia);
    // nia joined already under another address of hers; the pending invitation stays unused
    await db.query(
      `INSERT INTO org.memberships (organization_id, user_id, login, name, email, role) VALUES ($1, $2, 'nia', 'Nia Newcomer', 'nia@work.example.com', 'member')`,
      [id, demo.newcomer.id],
    );
    expect((await run(viewers.nia, PREVIEW, { token })).data!.invitation.state).toBe('converted');
    expect((await run(viewers.nia, ACCEPT, { token })).data!.acceptInvitation.errors).toEqual([
      { attribute: 'token', message: messages.alreadyMember },
    ]);
  });

  it('treats unknown and malformed tokens as invalid, and requires a signed-in viewer', async () => {
    const before = await snapshotTables(db);
    for (const token of ['', 'unknown-token', 'x'.repeat(100_000)]) {
      expect((await run(viewers.nia, ACCEPT, { token })).data!.acceptInvitation).toEqual({
        organization: null,
        errors: [{ attribute: 'token', message: messages.invitationInvalid }],
      });
      expect((await run(viewers.nia, PREVIEW, { token })).data!.invitation).toBeNull();
    }
    expect(codeOf(await run(null, ACCEPT, { token: 'whatever' }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await run(null, PREVIEW, { token: 'whatever' }))).toBe('UNAUTHENTICATED');
    expect(await snapshotTables(db)).toBe(before);
  });
});

describe('changeOrganizationOwner', () => {
  it('hands the organization over for good: the old owner can no longer invite or transfer', async () => {
    const id = await newOrganization(viewers.sol, 'free', 'Handover');
    await inviteAndAccept(id, viewers.sol, viewers.nia);

    const r = await run(viewers.sol, TRANSFER, { org: id, user: demo.newcomer.id });
    expect(r.data!.changeOrganizationOwner).toEqual({
      owner: { id: demo.newcomer.id, login: 'nia', is_owner: true },
      organization: {
        id,
        viewer_is_owner: false,
        owner: { login: 'nia' },
        users: [
          { login: 'nia', is_owner: true },
          { login: 'sol', is_owner: false },
        ],
      },
      errors: [],
    });

    const before = await snapshotTables(db);
    expect(codeOf(await run(viewers.sol, INVITE, { org: id, email: 'x@example.com' }))).toBe('FORBIDDEN');
    expect(codeOf(await run(viewers.sol, TRANSFER, { org: id, user: demo.solo.id }))).toBe('FORBIDDEN');
    expect(codeOf(await run(viewers.sol, REMOVE, { org: id, user: demo.newcomer.id }))).toBe('FORBIDDEN');
    expect(await snapshotTables(db)).toBe(before);

    const org = (await run(viewers.nia, ORG, { id })).data!.organization;
    expect(org.viewer_is_owner).toBe(true);
    expect(org.users.map((u: Data) => u.email)).toEqual(['nia@example.com', 'sol@example.com']);
    const solsView = (await run(viewers.sol, ORG, { id })).data!.organization;
    expect(solsView.users.map((u: Data) => u.email)).toEqual([null, 'sol@example.com']);
  });

  it('requires a member other than the current owner', async () => {
    const id = await newOrganization(viewers.sol);
    await inviteAndAccept(id, viewers.sol, viewers.nia);
    const before = await snapshotTables(db);
    for (const user of [demo.solo.id, demo.owner.id, randomUUID(), 'not-a-uuid']) {
      const r = await run(viewers.sol, TRANSFER, { org: id, user });
      expect(r.data!.changeOrganizationOwner).toEqual({
        owner: null,
        organization: null,
        errors: [{ attribute: 'user_id', message: OWNER_TRANSFER_MESSAGE }],
      });
    }
    expect(await snapshotTables(db)).toBe(before);
  });

  it('is only for the owner', async () => {
    expect(codeOf(await run(viewers.milo, TRANSFER, { org: ids.acme, user: demo.member.id }))).toBe(
      'FORBIDDEN',
    );
    expect(codeOf(await run(viewers.nia, TRANSFER, { org: ids.acme, user: demo.newcomer.id }))).toBe(
      'NOT_FOUND',
    );
  });
});

describe('removeUser', () => {
  it('removes a member and returns the users left', async () => {
    const id = await newOrganization(viewers.sol);
    await inviteAndAccept(id, viewers.sol, viewers.nia);
    // the cached list holds nia now; the removal must not leave her in it
    expect((await run(viewers.sol, ORG, { id })).data!.organization.users).toHaveLength(2);
    const r = await run(viewers.sol, REMOVE, { org: id, user: demo.newcomer.id });
    expect(r.data!.removeUser).toEqual({
      users: [{ id: demo.solo.id, login: 'sol', is_owner: true }],
      errors: [],
    });
    expect((await run(viewers.sol, ORG, { id })).data!.organization.users.map((u: Data) => u.login)).toEqual([
      'sol',
    ]);
    expect(codeOf(await run(viewers.nia, ORG, { id }))).toBe('NOT_FOUND');
  });

  it('cannot remove the owner, a non-member or a malformed id', async () => {
    const id = await newOrganization(viewers.sol);
    const before = await snapshotTables(db);
    const cases: [string, string][] = [
      [demo.solo.id, messages.ownerCannotBeRemoved],
      [demo.member.id, messages.notAMember],
      ['not-a-uuid', messages.notAMember],
    ];
    for (const [user, message] of cases) {
      const r = await run(viewers.sol, REMOVE, { org: id, user });
      expect(r.data!.removeUser).toEqual({ users: null, errors: [{ attribute: 'user_id', message }] });
    }
    expect(await snapshotTables(db)).toBe(before);
  });

  it("is only for the owner, and another organization's members are out of reach", async () => {
    const before = await snapshotTables(db);
    const member = await run(viewers.milo, REMOVE, { org: ids.acme, user: demo.owner.id });
    expect(codeOf(member)).toBe('FORBIDDEN');
    const stranger = await run(viewers.sol, REMOVE, { org: ids.acme, user: demo.member.id });
    expect(codeOf(stranger)).toBe('NOT_FOUND');
    expect(stranger.data).toBeNull();
    // milo is in Acme, not in sol's organization: nothing to remove there
    const elsewhere = await run(viewers.sol, REMOVE, { org: ids.solStudio, user: demo.member.id });
    expect(elsewhere.data!.removeUser.errors).toEqual([
      { attribute: 'user_id', message: messages.notAMember },
    ]);
    expect(await snapshotTables(db)).toBe(before);
  });
});

describe('outbox', () => {
  it("holds only the viewer's own messages, newest first", async () => {
    const id = await newOrganization(viewers.sol);
    await run(viewers.sol, INVITE, { org: id, email: 'mara@example.com' });
    clock.advance(1000);
    const second = await newOrganization(viewers.sol, 'free', 'Second');
    await run(viewers.sol, INVITE, { org: second, email: 'mara@example.com' });
    const mara = (await run(viewers.mara, OUTBOX)).data!.outbox;
    expect(mara.map((m: Data) => [m.to, m.subject])).toEqual([
      ['mara@example.com', 'You have been invited to join Second on Switchyard'],
      ['mara@example.com', 'You have been invited to join Test Org on Switchyard'],
    ]);
    const rey = (await run(viewers.rey, OUTBOX)).data!.outbox;
    expect(rey).toEqual([]);
    expect((await run(viewers.mara, `query { outbox(first: 1) { subject } }`)).data!.outbox).toHaveLength(1);
    expect((await run(viewers.mara, `query { outbox(first: -5) { subject } }`)).data!.outbox).toEqual([]);
    expect(codeOf(await run(null, OUTBOX))).toBe('UNAUTHENTICATED');
  });
});

describe('seed', () => {
  it('creates the demo organizations and can run again without changes', async () => {
    const fresh = await createTestDb([orgDomain.migrations]);
    try {
      await orgDomain.seed!({ db: fresh, settings: testSettings() }, demo);
      const counts = async () =>
        (
          await fresh.query<{ t: string; n: number }>(
            `SELECT 'orgs' AS t, count(*)::int AS n FROM org.organizations UNION ALL
             SELECT 'members', count(*)::int FROM org.memberships UNION ALL
             SELECT 'invitations', count(*)::int FROM org.invitations UNION ALL
             SELECT 'invoices', count(*)::int FROM org.invoices UNION ALL
             SELECT 'outbox', count(*)::int FROM mail.outbox`,
          )
        ).rows;
      const first = await counts();
      expect(first).toEqual([
        { t: 'orgs', n: 5 },
        { t: 'members', n: 9 },
        { t: 'invitations', n: 2 },
        { t: 'invoices', n: 3 },
        { t: 'outbox', n: 2 },
      ]);
      await orgDomain.seed!({ db: fresh, settings: testSettings() }, demo);
      expect(await counts()).toEqual(first);
      expect(await orgDomain.memberships!({ db: fresh, settings: testSettings() }, demo.owner.id)).toEqual({
        [ids.acme]: 'owner',
        [ids.oliviaLabs]: 'owner',
        [ids.lite]: 'member',
      });
      expect(await orgDomain.memberships!({ db: fresh, settings: testSettings() }, demo.newcomer.id)).toEqual(
        {},
      );
      expect(await orgDomain.memberships!({ db: fresh, settings: testSettings() }, 'garbage')).toEqual({});
      const bigco = await fresh.query<{ login: string; role: string }>(
        `SELECT login, role FROM org.memberships WHERE organization_id = $1 ORDER BY role DESC, login`,
        [ids.bigco],
      );
      expect(bigco.rows).toEqual([
        { login: 'stella', role: 'owner' },
        { login: 'mara', role: 'member' },
        { login: 'rey', role: 'member' },
      ]);
    } finally {
      await fresh.drop();
    }
  });
});
