import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pagesToVisit } from './pages';

function checkout(remotes: Record<string, { routes: string[]; benchPages?: string[] }>) {
  const root = mkdtempSync(join(tmpdir(), 'sy-pages-'));
  for (const [name, sy] of Object.entries(remotes)) {
    mkdirSync(join(root, `mfe-${name}`, 'web'), { recursive: true });
    writeFileSync(
      join(root, `mfe-${name}`, 'web', 'package.json'),
      JSON.stringify({ name: `@x/${name}`, switchyard: { remote: name, ...sy } }),
    );
  }
  return root;
}

it("takes the pages from each remote's package, after the shell's home, and reports the routes none covers", () => {
  const root = checkout({
    org: { routes: ['/organizations', '/outbox'], benchPages: ['/organizations/1', '/organizations/1/team'] },
    fresh: { routes: ['/fresh'] },
    observability: { routes: ['/logs', '/logsx'], benchPages: ['/logs?service=daybook'] },
  });
  expect(pagesToVisit(root)).toEqual({
    pages: [
      { path: '/', owner: 'shell' },
      { path: '/logs?service=daybook', owner: 'observability' },
      { path: '/organizations/1', owner: 'org' },
      { path: '/organizations/1/team', owner: 'org' },
    ],
    uncovered: ['/fresh', '/logsx', '/outbox'],
  });
});

it('fills in what the bench made for a page, and lists a page it could not make anything for', () => {
  const root = checkout({
    composer: { routes: ['/applets'], benchPages: ['/applets/{applet}'] },
    org: { routes: ['/invitations'], benchPages: ['/invitations/{invitation}'] },
  });
  expect(pagesToVisit(root, { applet: 'a-1' })).toEqual({
    pages: [
      { path: '/', owner: 'shell' },
      { path: '/applets/a-1', owner: 'composer' },
    ],
    uncovered: ['/invitations/{invitation} (nothing made for it)'],
  });
});
