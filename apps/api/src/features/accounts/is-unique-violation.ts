/**
 * True when a database error (possibly wrapped by the query builder) is a unique violation,
 * optionally of one named constraint or index.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint: name, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code === '23505') {
      if (!constraint) return true;
      if (name === constraint) return true;
      // PGlite reports the name in the message only.
      if (typeof message === 'string' && message.includes(constraint)) return true;
    }
  }
  return false;
}
