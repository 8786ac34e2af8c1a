import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Express } from 'express';

/** A browser-like HTTP client for integration tests: keeps the session cookie and CSRF token. */
export class TestClient {
  cookie = '';
  csrf = '';
  constructor(readonly base: string) {}

  async request(
    path: string,
    init: RequestInit & { json?: unknown; form?: Record<string, string>; csrf?: boolean } = {},
  ) {
    const headers = new Headers(init.headers);
    if (!headers.has('accept')) headers.set('accept', 'application/json');
    if (this.cookie) headers.set('cookie', this.cookie);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    if (init.form) {
      headers.set('content-type', 'application/x-www-form-urlencoded');
      body = new URLSearchParams(init.form).toString();
    }
    const method = (init.method ?? 'GET').toUpperCase();
    if (init.csrf !== false && method !== 'GET' && this.csrf) headers.set('x-csrf-token', this.csrf);
    const res = await fetch(this.base + path, { ...init, method, headers, body, redirect: 'manual' });
    const set = res.headers.get('set-cookie');
    if (set) this.cookie = set.split(';')[0];
    return res;
  }

  async session() {
    const res = await this.request('/session');
    const s = (await res.json()) as {
      csrfToken: string;
      viewer: { login: string; emailVerified: boolean; tier: string; timezone: string } | null;
    };
    this.csrf = s.csrfToken;
    return s;
  }

  async login(login: string, password = 'switchyard') {
    await this.session();
    const res = await this.request('/login', { method: 'POST', json: { login, password } });
    if (res.status !== 200) throw new Error(`login ${login} failed: ${res.status}`);
    const body = (await res.json()) as { csrfToken: string };
    this.csrf = body.csrfToken;
    return this;
  }

  async gql<T = Record<string, any>>(query: string, variables?: Record<string, unknown>) {
    const res = await this.request('/graphql', { method: 'POST', json: { query, variables } });
    const body = (await res.json()) as {
      data?: T;
      errors?: { message: string; extensions?: { code?: string } }[];
    };
    return { status: res.status, ...body };
  }
}

export async function listen(app: Express): Promise<{ server: Server; base: string }> {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, base: `http://127.0.0.1:${port}` });
    });
  });
}
