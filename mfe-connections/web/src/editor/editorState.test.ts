import { FEATURE_TITLE_TOO_SHORT, type Feature } from '@switchyard/connections-common';
import { newFeature, placeErrors } from './editorState';

const feature = (id: string, title: string): Feature => ({ ...newFeature(title, []), id });

describe('placeErrors', () => {
  const submitted = [feature('a', 'Morning forecast'), feature('b', 'Rain')];

  it('puts per-feature paths on the feature at that index of the submitted input, relative to it', () => {
    const placed = placeErrors(
      [
        {
          attribute: 'applet_configurations/1/custom_fields/0/static_options/2/label',
          message: 'Names need to be unique',
        },
        { attribute: 'applet_configurations/0/dynamic_applet_triggers/1', message: 'twice' },
      ],
      submitted,
    );
    expect(placed.features).toEqual({
      b: [{ attribute: 'custom_fields/0/static_options/2/label', message: 'Names need to be unique' }],
      a: [{ attribute: 'dynamic_applet_triggers/1', message: 'twice' }],
    });
    expect(placed.connection).toEqual([]);
  });

  it('marks each feature whose title has the featureTitles problem', () => {
    const placed = placeErrors([{ attribute: 'featureTitles', message: FEATURE_TITLE_TOO_SHORT }], submitted);
    expect(placed.features).toEqual({ b: [{ attribute: 'title', message: FEATURE_TITLE_TOO_SHORT }] });
  });

  it('keeps connection-level attributes, and paths of features not submitted, on the connection', () => {
    const errors = [
      { attribute: 'name', message: "Title can't be blank" },
      { attribute: 'applet_configurations/5/title', message: 'gone' },
      { attribute: 'base', message: 'whole' },
    ];
    expect(placeErrors(errors, submitted).connection).toEqual(errors);
  });
});

describe('newFeature', () => {
  it('names a new feature from its title, unique in the connection, and trims the title', () => {
    const first = newFeature(' Log forecasts ', []);
    expect(first).toMatchObject({ name: 'log_forecasts', title: 'Log forecasts', removed: false });
    expect(newFeature('Log forecasts', [first]).name).toBe('log_forecasts_2');
  });
});
