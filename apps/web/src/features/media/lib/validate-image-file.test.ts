import { imageUploadLimits } from '@upline/contract/media';
import { describe, expect, it } from 'vitest';
import { imageFileProblem, maxImageBytes } from './validate-image-file';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('imageFileProblem', () => {
  it('asks for a file when none is chosen', () => {
    expect(imageFileProblem(null)).toBe('missing');
    expect(imageFileProblem(undefined)).toBe('missing');
  });

  it('accepts JPEG and PNG files', () => {
    expect(imageFileProblem(file('team.png', 'image/png'))).toBeNull();
    expect(imageFileProblem(file('Team.JPG', 'image/jpeg'))).toBeNull();
    expect(imageFileProblem(file('banner.jpeg', 'image/jpeg'))).toBeNull();
    expect(imageFileProblem(file('old.jpg', 'image/jpg'))).toBeNull();
  });

  it('refuses other types, and files whose name and type disagree', () => {
    expect(imageFileProblem(file('anim.gif', 'image/gif'))).toBe('type');
    expect(imageFileProblem(file('vector.svg', 'image/svg+xml'))).toBe('type');
    expect(imageFileProblem(file('notes.txt', 'text/plain'))).toBe('type');
    expect(imageFileProblem(file('fake.png', 'text/html'))).toBe('type');
    expect(imageFileProblem(file('script.js', 'image/png'))).toBe('type');
    expect(imageFileProblem(file('noextension', 'image/png'))).toBe('type');
  });

  it('refuses a file over the server limit before sending it', () => {
    expect(maxImageBytes).toBe(imageUploadLimits.maxBytes);
    expect(imageFileProblem(file('big.png', 'image/png', maxImageBytes))).toBeNull();
    expect(imageFileProblem(file('big.png', 'image/png', maxImageBytes + 1))).toBe('size');
  });
});
