import { platformRedirectUris, startPartnerService, type PartnerService } from '@switchyard/partner-service';
import { startTestGateway, type RunningGateway, type TestClient } from '@switchyard/gateway/testing';
import { connectDaybook } from './daybookConnection';

/** What stands between the gateway and the partner (e.g. a recording proxy): started on its URL. */
interface Proxy {
  url: string;
  close(): Promise<void>;
}

export interface PartnerPlatformOptions<P extends Proxy | undefined> {
  /** Gateway settings on top of the partner's URL and its allow-list entry (POLL_INTERVAL, ...). */
  env?: NonNullable<Parameters<typeof startTestGateway>[1]>['env'];
  /** The gateway's config overrides (e.g. `{ trustProxy: true }`). */
  config?: Parameters<typeof startTestGateway>[0];
  /** Started on the partner's URL; the gateway then reaches the partner through it. */
  via?: (partnerUrl: string) => Promise<P>;
}

export interface PartnerPlatform<P extends Proxy | undefined = undefined> {
  partner: PartnerService;
  /** What `via` started (undefined without it). */
  proxy: P;
  gw: RunningGateway;
  /** Stops the gateway, the proxy and the partner, in that order. */
  stop(): Promise<void>;
}

export interface DaybookPlatform<P extends Proxy | undefined = undefined> extends PartnerPlatform<P> {
  /** Olivia, signed in, with Daybook connected. */
  olivia: TestClient;
}

/**
 * The sample partner (Daybook) on a random port and the test gateway pointed at it
 * (PARTNER_SERVICE_URL and SAFE_FETCH_ALLOW, or `via`'s URL when given, then `env`); the partner
 * sends codes back to the platform's callback pages (its client's redirect URIs). No user has
 * connected yet: for the tests of the connection itself.
 */
export async function startPartnerPlatform<P extends Proxy | undefined = undefined>(
  opts: PartnerPlatformOptions<P> = {},
): Promise<PartnerPlatform<P>> {
  const started: { close(): Promise<void> }[] = [];
  const stop = async () => {
    for (const s of [...started].reverse()) await s.close();
  };
  try {
    const partner = await startPartnerService({ port: 0 });
    started.push(partner);
    const proxy = (await opts.via?.(partner.url)) as P;
    if (proxy) started.push(proxy);
    const url = proxy?.url ?? partner.url;
    const env = { PARTNER_SERVICE_URL: url, SAFE_FETCH_ALLOW: new URL(url).host, ...opts.env };
    const gw = await startTestGateway(opts.config, { env });
    started.push({ close: () => gw.stop() });
    partner.registerRedirectUris(...platformRedirectUris(gw.config.publicUrl));
    return { partner, proxy, gw, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** startPartnerPlatform, then Olivia signs in and connects Daybook (its consent page approves at once). */
export async function startDaybookPlatform<P extends Proxy | undefined = undefined>(
  opts: PartnerPlatformOptions<P> = {},
): Promise<DaybookPlatform<P>> {
  const platform = await startPartnerPlatform(opts);
  try {
    const olivia = await platform.gw.client().login('olivia');
    await connectDaybook(olivia, platform.gw.base);
    return { ...platform, olivia };
  } catch (err) {
    await platform.stop();
    throw err;
  }
}
