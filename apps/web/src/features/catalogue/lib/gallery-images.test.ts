import { describe, expect, it } from 'vitest';
import { galleryImages } from './gallery-images';

describe('galleryImages', () => {
  it('puts the thumbnail first, then the other images', () => {
    expect(galleryImages('/a.svg', ['/b.svg', '/c.svg'])).toEqual(['/a.svg', '/b.svg', '/c.svg']);
  });

  it('shows each image once and leaves out blanks', () => {
    expect(galleryImages('/a.svg', ['/a.svg', '', '/b.svg'])).toEqual(['/a.svg', '/b.svg']);
    expect(galleryImages(null, ['/b.svg'])).toEqual(['/b.svg']);
    expect(galleryImages(null, [])).toEqual([]);
  });
});
