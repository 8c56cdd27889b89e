/** The plan quantity as typed: a whole number, or NaN for anything else (the quote then refuses it). */
export function parseQuantity(text: string): number {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}
