import { allowedEmbedSource } from '../../../shared/ui/safe-html-policy';

/**
 * The player address to load once the visitor asks for the video: the allowed embed address
 * with autoplay on (the click was the visitor's choice to play). Null for anything else.
 */
export function playerSource(src: string | null | undefined): string | null {
  const allowed = allowedEmbedSource(src);
  if (!allowed) return null;
  const url = new URL(allowed);
  url.searchParams.set('autoplay', '1');
  return url.href;
}
