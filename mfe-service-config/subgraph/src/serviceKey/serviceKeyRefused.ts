import { serviceKeyHeaderName } from '@switchyard/server-kit/partner-client';

/**
 * What a 401 from the partner tells the developer during endpoint and authentication tests: most
 * often their service does not know this platform's service key (a service set up elsewhere keeps
 * its own), so say where the key is and in which header it comes.
 */
export function serviceKeyRefusedHint(product: string, opts: { withToken: boolean }): string {
  const header = serviceKeyHeaderName(product);
  return (
    `Your service answered 401: it refused the service key${opts.withToken ? ' or the access token' : ''}. ` +
    `The key is on this service's page, under Service key; your service must accept it in the ${header} header.`
  );
}
