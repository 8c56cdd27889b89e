// The shop loads no other site's content until the shopper asks for it (lite embeds): a video is
// a local poster until played, and only privacy-enhanced YouTube and Vimeo players may be framed.

const youtubeHosts = new Set(['www.youtube-nocookie.com', 'youtube-nocookie.com', 'www.youtube.com', 'youtube.com']);
const vimeoHost = 'player.vimeo.com';

/**
 * The player address to frame once the shopper clicks play, set to start playing; null for any
 * address that is not a YouTube or Vimeo player. YouTube players always use youtube-nocookie.
 */
export function playerUrl(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  if (youtubeHosts.has(url.hostname)) {
    const id = /^\/embed\/([\w-]{1,64})$/.exec(url.pathname)?.[1];
    if (!id) return null;
    const player = new URL(`https://www.youtube-nocookie.com/embed/${id}`);
    player.searchParams.set('autoplay', '1');
    player.searchParams.set('rel', '0');
    return player.toString();
  }
  if (url.hostname === vimeoHost && /^\/video\/\d{1,20}$/.test(url.pathname)) {
    const player = new URL(`https://${vimeoHost}${url.pathname}`);
    player.searchParams.set('autoplay', '1');
    player.searchParams.set('dnt', '1');
    return player.toString();
  }
  return null;
}
