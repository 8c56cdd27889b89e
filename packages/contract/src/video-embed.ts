// The one allow-list of video players the shop may frame, shared by the API's content sanitiser,
// the browser's second pass over rich content and the product page's lite video. Only
// privacy-enhanced YouTube (youtube-nocookie) and Vimeo players: no tracking cookies until play,
// and the Content-Security-Policy's frame-src only needs those two hosts.

/** The WHATWG URL every runtime of the shop has (Node and browsers); the contract compiles without DOM or Node types. */
interface ParsedUrl {
  readonly protocol: string;
  readonly username: string;
  readonly password: string;
  readonly origin: string;
  readonly pathname: string;
  readonly hostname: string;
  readonly href: string;
  readonly searchParams: { set(name: string, value: string): void };
}
declare const URL: new (input: string) => ParsedUrl;

/** Video players content may embed, as URL prefixes (origin + path). */
export const allowedVideoEmbedPrefixes = [
  'https://www.youtube-nocookie.com/embed/',
  'https://player.vimeo.com/video/',
] as const;

/** Embed addresses moved to their cookie-less twin before they are kept. */
const rewrittenEmbedPrefixes: Readonly<Record<string, string>> = {
  'https://www.youtube.com/embed/': 'https://www.youtube-nocookie.com/embed/',
};

/**
 * The embed address to keep for a player URL (https only, no credentials, youtube.com moved to
 * youtube-nocookie), or null when the host or path is not an allowed player.
 */
export function allowedEmbedSource(src: string | null | undefined): string | null {
  if (!src) return null;
  let url: ParsedUrl;
  try {
    url = new URL(src.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  const base = `${url.origin}${url.pathname}`;
  for (const [from, to] of Object.entries(rewrittenEmbedPrefixes)) {
    if (base.startsWith(from)) return to + url.href.slice(from.length);
  }
  return allowedVideoEmbedPrefixes.some((prefix) => base.startsWith(prefix)) ? url.href : null;
}

/**
 * The player address to load once the visitor asks for the video: the allowed embed address with
 * autoplay on (the click was the visitor's choice to play) and the given player settings added.
 * Null for any address outside the allow-list.
 */
export function videoPlayerSource(src: string | null | undefined, settings: Readonly<Record<string, string>> = {}): string | null {
  const allowed = allowedEmbedSource(src);
  if (!allowed) return null;
  const url = new URL(allowed);
  url.searchParams.set('autoplay', '1');
  for (const [name, value] of Object.entries(settings)) url.searchParams.set(name, value);
  return url.href;
}
