// When the exit offer shows (checkout §4, storefront §4): once armed, when the pointer leaves the
// window through its top edge (toward the tabs and the address bar), or on a touch screen when the
// visitor scrolls back up sharply or switches away. Shown once per visitor.

export const EXIT_OFFER_SEEN_KEY = 'upline-exit-offer-seen';

/** A scroll back up of at least this many pixels reads as heading for the address bar. */
export const SCROLL_BACK_THRESHOLD = 120;

/** True for a mouseout that leaves the document through its top edge. */
export function isLeavingTowardTop(event: { clientY: number; relatedTarget: unknown }): boolean {
  return event.relatedTarget === null && event.clientY <= 0;
}

/** True when the page scrolled up by the threshold or more since the deepest point reached. */
export function isScrollBackUp(deepestY: number, currentY: number, threshold = SCROLL_BACK_THRESHOLD): boolean {
  return deepestY - currentY >= threshold;
}

/** The exit offers already shown to this visitor (codes), from storage; a broken value counts as none. */
export function seenExitOffers(storage: Pick<Storage, 'getItem'>): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(EXIT_OFFER_SEEN_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((code): code is string => typeof code === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberExitOfferSeen(storage: Pick<Storage, 'getItem' | 'setItem'>, code: string): void {
  const seen = seenExitOffers(storage);
  if (!seen.includes(code)) storage.setItem(EXIT_OFFER_SEEN_KEY, JSON.stringify([...seen, code]));
}
