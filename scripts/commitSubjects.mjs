#!/usr/bin/env node
/**
 * Commit subjects are at most 72 characters (the detail goes in the body): checks every commit after
 * the one where the rule began (earlier history is left as it is). Part of `pnpm check`; skipped
 * outside a git checkout or in a shallow clone that lacks that commit.
 */
import { spawnSync } from 'node:child_process';

const RULE_BEGAN = 'b778fbf'; // the last commit before subjects were kept short
const MAX = 72;

const git = (...args) => spawnSync('git', args, { encoding: 'utf8' });
if (git('cat-file', '-e', `${RULE_BEGAN}^{commit}`).status !== 0) {
  console.log(`commit subjects: not checked (no git history back to ${RULE_BEGAN})`);
  process.exit(0);
}
const log = git('log', '--format=%h %s', `${RULE_BEGAN}..HEAD`);
if (log.status !== 0) {
  console.error(log.stderr);
  process.exit(1);
}
const long = log.stdout
  .split('\n')
  .filter(Boolean)
  .filter((line) => line.length - line.indexOf(' ') - 1 > MAX);
if (long.length) {
  console.error(`Commit subjects over ${MAX} characters (put the detail in the body):`);
  for (const line of long) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`commit subjects: all at most ${MAX} characters`);
