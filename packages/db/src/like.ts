// LIKE patterns for the searches: what a person typed is matched literally, never as a pattern.

/** LIKE pattern for text typed by a person, anywhere in a column: its %, _ and \ are matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
