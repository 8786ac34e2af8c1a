import { LOCATION_TEXT_MAX, locationProblem, NOT_A_PLACE } from './location';

describe('locationProblem', () => {
  it('accepts a place with every key the protocol gives it', () => {
    expect(locationProblem({ lat: 52.37, lng: 4.9 })).toBeNull();
    expect(
      locationProblem({ lat: -90, lng: 180, radius: 250, address: 'Dam 1', description: 'Home', zoom: 14 }),
    ).toBeNull();
    expect(locationProblem({ lat: 0, lng: 0, radius: null, address: null })).toBeNull();
  });

  it('refuses what is not a place', () => {
    for (const v of [null, 'here', 52, [52, 4], {}, { lat: 52 }, { lat: '52', lng: 4 }, { lat: 91, lng: 0 }])
      expect(locationProblem(v)).toBe(NOT_A_PLACE);
    expect(locationProblem({ lat: Number.NaN, lng: 0 })).toBe(NOT_A_PLACE);
  });

  it('refuses keys a place does not hold, naming the key', () => {
    expect(locationProblem({ lat: 1, lng: 2, extra: 'x' })).toBe(
      'has "extra", which a place does not hold (only lat, lng, radius, address, description, zoom)',
    );
    expect(locationProblem({ lat: 1, lng: 2, nested: { deeper: [] } })).toMatch(/^has "nested"/);
  });

  it('checks the optional keys', () => {
    expect(locationProblem({ lat: 1, lng: 2, radius: 0 })).toMatch(/radius/);
    expect(locationProblem({ lat: 1, lng: 2, radius: '5' })).toMatch(/radius/);
    expect(locationProblem({ lat: 1, lng: 2, address: { street: 'x' } })).toBe(
      'has address that is not text',
    );
    expect(locationProblem({ lat: 1, lng: 2, description: 'x'.repeat(LOCATION_TEXT_MAX + 1) })).toMatch(
      /description that is too long/,
    );
    expect(locationProblem({ lat: 1, lng: 2, zoom: -1 })).toMatch(/zoom/);
  });
});
