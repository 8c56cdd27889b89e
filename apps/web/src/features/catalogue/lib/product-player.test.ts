import { describe, expect, it } from 'vitest';
import { playerUrl } from './product-player';

describe('playerUrl', () => {
  it('plays YouTube videos through youtube-nocookie, starting on load', () => {
    expect(playerUrl('https://www.youtube-nocookie.com/embed/UplineLean1')).toBe(
      'https://www.youtube-nocookie.com/embed/UplineLean1?autoplay=1&rel=0',
    );
    expect(playerUrl('https://www.youtube.com/embed/abc_123')).toBe('https://www.youtube-nocookie.com/embed/abc_123?autoplay=1&rel=0');
  });

  it('plays Vimeo players without tracking', () => {
    expect(playerUrl('https://player.vimeo.com/video/76979871')).toBe('https://player.vimeo.com/video/76979871?autoplay=1&dnt=1');
  });

  it('refuses any other address', () => {
    expect(playerUrl('https://example.com/embed/abc')).toBeNull();
    expect(playerUrl('http://www.youtube-nocookie.com/embed/abc')).toBeNull();
    expect(playerUrl('https://www.youtube.com/watch?v=abc')).toBeNull();
    expect(playerUrl('javascript:alert(1)')).toBeNull();
    expect(playerUrl('not a url')).toBeNull();
  });
});
