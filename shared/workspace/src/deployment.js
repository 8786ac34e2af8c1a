// @ts-check
// The scaled-out deployment as the README gives it (issue 41): the table of processes in "Running it
// scaled out", between <!-- deployment:start --> and <!-- deployment:end -->. The e2e server's
// scaled-out pass (e2e/startServer.mjs) starts exactly these commands, so the README and what CI runs
// cannot drift; deployment.test.ts checks the table against the manifest and the committed supergraph.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

/** The table's columns, in order, as the README heads them. */
const COLUMNS = [
  'start',
  'process',
  'package',
  'start command',
  'default port',
  'its address',
  'runs',
  'health',
];

/** @type {import('./deployment').Runs[]} */
const RUNS = ['always', 'with the router', 'demo only'];

const START = '<!-- deployment:start';
const END = '<!-- deployment:end -->';

/**
 * A cell's text without its backticks: `pnpm start` -> pnpm start; anything else -> null.
 * @param {string} cell
 */
function code(cell) {
  const m = /^`([^`]+)`$/.exec(cell);
  return m ? m[1] : null;
}

/** @param {string} line */
function cells(line) {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());
}

/** @type {typeof import('./deployment').parseDeployment} */
function parseDeployment(markdown, where = 'README.md') {
  const from = markdown.indexOf(START);
  const to = markdown.indexOf(END, from);
  if (from < 0 || to < 0)
    throw new Error(`${where}: no deployment table (between "${START} …" and "${END}").`);
  const lines = markdown
    .slice(from, to)
    .split('\n')
    .filter((l) => l.trim().startsWith('|'));
  const [head, rule, ...body] = lines;
  if (!head || !rule) throw new Error(`${where}: the deployment table has no header.`);
  const header = cells(head);
  if (header.join('|') !== COLUMNS.join('|'))
    throw new Error(
      `${where}: the deployment table's columns are ${COLUMNS.join(', ')}; found ${header.join(', ')}.`,
    );
  const problems = [];
  /** @type {import('./deployment').DeploymentProcess[]} */
  const processes = [];
  for (const line of body) {
    const row = cells(line);
    const [start, name, pkg, command, port, address, runs, health] = row;
    const say = (/** @type {string} */ what) =>
      problems.push(`${where}: deployment table, "${name}": ${what}`);
    if (row.length !== COLUMNS.length) {
      say(`${row.length} cells, not ${COLUMNS.length}.`);
      continue;
    }
    const packageName = code(pkg);
    const commandLine = code(command);
    const addressSetting = address === '—' ? null : code(address);
    const healthPath = health === '—' ? null : code(health);
    if (!/^\d+$/.test(start)) say(`the start order "${start}" is not a whole number.`);
    if (!packageName) say(`the package "${pkg}" is not in backticks.`);
    if (!commandLine || !commandLine.startsWith('pnpm '))
      say(`the start command ${command} is not a \`pnpm …\` command in backticks.`);
    else if (!/^[\w@./:=-]+( [\w@./:=-]+)*$/.test(commandLine))
      say(`the start command \`${commandLine}\` holds more than words separated by single spaces.`);
    else if (packageName && !commandLine.startsWith(`pnpm --filter ${packageName} `))
      say(`the start command does not start with \`pnpm --filter ${packageName}\`.`);
    if (!/^\d+$/.test(port)) say(`the default port "${port}" is not a number.`);
    if (address !== '—' && !/^[A-Z][A-Z0-9_]*$/.test(addressSetting ?? ''))
      say(`its address "${address}" is neither a setting in backticks nor —.`);
    if (!RUNS.includes(/** @type {import('./deployment').Runs} */ (runs)))
      say(`"runs" is "${runs}", not one of ${RUNS.join(', ')}.`);
    if (health !== '—' && !healthPath?.startsWith('/'))
      say(`the health check "${health}" is not a path or —.`);
    processes.push({
      start: Number(start),
      name,
      package: packageName ?? '',
      command: commandLine ?? '',
      port: Number(port),
      address: addressSetting,
      runs: /** @type {import('./deployment').Runs} */ (runs),
      health: healthPath,
    });
  }
  if (processes.length === 0) problems.push(`${where}: the deployment table has no rows.`);
  if (problems.length) throw new Error(problems.join('\n'));
  return processes.sort((a, b) => a.start - b.start);
}

/** @type {typeof import('./deployment').readDeployment} */
function readDeployment(root) {
  return parseDeployment(readFileSync(join(root, 'README.md'), 'utf8'));
}

/** @type {typeof import('./deployment').commandArgs} */
function commandArgs(command) {
  return command.split(' ');
}

module.exports = { COLUMNS, RUNS, commandArgs, parseDeployment, readDeployment };
