/** A member's replicated site address: the shop's address followed by their link name. */
export function replicatedSiteUrl(origin: string, urlName: string): string {
  return `${origin.replace(/\/+$/, '')}/${encodeURIComponent(urlName)}`;
}
