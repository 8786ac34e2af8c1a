import { join } from 'node:path';
import { ESLint } from 'eslint';

// Plants one violation of each boundary in a file where it would live and checks ESLint refuses it
// with the rule that names the boundary; the same code in an allowed place passes.
const root = join(__dirname, '..');
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

it('refuses a web package importing its subgraph, by package or by path', async () => {
  expect(await problems('mfe-org/web/src/planted.ts', "import '@switchyard/org-subgraph';\n")).toEqual([
    expect.stringMatching(/^no-restricted-imports: .*browser/),
    expect.stringMatching(/^import-x\/no-extraneous-dependencies/),
  ]);
  expect(
    await problems('mfe-org/web/src/planted.ts', "export { orgDomain } from '../../subgraph/src/index';\n"),
  ).toContainEqual(expect.stringMatching(/^import-x\/no-relative-packages/));
});

it('refuses a domain importing another domain’s package, common included', async () => {
  const code = "export { clean } from '@switchyard/service-config-common/rules/stepName';\n";
  expect(await problems('mfe-org/subgraph/src/planted.ts', code)).toContainEqual(
    expect.stringMatching(/^no-restricted-imports: .*only through the supergraph/),
  );
  expect(await problems('mfe-service-config/subgraph/src/planted.ts', code)).toEqual([]);
});

it('keeps the common package browser-safe and shared packages free of domains', async () => {
  expect(
    await problems(
      'mfe-service-config/common/src/planted.ts',
      "import { logger } from '@switchyard/server-kit';\nexport { logger };\n",
    ),
  ).toContainEqual(expect.stringMatching(/^no-restricted-imports: .*no server code/));
  expect(await problems('shared/ui/src/planted.ts', "import '@switchyard/org-web';\n")).toContainEqual(
    expect.stringMatching(/^no-restricted-imports: .*Shared packages serve every domain/),
  );
});

it('refuses an undeclared dependency, and a dev dependency outside tests', async () => {
  expect(await problems('mfe-observability/web/src/planted.ts', "import 'express';\n")).toEqual([
    expect.stringMatching(/^import-x\/no-extraneous-dependencies: 'express' should be listed/),
  ]);
  expect(
    await problems('mfe-service-config/subgraph/src/planted.ts', "import '@switchyard/partner-service';\n"),
  ).toEqual([expect.stringMatching(/^import-x\/no-extraneous-dependencies: .*not devDependencies/)]);
  expect(
    await problems(
      'mfe-service-config/subgraph/src/planted.test.ts',
      "import '@switchyard/partner-service';\n",
    ),
  ).toEqual([]);
});

it('keeps GraphQL operations out of web code, in .graphql files codegen checks', async () => {
  expect(
    await problems(
      'mfe-org/web/src/planted.ts',
      "import gql from 'graphql-tag';\nexport const Q = gql`{ me { id } }`;\n",
    ),
  ).toContainEqual(expect.stringMatching(/^no-restricted-imports: .*\.graphql file/));
});

it("has web code take Apollo from the page's one shared entry, never a copy of its own", async () => {
  const code = "import { useQuery } from '@apollo/client';\nexport { useQuery };\n";
  for (const file of ['mfe-org/web/src/planted.ts', 'shell/src/planted.ts', 'shared/ui/src/planted.ts'])
    expect(await problems(file, code)).toContainEqual(
      expect.stringMatching(/^no-restricted-imports: .*Import Apollo from '@switchyard\/client\/apollo'/),
    );
  expect(await problems('shared/client/src/apollo.ts', code)).toEqual([]);
  expect(
    await problems('mfe-org/web/src/planted.ts', "export { useQuery } from '@switchyard/client/apollo';\n"),
  ).toEqual([]);
});

it('holds the engine to a domain’s rules and the router to a shared package’s', async () => {
  expect(
    await problems(
      'engine/src/planted.ts',
      "export { clean } from '@switchyard/service-config-common/rules/stepName';\n",
    ),
  ).toContainEqual(expect.stringMatching(/^no-restricted-imports: .*only through the supergraph/));
  expect(
    await problems('mfe-composer/subgraph/src/planted.ts', "import '@switchyard/engine';\n"),
  ).toContainEqual(expect.stringMatching(/^no-restricted-imports: .*only through the supergraph/));
  expect(await problems('engine/src/planted.ts', "import 'react';\n")).toEqual([
    expect.stringMatching(/^import-x\/no-extraneous-dependencies: 'react' should be listed/),
  ]);
  expect(await problems('router/src/planted.ts', "import '@switchyard/org-subgraph';\n")).toContainEqual(
    expect.stringMatching(/^no-restricted-imports: .*imports no domain/),
  );
  expect(
    await problems('engine/src/planted.ts', "export { logger } from '@switchyard/server-kit';\n"),
  ).toEqual([]);
});

it("lets only a domain's tests import the platform test harness, and never its web package", async () => {
  const code = "export { startTestGateway } from '@switchyard/platform-testing';\n";
  expect(await problems('engine/src/planted.ts', code)).toContainEqual(
    expect.stringMatching(/^no-restricted-imports: .*only a domain's tests/),
  );
  expect(await problems('mfe-composer/subgraph/src/planted.ts', code)).toContainEqual(
    expect.stringMatching(/^no-restricted-imports: .*only a domain's tests/),
  );
  expect(await problems('engine/src/planted.int.test.ts', code)).toEqual([]);
  expect(await problems('engine/src/testing/planted.ts', code)).toEqual([]);
  expect(await problems('mfe-composer/subgraph/src/planted.test.ts', code)).toEqual([]);
  expect(await problems('mfe-composer/web/src/planted.test.tsx', code)).toContainEqual(
    expect.stringMatching(/^no-restricted-imports: .*browser/),
  );
});
