// `pnpm settings:table` writes the README's settings table from the settings specs;
// `pnpm settings:table --check` (part of `pnpm check`, so CI) fails when the committed README differs.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadAllDomains } from './registry';
import { collectSettings, renderTable, tableSpecs, withSettingsTable } from './settingsTable';

async function main() {
  const file = join(__dirname, '..', '..', '..', 'README.md');
  const check = process.argv.includes('--check');
  const domains = await loadAllDomains();
  const table = renderTable(collectSettings(tableSpecs(domains.map((d) => d.settings))));
  const readme = readFileSync(file, 'utf8');
  const next = withSettingsTable(readme, table);
  if (check) {
    if (next !== readme) {
      console.error(
        "README.md's settings table differs from the settings specs: run `pnpm settings:table` and commit the result.",
      );
      process.exit(1);
    }
    console.log("README.md's settings table matches the settings specs.");
  } else {
    writeFileSync(file, next);
    console.log("Wrote README.md's settings table.");
  }
  process.exit(0);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
