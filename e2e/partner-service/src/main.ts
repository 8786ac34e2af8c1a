/** `pnpm --filter @switchyard/partner-service start`: runs the sample partner service until SIGINT/SIGTERM. */
import { optionsFromEnv } from './options';
import { startPartnerService } from './startPartnerService';

async function main() {
  const opts = optionsFromEnv(process.env);
  if (opts.port === undefined && process.env.PORT) opts.port = Number(process.env.PORT);
  const service = await startPartnerService(opts);
  const s = service.settings;
  console.log(
    [
      `Daybook sample partner service at ${service.url}`,
      `  api_url_prefix          ${s.api_url_prefix}  (endpoints under /${service.product}/v1)`,
      `  ${s.serviceKeyHeader}   ${s.service_key}`,
      `  OAuth client            ${s.oauth_client_id} / ${s.oauth_client_secret}`,
      `  authorize / token       ${s.oauth_authorization_url}  ${s.oauth_token_url}`,
      `  redirect URIs           ${service.state.redirectUris.join('  ')}`,
      `  API token               ${s.api_token}`,
      `  modes                   ${[...service.state.modes].join(', ') || 'none (behaving)'}`,
    ].join('\n'),
  );
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
    setTimeout(() => process.exit(1), 10_000).unref();
    service.close().then(
      () => {
        console.log('Daybook sample partner service stopped');
        process.exit(0);
      },
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
