/** What a package is, as its package.json declares it in `switchyard.role`. */
export type Role =
  'gateway' | 'shell' | 'router' | 'engine' | 'web' | 'subgraph' | 'common' | 'shared' | 'tooling' | 'sample';

/** One workspace package: its name, its folder (relative to the root, `/`-separated) and its role. */
export interface Package {
  name: string;
  dir: string;
  role: Role;
  /** The domain it belongs to: `org` for mfe-org/web, `engine` for engine/; null for the others. */
  domain: string | null;
  /** Its package.json, as read. */
  json: PackageJson;
}

export interface PackageJson {
  name?: string;
  main?: string;
  exports?: unknown;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  switchyard?: Record<string, unknown>;
}

/** A domain: one folder, one team; its packages by role (web, subgraph, common, or the engine's one). */
export interface Domain {
  name: string;
  folder: string;
  packages: Package[];
}

/** A subgraph a package declares (`switchyard.subgraph`), its files relative to the workspace root. */
export interface Subgraph {
  /** The subgraph name (`service_config`): the Domain's name, upper-cased in SUBGRAPH_<NAME>_URL. */
  name: string;
  /** The package that holds it, and that package's folder. */
  package: string;
  dir: string;
  /** The port it listens on when it runs as its own service and PORT is not set. */
  port: number;
  /** Where it comes in the migration and seeding order of a process that hosts several (lower first). */
  order: number;
  schema: string;
  resolverTypes: string;
  mappers: string;
  /** The entry that runs it as its own service. */
  server: string;
  /** The file that exports its Domain when that is not the package's main (identity, in the gateway). */
  module: string | null;
}

/** A web remote (`switchyard.remote`), mounted on its route prefixes. */
export interface Remote {
  name: string;
  package: string;
  dir: string;
  routes: string[];
}

export interface Workspace {
  root: string;
  packages: Package[];
  domains: Domain[];
  /** In migration and seeding order. */
  subgraphs: Subgraph[];
  remotes: Remote[];
}

/** The folders (relative, `/`-separated) one or two levels under `root` that hold a package.json. */
export function packageDirs(root: string): string[];

/** Reads every package's role and what follows from it; throws on a package out of its layout. */
export function readWorkspace(root: string): Workspace;

export const ROLES: Role[];

export {
  commandArgs,
  parseDeployment,
  readDeployment,
  type DeploymentProcess,
  type Runs,
} from './deployment';
