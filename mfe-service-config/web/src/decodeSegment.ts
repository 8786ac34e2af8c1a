/** A path segment decoded, or null when it is not valid percent-encoding (the route is not found). */
export function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
