import type { TestClient } from '@switchyard/gateway/testing';

const json = async (res: Response) => ({
  status: res.status,
  body: (await res.json().catch(() => null)) as any,
});

/**
 * The browser's part of connecting Daybook (the sample partner): the consent page approves at once
 * (&auto=1); its redirect is followed as the user. `origin` is the gateway's, sent back by the partner.
 */
export async function beginDaybookConnection(
  c: TestClient,
  origin: string,
  returnTo = '/my_applets/new',
  service = 'daybook',
) {
  const begun = await json(
    await c.request(`/my_services/${service}/connect`, {
      method: 'POST',
      headers: { origin },
      json: { return_to: returnTo },
    }),
  );
  if (begun.status !== 200) throw new Error(`connect answered ${begun.status}`);
  const authorize = new URL(begun.body.authorize_url);
  const consent = await fetch(`${authorize.href}&auto=1`, { redirect: 'manual' });
  const callback = new URL(consent.headers.get('location')!);
  return { authorize, callback };
}

/** The remote's callback page posts what the partner sent back. */
export const finishDaybookConnection = (c: TestClient, callback: URL, service = 'daybook') =>
  c
    .request(`/my_services/${service}/callback`, {
      method: 'POST',
      json: Object.fromEntries(callback.searchParams),
    })
    .then(json);

/** Connects the user to Daybook (or a copy of it, e.g. `daybook_2`), start to finish. */
export async function connectDaybook(c: TestClient, origin: string, service = 'daybook') {
  const { callback } = await beginDaybookConnection(c, origin, '/my_applets/new', service);
  const done = await finishDaybookConnection(c, callback, service);
  if (done.status !== 200) throw new Error(`callback answered ${done.status}`);
}
