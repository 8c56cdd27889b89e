/** Storefront §9: the cart keeps the first 10 words of a description, cards a 65-character preview. */
export const cartDescriptionWords = 10;
export const cardPreviewLength = 65;

/** The first `count` words of a text, single-spaced. */
export function firstWords(text: string, count: number): string {
  return text.trim().split(/\s+/).filter(Boolean).slice(0, count).join(' ');
}

/** At most `length` characters, cut at a word boundary when possible, with an ellipsis when cut. */
export function previewText(text: string, length: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= length) return trimmed;
  const cut = trimmed.slice(0, length - 1);
  const lastSpace = cut.lastIndexOf(' ');
  // Cutting inside a long first word would leave almost nothing; keep the hard cut then.
  const atWord = lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut;
  return `${atWord.replace(/[\s,;:.–—-]+$/, '')}…`;
}
