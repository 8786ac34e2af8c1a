import { ALBUM_STEP, ALERT_STEP, enablement, published } from './enableFixtures.testing';
import { initialForm, pausedFeatures, placeErrors, servicesInUse, toEnableInput } from './enableState';
import type { PublishedConnection } from './operations';

const connection = (over: Record<string, unknown> = {}) => published(over) as unknown as PublishedConnection;

describe('the enable form', () => {
  it('starts from the defaults: required features on, optional off, a time at 00:00', () => {
    const form = initialForm(connection());
    expect(form.weather_journal).toEqual({
      enabled: true,
      custom: { entry_mood: 'calm', note: '', quiet_until: '00:00', kinds: ['wind'] },
      steps: {
        [ALERT_STEP]: { city: 'Lisbon' },
        'action.daybook.create_journal_entry': {},
      },
    });
    expect(form.entry_covers_to_album.enabled).toBe(false);
  });

  it("starts from the viewer's saved values, ignoring values of the wrong shape", () => {
    const saved = enablement();
    saved.features[0] = {
      ...saved.features[0],
      custom_field_values: { entry_mood: 'happy', kinds: 'thunder', note: 5 },
    };
    const form = initialForm(connection({ my_enablement: saved }));
    expect(form.weather_journal.custom).toEqual({
      entry_mood: 'happy',
      note: '',
      quiet_until: '00:00',
      kinds: ['wind'],
    });
    expect(form.weather_journal.steps[ALERT_STEP]).toEqual({ city: 'Porto' });
  });

  it('sends every feature in order, an off one with its saved values kept, blank step fields left out', () => {
    const c = connection();
    const form = initialForm(c);
    form.weather_journal.steps[ALERT_STEP].city = '  ';
    expect(toEnableInput(c, form)).toEqual({
      connection_id: c.id,
      features: [
        {
          name: 'weather_journal',
          enabled: true,
          custom_field_values: { entry_mood: 'calm', note: '', quiet_until: '00:00', kinds: ['wind'] },
          step_field_values: {},
        },
        { name: 'entry_covers_to_album', enabled: false, custom_field_values: null, step_field_values: null },
      ],
    });
  });

  it('knows the services of the features that are on', () => {
    const c = connection();
    const form = initialForm(c);
    expect(servicesInUse(c, form)).toEqual(['acme_weather', 'daybook']);
    form.weather_journal.enabled = false;
    form.entry_covers_to_album.enabled = true;
    expect(servicesInUse(c, form)).toEqual(['daybook']);
  });

  it('places errors by path: an input, a feature, or the whole form', () => {
    const c = connection();
    expect(
      placeErrors(c, [
        { attribute: 'features/0/custom_fields/entry_mood', message: 'm1' },
        { attribute: `features/1/step_fields/${ALBUM_STEP}/album`, message: 'm2' },
        { attribute: 'features/1/enabled', message: 'm3' },
        { attribute: 'features/0/custom_fields/gone', message: 'm4' },
        { attribute: 'features/9/name', message: 'm5' },
        { attribute: 'features', message: 'm6' },
      ]),
    ).toEqual([
      {
        target: 'enable-weather_journal-cf-entry_mood',
        fieldId: 'enable-weather_journal-cf-entry_mood',
        where: 'Severe weather journal: Mood',
        message: 'm1',
      },
      {
        target: `enable-entry_covers_to_album-sf-${ALBUM_STEP}-album`,
        fieldId: `enable-entry_covers_to_album-sf-${ALBUM_STEP}-album`,
        where: 'Entry covers to an album: Album',
        message: 'm2',
      },
      {
        target: 'enable-entry_covers_to_album',
        fieldId: null,
        where: 'Entry covers to an album',
        message: 'm3',
      },
      {
        target: 'enable-weather_journal',
        fieldId: null,
        where: 'Severe weather journal: gone',
        message: 'm4',
      },
      { target: null, fieldId: null, where: '', message: 'm5' },
      { target: null, fieldId: null, where: '', message: 'm6' },
    ]);
  });

  it('lists the paused features only while the enablement is on', () => {
    const e = enablement();
    e.features[0] = { ...e.features[0], paused_reason: 'Connect again' };
    expect(pausedFeatures(e).map((f) => f.name)).toEqual(['weather_journal']);
    expect(pausedFeatures({ ...e, enabled: false })).toEqual([]);
    expect(pausedFeatures(null)).toEqual([]);
  });
});
