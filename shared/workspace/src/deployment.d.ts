/** When a process of the deployment runs: always, only with Hive Gateway serving /graphql, or for the demo. */
export type Runs = 'always' | 'with the router' | 'demo only';

/** One row of the README's deployment table ("Running it scaled out"). */
export interface DeploymentProcess {
  /** Its start order: the processes of one number start together, after those of a lower one answer. */
  start: number;
  /** What it is, in words (`org subgraph`). */
  name: string;
  /** Its workspace package (`@switchyard/org-subgraph`). */
  package: string;
  /** The command that starts it from the repository root (`pnpm --filter @switchyard/org-subgraph start`). */
  command: string;
  /** Where it listens when PORT is not set. */
  port: number;
  /** The setting that tells the gateway (and the router) where it is (`SUBGRAPH_ORG_URL`); null for none. */
  address: string | null;
  runs: Runs;
  /** The path that answers 200 once it serves (`/health`); null for none. */
  health: string | null;
}

/** The README's columns, in order. */
export const COLUMNS: string[];
export const RUNS: Runs[];

/** The deployment table of `markdown` (a README), in start order; throws naming every problem. */
export function parseDeployment(markdown: string, where?: string): DeploymentProcess[];

/** The deployment table of `<root>/README.md`. */
export function readDeployment(root: string): DeploymentProcess[];

/** A table's command as the program and its arguments (`['pnpm', '--filter', …]`). */
export function commandArgs(command: string): string[];
