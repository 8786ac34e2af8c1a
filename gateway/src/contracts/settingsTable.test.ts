import {
  hostSettingsSpec,
  platformSettingsSpec,
  setting,
  settingKinds,
} from '@switchyard/server-kit/settings';
import { loadConfig, SettingError } from '../config';
import { gatewaySettingsSpec } from '../settings';
import {
  collectSettings,
  renderTable,
  withSettingsTable,
  SETTINGS_END,
  SETTINGS_START,
} from './settingsTable';

const doc = { default: '`1`', meaning: 'a thing' };

it('the gateway reads every platform and host setting (it hosts every domain)', () => {
  const gateway = new Set(Object.values(gatewaySettingsSpec));
  for (const s of [...Object.values(platformSettingsSpec), ...Object.values(hostSettingsSpec)])
    expect(gateway.has(s)).toBe(true);
});

it('lists a setting composed into several specs once, and refuses one declared twice', () => {
  const port = setting('PORT', settingKinds.text(), doc);
  expect(collectSettings([{ a: port }, { b: port }])).toEqual([port]);
  expect(() => collectSettings([{ a: port }, { b: setting('PORT', settingKinds.text(), doc) }])).toThrow(
    'PORT is declared twice',
  );
});

it('renders a table between the markers, secrets marked', () => {
  const table = renderTable([setting('A_KEY', settingKinds.text(), { ...doc, secret: true })]);
  expect(table).toBe(
    [
      '| setting | default | meaning          |',
      '| ------- | ------- | ---------------- |',
      '| `A_KEY` | `1`     | (secret) a thing |',
    ].join('\n'),
  );
  const readme = `# X\n${SETTINGS_START}\nold\n${SETTINGS_END}\nrest\n`;
  expect(withSettingsTable(readme, table)).toBe(
    `# X\n${SETTINGS_START}\n\n${table}\n\n${SETTINGS_END}\nrest\n`,
  );
});

it('stops the gateway on a bad setting, naming each', () => {
  expect(() =>
    loadConfig({ DATA_DIR: '/tmp/x', SESSION_SECRET: 'x', PORT: 'abc', TRUST_PROXY: 'sure' }),
  ).toThrow(
    new SettingError([
      'PORT must be a whole number from 0 to 65535; it is "abc".',
      'TRUST_PROXY must be 1 (on) or 0 (off); it is "sure".',
    ]),
  );
});
