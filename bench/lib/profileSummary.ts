/**
 * Where a V8 CPU profile (`node --cpu-prof`) spent its busy time: self time by package (or by the
 * project folder, or V8's own "(garbage collector)", "(program)") and the top functions. Idle time is
 * left out, so the shares are of the work done, whatever else the machine was doing.
 */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileShare {
  name: string;
  /** Of the busy time, 0–1. */
  share: number;
}

export interface ProfileSummary {
  busyMs: number;
  byPackage: ProfileShare[];
  byFunction: ProfileShare[];
}

/** "@graphql-tools/delegate", "graphql", "express"; a file of the project by its folder ("gateway"); "node:internal". */
export function packageOf(url: string, root = ''): string {
  if (!url) return '(native)';
  if (url.startsWith('node:')) return 'node:internal';
  const path = url.replace(/^file:\/\//, '');
  const inModules = path.lastIndexOf('/node_modules/');
  if (inModules >= 0) {
    const [first, second] = path.slice(inModules + '/node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const inRoot = root && path.startsWith(`${root}/`) ? path.slice(root.length + 1) : path;
  const parts = inRoot.split('/');
  // shared/router-auth, mfe-org/subgraph: the folder a domain team owns; gateway, bench.
  return parts[0] === 'shared' || parts[0].startsWith('mfe-') ? parts.slice(0, 2).join('/') : parts[0];
}

export function summarizeProfile(
  profile: CpuProfile,
  opts: { root?: string; top?: number } = {},
): ProfileSummary {
  const top = opts.top ?? 10;
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, i) =>
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000),
  );
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busyMs = 0;
  for (const [id, ms] of selfMs) {
    const frame = nodes.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)') continue;
    busyMs += ms;
    const pkg =
      frame.functionName.startsWith('(') && !frame.url ? frame.functionName : packageOf(frame.url, opts.root);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + ms);
    const fn = `${frame.functionName || '(anonymous)'} ${pkg}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  }
  const shares = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => ({ name, share: busyMs ? ms / busyMs : 0 }));
  return { busyMs, byPackage: shares(byPackage), byFunction: shares(byFunction) };
}
