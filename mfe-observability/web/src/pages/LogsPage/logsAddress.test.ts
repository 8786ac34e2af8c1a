import { filtersFromSearch, isFiltered, logsHref, pageFromSearch } from './logsAddress';
import type { LogFilterOptions } from './logsOperations';

const o = (...values: string[]) => values.map((value) => ({ value, label: value }));
const OPTIONS: LogFilterOptions = {
  request_types: o('all', 'endpoint_test', 'script'),
  response_statuses: o('all', 'success', 'error'),
  timeframes: o('1d', '7d', '30d'),
};
const DEFAULTS = { request_type: 'all', response_status: 'all', timeframe: '1d', query: '' };

describe('filtersFromSearch', () => {
  it("reads each filter's first option when the address has none", () => {
    expect(filtersFromSearch(new URLSearchParams('service=daybook'), OPTIONS)).toEqual(DEFAULTS);
  });

  it('reads the options the address names and the trimmed query', () => {
    expect(
      filtersFromSearch(
        new URLSearchParams('request_type=script&response_status=error&timeframe=30d&query=%20notes%20'),
        OPTIONS,
      ),
    ).toEqual({ request_type: 'script', response_status: 'error', timeframe: '30d', query: 'notes' });
  });

  it('reads values that are not options as the defaults, and caps the query', () => {
    const f = filtersFromSearch(
      new URLSearchParams(`request_type=all_of_it&timeframe=1y&query=${'q'.repeat(300)}`),
      OPTIONS,
    );
    expect(f).toMatchObject({ request_type: 'all', timeframe: '1d' });
    expect(f.query).toHaveLength(200);
  });
});

describe('pageFromSearch', () => {
  it('reads a whole page number from 1', () => {
    expect(pageFromSearch(new URLSearchParams('page=3'))).toBe(3);
    for (const bad of ['', 'page=0', 'page=-2', 'page=1.5', 'page=two']) {
      expect(pageFromSearch(new URLSearchParams(bad))).toBe(1);
    }
  });
});

describe('logsHref', () => {
  it('keeps only the filters that differ from their defaults, and the page above 1', () => {
    expect(logsHref('daybook', DEFAULTS, OPTIONS)).toBe('/logs?service=daybook');
    expect(logsHref('daybook', { ...DEFAULTS, timeframe: '7d', query: ' a&b ' }, OPTIONS, 2)).toBe(
      '/logs?service=daybook&timeframe=7d&query=a%26b&page=2',
    );
    expect(logsHref('my service', DEFAULTS, OPTIONS, 1)).toBe('/logs?service=my+service');
  });
});

describe('isFiltered', () => {
  it('tells whether any filter differs from its default', () => {
    expect(isFiltered(DEFAULTS, OPTIONS)).toBe(false);
    expect(isFiltered({ ...DEFAULTS, query: 'x' }, OPTIONS)).toBe(true);
    expect(isFiltered({ ...DEFAULTS, response_status: 'success' }, OPTIONS)).toBe(true);
  });
});
