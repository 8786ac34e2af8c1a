import {
  canAddFeature,
  checkFeatureTexts,
  FEATURE_TITLES,
  featureName,
  featuresToSubmit,
  featureTitleProblem,
  markAllDirty,
  removeFeature,
  statusAfterDryRun,
  statusWhenSaved,
  toggleFeature,
} from './features';
import { FEATURE_TITLE_MIN } from './limits';
import { FEATURE_DESCRIPTION_TOO_LONG, FEATURE_TITLE_TOO_LONG, FEATURE_TITLE_TOO_SHORT } from './messages';

describe('feature titles', () => {
  it('takes 5 to 100 characters, trimmed', () => {
    for (const title of ['Daily', ' Daily ', 't'.repeat(100)]) {
      expect(featureTitleProblem(title)).toBeUndefined();
      expect(canAddFeature(title)).toBe(true);
    }
  });

  it("refuses a blank or short title with the spec's message", () => {
    for (const title of ['', '   ', null, undefined, 'Dail', ' abc  ']) {
      expect(featureTitleProblem(title)).toBe(FEATURE_TITLE_TOO_SHORT);
      expect(canAddFeature(title)).toBe(false);
    }
    expect(FEATURE_TITLE_TOO_SHORT).toBe(`Feature titles must be at least ${FEATURE_TITLE_MIN} characters`);
  });

  it('refuses 101 characters', () => {
    expect(featureTitleProblem('t'.repeat(101))).toBe(FEATURE_TITLE_TOO_LONG);
    expect(FEATURE_TITLE_TOO_LONG).toBe('Feature titles must be at most 100 characters');
  });
});

describe('checkFeatureTexts', () => {
  it('passes good titles and descriptions up to 500 characters', () => {
    expect(
      checkFeatureTexts([
        { title: 'Daily weather', description: null },
        { title: 'Storm alerts', description: 'd'.repeat(500) },
      ]),
    ).toEqual([]);
  });

  it('answers featureTitles once per kind of title problem, and each long description by its path', () => {
    expect(
      checkFeatureTexts([
        { title: 'Hey', description: null },
        { title: '', description: 'd'.repeat(501) },
        { title: 't'.repeat(101), description: '' },
      ]),
    ).toEqual([
      { attribute: FEATURE_TITLES, message: 'Feature titles must be at least 5 characters' },
      { attribute: 'featureTitles', message: FEATURE_TITLE_TOO_LONG },
      { attribute: 'applet_configurations/1/description', message: FEATURE_DESCRIPTION_TOO_LONG },
    ]);
    expect(FEATURE_DESCRIPTION_TOO_LONG).toBe('Feature descriptions must be at most 500 characters');
  });
});

describe('feature status', () => {
  it('is validating while the dry run of a saved feature is in flight', () => {
    expect(statusWhenSaved()).toBe('validating');
  });

  it('returns to valid without errors, dirty with any, or when the request failed', () => {
    expect(statusAfterDryRun([])).toBe('valid');
    expect(statusAfterDryRun([{ attribute: 'featureTitles', message: FEATURE_TITLE_TOO_SHORT }])).toBe(
      'dirty',
    );
    expect(statusAfterDryRun(null)).toBe('dirty');
  });

  it('puts every feature back to dirty after a failed update', () => {
    expect(markAllDirty([{ status: 'valid' as const }, { status: 'validating' as const }])).toEqual([
      { status: 'dirty' },
      { status: 'dirty' },
    ]);
  });
});

describe('removing, submitting and collapsing features', () => {
  const features = [
    { id: 'a', removed: false, collapsed: false },
    { id: 'b', removed: false, collapsed: true },
  ];

  it('only marks a removed feature, and drops it at submit', () => {
    const after = removeFeature(features, 'a');
    expect(after).toEqual([{ ...features[0], removed: true }, features[1]]);
    expect(featuresToSubmit(after)).toEqual([features[1]]);
    expect(features[0].removed).toBe(false);
  });

  it('collapses or expands one feature', () => {
    expect(toggleFeature(features, 'b')).toEqual([features[0], { ...features[1], collapsed: false }]);
  });
});

describe('featureName', () => {
  it('is the title in snake_case, made unique with a number', () => {
    expect(featureName('Daily weather report!', [])).toBe('daily_weather_report');
    expect(featureName('Café alerts', ['cafe_alerts'])).toBe('cafe_alerts_2');
    expect(featureName('Café alerts', ['cafe_alerts', 'cafe_alerts_2'])).toBe('cafe_alerts_3');
    expect(featureName('!!!', [])).toBe('feature');
  });
});
