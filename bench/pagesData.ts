import { api } from './channelQuery';
import { createBenchApplet } from './composerPage';
import { signIn, type SignedIn } from './lib/session';

/** Sol Studio (the demo's, owned by sol): an organization olivia is not in. */
const SOL_STUDIO = '10000000-0000-4000-8000-000000000004';

/**
 * What the pages with a placeholder need ({applet}, {invitation}), made as a user would: an applet of
 * the signed-in user, and an invitation to them from sol's organization, its link read from their
 * outbox. Whatever cannot be made is left out (its page is listed as not measured) with the reason.
 */
export async function makePagesData(
  base: string,
  session: SignedIn,
): Promise<{ made: Record<string, string>; problems: string[] }> {
  const made: Record<string, string> = {};
  const problems: string[] = [];
  const me = api(base, session);
  try {
    made.applet = await createBenchApplet(me);
  } catch (err) {
    problems.push(`{applet}: ${(err as Error).message}`);
  }
  try {
    const sol = api(base, await signIn(base, 'sol'));
    const { inviteUser } = await sol.graphql<{ inviteUser: { errors: { message: string }[] } }>(
      'mutation ($org: ID!, $email: String!) { inviteUser(organization_id: $org, email: $email) { errors { attribute message } } }',
      { org: SOL_STUDIO, email: session.viewer.email },
    );
    if (inviteUser.errors.length) throw new Error(inviteUser.errors.map((e) => e.message).join('; '));
    const { outbox } = await me.graphql<{ outbox: { link: string | null }[] }>(
      '{ outbox(first: 20) { link } }',
      {},
    );
    const token = outbox.map((m) => /\/invitations\/([^/?#]+)/.exec(m.link ?? '')?.[1]).find(Boolean);
    if (!token) throw new Error('no invitation link in the outbox');
    made.invitation = token;
  } catch (err) {
    problems.push(`{invitation}: ${(err as Error).message}`);
  }
  return { made, problems };
}
