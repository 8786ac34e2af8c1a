import { contextOf, handle, notFound, unauthenticated, unprocessable } from '@switchyard/server-kit';
import { needsUserConnection } from '@switchyard/server-kit/partner-client';
import express, { type Request } from 'express';
import { channelsFor } from '../catalog';
import { deleteConnection, saveAttempt, saveConnection, takeAttempt } from './connectionStore';
import { beginAuthorization, connectionRedirectUri, safeReturnTo } from './oauthFlow';
import { composerPartner, type PartnerDeps } from './composerPartner';

/** The user's connections to partner services (issue 13); /my_services itself is the remote's page. */
export const CONNECT_PATH = '/my_services/:module/connect';
export const CALLBACK_PATH = '/my_services/:module/callback';
export const API_TOKEN_PATH = '/my_services/:module/api_token';
export const DISCONNECT_PATH = '/my_services/:module';
// The GET of each path is the remote's page (the callback page posts to the same path).
export const connectionRestPaths = [
  `POST ${CONNECT_PATH}`,
  `POST ${CALLBACK_PATH}`,
  `POST ${API_TOKEN_PATH}`,
  `DELETE ${DISCONNECT_PATH}`,
];

export const MY_SERVICES_PAGE = '/my_services';
export const disconnectedReason = (service: string) => `${service} was disconnected.`;

/** The service the path names, if the viewer may build with it. */
async function serviceFor(deps: PartnerDeps, req: Request) {
  const ctx = contextOf(req);
  if (!ctx.viewer) throw unauthenticated();
  const [channel] = await channelsFor(
    deps.db,
    [String(req.params.module)],
    Object.keys(await ctx.memberships()),
  );
  if (!channel) throw notFound('Service not found.');
  return { viewer: ctx.viewer, channel };
}

export function connectionRouter(deps: PartnerDeps) {
  const partner = composerPartner(deps);
  const router = express.Router();

  router.post(
    CONNECT_PATH,
    handle(async (req, res) => {
      const { viewer, channel } = await serviceFor(deps, req);
      const settings = await partner.settings(channel.service_id);
      if (!settings || !needsUserConnection(settings.authentication_type))
        throw unprocessable(`${channel.name} needs no connection.`, 'service');
      if (settings.authentication_type === 'api_token_auth')
        throw unprocessable(`${channel.name} takes an API token.`, 'api_token');
      if (!settings.oauth.authorization_url || !settings.oauth.token_url)
        throw unprocessable(`${channel.name} has no OAuth settings yet.`, 'service');
      const redirectUri = connectionRedirectUri(deps.settings.publicUrl, channel.module_name);
      const begun = beginAuthorization(settings, redirectUri, partner.product);
      await saveAttempt(deps.db, deps.box, {
        state: begun.state,
        user_id: viewer.id,
        service_id: channel.service_id,
        code_verifier: begun.verifier,
        redirect_uri: redirectUri,
        return_to: safeReturnTo((req.body ?? {}).return_to, MY_SERVICES_PAGE),
      });
      res.json({ authorize_url: begun.url });
    }),
  );

  // The partner sends the browser back to the remote's callback page, which posts what it got here
  // (so the exchange is a CSRF-checked request of the signed-in user who began it).
  router.post(
    CALLBACK_PATH,
    handle(async (req, res) => {
      const ctx = contextOf(req);
      if (!ctx.viewer) throw unauthenticated();
      const { state, code, error } = (req.body ?? {}) as Record<string, unknown>;
      const attempt =
        typeof state === 'string' && state
          ? await takeAttempt(deps.db, deps.box, state, ctx.viewer.id)
          : null;
      if (!attempt) return res.status(422).json({ return_to: MY_SERVICES_PAGE, connect_error: 'expired' });
      const back = (outcome: Record<string, string>) =>
        res.json({ return_to: attempt.return_to, ...outcome });
      if (typeof code !== 'string' || !code)
        return back({ connect_error: error === 'access_denied' ? 'denied' : 'failed' });
      const settings = await partner.settings(attempt.service_id);
      if (!settings?.oauth.token_url) return back({ connect_error: 'failed' });
      const grant = await partner
        .grantToken(
          settings,
          {
            grant_type: 'authorization_code',
            code,
            redirect_uri: attempt.redirect_uri,
            code_verifier: attempt.code_verifier,
          },
          { userId: ctx.viewer.id, type: 'connection' },
        )
        .catch(() => null);
      if (!grant) return back({ connect_error: 'failed' });
      const who = await partner.userInfo(settings, grant.access_token, ctx.viewer.id);
      await saveConnection(
        deps.db,
        deps.box,
        {
          user_id: ctx.viewer.id,
          service_id: attempt.service_id,
          kind: 'oauth',
          ...grant,
          partner_user_id: who?.partner_user_id ?? null,
          partner_user_name: who?.partner_user_name ?? null,
        },
        deps.events,
      );
      return back({ connected: settings.module_name });
    }),
  );

  router.post(
    API_TOKEN_PATH,
    handle(async (req, res) => {
      const { viewer, channel } = await serviceFor(deps, req);
      const token = (req.body ?? {}).api_token;
      if (typeof token !== 'string' || !token.trim() || token.length > 4096)
        throw unprocessable('must be the API token your account on the service gives you', 'api_token');
      const settings = await partner.settings(channel.service_id);
      if (settings?.authentication_type !== 'api_token_auth')
        throw unprocessable(`${channel.name} does not take an API token.`, 'api_token');
      const who = await partner.userInfo(settings, token.trim(), viewer.id);
      await saveConnection(
        deps.db,
        deps.box,
        {
          user_id: viewer.id,
          service_id: channel.service_id,
          kind: 'api_token',
          access_token: token.trim(),
          refresh_token: null,
          expires_at: null,
          partner_user_id: who?.partner_user_id ?? null,
          partner_user_name: who?.partner_user_name ?? null,
        },
        deps.events,
      );
      res.json({ connected: channel.module_name });
    }),
  );

  router.delete(
    DISCONNECT_PATH,
    handle(async (req, res) => {
      const { viewer, channel } = await serviceFor(deps, req);
      const off = await deleteConnection(
        deps.db,
        viewer.id,
        channel.service_id,
        disconnectedReason(channel.name),
        deps.events,
      );
      res.json({ disconnected: channel.module_name, applets_turned_off: off });
    }),
  );

  return router;
}
