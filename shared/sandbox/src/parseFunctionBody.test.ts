/**
 * parseFunctionBody: a function body compiled in QuickJS without running, and never one that closes its
 * function (issue 32, finding 3: `new Function(code)` ran `}); throw …; (function(){` at compile time).
 */
import { createSandbox } from './createSandbox';
import type { ParseResult, Sandbox } from './sandboxTypes';

let sandbox: Sandbox;
beforeAll(() => {
  sandbox = createSandbox({ workers: 2, timeoutMs: 1000 });
});
afterAll(() => sandbox.close());

/** What QuickJS's own `Function(...params, body)` does with the body when it is called (it runs). */
const BUILD_AND_CALL = `function handler(input) {
  globalThis.sideEffect = 'none';
  try { Function.apply(null, input.params.concat([input.body]))(); } catch (e) { return String(e) + ' / ' + globalThis.sideEffect; }
  return 'called / ' + globalThis.sideEffect;
}`;

const syntaxError = (result: ParseResult) => {
  if (result.ok) throw new Error('expected a syntax error, the body parsed');
  expect(result.error.kind).toBe('syntax');
  return result.error;
};

describe('parseFunctionBody', () => {
  it('accepts a function body: return, the parameters, new.target, comments at the end', async () => {
    const body = 'if (!Daybook.x) { Daybook.skip(); return; }\nreturn new.target; // done';
    expect(await sandbox.parseFunctionBody(body, ['Daybook', 'Meta'])).toMatchObject({ ok: true });
    expect(await sandbox.parseFunctionBody('', [])).toMatchObject({ ok: true });
    expect(
      await sandbox.parseFunctionBody('with (Meta) {}\nvar s = "}";/* } */ `${"}"}`', ['Meta']),
    ).toMatchObject({
      ok: true,
    });
  });

  it('reports a syntax error with the body’s own line', async () => {
    const error = syntaxError(await sandbox.parseFunctionBody('var a = 1;\n\nif (a {\n}', ['Meta']));
    expect(error).toEqual({ kind: 'syntax', message: "SyntaxError: expecting ')'", line: 3 });
    // An unclosed block ends at the body's last line, not in the wrapper's.
    expect(syntaxError(await sandbox.parseFunctionBody('a();\nif (a) {', [])).line).toBe(2);
  });

  const breakouts = [
    '}); throw new Error("RAN " + typeof globalThis); (function(){',
    '}); globalThis.sideEffect = "RAN"; (function(){',
    '}, globalThis.sideEffect = "RAN", function(){',
    '})(globalThis.sideEffect = "RAN", function(){',
    '}[globalThis.sideEffect = "RAN"] = function(){',
    '} + (globalThis.sideEffect = "RAN") + function(){',
    '}.call(globalThis.sideEffect = "RAN"), function(){',
    '}, x = (globalThis.sideEffect = "RAN"), y = function(){',
    '}\n, (globalThis.sideEffect = "RAN")\n, function(){',
    '}`${globalThis.sideEffect = "RAN"}`, function(){',
    '}?.[globalThis.sideEffect = "RAN"], function(){',
    '}); while (true) {} (function(){',
  ];

  it.each(breakouts)('refuses a body that closes its function: %j', async (body) => {
    // The same text through QuickJS's Function does break out (what the check is there for).
    const built = await sandbox.run(BUILD_AND_CALL, { params: [], body }, {}, { owner: 'proof' });
    if (!body.includes('while')) {
      expect(built.ok && String(built.value)).toMatch(/RAN/);
    }
    const started = performance.now();
    const error = syntaxError(await sandbox.parseFunctionBody(body, []));
    expect(performance.now() - started).toBeLessThan(500);
    expect(error.message).toBe("SyntaxError: unexpected '}': the code closes the function it is the body of");
    expect(error.line).toBe(body.startsWith('}\n') ? 2 : 1);
  });

  it('refuses parameter names that are not plain identifiers (the host’s mistake)', async () => {
    await expect(sandbox.parseFunctionBody('return 1', ['a){}); x(); (function(b'])).rejects.toThrow(
      'is not a plain identifier',
    );
  });

  it('ends deeply nested code as a syntax error, and the worker keeps working', async () => {
    for (const open of ['(', '[', '{', 'x={a:']) {
      syntaxError(await sandbox.parseFunctionBody(open.repeat(5000), []));
    }
    expect(await sandbox.parseFunctionBody('return 1', [])).toMatchObject({ ok: true });
  });

  it("one owner's parses of long bodies leave another owner's under 200 ms", async () => {
    await Promise.all(['a', 'b'].map((owner) => sandbox.parseFunctionBody('return 1', [], { owner })));
    const long = 'a+'.repeat(4999) + 'a';
    const flood = Array.from({ length: 16 }, () => sandbox.parseFunctionBody(long, [], { owner: 'mallory' }));
    await new Promise((r) => setTimeout(r, 20));
    const started = performance.now();
    expect(await sandbox.parseFunctionBody('return Meta', ['Meta'], { owner: 'alice' })).toMatchObject({
      ok: true,
    });
    expect(performance.now() - started).toBeLessThan(200);
    expect((await Promise.all(flood)).every((r) => r.ok)).toBe(true);
  }, 30_000);
});
