import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remoteOperations, SHARED_DOCUMENTS_DIR } from './operationsDocument';

const dir = mkdtempSync(join(tmpdir(), 'operations-document-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function writeFile(path: string, body: string) {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, body);
}

it("concatenates the remote's documents, nested ones too, and the shared ones", () => {
  const remote = join(dir, 'remote');
  writeFile(join(remote, 'src', 'a.graphql'), 'query A { me { id } }\n');
  writeFile(join(remote, 'src', 'deep', 'b.graphql'), 'fragment B on User { id }\n');
  writeFile(join(remote, 'src', 'c.ts'), 'export const c = 1;\n');
  const text = remoteOperations(remote);
  const names = [...text.matchAll(/^(?:query|mutation|fragment) (\w+)/gm)].map((m) => m[1]);
  expect(names).toEqual(['A', 'B', 'UserErrorFields']);
  expect(text).toMatch(/^# .*remote\/src\/a\.graphql\nquery A/m);
  expect(text).toContain(readFileSync(join(SHARED_DOCUMENTS_DIR, 'userError.graphql'), 'utf8').trimEnd());
});

it('holds a file once when both lists name it', () => {
  const remote = join(dir, 'overlap');
  writeFile(join(remote, 'src', 'graphql', 'one.graphql'), 'query One { me { id } }\n');
  const text = remoteOperations(remote, join(remote, 'src', 'graphql'));
  expect(text.match(/query One/g)).toHaveLength(1);
});

it('is empty for a remote that sends no documents', () => {
  const remote = join(dir, 'silent');
  const none = join(dir, 'no-shared');
  mkdirSync(join(remote, 'src'), { recursive: true });
  mkdirSync(none);
  expect(remoteOperations(remote, none)).toBe('');
});
