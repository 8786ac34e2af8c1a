// @ts-check
// The workspace manifest (issue 34): each package says what it is in its package.json
// ("switchyard": { "role": ... }), and what used to be listed by hand in about ten places follows
// from it here: the domains and their packages, the subgraphs (name, default port, order, files) and
// the remotes. Compose, codegen, the gateway's registry and static routes, the ESLint boundaries and
// the e2e server read it; the lists that cannot be derived are checked against it (listsAgreement.ts).
// Plain CommonJS so that ESLint's config and the e2e server (plain node) read it as TypeScript does.
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const { join, posix } = require('node:path');

/** @type {import('./manifest').Role[]} */
const ROLES = [
  'gateway',
  'shell',
  'router',
  'engine',
  'web',
  'subgraph',
  'common',
  'shared',
  'tooling',
  'sample',
];

/**
 * Where each role's package lives (docs/architecture.md, "Layout"): a package anywhere else is refused.
 * @type {Record<import('./manifest').Role, RegExp>}
 */
const LAYOUT = {
  gateway: /^gateway$/,
  shell: /^shell$/,
  router: /^router$/,
  engine: /^engine$/,
  web: /^mfe-[a-z0-9-]+\/web$/,
  subgraph: /^mfe-[a-z0-9-]+\/subgraph$/,
  common: /^mfe-[a-z0-9-]+\/common$/,
  shared: /^shared\/[^/]+$/,
  // Tests and measurements (e2e, bench), and the sample services they run (e2e/partner-service).
  tooling: /^(?!mfe-)[^/]+$/,
  sample: /^(?!mfe-)[^/]+\/[^/]+$/,
};

/** The roles that hold a subgraph: a domain's subgraph package, the engine, and the gateway (identity). */
const SUBGRAPH_ROLES = ['subgraph', 'engine', 'gateway'];

const skipped = new Set(['node_modules', 'dist']);

/** @param {string} dir */
function subfolders(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('.') && !skipped.has(e.name))
    .map((e) => e.name);
}

/** @type {typeof import('./manifest').packageDirs} */
function packageDirs(root) {
  const dirs = [];
  for (const top of subfolders(root)) {
    if (existsSync(join(root, top, 'package.json'))) dirs.push(top);
    for (const sub of subfolders(join(root, top)))
      if (existsSync(join(root, top, sub, 'package.json'))) dirs.push(`${top}/${sub}`);
  }
  return dirs.sort();
}

/**
 * @param {string} dir
 * @param {import('./manifest').Role} role
 */
function domainOf(dir, role) {
  if (role === 'engine') return 'engine';
  if (role === 'web' || role === 'subgraph' || role === 'common')
    return dir.split('/')[0].slice('mfe-'.length);
  return null;
}

/**
 * @param {string} root
 * @param {string} dir
 * @returns {import('./manifest').Package | null}
 */
function readPackage(root, dir) {
  /** @type {import('./manifest').PackageJson} */
  const json = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  const role = /** @type {import('./manifest').Role | undefined} */ (json.switchyard?.role);
  if (role === undefined) return null;
  if (!ROLES.includes(role))
    throw new Error(`${dir}/package.json: switchyard.role "${role}" is none of ${ROLES.join(', ')}.`);
  if (!LAYOUT[role].test(dir))
    throw new Error(
      `${dir}/package.json: the role "${role}" does not belong in ${dir}/ (docs/architecture.md, "Layout").`,
    );
  if (!json.name) throw new Error(`${dir}/package.json has no name.`);
  return { name: json.name, dir, role, domain: domainOf(dir, role), json };
}

/**
 * @param {import('./manifest').Package} pkg
 * @returns {import('./manifest').Subgraph | null}
 */
