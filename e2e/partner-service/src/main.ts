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
      `  API token               ${s.api_token}`,
      `  modes                   ${[...service.state.modes].join(', ') || 'none (behaving)'}`,
    ].join('\n'),
  );
  const stop = () => {
    void service.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
