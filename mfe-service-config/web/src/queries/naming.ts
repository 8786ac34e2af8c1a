/** The words of a name: split on anything that is not a letter or digit, and between camelCase humps. */
function words(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
}

/** 'Is it raining?' -> 'is_it_raining'; 'TemperatureHigh' -> 'temperature_high'. */
export function snakeCase(text: string): string {
  return words(text)
    .map((w) => w.toLowerCase())
    .join('_');
}

/** 'current temperature' -> 'CurrentTemperature'; an already UpperCamelCase name stays as it is. */
export function upperCamelCase(text: string): string {
  return words(text)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');
}
