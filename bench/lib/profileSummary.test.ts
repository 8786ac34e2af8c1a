import { packageOf, summarizeProfile, type CpuProfile } from './profileSummary';

it('names the package a frame belongs to, or the project folder', () => {
  const root = '/repo';
  expect(
    packageOf(
      'file:///repo/node_modules/.pnpm/graphql@16.15.0/node_modules/graphql/execution/execute.js',
      root,
    ),
  ).toBe('graphql');
  expect(
    packageOf('file:///repo/node_modules/.pnpm/x/node_modules/@graphql-tools/delegate/cjs/index.js', root),
  ).toBe('@graphql-tools/delegate');
  expect(packageOf('file:///repo/gateway/src/app.ts', root)).toBe('gateway');
  expect(packageOf('file:///repo/shared/router-auth/src/csrf.ts', root)).toBe('shared/router-auth');
  expect(packageOf('node:internal/streams/writable', root)).toBe('node:internal');
  expect(packageOf('', root)).toBe('(native)');
});

it('shares out the busy time by package and function, leaving idle time out', () => {
  const frame = (functionName: string, url = '') => ({ functionName, url, lineNumber: 9 });
  const profile: CpuProfile = {
    nodes: [
      { id: 1, callFrame: frame('(root)') },
      { id: 2, callFrame: frame('(idle)') },
      { id: 3, callFrame: frame('visit', 'file:///r/node_modules/graphql/language/visitor.js') },
      { id: 4, callFrame: frame('(garbage collector)') },
      { id: 5, callFrame: frame('load', 'file:///r/gateway/src/http/session.ts') },
    ],
    samples: [2, 3, 3, 4, 5, 2, 3],
    timeDeltas: [5000, 1000, 1000, 1000, 1000, 9000, 1000],
  };
  const s = summarizeProfile(profile, { root: '/r' });
  expect(s.busyMs).toBe(5);
  expect(s.byPackage).toEqual([
    { name: 'graphql', share: 0.6 },
    { name: '(garbage collector)', share: 0.2 },
    { name: 'gateway', share: 0.2 },
  ]);
  expect(s.byFunction[0]).toEqual({ name: 'visit graphql:10', share: 0.6 });
});
