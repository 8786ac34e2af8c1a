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
  timezone: 'UTC',
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

describe("Meta's times, read in the user's zone", () => {
  /** What the code wrote (setTitle) for these Meta times in `timezone`. */
  const read = async (
    code: string,
    timezone: string,
    times: { currentUserTime?: Date; triggerTime?: Date; previousTriggerTime?: Date | null } = {},
  ) => (await runFilterCode(spec(code), {}, {}, { ...meta, ...times, timezone }, 'u1')).sets.a0.title;
  const clock = (name: string) =>
    `var t = Meta.${name}; Daybook.createJournalEntry.setTitle([t.getFullYear(), t.getMonth() + 1, t.getDate(), t.getDay(), t.getHours(), t.getMinutes(), t.getSeconds(), t.getTimezoneOffset(), t.toISOString()].join(' '));`;

  it('keeps the instant and reads the local clock of the zone (Paris in summer: UTC+2)', async () => {
    expect(await read(clock('currentUserTime'), 'Europe/Paris')).toBe(
      '2024 5 1 3 12 0 0 -120 2024-05-01T10:00:00.000Z',
    );
    expect(await read(clock('triggerTime'), 'Europe/Paris')).toBe(
      '2024 5 1 3 11 0 0 -120 2024-05-01T09:00:00.000Z',
    );
    // Across midnight and a date line: Kiritimati is UTC+14, it is already 2 May there.
    expect(await read(clock('currentUserTime'), 'Pacific/Kiritimati')).toBe(
      '2024 5 2 4 0 0 0 -840 2024-05-01T10:00:00.000Z',
    );
    expect(await read(clock('currentUserTime'), 'UTC')).toBe('2024 5 1 3 10 0 0 0 2024-05-01T10:00:00.000Z');
  });

  it('gives each instant the offset in force then, on both sides of a DST change (New York, 10 March 2024)', async () => {
    const zone = 'America/New_York';
    // 06:59:59Z is 01:59:59 EST; one second later clocks jump to 03:00 EDT.
    const before = new Date('2024-03-10T06:59:59Z');
    const after = new Date('2024-03-10T07:00:00Z');
    expect(await read(clock('currentUserTime'), zone, { currentUserTime: before })).toBe(
      '2024 3 10 0 1 59 59 300 2024-03-10T06:59:59.000Z',
    );
    expect(await read(clock('currentUserTime'), zone, { currentUserTime: after })).toBe(
      '2024 3 10 0 3 0 0 240 2024-03-10T07:00:00.000Z',
    );
    // The trigger before the change and the current time after it, in one run: each its own offset.
    const both =
      'Daybook.createJournalEntry.setTitle(Meta.previousTriggerTime.getHours() + "/" + Meta.previousTriggerTime.getTimezoneOffset() + " " + Meta.currentUserTime.getHours() + "/" + Meta.currentUserTime.getTimezoneOffset());';
    expect(await read(both, zone, { previousTriggerTime: before, currentUserTime: after })).toBe(
      '1/300 3/240',
    );
    // In November the hour 01:00-02:00 happens twice: EDT first, then EST.
    const first = new Date('2024-11-03T05:30:00Z');
    const second = new Date('2024-11-03T06:30:00Z');
    expect(await read(clock('triggerTime'), zone, { triggerTime: first })).toBe(
      '2024 11 3 0 1 30 0 240 2024-11-03T05:30:00.000Z',
    );
    expect(await read(clock('triggerTime'), zone, { triggerTime: second })).toBe(
      '2024 11 3 0 1 30 0 300 2024-11-03T06:30:00.000Z',
    );
    // The host's Intl agrees.
    const hostHour = (d: Date) =>
      Number(
        new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format(d),
      );
    expect([before, after, first, second].map(hostHour)).toEqual([1, 3, 1, 1]);
  });

  it('names the zone in toString, and gives Meta.timezone', async () => {
    const code =
      'Daybook.createJournalEntry.setTitle(Meta.timezone + " | " + Meta.currentUserTime.toString() + " | " + Meta.currentUserTime.toLocaleString());';
    expect(await read(code, 'America/New_York', { currentUserTime: new Date('2024-03-10T07:00:00Z') })).toBe(
      'America/New_York | Sun Mar 10 2024 03:00:00 GMT-0400 (America/New_York) | 3/10/2024, 3:00:00 AM',
    );
    expect(await read(code, 'Asia/Kolkata')).toBe(
      'Asia/Kolkata | Wed May 01 2024 15:30:00 GMT+0530 (Asia/Kolkata) | 5/1/2024, 3:30:00 PM',
    );
  });

  it('sets the local clock in the zone: setHours(8) is 08:00 in Paris, the instant moves with it', async () => {
    const code =
      'var t = Meta.currentUserTime; t.setHours(8, 15); Daybook.createJournalEntry.setTitle(t.getHours() + ":" + t.getMinutes() + " " + t.toISOString());';
    expect(await read(code, 'Europe/Paris')).toBe('8:15 2024-05-01T06:15:00.000Z');
  });
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
