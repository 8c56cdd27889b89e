/** One attempt at a call that must happen once: its key and when it started. */
export interface Attempt {
  key: string;
  startedAt: Date;
}

/**
 * Idempotency keys for one checkout (ARCHITECTURE §5): the same request (same signature) keeps
 * its key until it succeeds, so a double click or a retry after a lost answer is answered with the
 * first result instead of a second order or charge. A different request (the shopper changed the
 * address, the cart or the card) gets a new key, since the server refuses a key reused with
 * another body. `succeed` forgets the key.
 */
export function createAttempts(newKey: () => string = () => crypto.randomUUID(), now: () => Date = () => new Date()) {
  let current: (Attempt & { signature: string }) | null = null;
  return {
    attemptFor(signature: string): Attempt {
      if (!current || current.signature !== signature) current = { key: newKey(), startedAt: now(), signature };
      return { key: current.key, startedAt: current.startedAt };
    },
    succeed(): void {
      current = null;
    },
  };
}

export type Attempts = ReturnType<typeof createAttempts>;

/** A stable text of a JSON-able value (object keys sorted), for comparing request bodies. */
export function signatureOf(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}
