import { createCache } from '@switchyard/client/apollo';
import { parse } from 'graphql';
import { cachePolicies } from './cachePolicies';

// Two queries of one applet asking different fields of its steps, as the applet page and its settings do.
const PAGE = parse(
  `fragment Page on Applet { id applet_trigger { key module_name } applet_actions { key module_name } }`,
);
const SETTINGS = parse(
  `fragment Settings on Applet { id applet_trigger { key custom } applet_actions { key custom } }`,
);
const step = (key: string, extra: Record<string, string>) => ({ __typename: 'AppletStep', key, ...extra });

it("keeps both queries' fields of an applet's steps, whichever came last", () => {
  const cache = createCache(cachePolicies);
  const id = cache.identify({ __typename: 'Applet', id: 'a-1' });
  cache.writeFragment({
    id,
    fragment: PAGE,
    data: {
      __typename: 'Applet',
      id: 'a-1',
      applet_trigger: step('trigger', { module_name: 'new_entry' }),
      applet_actions: [step('a0', { module_name: 'create' }), step('a1', { module_name: 'photo' })],
    },
  });
  cache.writeFragment({
    id,
    fragment: SETTINGS,
    data: {
      __typename: 'Applet',
      id: 'a-1',
      applet_trigger: step('trigger', { custom: 't' }),
      applet_actions: [step('a0', { custom: 'x' }), step('a1', { custom: 'y' })],
    },
  });
  expect(cache.readFragment({ id, fragment: PAGE })).toMatchObject({
    applet_trigger: { key: 'trigger', module_name: 'new_entry' },
    applet_actions: [
      { key: 'a0', module_name: 'create' },
      { key: 'a1', module_name: 'photo' },
    ],
  });
  expect(cache.readFragment({ id, fragment: SETTINGS })).toMatchObject({
    applet_actions: [
      { key: 'a0', custom: 'x' },
      { key: 'a1', custom: 'y' },
    ],
  });
});

it('drops a step the applet no longer has', () => {
  const cache = createCache(cachePolicies);
  const id = cache.identify({ __typename: 'Applet', id: 'a-2' });
  const write = (actions: ReturnType<typeof step>[]) =>
    cache.writeFragment({
      id,
      fragment: PAGE,
      data: {
        __typename: 'Applet',
        id: 'a-2',
        applet_trigger: step('trigger', { module_name: 'n' }),
        applet_actions: actions,
      },
    });
  write([step('a0', { module_name: 'create' }), step('a1', { module_name: 'photo' })]);
  write([step('a1', { module_name: 'photo' })]);
  expect(cache.readFragment({ id, fragment: PAGE })).toMatchObject({ applet_actions: [{ key: 'a1' }] });
});
