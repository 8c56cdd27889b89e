import { describe, expect, it } from 'vitest';
import { playerSource } from './video-embed';

describe('playerSource', () => {
  it('turns a cookie-less YouTube or Vimeo address into its autoplaying player', () => {
    expect(playerSource('https://www.youtube-nocookie.com/embed/UplineTrn01')).toBe(
      'https://www.youtube-nocookie.com/embed/UplineTrn01?autoplay=1',
    );
    expect(playerSource('https://player.vimeo.com/video/42?h=abc')).toBe('https://player.vimeo.com/video/42?h=abc&autoplay=1');
  });

  it('moves a youtube.com embed to youtube-nocookie', () => {
    expect(playerSource('https://www.youtube.com/embed/xyz')).toBe('https://www.youtube-nocookie.com/embed/xyz?autoplay=1');
  });

  it('refuses any other address', () => {
    expect(playerSource('https://www.youtube.com/watch?v=xyz')).toBeNull();
    expect(playerSource('javascript:alert(1)')).toBeNull();
    expect(playerSource('https://evil.example/embed/x')).toBeNull();
    expect(playerSource(null)).toBeNull();
  });
});
