/** `pnpm --filter @switchyard/partner-service start`: runs the sample partner service until SIGINT/SIGTERM. */
import { optionsFromEnv } from './options';
import { startPartnerService } from './startPartnerService';
import { errorFields, log } from './log';

async function main() {
  const opts = optionsFromEnv(process.env);
  if (opts.port === undefined && process.env.PORT) opts.port = Number(process.env.PORT);
  const service = await startPartnerService(opts);
  const s = service.settings;
  // Its settings as a partner enters them on the service's page (the secrets are the PARTNER_*
  // settings, README.md), on the one line that says it is up.
  log('info', 'Daybook sample partner service listening', {
    url: service.url,
    api_url_prefix: s.api_url_prefix,
    endpoints: `/${service.product}/v1`,
    service_key_header: s.serviceKeyHeader,
    oauth_client_id: s.oauth_client_id,
    oauth_authorization_url: s.oauth_authorization_url,
    oauth_token_url: s.oauth_token_url,
    redirect_uris: service.state.redirectUris,
    modes: [...service.state.modes],
  });
  // Stops on SIGINT or SIGTERM once its connections are closed. The same signal again within a
  // second is one stop delivered twice (Ctrl-C reaches the whole process group, and pnpm, npm and
  // scripts/quickstart.mjs forward it too); a later one exits at once, as does a stop over 10 s.
  let stoppedAt = 0;
  const stop = () => {
    if (stoppedAt) {
      if (Date.now() - stoppedAt >= 1000) process.exit(1);
      return;
    }
    stoppedAt = Date.now();
    log('info', 'stopping');
    setTimeout(() => process.exit(1), 10_000).unref();
    service.close().then(
      () => {
        log('info', 'stopped');
        process.exit(0);
      },
      (err: unknown) => {
        log('error', 'stopping failed', errorFields(err));
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  log('error', 'the sample partner service could not start', errorFields(err));
  process.exit(1);
});