function subgraphOf(pkg) {
  const declared = /** @type {Record<string, unknown> | undefined} */ (pkg.json.switchyard?.subgraph);
  const where = `${pkg.dir}/package.json`;
  if (!declared) {
    if (pkg.role === 'subgraph' || pkg.role === 'engine')
      throw new Error(`${where}: a package with the role "${pkg.role}" declares switchyard.subgraph.`);
    return null;
  }
  if (!SUBGRAPH_ROLES.includes(pkg.role))
    throw new Error(`${where}: a package with the role "${pkg.role}" holds no subgraph.`);
  const { name, port, order } = declared;
  if (typeof name !== 'string' || !/^[a-z][a-z0-9_]*$/.test(name))
    throw new Error(`${where}: switchyard.subgraph.name is a lower-case name (e.g. "service_config").`);
  if (!Number.isInteger(port) || !Number.isInteger(order))
    throw new Error(`${where}: switchyard.subgraph has a whole-number port and order.`);
  /** @param {string} key @param {string} fallback */
  const file = (key, fallback) =>
    posix.join(pkg.dir, typeof declared[key] === 'string' ? declared[key] : fallback);
  return {
    name,
    package: pkg.name,
    dir: pkg.dir,
    port: /** @type {number} */ (port),
    order: /** @type {number} */ (order),
    schema: file('schema', 'schema.graphql'),
    resolverTypes: file('resolverTypes', 'src/generated/resolverTypes.ts'),
    mappers: file('mappers', 'src/resolvers/mappers.ts'),
    server: file('server', 'src/server.ts'),
    module: typeof declared.module === 'string' ? posix.join(pkg.dir, declared.module) : null,
  };
}

/**
 * @param {import('./manifest').Package} pkg
 * @returns {import('./manifest').Remote | null}
 */
function remoteOf(pkg) {
  const { remote, routes } = pkg.json.switchyard ?? {};
  if (pkg.role !== 'web') {
    if (remote !== undefined) throw new Error(`${pkg.dir}/package.json: only a web package is a remote.`);
    return null;
  }
  if (typeof remote !== 'string')
    throw new Error(`${pkg.dir}/package.json: a web package names its remote (switchyard.remote).`);
  return { name: remote, package: pkg.name, dir: pkg.dir, routes: Array.isArray(routes) ? routes : [] };
}

/**
 * @template T
 * @param {T[]} items
 * @param {(item: T) => unknown} key
 * @param {string} what
 */
function refuseDuplicates(items, key, what) {
  const seen = new Set();
  for (const item of items) {
    const k = key(item);
    if (seen.has(k)) throw new Error(`Two packages declare the same ${what}: ${k}.`);
    seen.add(k);
  }
}

/** @type {typeof import('./manifest').readWorkspace} */
function readWorkspace(root) {
  const packages = /** @type {import('./manifest').Package[]} */ (
    packageDirs(root)
      .map((dir) => readPackage(root, dir))
      .filter(Boolean)
  );
  refuseDuplicates(packages, (p) => p.name, 'package name');
  /** @type {Map<string, import('./manifest').Domain>} */
  const domains = new Map();
  for (const pkg of packages) {
    if (!pkg.domain) continue;
    const folder = pkg.dir.split('/')[0];
    const domain = domains.get(pkg.domain) ?? { name: pkg.domain, folder, packages: [] };
    domain.packages.push(pkg);
    domains.set(pkg.domain, domain);
  }
  const subgraphs = /** @type {import('./manifest').Subgraph[]} */ (
    packages.map(subgraphOf).filter(Boolean)
  ).sort((a, b) => a.order - b.order);
  refuseDuplicates(subgraphs, (s) => s.name, 'subgraph name');
  refuseDuplicates(subgraphs, (s) => s.port, 'subgraph port');
  refuseDuplicates(subgraphs, (s) => s.order, 'subgraph order');
  const remotes = /** @type {import('./manifest').Remote[]} */ (packages.map(remoteOf).filter(Boolean));
  refuseDuplicates(remotes, (r) => r.name, 'remote name');
  return { root, packages, domains: [...domains.values()], subgraphs, remotes };
}

const { commandArgs, parseDeployment, readDeployment } = require('./deployment');

module.exports = { ROLES, packageDirs, readWorkspace, commandArgs, parseDeployment, readDeployment };
