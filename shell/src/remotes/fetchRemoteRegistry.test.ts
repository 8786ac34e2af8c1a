import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchRemoteRegistry } from './fetchRemoteRegistry';

describe('fetchRemoteRegistry', () => {
  let server: Server;
  let base: string;
  const bodies: Record<string, [number, string]> = {
    '/remotes.json': [
      200,
      JSON.stringify({
        remotes: [
          { name: 'org', entry: '/remotes/org/mf-manifest.json', routes: ['/organizations'] },
          { name: 'bad', routes: ['/bad'] },
        ],
      }),
    ],
    '/broken.json': [500, '{"error":"boom"}'],
    '/odd.json': [200, '{"apps":[]}'],
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      const [status, body] = bodies[req.url ?? ''] ?? [404, 'not found'];
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(body);
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((ok) => server.close(ok)));

  it('returns the well-formed entries of the registry', async () => {
    await expect(fetchRemoteRegistry(`${base}/remotes.json`)).resolves.toEqual([
      { name: 'org', entry: '/remotes/org/mf-manifest.json', routes: ['/organizations'] },
    ]);
  });

  it('rejects an error answer or a body without remotes', async () => {
    await expect(fetchRemoteRegistry(`${base}/broken.json`)).rejects.toThrow('answered 500');
    await expect(fetchRemoteRegistry(`${base}/odd.json`)).rejects.toThrow('did not list remotes');
  });
});
