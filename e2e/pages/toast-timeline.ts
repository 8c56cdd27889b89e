import { expect, type Page } from '@playwright/test';

interface ToastRecord {
  text: string;
  added: number;
  removed: number | null;
}

/**
 * Records, inside the page, when each toast (sonner's `[data-sonner-toast]`) enters and leaves the
 * document, with the page's own clock: a toast's lifetime is read without the test's timing.
 * Call before the first page load.
 */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    type Entry = { element: Element; text: string; added: number; removed: number | null };
    const entries: Entry[] = [];
    (window as unknown as { __toastTimeline: () => unknown }).__toastTimeline = () =>
      entries.map(({ text, added, removed }) => ({ text, added, removed }));
    const toastsIn = (node: Node): Element[] => {
      if (!(node instanceof Element)) return [];
      const found = Array.from(node.querySelectorAll('[data-sonner-toast]'));
      return node.matches('[data-sonner-toast]') ? [node, ...found] : found;
    };
    new MutationObserver((mutations) => {
      const now = performance.now();
      for (const mutation of mutations) {
        for (const node of Array.from(mutation.addedNodes)) {
          for (const element of toastsIn(node)) entries.push({ element, text: element.textContent ?? '', added: now, removed: null });
        }
        for (const node of Array.from(mutation.removedNodes)) {
          for (const entry of entries) {
            if (entry.removed === null && (entry.element === node || node.contains(entry.element))) entry.removed = now;
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** How long the first toast with this text stayed in the document, in ms (waits until it has left). */
export async function toastLifetime(page: Page, text: string): Promise<number> {
  let lifetime: number | null = null;
  await expect
    .poll(
      async () => {
        const entries = (await page.evaluate(() => (window as unknown as { __toastTimeline: () => unknown }).__toastTimeline())) as ToastRecord[];
        const entry = entries.find((candidate) => candidate.text.includes(text));
        lifetime = entry && entry.removed !== null ? entry.removed - entry.added : null;
        return lifetime;
      },
      { timeout: 15_000 },
    )
    .not.toBeNull();
  return lifetime ?? Number.NaN;
}
