/** Helpers for this package's tests: start an instance on a free port and call it. */
import { startPartnerService, type PartnerService } from '../startPartnerService';
import type { PartnerServiceOptions } from '../options';

export interface Answer {
  status: number;
  body: any;
  headers: Headers;
  text: string;
}

export async function startForTest(opts: PartnerServiceOptions = {}): Promise<PartnerService> {
  return startPartnerService({ host: '127.0.0.1', port: 0, delayMs: 200, ...opts });
}

export async function request(
  url: string,
  init: {
    method?: string;
    headers?: Record<string, string>;
    json?: unknown;
    form?: Record<string, string>;
    raw?: string;
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
  let body: string | undefined;
  if (init.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  } else if (init.raw !== undefined) {
    headers['Content-Type'] ??= 'application/json';
    body = init.raw;
  }
  const res = await fetch(url, {
    method: init.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    redirect: 'manual',
  });
  const text = await res.text();
  let parsed: any;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: res.status, body: parsed, headers: res.headers, text };
}

/** Calls of the protocol as the platform makes them. */
export function platform(service: PartnerService) {
  const base = `${service.url}/${service.product}/v1`;
  const key = { [service.settings.serviceKeyHeader]: service.settings.service_key };
  return {
    base,
    serviceCall: (method: string, path: string, json?: unknown, headers: Record<string, string> = {}) =>
      request(base + path, { method, json, headers: { ...key, ...headers } }),
    userCall: (
      method: string,
      path: string,
      token: string,
      json?: unknown,
      headers: Record<string, string> = {},
    ) => request(base + path, { method, json, headers: { Authorization: `Bearer ${token}`, ...headers } }),
    control: (method: string, path: string, json?: unknown) =>
      request(`${service.url}/_control${path}`, { method, json, headers: key }),
  };
}
