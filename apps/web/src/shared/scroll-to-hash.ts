/** Accounts spec §2.8 and §9: a hash anchor is looked for up to 10 times, 200 ms apart. */
export const hashScrollTries = 10;
export const hashScrollDelayMs = 200;

interface ScrollToHashOptions {
  /** Finds the anchor's element; content may still be rendering. */
  find: (id: string) => { scrollIntoView: (options?: ScrollIntoViewOptions) => void } | null;
  tries?: number;
  delayMs?: number;
  schedule?: (run: () => void, delayMs: number) => unknown;
}

/**
 * Scrolls to the element named by `hash` ('#section'), retrying while the page renders.
 * Returns a function that stops the retries.
 */
export function scrollToHash(hash: string, options: ScrollToHashOptions): () => void {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  const { find, tries = hashScrollTries, delayMs = hashScrollDelayMs, schedule = setTimeout } = options;
  let stopped = id === '';
  let attempt = 0;
  const run = () => {
    if (stopped) return;
    attempt += 1;
    const element = find(id);
    if (element) {
      element.scrollIntoView({ block: 'start' });
      return;
    }
    if (attempt < tries) schedule(run, delayMs);
  };
  run();
  return () => {
    stopped = true;
  };
}
