/**
 * The engine's filter code: run as the body of `Function(...namespaces, 'Meta', code)` in the sandbox, and
 * never as more than that body (issue 32, finding 3: `}); …; (function(){` closed the function and ran
 * its own code at the outer level).
 */
import type { AppletRunSpec, RunStep } from '@switchyard/events';
import { closeFilterSandbox, FilterCodeError, runFilterCode } from './filterCode';

/** The bodies the sandbox was asked to compile, in order. */
const compiles: string[] = [];
jest.mock('@switchyard/sandbox', () => {
  const actual = jest.requireActual<typeof import('@switchyard/sandbox')>('@switchyard/sandbox');
  return {
    ...actual,
    createSandbox: (...args: Parameters<typeof actual.createSandbox>) => {
      const sandbox = actual.createSandbox(...args);
      const parse = sandbox.parseFunctionBody.bind(sandbox);
      sandbox.parseFunctionBody = (body, ...rest) => {
        compiles.push(body);
        return parse(body, ...rest);
      };
      return sandbox;
    },
  };
});

afterAll(() => closeFilterSandbox());

const step = (key: string, path: string, setters?: Record<string, string>): RunStep => ({
  key,
  service_id: 's1',
  channel_module_name: 'daybook',
  module_name: path.split('.')[1],
  path,
  fields: {},
  ingredients: [],
  ...(setters ? { setters } : {}),
});
const spec = (filter_code: string): AppletRunSpec => ({
  name: 'Keep my journal',
  owner_id: 'u1',
  filter_code,
  delay_seconds: null,
  trigger: step('trigger', 'Daybook.newJournalEntry'),
  queries: [],
  actions: [step('a0', 'Daybook.createJournalEntry', { title: 'setTitle' })],
});
const meta = {
  currentUserTime: new Date('2024-05-01T10:00:00Z'),
  triggerTime: new Date('2024-05-01T09:00:00Z'),
  previousTriggerTime: null,
};
const run = (code: string) =>
  runFilterCode(spec(code), { 'Daybook.newJournalEntry.Title': 'Hello' }, {}, meta, 'u1');

async function failure(code: string): Promise<FilterCodeError> {
  const err = await run(code).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(FilterCodeError);
  return err as FilterCodeError;
}

it('runs the code with the namespaces and Meta: skip, setters, return', async () => {
  const code = [
    'if (Daybook.newJournalEntry.Title !== "Hello") return;',
    'Daybook.createJournalEntry.setTitle(Daybook.newJournalEntry.Title + " at " + Meta.triggerTime.toISOString());',
    'if (Meta.currentUserTime > Meta.triggerTime) Daybook.createJournalEntry.skip("later");',
  ].join('\n');
  expect(await run(code)).toEqual({
    skips: { a0: 'later' },
    sets: { a0: { title: 'Hello at 2024-05-01T09:00:00.000Z' } },
  });
});

it('refuses code that closes its function before any of it runs', async () => {
  const err = await failure('}); throw new Error("RAN " + typeof globalThis); (function(){');
  expect(err.message).toBe(
    "Filter code: SyntaxError: unexpected '}': the code closes the function it is the body of (line 1)",
  );
  expect(err.retry).toBe(false);
  // Before, this ran at once (as the Function was built) and then the empty function that follows.
  expect(
    (await failure('var a = 1;\n}, Daybook.createJournalEntry.skip("RAN"), function(){')).message,
  ).toMatch(/closes the function .* \(line 2\)$/);
});

it('an endless loop outside the function ends at once, not after the CPU limit', async () => {
  const started = performance.now();
  const err = await failure('}); while (true) {} (function(){');
  expect(err.message).toMatch(/^Filter code: SyntaxError: unexpected '}'/);
  expect(performance.now() - started).toBeLessThan(900);
});

it("reports a syntax error with the code's own line, and a runtime error as before", async () => {
  expect((await failure('var a = 1;\nif (a {\n}')).message).toBe(
    "Filter code: SyntaxError: expecting ')' (line 2)",
  );
  expect((await failure('Daybook.nothing.skip()')).message).toMatch(/^Filter code: TypeError: /);
});

it("gives Meta.previousTriggerTime: null for a lane's first run, else a Date", async () => {
  const code = [
    'var p = Meta.previousTriggerTime;',
    'Daybook.createJournalEntry.setTitle(p === null ? "first" : (p instanceof Date) + " " + p.toISOString());',
  ].join('\n');
  const title = async (previousTriggerTime: Date | null) =>
    (await runFilterCode(spec(code), {}, {}, { ...meta, previousTriggerTime }, 'u1')).sets.a0.title;
  expect(await title(null)).toBe('first');
  expect(await title(new Date('2024-05-01T08:30:00Z'))).toBe('true 2024-05-01T08:30:00.000Z');
});

describe("a connection feature's runtime script", () => {
  const feature = (filter_code: string | null): AppletRunSpec => ({
    ...spec(filter_code ?? ''),
    filter_code,
    actions: [step('action:0', 'Daybook.createJournalEntry', { title: 'setTitle', mood: 'setMood' })],
    connection: {
      connection_id: 'c1',
      enablement_id: 'e1',
      feature_name: 'entries_to_journal',
      trigger_id: 'daybook.new_journal_entry',
      custom_field_values: { entry_mood: 'calm', tags: ['a', 'b'] },
    },
  });
  const runFeature = (code: string | null) =>
    runFilterCode(feature(code), { 'Daybook.newJournalEntry.Title': 'Hello' }, {}, meta, 'u1');

  it('reads Feature.name and Feature.customFields, and sets and skips as filter code does', async () => {
    const code = [
      'Daybook.createJournalEntry.setMood(Feature.customFields.entry_mood);',
      'Daybook.createJournalEntry.setTitle(Feature.name + ": " + Feature.customFields.tags.join("+"));',
      'if (Feature.customFields.missing === undefined && Meta.previousTriggerTime === null)',
      '  Daybook.createJournalEntry.skip("first of " + Feature.name);',
    ].join('\n');
    expect(await runFeature(code)).toEqual({
      skips: { 'action:0': 'first of entries_to_journal' },
      sets: { 'action:0': { mood: 'calm', title: 'entries_to_journal: a+b' } },
    });
  });

  it('runs an empty script as nothing at all', async () => {
    expect(await runFeature('')).toEqual({ skips: {}, sets: {} });
    expect(await runFeature(null)).toEqual({ skips: {}, sets: {} });
  });

  it("has no Feature in an applet's filter code", async () => {
    expect((await failure('Daybook.createJournalEntry.setTitle(Feature.name)')).message).toMatch(
      /^Filter code: ReferenceError: .*Feature/,
    );
  });
});

it('compiles a body once: the same code and parameters run again without a compile', async () => {
  const code = 'Daybook.createJournalEntry.setTitle("once " + Daybook.newJournalEntry.Title);';
  const before = compiles.length;
  expect(await run(code)).toEqual({ skips: {}, sets: { a0: { title: 'once Hello' } } });
  expect(await run(code)).toEqual({ skips: {}, sets: { a0: { title: 'once Hello' } } });
  expect(compiles.length).toBe(before + 1);
  // A body that failed is compiled (and refused) every time.
  const bad = '}); (function(){';
  await failure(bad);
  await failure(bad);
  expect(compiles.slice(before + 1)).toEqual([bad, bad]);
});
