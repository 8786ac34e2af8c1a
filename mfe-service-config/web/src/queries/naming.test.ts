import { snakeCase, upperCamelCase } from './naming';

describe('snakeCase', () => {
  it.each([
    ['Is it raining?', 'is_it_raining'],
    ['City name', 'city_name'],
    ['  Max.  results -- per page ', 'max_results_per_page'],
    ['TemperatureHigh', 'temperature_high'],
    ['HTMLBody text', 'html_body_text'],
    ['already_snake', 'already_snake'],
    ['Zip code 2', 'zip_code_2'],
    ['?!', ''],
  ])('%j -> %j', (input, expected) => expect(snakeCase(input)).toBe(expected));
});

describe('upperCamelCase', () => {
  it.each([
    ['current temperature', 'CurrentTemperature'],
    ['CurrentTemperature', 'CurrentTemperature'],
    ['image_url of the day', 'ImageUrlOfTheDay'],
    ['wind-speed 2', 'WindSpeed2'],
    ['humidity', 'Humidity'],
    ['', ''],
  ])('%j -> %j', (input, expected) => expect(upperCamelCase(input)).toBe(expected));
});
