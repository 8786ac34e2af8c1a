import { CONNECTION_EXISTS, START_ERROR } from './messages';
import { connectableServices, startErrorMessage, TARGET_PROBLEMS, targetProblem } from './start';

const daybook = { module_name: 'daybook', connect_enabled: true };
const weather = { module_name: 'acme_weather', connect_enabled: true };
const closed = { module_name: 'closed_shop', connect_enabled: false };

describe('the start screen', () => {
  it('offers the services with connect_enabled other than the owner’s', () => {
    expect(connectableServices([daybook, weather, closed], 'daybook')).toEqual([weather]);
  });

  it('says why a service cannot be chosen', () => {
    expect(targetProblem(weather, 'daybook')).toBeUndefined();
    expect(targetProblem(weather, 'daybook', ['other'])).toBeUndefined();
    expect(targetProblem(undefined, 'daybook')).toBe('unknown_service');
    expect(targetProblem(daybook, 'daybook')).toBe('owner_service');
    expect(targetProblem(closed, 'daybook')).toBe('not_connect_enabled');
    expect(targetProblem(weather, 'daybook', ['acme_weather'])).toBe('connection_exists');
    expect(TARGET_PROBLEMS.connection_exists).toBe("There's an existing connection to the selected service");
  });

  it("shows the spec's message for connection_exists, 'An error occurred' otherwise", () => {
    expect(startErrorMessage('connection_exists')).toBe(CONNECTION_EXISTS);
    expect(startErrorMessage('not_connect_enabled')).toBe(START_ERROR);
    expect(startErrorMessage(undefined)).toBe('An error occurred');
  });
});
