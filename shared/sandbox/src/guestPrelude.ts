/**
 * JavaScript evaluated inside each fresh QuickJS context before the script. It receives the two host
 * functions (log, call) as arguments and never puts them on globalThis, installs `console` (and `fetch`
 * when lent), and returns the helpers the worker calls. It keeps its own references to the built-ins it
 * uses, so a script that replaces JSON.stringify or Array.prototype.join only fools itself.
 */
export const GUEST_PRELUDE = String.raw`(function (hostLog, hostCall, lendFetch) {
  'use strict';
  const stringify = JSON.stringify;
  const parse = JSON.parse;
  const S = String;
  const P = Promise;
  const ErrorCtor = Error;
  const TypeErrorCtor = TypeError;
  const objectKeys = Object.keys;
  const freeze = Object.freeze;
  const call = Function.prototype.call;
  const sliceString = call.bind(String.prototype.slice);
  const splitString = call.bind(String.prototype.split);

  function format(value) {
    if (typeof value === 'string') return value;
    try {
      if (value instanceof ErrorCtor) return S(value.name) + ': ' + S(value.message);
      if (typeof value === 'object' && value !== null) {
        const json = stringify(value);
        if (json !== undefined) return json;
      }
    } catch (e) {
      // not JSON (a cycle, a BigInt inside): fall back to String()
    }
    try {
      return S(value);
    } catch (e) {
      return '[unprintable value]';
    }
  }

  const console = {};
  const levels = ['log', 'info', 'warn', 'error', 'debug'];
  for (let i = 0; i < levels.length; i++) {
    const level = levels[i];
    console[level] = function () {
      let message = '';
      for (let j = 0; j < arguments.length; j++) message += (j ? ' ' : '') + format(arguments[j]);
      hostLog(level, message);
    };
  }
  globalThis.console = console;

  const env = {};
  if (lendFetch) {
    const fetch = async function fetch(url, init) {
      if (typeof url !== 'string') throw new TypeErrorCtor('fetch(url, init): url must be a string.');
      const i = init === undefined || init === null ? {} : init;
      if (typeof i !== 'object') throw new TypeErrorCtor('fetch(url, init): init must be an object.');
      const method = i.method === undefined ? 'GET' : S(i.method);
      const headers = {};
      if (i.headers !== undefined && i.headers !== null) {
        const names = objectKeys(i.headers);
        for (let k = 0; k < names.length; k++) headers[names[k]] = S(i.headers[names[k]]);
      }
      const body =
        i.body === undefined || i.body === null ? null : typeof i.body === 'string' ? i.body : stringify(i.body);
      const answer = await hostCall('fetch', stringify([url, { method: method, headers: headers, body: body }]));
      const response = {};
      const keys = objectKeys(answer);
      for (let k = 0; k < keys.length; k++) response[keys[k]] = answer[keys[k]];
      if (typeof response.ok !== 'boolean') response.ok = response.status >= 200 && response.status < 300;
      if (response.headers === undefined) response.headers = {};
      response.text = function () { return P.resolve(response.body); };
      response.json = function () { return new P(function (resolve) { resolve(parse(response.body)); }); };
      return response;
    };
    env.fetch = fetch;
    globalThis.fetch = fetch;
  }
  freeze(env);

  return {
    parseJSON: function (json) { return parse(json); },
    toJSON: function (value) { return stringify(value); },
    invoke: function (inputJson) {
      const input = parse(inputJson);
      return new P(function (resolve) {
        if (typeof handler !== 'function') {
          throw new TypeErrorCtor('The script must define a function named handler: async function handler(input, env) { ... }');
        }
        resolve(handler(input, env));
      });
    },
    describe: function (error) {
      let name = '';
      let message = '';
      let stack = '';
      try {
        if (error !== null && (typeof error === 'object' || typeof error === 'function')) {
          name = S(error.name === undefined ? '' : error.name);
          message = S(error.message === undefined ? format(error) : error.message);
          stack = typeof error.stack === 'string' ? error.stack : '';
        } else {
          message = format(error);
        }
      } catch (e) {
        message = '[an error that could not be read]';
      }
      const frames = splitString(sliceString(stack, 0, 2000), '\n');
      let kept = '';
      // The script's own frames: the prelude's and what called it are the sandbox's business.
      for (let i = 0, n = 0; i < frames.length && n < 5; i++) {
        if (frames[i].indexOf('sandbox-prelude.js') !== -1) break;
        if (frames[i]) { kept += '\n' + frames[i]; n++; }
      }
      return stringify([sliceString(name, 0, 200), sliceString(message, 0, 2000), kept, error === null]);
    },
  };
})`;
