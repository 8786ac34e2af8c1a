import { randomBytes } from 'node:crypto';
import { measureRemote, measureShell, filesOfDir } from '@switchyard/build/sizeCheck';
import { join } from 'node:path';
import { budgetGate } from './budgetGate';
import { bundleOfDist, root, shellDist } from './gates.testing';

const orgDist = join(root, 'mfe-org', 'web', 'dist');

it("accepts org's real build, measured as `pnpm size` measures its dist", () => {
  const bundle = bundleOfDist('org');
  expect(budgetGate(bundle, shellDist)).toEqual([]);
  const [page] = measureRemote(filesOfDir(orgDist), measureShell(shellDist).shellStart);
  expect(budgetGate(bundle, shellDist, page.bytes)).toEqual([]);
  expect(budgetGate(bundle, shellDist, page.bytes - 1)).toEqual([
    `every page loads ${(page.bytes / 1000).toFixed(1)} KB of JS before it paints, over the ${((page.bytes - 1) / 1000).toFixed(1)} KB budget`,
  ]);
});

it('refuses a page whose chunks are over the budget, naming the page', () => {
  const bundle = bundleOfDist('org');
  const built = JSON.parse(bundle.files.get('switchyard.json')!.toString('utf8'));
  bundle.files.set('planted.js', Buffer.from(randomBytes(80_000).toString('base64')));
  bundle.files.set('small.js', Buffer.from('console.log(1)'));
  bundle.files.set(
    'switchyard.json',
    Buffer.from(
      JSON.stringify({
        ...built,
        pages: [
          { pattern: '^/organizations$', chunk: 'page-list', files: ['small.js'] },
          {
            pattern: '^/organizations/[^/]+/team$',
            chunk: 'page-team',
            files: ['planted.js', 'planted.css'],
          },
        ],
      }),
    ),
  );
  expect(budgetGate(bundle, shellDist)).toEqual([
    expect.stringMatching(/^page team loads \d+\.\d KB of JS before it paints, over the 200\.0 KB budget$/),
  ]);
});
