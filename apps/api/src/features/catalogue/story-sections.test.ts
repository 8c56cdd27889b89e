import { describe, expect, it } from 'vitest';
import { localiseStorySection, pickText } from './story-sections.js';

describe('localiseStorySection', () => {
  const story = {
    kind: 'story' as const,
    data: { heading: { en: 'From pasture', fr: 'Du pâturage' }, body: { en: 'Body', fr: 'Texte' }, imageUrl: '/a.svg' },
  };

  it('answers the asked language with wire field names', () => {
    expect(localiseStorySection(story, 'fr', 'en')).toEqual({ kind: 'story', heading: 'Du pâturage', body: 'Texte', image_url: '/a.svg' });
  });

  it('falls back to the default language for a missing translation', () => {
    expect(localiseStorySection(story, 'es', 'en')).toMatchObject({ heading: 'From pasture' });
  });

  it('localises every video of a videos section', () => {
    const videos = {
      kind: 'videos' as const,
      data: { heading: 'Watch', videos: [{ title: { en: 'One', fr: 'Un' }, url: '/v1.mp4', posterUrl: '/p1.svg' }] },
    };
    expect(localiseStorySection(videos, 'fr', 'en')).toEqual({
      kind: 'videos',
      heading: 'Watch',
      videos: [{ title: 'Un', url: '/v1.mp4', poster_url: '/p1.svg' }],
    });
  });

  it('leaves out a section whose data does not fit its kind', () => {
    expect(localiseStorySection({ kind: 'beforeAfter', data: { heading: 'x' } }, 'en', 'en')).toBeNull();
  });

  it('picks any text when neither language is present', () => {
    expect(pickText({ de: 'Hallo' }, 'fr', 'en')).toBe('Hallo');
  });
});
