import { describe, expect, it } from 'vitest';
import { allowedEmbedSource, videoPlayerSource } from './video-embed';

describe('allowedEmbedSource', () => {
  it('keeps cookie-less YouTube and Vimeo players, with their query', () => {
    expect(allowedEmbedSource('https://www.youtube-nocookie.com/embed/abc')).toBe('https://www.youtube-nocookie.com/embed/abc');
    expect(allowedEmbedSource('https://player.vimeo.com/video/42?h=abc')).toBe('https://player.vimeo.com/video/42?h=abc');
    expect(allowedEmbedSource(' https://player.vimeo.com/video/7 ')).toBe('https://player.vimeo.com/video/7');
  });

  it('moves a youtube.com embed to youtube-nocookie', () => {
    expect(allowedEmbedSource('https://www.youtube.com/embed/def456?start=10')).toBe('https://www.youtube-nocookie.com/embed/def456?start=10');
  });

  it.each([
    ['plain http', 'http://www.youtube-nocookie.com/embed/abc'],
    ['a YouTube host outside the list', 'https://youtube.com/embed/abc'],
    ['another host', 'https://evil.example/embed/abc'],
    ['a look-alike host', 'https://www.youtube.com.evil.test/embed/x'],
    ['credentials before the host', 'https://evil.test@player.vimeo.com/video/1'],
    ['user and password', 'https://user:pw@player.vimeo.com/video/1'],
    ['a watch page, not a player', 'https://www.youtube.com/watch?v=abc'],
    ['a watch page on the cookie-less host', 'https://www.youtube-nocookie.com/watch?v=1'],
    ['a Vimeo page, not its player', 'https://vimeo.com/76979871'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a protocol-relative address', '//www.youtube-nocookie.com/embed/abc'],
    ['not a URL', 'not a url'],
    ['an empty string', ''],
  ])('refuses %s', (_name, src) => {
    expect(allowedEmbedSource(src)).toBeNull();
  });

  it('refuses a missing address', () => {
    expect(allowedEmbedSource(null)).toBeNull();
    expect(allowedEmbedSource(undefined)).toBeNull();
  });
});

describe('videoPlayerSource', () => {
  it('turns an allowed address into its autoplaying player with the given settings', () => {
    expect(videoPlayerSource('https://www.youtube.com/embed/xyz')).toBe('https://www.youtube-nocookie.com/embed/xyz?autoplay=1');
    expect(videoPlayerSource('https://player.vimeo.com/video/42', { dnt: '1' })).toBe('https://player.vimeo.com/video/42?autoplay=1&dnt=1');
  });

  it('refuses what the allow-list refuses', () => {
    expect(videoPlayerSource('https://evil.example/embed/x', { rel: '0' })).toBeNull();
  });
});
