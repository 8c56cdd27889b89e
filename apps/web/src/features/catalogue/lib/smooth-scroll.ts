// Storefront §9: scrolling to a section takes 800 ms and stops 120 px above it, so the sticky
// header does not cover the section's start.
export const scrollOffsetPx = -120;
export const scrollDurationMs = 800;

/** Ease in and out (cubic): 0 -> 0, 0.5 -> 0.5, 1 -> 1. */
export function easeInOutCubic(progress: number): number {
  const t = Math.min(Math.max(progress, 0), 1);
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

export interface ScrollDeps {
  now: () => number;
  requestFrame: (step: (time: number) => void) => unknown;
  scrollTo: (top: number) => void;
}

/** Animates the page's scroll position from `from` to `to` over `durationMs`; returns a stop function. */
export function animateScroll(from: number, to: number, durationMs: number, deps: ScrollDeps): () => void {
  const start = deps.now();
  let isStopped = false;
  const step = (time: number) => {
    if (isStopped) return;
    const progress = durationMs <= 0 ? 1 : (time - start) / durationMs;
    deps.scrollTo(Math.round(from + (to - from) * easeInOutCubic(progress)));
    if (progress < 1) deps.requestFrame(step);
  };
  deps.requestFrame(step);
  return () => {
    isStopped = true;
  };
}

/** Scrolls the window to an element, 120 px above it, animated unless the visitor prefers reduced motion. */
export function scrollToElement(element: Element): void {
  const to = Math.max(0, element.getBoundingClientRect().top + window.scrollY + scrollOffsetPx);
  const isReduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (isReduced) {
    window.scrollTo(0, to);
    return;
  }
  animateScroll(window.scrollY, to, scrollDurationMs, {
    now: () => performance.now(),
    requestFrame: (step) => window.requestAnimationFrame(step),
    scrollTo: (top) => window.scrollTo(0, top),
  });
}
