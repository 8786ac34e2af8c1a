import type { DemoUsers, DomainDeps } from '@switchyard/server-kit';
import { createInvitation } from './data/invitations';
import { addMember, type MemberSnapshot } from './data/members';
import type { Tier } from './rules/tiers';
import { sendInvitationEmail } from './invitationEmail';
import { orgServices } from './services';

/** Fixed ids so every domain can seed its own data against the demo organizations. */
export const demoOrganizationIds = {
  acme: '10000000-0000-4000-8000-000000000001',
  oliviaLabs: '10000000-0000-4000-8000-000000000002',
  lite: '10000000-0000-4000-8000-000000000003',
  solStudio: '10000000-0000-4000-8000-000000000004',
  bigco: '10000000-0000-4000-8000-000000000005',
} as const;

const day = 24 * 60 * 60 * 1000;

/** The demo organizations, members, invitations and invoices; safe to run again (existing rows are kept). */
export async function seedOrganizations(deps: DomainDeps, demo: DemoUsers): Promise<void> {
  const s = orgServices(deps, { mailer: null }); // demo addresses: nothing goes out over SMTP
  const now = s.now();
  const ago = (days: number) => new Date(now.getTime() - days * day);
  const snapshot = (u: DemoUsers[keyof DemoUsers]): MemberSnapshot => ({
    user_id: u.id,
    login: u.login,
    name: u.name,
    email: u.email,
  });
  const organizations: {
    id: string;
    name: string;
    tier: Tier;
    owner: keyof DemoUsers;
    members: (keyof DemoUsers)[];
  }[] = [
    {
      id: demoOrganizationIds.acme,
      name: 'Acme Automation',
      tier: 'developer',
      owner: 'owner',
      members: ['member'],
    },
    { id: demoOrganizationIds.oliviaLabs, name: 'Olivia Labs', tier: 'free', owner: 'owner', members: [] },
    {
      id: demoOrganizationIds.lite,
      name: 'Lite Industries',
      tier: 'lite',
      owner: 'member',
      members: ['owner'],
    },
    { id: demoOrganizationIds.solStudio, name: 'Sol Studio', tier: 'free', owner: 'solo', members: [] },
    {
      id: demoOrganizationIds.bigco,
      name: 'Bigco',
      tier: 'business',
      owner: 'staff',
      members: ['reviewer', 'maker'],
    },
  ];

  await s.db.transaction(async (tx) => {
    for (const org of organizations) {
      await tx.query(
        `INSERT INTO org.organizations (id, name, tier, owner_id, created_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (id) DO NOTHING`,
        [org.id, org.name, org.tier, demo[org.owner].id, ago(400)],
      );
      await addMember(tx, org.id, snapshot(demo[org.owner]), 'owner', ago(400));
      for (const m of org.members) await addMember(tx, org.id, snapshot(demo[m]), 'member', ago(300));
    }

    const acmeInvitations = [
      { id: '11000000-0000-4000-8000-000000000001', email: 'pending.person@example.com', sentAt: ago(1) },
      { id: '11000000-0000-4000-8000-000000000002', email: 'late.person@example.com', sentAt: ago(10) },
    ];
    for (const inv of acmeInvitations) {
      const created = await createInvitation(tx, {
        id: inv.id,
        organizationId: demoOrganizationIds.acme,
        email: inv.email,
        invitedBy: demo.owner.id,
        now: inv.sentAt,
      });
      if (!created.invitation) continue; // seeded before
      await sendInvitationEmail(
        tx,
        { ...s, now: () => inv.sentAt },
        {
          email: inv.email,
          token: created.token,
          organizationName: 'Acme Automation',
          inviterName: demo.owner.name,
          expiresAt: created.invitation.expires_at,
        },
      );
    }

    const acmeInvoices = [
      { id: '12000000-0000-4000-8000-000000000001', at: ago(730), cents: 19900, status: 'paid' },
      { id: '12000000-0000-4000-8000-000000000002', at: ago(365), cents: 19900, status: 'paid' },
      { id: '12000000-0000-4000-8000-000000000003', at: ago(5), cents: 4900, status: 'open' },
    ];
    for (const inv of acmeInvoices) {
      await tx.query(
        `INSERT INTO org.invoices (id, organization_id, created_at, invoice_total_in_cents, status)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING`,
        [inv.id, demoOrganizationIds.acme, inv.at, inv.cents, inv.status],
      );
    }
  });
}
