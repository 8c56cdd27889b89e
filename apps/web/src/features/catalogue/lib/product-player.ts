// The shop loads no other site's content until the shopper asks for it (lite embeds): a product
// video is a local poster until played. Which players may be framed is the one allow-list in
// @upline/contract/video-embed; this only adds the product page's player settings.
import { allowedEmbedSource, videoPlayerSource } from '@upline/contract/video-embed';

/**
 * The player address to frame once the shopper clicks play, set to start playing, without related
 * videos (YouTube) or tracking (Vimeo); null for any address outside the allow-list.
 */
export function playerUrl(address: string): string | null {
  const allowed = allowedEmbedSource(address);
  if (!allowed) return null;
  const isVimeo = new URL(allowed).hostname === 'player.vimeo.com';
  return videoPlayerSource(allowed, isVimeo ? { dnt: '1' } : { rel: '0' });
}
