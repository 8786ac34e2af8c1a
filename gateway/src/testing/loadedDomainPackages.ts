// Starts a gateway as configured by the environment, prints which domain packages (mfe-*) its
// process loaded, as JSON, and exits. The contracts test runs it with every subgraph remote.
import { createGateway } from '../app';
import { loadConfig } from '../config';

async function main() {
  const gateway = await createGateway(loadConfig(process.env));
  const packages = new Set(
    Object.keys(require.cache)
      .map((file) => /\/(mfe-[^/]+\/[^/]+)\//.exec(file)?.[1])
      .filter((p): p is string => Boolean(p)),
  );
  await gateway.close();
  console.log(JSON.stringify([...packages].sort()));
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
