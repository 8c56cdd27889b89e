import { z } from 'zod';

// Rules every request input follows, whatever the call: ids fit the database's integer column,
// counts are whole numbers (a JSON number or a string of digits, never [2] or true), and text
// carries no control or direction-override characters.

/** The largest id (PostgreSQL integer). */
export const INT32_MAX = 2_147_483_647;

const numberOrDigits = (message: string) => z.union([z.number(), z.string().trim().regex(/^-?\d+$/, message)], { error: message });

/** A database id: a JSON number or a string of digits, 1 to 2147483647. */
export function idInput(message = 'Unknown id') {
  return numberOrDigits(message).pipe(z.coerce.number<string | number>({ error: message }).int(message).positive(message).max(INT32_MAX, message));
}

/** A whole count (a quantity, a page): a JSON number or a string of digits, within bounds. */
export function countInput(message: string, bounds: { min?: number; max?: number } = {}) {
  const { min = -INT32_MAX, max = INT32_MAX } = bounds;
  return numberOrDigits(message).pipe(z.coerce.number<string | number>({ error: message }).int(message).min(min, message).max(max, message));
}

/** Characters no text field may hold: C0 controls but tab, line feed and carriage return; DEL; C1 controls. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Bidirectional embedding, override and isolate characters, used to disguise names and links. */
const BIDI_OVERRIDE = /[\u202A-\u202E\u2066-\u2069]/;

export const textInputMessage = 'Text fields can not contain control or direction-override characters.';

/** True when a text is free of control and direction-override characters. */
export function isSafeText(value: string): boolean {
  return !CONTROL.test(value) && !BIDI_OVERRIDE.test(value);
}

/**
 * The path (dot-separated) of the first string in a request input that is not safe text, or
 * null when every string is safe. Applied to every body, query and path of the API.
 */
export function findUnsafeText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isSafeText(value) ? null : path || '(value)';
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeText(value[i], path ? `${path}.${i}` : String(i));
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      if (!isSafeText(key)) return path || '(key)';
      const found = findUnsafeText(item, path ? `${path}.${key}` : key);
      if (found !== null) return found;
    }
  }
  return null;
}

/** A text schema that also refuses control and direction-override characters (the guard's rule, in the contract). */
export function safeText<T extends z.ZodString>(schema: T): T {
  return schema.refine(isSafeText, textInputMessage) as T;
}

/** Free text of at most `max` characters, free of control and direction-override characters. */
export function textInput(max: number, message = textInputMessage) {
  return safeText(z.string({ error: message }).max(max, message));
}
